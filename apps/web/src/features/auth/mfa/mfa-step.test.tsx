import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MFA_MESSAGES } from '@creditdesk/contracts';
import { SESSION_KEYS } from '../../../lib/auth/storage-keys';
import { fakeApi, json, type FakeHandler } from '../../../testing/fake-api';
import { makeAccessToken, makeMfaChallenge, makeProfile, makeTokenSet } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const TOKEN = '/api/oauth2/token';
const VALIDATE = '/api/login/users/otp/validate';
const EMAIL = '/api/login/users/otp/email';

/** Logs in as mfa.user; the token endpoint answers 4001, the other calls go to `routes`. */
async function reachCodeStep(routes: Record<string, FakeHandler>, challenge = makeMfaChallenge({ enrolled: false })) {
  const server = fakeApi((request) => {
    if (request.url.pathname === TOKEN) return json(challenge);
    const handler = routes[request.url.pathname];
    if (!handler) throw new Error(`unexpected ${request.url.pathname}`);
    return handler(request);
  });
  const app = renderApp({ path: '/login' });
  fireEvent.change(await screen.findByRole('textbox', { name: 'User ID' }), { target: { value: 'mfa.user' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo#Portal2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByRole('heading', { level: 2, name: /Set up two-step verification|Enter your verification code/ });
  return { ...app, server };
}

const typeCode = (code: string, name: RegExp = /Code from/) => {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
};

const session = () =>
  json(makeTokenSet({ access_token: makeAccessToken({ username: 'mfa.user', entitlements: '' }) }));

describe('one-time-code step', () => {
  it('keeps the challenge as the MFA token, not the session, and shows the QR enrolment on a first login', async () => {
    const { store } = await reachCodeStep({});
    expect(sessionStorage.getItem(SESSION_KEYS.mfaToken)).toBe('mfa-challenge-token');
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(store.getState().auth).toMatchObject({ loggedIn: false, mfaCurrentUser: 'mfa.user' });

    expect(screen.getByRole('heading', { level: 2, name: 'Set up two-step verification' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code to add Creditdesk to your authenticator app' }) as HTMLImageElement;
    expect(qr.src).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByLabelText('Setup key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('list', { name: 'Set up your authenticator app' }).querySelectorAll('li')).toHaveLength(4);
  });

  it('asks an enrolled user for the app code only, and starts the session with it', async () => {
    const { server, router, store } = await reachCodeStep(
      { [VALIDATE]: session, '/api/users/user/mfa.user': () => json(makeProfile({ userName: 'mfa.user', firstName: 'mia' })) },
      makeMfaChallenge({ enrolled: true }),
    );
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    typeCode('123456', /Code from your authenticator app/);
    expect(await screen.findByRole('heading', { level: 1, name: /Mia/ })).toBeTruthy();
    expect(JSON.parse(server.callsTo(VALIDATE)[0].body)).toEqual({ mfa_token: 'mfa-challenge-token', code: '123456', method: 'totp' });
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().auth).toMatchObject({ loggedIn: true, mfaCurrentUser: null });
    expect(sessionStorage.getItem(SESSION_KEYS.mfaToken)).toBeNull();
  });

  it('says a code must have 6 digits before asking the server', async () => {
    const { server } = await reachCodeStep({});
    typeCode('12a4');
    expect(await screen.findByText('Enter the 6 digits of your code')).toBeTruthy();
    expect(server.callsTo(VALIDATE)).toHaveLength(0);
  });

  it('shows a wrong code (4002) on the field and lets the user try again', async () => {
    await reachCodeStep({ [VALIDATE]: () => json({ error_code: 4002, error_message: 'wrong' }) });
    typeCode('000000');
    expect((await screen.findByRole('alert')).textContent).toBe(MFA_MESSAGES.invalidCode);
    expect((screen.getByRole('textbox', { name: /Code from/ }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('heading', { level: 2, name: 'Set up two-step verification' })).toBeTruthy();
  });

  it.each([
    [4003, MFA_MESSAGES.tooManyAttempts],
    [4004, MFA_MESSAGES.challengeExpired],
  ])('sends the user back to the password for %i with its message', async (code, message) => {
    const { store } = await reachCodeStep({ [VALIDATE]: () => json({ error_code: code, error_message: 'over' }) });
    typeCode('000000');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('textbox', { name: 'User ID' })).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.mfaToken)).toBeNull();
    expect(store.getState().auth.mfaCurrentUser).toBeNull();
  });

  it('opens the account-state page when the account changed between password and code', async () => {
    const { router } = await reachCodeStep({ [VALIDATE]: () => json({ error_code: 1008, error_message: 'revoked' }) });
    typeCode('123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your access has been revoked' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login-error/user-revoked');
  });

  it('e-mails a code, says where it went and how many more can come, and validates it as an e-mail code', async () => {
    let sends = 0;
    const { server } = await reachCodeStep({
      [EMAIL]: () => {
        sends += 1;
        return json({ sent: true, to: 'm***r@securecredit.example', expires_in: 600, sends_remaining: 3 - sends });
      },
      [VALIDATE]: () => json({ error_code: 4002, error_message: 'wrong' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code by e-mail instead' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('We sent a 6-digit code to m***r@securecredit.example. It is valid for 10 minutes. You can ask for 2 more codes.');
    expect(JSON.parse(server.callsTo(EMAIL)[0].body)).toEqual({ mfa_token: 'mfa-challenge-token' });
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();

    typeCode('654321', /Code from the e-mail/);
    await screen.findByRole('alert');
    expect(JSON.parse(server.callsTo(VALIDATE)[0].body)).toMatchObject({ code: '654321', method: 'email' });

    fireEvent.click(screen.getByRole('button', { name: 'Send another code' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('You can ask for 1 more code.'));
    fireEvent.click(screen.getByRole('button', { name: 'Use my authenticator app instead' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
  });

  it('says so when too many codes were e-mailed (4005) and stays', async () => {
    await reachCodeStep({ [EMAIL]: () => json({ error_code: 4005, error_message: 'too many' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code by e-mail instead' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MFA_MESSAGES.tooManyEmails);
    expect(screen.getByRole('button', { name: 'Verify and log in' })).toBeTruthy();
  });

  it('goes back to the password form with Back to Log In', async () => {
    await reachCodeStep({});
    fireEvent.click(screen.getByRole('button', { name: 'Back to Log In' }));
    expect(await screen.findByRole('textbox', { name: 'User ID' })).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.mfaToken)).toBeNull();
  });
});
