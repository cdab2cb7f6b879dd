import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@creditdesk/contracts';
import { fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { COMPANY, companyApi, makeCompany } from '../testing/fake-company';

// Whole pages render slowly on a busy machine.

const puts = (server: { callsTo: (path: string) => { method: string; body: string }[] }) => server.callsTo(COMPANY).filter((c) => c.method === 'PUT').map((c) => JSON.parse(c.body));
const open = async () => {
  renderApp({ path: '/company', auth: ADMIN_AUTH });
  const card = await screen.findByRole('region', { name: 'Compliance' });
  return { card, threshold: within(card).getByRole('form', { name: 'OFAC match threshold' }), checks: within(card).getByRole('form', { name: 'Checks added to credit reports' }) };
};
const input = (form: HTMLElement) => within(form).getByRole('textbox', { name: /Match threshold/ }) as HTMLInputElement;
const helpOf = (field: HTMLInputElement) => document.getElementById(field.getAttribute('aria-describedby')!)!.textContent;

describe('Company Settings: compliance', () => {
  it('shows the saved threshold as a percentage, what raising or lowering it does, and the two credit report checks', async () => {
    companyApi(makeCompany({ ofacMatchThreshold: 0.92, addOfacToCreditReports: true }));
    const { card, threshold } = await open();
    expect(input(threshold).value).toBe('92');
    expect(helpOf(input(threshold))).toBe('From 80 % to 99 %; the default is 88 %.');
    expect(threshold.textContent).toMatch(/Higher: fewer false positives to clear, but a misspelt or transliterated name may slip through\. Lower: more spelling variants caught/);
    expect((within(card).getByRole('switch', { name: /Add the Military Lending Act check to every consumer credit report order/ }) as HTMLInputElement).checked).toBe(false);
    expect((within(card).getByRole('switch', { name: /Add the OFAC screen to every consumer credit report order/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a threshold out of range or not a number, sending nothing', async () => {
    const server = companyApi();
    const { threshold } = await open();
    for (const typed of ['79', '99.5', 'high']) {
      fireEvent.change(input(threshold), { target: { value: typed } });
      fireEvent.click(within(threshold).getByRole('button', { name: 'Save ofac match threshold' }));
      await waitFor(() => expect(input(threshold).getAttribute('aria-invalid')).toBe('true'));
      expect(helpOf(input(threshold))).toBe('Enter a threshold from 80 % to 99 %');
    }
    expect(puts(server)).toEqual([]);
  });

  it('saves a valid threshold alone, as a fraction, and shows the saved value', async () => {
    const server = companyApi();
    const { threshold } = await open();
    fireEvent.change(input(threshold), { target: { value: '90.5' } });
    fireEvent.click(within(threshold).getByRole('button', { name: 'Save ofac match threshold' }));
    expect(await within(threshold).findByText(ADMIN_MESSAGES.companyUpdated)).toBeTruthy();
    expect(puts(server)).toEqual([{ ofacMatchThreshold: 0.905 }]);
    expect(input(threshold).value).toBe('90.5');
    await waitFor(() => expect((within(threshold).getByRole('button', { name: 'Save ofac match threshold' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('never shows the old threshold again once saved (the form takes the saved values from the answer)', async () => {
    companyApi(makeCompany({ ofacMatchThreshold: 0.88 }));
    const { threshold } = await open();
    const field = input(threshold);
    fireEvent.change(field, { target: { value: '91' } });
    // every value the page writes into the input from here on
    const written: string[] = [];
    const own = Object.getOwnPropertyDescriptor(field, 'value') ?? Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(field, 'value', {
      configurable: true,
      get() {
        return own.get!.call(this) as string;
      },
      set(v: string) {
        written.push(v);
        own.set!.call(this, v);
      },
    });
    fireEvent.click(within(threshold).getByRole('button', { name: 'Save ofac match threshold' }));
    expect(await within(threshold).findByText(ADMIN_MESSAGES.companyUpdated)).toBeTruthy();
    await waitFor(() => expect((within(threshold).getByRole('button', { name: 'Save ofac match threshold' }) as HTMLButtonElement).disabled).toBe(true));
    expect(field.value).toBe('91');
    expect(written).not.toContain('88');
  });

  it('puts the server’s refusal of the threshold on the field, in percentages', async () => {
    fakeApi((call) => {
      if (call.method === 'GET') return json(makeCompany());
      const message = 'ofacMatchThreshold must be a number from 0.80 to 0.99';
      return json({ status: 400, message: `Invalid request: body.ofacMatchThreshold: ${message}`, correlationId: 'x', additionalErrorDetails: { fields: [{ field: 'body.ofacMatchThreshold', message }] } }, 400);
    });
    const { threshold } = await open();
    fireEvent.change(input(threshold), { target: { value: '95' } });
    fireEvent.click(within(threshold).getByRole('button', { name: 'Save ofac match threshold' }));
    await waitFor(() => expect(helpOf(input(threshold))).toBe('Enter a threshold from 80 % to 99 %'));
    expect(within(threshold).getByRole('alert').textContent).toBe('Not saved. Correct the field marked in red.');
  });

  it('turns a credit report check on and saves both switches together', async () => {
    const server = companyApi();
    const { checks } = await open();
    const mla = () => within(checks).getByRole('switch', { name: /Add the Military Lending Act check/ }) as HTMLInputElement;
    fireEvent.click(mla());
    // the click has reached the form (the switch on, the save offered) before it is saved
    await waitFor(() => expect(mla().checked).toBe(true));
    const save = within(checks).getByRole('button', { name: 'Save checks added to credit reports' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await within(checks).findByText(ADMIN_MESSAGES.companyUpdated)).toBeTruthy();
    expect(puts(server)).toEqual([{ addMlaToCreditReports: true, addOfacToCreditReports: false }]);
    // the saved company comes back (the answer, then the list read again): the switch stays on
    await waitFor(() => expect(mla().checked).toBe(true));
  });
  it('saves the reuse window (0 turns the offer off) and refuses one out of range, sending nothing', async () => {
    const server = companyApi(makeCompany({ reportReuseDays: 7 }));
    const { card } = await open();
    const reuse = within(card).getByRole('form', { name: 'Reuse recent reports' });
    const days = within(reuse).getByRole('textbox', { name: /Offer reports for/ }) as HTMLInputElement;
    expect(days.value).toBe('7');
    fireEvent.change(days, { target: { value: '91' } });
    fireEvent.click(within(reuse).getByRole('button', { name: 'Save reuse recent reports' }));
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(helpOf(days)).toBe('Enter whole days from 0 to 90');
    expect(puts(server)).toEqual([]);
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.click(within(reuse).getByRole('button', { name: 'Save reuse recent reports' }));
    expect(await within(reuse).findByText(ADMIN_MESSAGES.companyUpdated)).toBeTruthy();
    expect(puts(server)).toEqual([{ reportReuseDays: 0 }]);
  });
});
