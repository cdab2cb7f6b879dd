import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { CASE_ID, casesServer, decisionPath, fieldErrors } from '../testing/fake-ofac-cases';


const REASON = 'Same name, date of birth and nationality as entry 6861';

// Only the date is fixed (Tuesday 24 November 2026): the report to OFAC is due on Wednesday 9 December.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

async function openCase(server = casesServer()) {
  const view = renderApp({ path: `/compliance/ofac-cases/${CASE_ID}`, auth: ADMIN_AUTH });
  await screen.findByRole('table', { name: 'Candidates' });
  return { server, ...view, form: screen.getByRole('form', { name: 'Decide this case' }) };
}

const choose = (form: HTMLElement, name: RegExp) => fireEvent.click(within(form).getByRole('radio', { name }));
const typeReason = (form: HTMLElement, text: string) => fireEvent.change(within(form).getByRole('textbox', { name: /Reason/ }), { target: { value: text } });
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0])?.textContent;
const messages = () => screen.queryByRole('region', { name: 'Messages' })?.textContent ?? '';

describe('deciding an OFAC review case', () => {
  it('confirms a match after choosing the candidate and a second confirmation, then shows the deadline prominently and no form', async () => {
    const { server, form } = await openCase();
    fireEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(await within(form).findByText('Choose a decision: confirm a true match or clear a false positive')).toBeTruthy();

    choose(form, /Confirm a true match/);
    typeReason(form, 'Same DOB');
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm match…' }));
    expect(await within(form).findByText('Choose the candidate you confirm as the match')).toBeTruthy();
    expect(errorOf(within(form).getByRole('textbox', { name: /Reason/ }))).toBe('The reason must say why in at least 10 characters');
    expect(server.decisions()).toEqual([]);

    choose(form, /GUZMAN LOERA, Joaquin \(entry 6861, 100 %\)/);
    typeReason(form, REASON);
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm match…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm this match?' });
    expect(dialog.textContent).toContain('Joaquin Guzman Loera is confirmed as GUZMAN LOERA, Joaquin (entry 6861) of the SDN list');
    expect(dialog.textContent).toContain('reported to OFAC by 12-09-2026, 10 business days from today');
    expect(server.decisions()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm match' }));

    const deadline = await screen.findByRole('region', { name: 'Report to OFAC by 12-09-2026 — 10 business days, 31 CFR 501.604' });
    expect(within(deadline).getByRole('status').textContent).toBe('10 business days left');
    expect(server.decisions()).toEqual([{ decision: 'confirmed', reason: REASON, entNum: 6861 }]);
    expect(messages()).toContain('The match is confirmed. Report it to OFAC by 12-09-2026.');
    expect(screen.getByRole('region', { name: 'Decision' }).textContent).toContain(REASON);
    expect(screen.queryByRole('form', { name: 'Decide this case' })).toBeNull();
  });

  it('clears a false positive without a second question and shows who cleared it and why, with no deadline', async () => {
    const { server, form } = await openCase();
    choose(form, /Clear as a false positive/);
    typeReason(form, 'Applicant born 1990; the listed person in 1954');
    fireEvent.click(within(form).getByRole('button', { name: 'Clear case' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Decide this case' })).toBeNull());
    expect(server.decisions()).toEqual([{ decision: 'cleared', reason: 'Applicant born 1990; the listed person in 1954' }]);
    const decision = screen.getByRole('region', { name: 'Decision' }).textContent;
    for (const text of ['demo.admin', 'Applicant born 1990; the listed person in 1954']) expect(decision).toContain(text);
    expect(screen.getByRole('region', { name: 'Case' }).textContent).toContain('Cleared: false positive');
    expect(screen.queryByRole('region', { name: /Report to OFAC by/ })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('puts the server’s field errors on their fields', async () => {
    const server = casesServer({
      decide: () =>
        fieldErrors([
          { field: 'body.entNum', message: 'entry 6861 is not a candidate of this screen' },
          { field: 'body.reason', message: 'reason must be at most 1000 characters' },
        ]),
    });
    const { form } = await openCase(server);
    choose(form, /Confirm a true match/);
    choose(form, /GUZMAN LOERA, Joaquin \(entry 6861/);
    typeReason(form, REASON);
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm match…' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm match' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(form).findByText('Entry 6861 is not a candidate of this screen')).toBeTruthy();
    expect(errorOf(within(form).getByRole('textbox', { name: /Reason/ }))).toBe('The reason must be at most 1000 characters');
    expect(screen.getByRole('form', { name: 'Decide this case' })).toBeTruthy();
  });

  it('says readably when another user decided the case first (409) and shows their decision instead of the form', async () => {
    const { server, form } = await openCase();
    server.decideElsewhere(CASE_ID, { status: 'cleared', decision: { by: 'compliance.lead', at: '2026-11-24T14:55:00.000Z', reason: 'Different date of birth on the passport', entNum: null } });
    choose(form, /Clear as a false positive/);
    typeReason(form, 'Not the listed person at all');
    fireEvent.click(within(form).getByRole('button', { name: 'Clear case' }));
    await waitFor(() => expect(messages()).toContain('The case was already cleared by compliance.lead. Their decision is shown below; nothing of yours was recorded.'));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Decide this case' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Decision' }).textContent).toContain('Different date of birth on the passport');
    expect(server.callsTo(decisionPath())).toHaveLength(1);
  });

  it('says the decision was not recorded when the server refuses the user (403), keeping what was typed', async () => {
    const server = casesServer({ decide: () => errorBody(403, 'You are not allowed to do this') });
    const { form } = await openCase(server);
    choose(form, /Clear as a false positive/);
    typeReason(form, 'Not the listed person at all');
    fireEvent.click(within(form).getByRole('button', { name: 'Clear case' }));
    expect(await within(form).findByText(/Not recorded: you may not decide OFAC cases\. OFAC review cases are decided by your company's compliance users/)).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement).value).toBe('Not the listed person at all');
  });
});
