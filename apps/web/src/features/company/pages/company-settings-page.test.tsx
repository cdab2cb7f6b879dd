import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@creditdesk/contracts';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { COMPANY, companyApi, makeCompany } from '../testing/fake-company';

// Whole pages render slowly on a busy machine.

const section = (name: string) => screen.getByRole('form', { name }) as HTMLFormElement;
const puts = (server: ReturnType<typeof companyApi>) => server.callsTo(COMPANY).filter((c) => c.method === 'PUT').map((c) => JSON.parse(c.body));
const open = async () => {
  renderApp({ path: '/company', auth: ADMIN_AUTH });
  await screen.findByRole('heading', { level: 2, name: 'Re-certification' });
};

describe('Company Settings', () => {
  it('loads and shows each section with the saved settings', async () => {
    companyApi();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeTruthy();
    expect(screen.getByText('Demo Lending')).toBeTruthy();
    expect((within(section('Re-certification')).getByRole('textbox', { name: /Frequency/ }) as HTMLInputElement).value).toBe('90');
    expect(within(section('Re-certification')).getByText(/cannot log in \(code 1006\)/)).toBeTruthy();
    // eIDcompare and eIDverifier need a registration: a switch each, as saved
    expect((screen.getByRole('switch', { name: /Identity comparison/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /Identity verifier/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: /Require multi-factor authentication/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Network range 1' }) as HTMLInputElement).value).toBe('10.0.0.0/8');
    expect((screen.getByRole('switch', { name: /Passwords expire/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('textbox', { name: /Issuer URL/ }) as HTMLInputElement).value).toBe('https://login.demo.test');
    // every Save waits for a change
    for (const save of screen.getAllByRole('button', { name: /^Save / })) expect((save as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves re-certification alone: only {reCertification}, and shows the server’s message', async () => {
    const server = companyApi();
    await open();
    const form = section('Re-certification');
    fireEvent.change(within(form).getByRole('textbox', { name: /Frequency/ }), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save re-certification' }));
    expect(await within(form).findByText('The frequency must be at least 1 day')).toBeTruthy();
    expect(puts(server)).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /Frequency/ }), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save re-certification' }));
    expect(await within(form).findByText(ADMIN_MESSAGES.companyUpdated)).toBeTruthy();
    expect(puts(server)).toEqual([{ reCertification: { frequency: 30, schedule: 'Quarterly access review' } }]);
    await waitFor(() => expect((within(form).getByRole('button', { name: 'Save re-certification' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('asks before leaving with unsaved edits: Stay keeps them, Leave goes (issue 33)', async () => {
    companyApi();
    const { router } = renderApp({ path: '/company', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 2, name: 'Re-certification' });
    const frequency = () => within(section('Re-certification')).getByRole('textbox', { name: /Frequency/ }) as HTMLInputElement;
    fireEvent.change(frequency(), { target: { value: '45' } });
    await act(() => router.navigate('/products'));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/company');
    expect(frequency().value).toBe('45');

    await act(() => router.navigate('/products'));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('leaves without asking once the section is saved', async () => {
    companyApi();
    const { router } = renderApp({ path: '/company', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 2, name: 'Re-certification' });
    const form = section('Re-certification');
    fireEvent.change(within(form).getByRole('textbox', { name: /Frequency/ }), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save re-certification' }));
    expect(await within(form).findByText(ADMIN_MESSAGES.companyUpdated)).toBeTruthy();
    await act(() => router.navigate('/products'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('shows a refused network range’s message on that range, and MFA still saves on its own', async () => {
    const server = companyApi();
    await open();
    const networks = section('Allowed networks');
    fireEvent.click(within(networks).getByRole('button', { name: 'Add network range' }));
    fireEvent.change(within(networks).getByRole('textbox', { name: 'Network range 2' }), { target: { value: 'office wifi' } });
    fireEvent.click(within(networks).getByRole('button', { name: 'Save allowed networks' }));
    const range = within(networks).getByRole('textbox', { name: 'Network range 2' });
    await waitFor(() => expect(range.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(range.getAttribute('aria-describedby')!)!.textContent).toBe(ADMIN_MESSAGES.ipRangeInvalid('office wifi'));
    expect(within(networks).getByRole('textbox', { name: 'Network range 1' }).getAttribute('aria-invalid')).toBe('false');
    expect(puts(server)).toEqual([{ allowedIpRanges: ['10.0.0.0/8', 'office wifi'] }]);

    const mfa = section('Multi-factor authentication');
    fireEvent.click(within(mfa).getByRole('switch', { name: /Require multi-factor authentication/ }));
    // the rule for users without a second factor at protected actions (step-up), beside it
    fireEvent.change(within(mfa).getByRole('combobox', { name: /Protected actions by users without a second factor/ }), { target: { value: 'recommended' } });
    fireEvent.click(within(mfa).getByRole('button', { name: 'Save multi-factor authentication' }));
    expect(await within(mfa).findByText(ADMIN_MESSAGES.companyUpdated)).toBeTruthy();
    expect(puts(server).at(-1)).toEqual({ mfaRequired: true, mfaSetupPolicy: 'recommended' });
    // the unsaved range stays as typed
    expect((within(networks).getByRole('textbox', { name: 'Network range 2' }) as HTMLInputElement).value).toBe('office wifi');
  });

  it('never shows the SSO client secret and sends it only when typed', async () => {
    const server = companyApi();
    await open();
    const sso = section('Single sign-on');
    const secret = within(sso).getByLabelText(/Client secret/) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.type).toBe('password');
    expect(within(sso).getByText(/A secret is stored\. Leave blank to keep it/)).toBeTruthy();

    fireEvent.change(within(sso).getByRole('textbox', { name: /Display name/ }), { target: { value: 'Demo Staff' } });
    fireEvent.click(within(sso).getByRole('button', { name: 'Save single sign-on' }));
    expect(await within(sso).findByText(ADMIN_MESSAGES.companyUpdated)).toBeTruthy();
    expect(puts(server)).toEqual([
      { identityProvider: { identifier: 'demo-lending', displayName: 'Demo Staff', issuer: 'https://login.demo.test', clientId: 'creditdesk', userIdClaim: 'sub' } },
    ]);

    fireEvent.change(secret, { target: { value: 's3cret-value' } });
    fireEvent.click(within(sso).getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() => expect(puts(server)).toHaveLength(2));
    expect(puts(server)[1].identityProvider.clientSecret).toBe('s3cret-value');
    await waitFor(() => expect(secret.value).toBe(''));
  });

  it('removes single sign-on after confirmation', async () => {
    const server = companyApi(makeCompany());
    await open();
    fireEvent.click(within(section('Single sign-on')).getByRole('button', { name: 'Remove single sign-on' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Single sign-on is not set up.')).toBeTruthy();
    expect(puts(server)).toEqual([{ identityProvider: null }]);
    expect(screen.getByText(ADMIN_MESSAGES.companyUpdated)).toBeTruthy();
  });
});
