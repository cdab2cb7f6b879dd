import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageNavigation } from '../../../lib/browser';
import { SESSION_KEYS } from '../../../lib/auth/storage-keys';
import { errorBody, fakeApi, json, type FakeHandler } from '../../../testing/fake-api';
import { TEST_CONFIG, makeAccessToken, makeProfile, makeTokenSet } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { s256Challenge } from './pkce';
import { saveSsoPending, type SsoPending } from './sso-pending';

const DETAILS = '/api/cognito/identityproviders/identifier/details';
const TOKEN = '/api/oauth2/token';

afterEach(() => vi.restoreAllMocks());

function routes(table: Record<string, FakeHandler>) {
  return fakeApi((request) => {
    const handler = table[request.url.pathname];
    if (!handler) throw new Error(`unexpected ${request.url.pathname}`);
    return handler(request);
  });
}

describe('single sign-on: the start', () => {
  async function openSso() {
    renderApp({ path: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: "Sign in with your company's single sign-on" }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Company identifier' }), { target: { value: ' Second-Bank ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it('shows the company name first, then leaves for the authorization endpoint with PKCE S256, state and nonce', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const server = routes({ [DETAILS]: () => json({ identifier: 'second-bank', displayName: 'Second Bank Sign-In' }) });
    await openSso();
    expect(await screen.findByText('Second Bank Sign-In')).toBeTruthy();
    expect(server.callsTo(DETAILS)[0].url.searchParams.get('idpIdentifier')).toBe('Second-Bank');
    expect(assign).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Continue to Second Bank Sign-In' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0][0]);
    const pending = JSON.parse(sessionStorage.getItem(SESSION_KEYS.ssoPending) ?? 'null') as SsoPending;
    expect(url.origin + url.pathname).toBe(`${window.location.origin}/api/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'creditdesk-portal',
      redirect_uri: `${window.location.origin}/login`,
      scope: 'openid',
      state: pending.state,
      code_challenge: await s256Challenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      idp_identifier: 'second-bank',
      nonce: pending.nonce,
    });
    expect(pending.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([pending.state, pending.codeVerifier, pending.nonce]).size).toBe(3);
  });

  it('opens the 1015 page when no provider has that identifier', async () => {
    routes({ [DETAILS]: () => errorBody(404, 'No single-sign-on provider') });
    await openSso();
    expect(await screen.findByRole('heading', { level: 1, name: 'Single sign-on is not set up' })).toBeTruthy();
  });

  it('asks for the identifier before looking anything up', async () => {
    const server = routes({});
    renderApp({ path: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: "Sign in with your company's single sign-on" }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your company identifier')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});

describe('single sign-on: the return to /login', () => {
  const PENDING: SsoPending = {
    state: 'state-sent-by-this-tab',
    codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    nonce: 'nonce-sent-by-this-tab',
    redirectUri: 'http://localhost:3000/login',
    idpIdentifier: 'second-bank',
    displayName: 'Second Bank Sign-In',
  };
  const tokens = (nonce = PENDING.nonce) =>
    makeTokenSet({ access_token: makeAccessToken({ username: 'sso.user', entitlements: '' }), id_token: makeAccessToken({ nonce }) });
  const profile = () => json(makeProfile({ userName: 'sso.user', firstName: 'sasha', isSSOUser: true }));
  /** our issuer, as the authorization endpoint appends it (RFC 9207) */
  const ISS = `iss=${encodeURIComponent(TEST_CONFIG.issuer)}`;

  it('checks the state, exchanges the code with the verifier, stores the session, loads the profile and cleans the URL', async () => {
    saveSsoPending(PENDING);
    const server = routes({ [TOKEN]: () => json(tokens()), '/api/users/user/sso.user': profile });
    const { router, store } = renderApp({ path: `/login?code=the-code&state=${PENDING.state}&${ISS}` });
    expect(await screen.findByRole('heading', { level: 1, name: /Sasha/ })).toBeTruthy();
    const [call] = server.callsTo(TOKEN);
    expect(call.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(call.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: PENDING.codeVerifier,
      redirect_uri: PENDING.redirectUri,
      client_id: 'creditdesk-portal',
    });
    expect(router.state.location.pathname + router.state.location.search).toBe('/');
    expect(store.getState().auth).toMatchObject({ loggedIn: true, username: 'sso.user' });
    expect(sessionStorage.getItem(SESSION_KEYS.ssoPending)).toBeNull();
  });

  it('refuses an answer whose state this tab did not send, without exchanging, and cleans the URL', async () => {
    saveSsoPending(PENDING);
    const server = routes({});
    const { router } = renderApp({ path: `/login?code=stolen&state=someone-elses&${ISS}` });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not confirm that this single sign-on answer belongs to your sign-in');
    expect(server.callsTo(TOKEN)).toHaveLength(0);
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('textbox', { name: 'Company identifier' }) as HTMLInputElement).value).toBe('second-bank');
  });

  describe('the issuer (RFC 9207: a mix-up attack sends another server’s code here)', () => {
    const refusedWithoutExchange = async (path: string) => {
      saveSsoPending(PENDING);
      const server = routes({ [TOKEN]: () => json(tokens()), '/api/users/user/sso.user': profile });
      const { router, store } = renderApp({ path });
      expect((await screen.findByRole('alert')).textContent).toContain('We could not confirm that this single sign-on answer belongs to your sign-in');
      expect(server.callsTo(TOKEN)).toHaveLength(0);
      expect(store.getState().auth.loggedIn).toBe(false);
      expect(router.state.location.search).toBe('');
      // the state and verifier served this one return: the answer cannot be replayed with the right issuer
      expect(sessionStorage.getItem(SESSION_KEYS.ssoPending)).toBeNull();
    };

    it('refuses a code from another issuer, without exchanging it', async () => {
      await refusedWithoutExchange(`/login?code=the-code&state=${PENDING.state}&iss=${encodeURIComponent('https://attacker.example/api')}`);
    });

    it('refuses a code with no issuer at all, without exchanging it', async () => {
      await refusedWithoutExchange(`/login?code=the-code&state=${PENDING.state}`);
    });

    it('refuses an issuer that differs only in form (no normalising: RFC 9207 compares strings)', async () => {
      await refusedWithoutExchange(`/login?code=the-code&state=${PENDING.state}&iss=${encodeURIComponent(`${TEST_CONFIG.issuer}/`)}`);
    });

    it('refuses every return while the issuer is unknown (the configuration did not load)', async () => {
      saveSsoPending(PENDING);
      const server = routes({ [TOKEN]: () => json(tokens()) });
      renderApp({ path: `/login?code=the-code&state=${PENDING.state}&iss=`, config: { ...TEST_CONFIG, issuer: '' } });
      expect((await screen.findByRole('alert')).textContent).toContain('We could not confirm');
      expect(server.callsTo(TOKEN)).toHaveLength(0);
    });

    it('does not follow a login code in an error from another issuer', async () => {
      saveSsoPending(PENDING);
      const { router } = renderApp({ path: `/login?error=access_denied&error_code=1010&error_description=inactive&state=${PENDING.state}&iss=https%3A%2F%2Fattacker.example%2Fapi` });
      expect((await screen.findByRole('alert')).textContent).toContain('We could not confirm');
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  it('shows an error of the authorization server in an alert with its description', async () => {
    saveSsoPending(PENDING);
    const { router } = renderApp({
      path: `/login?error=access_denied&error_description=${encodeURIComponent('This account may not sign in here')}&state=${PENDING.state}&${ISS}`,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Single sign-on did not complete');
    expect(alert.textContent).toContain('This account may not sign in here');
    expect(router.state.location.search).toBe('');
  });

  it('opens the login code’s page when the error carries error_code', async () => {
    saveSsoPending(PENDING);
    const { router } = renderApp({ path: `/login?error=access_denied&error_code=1010&error_description=inactive&state=${PENDING.state}&${ISS}` });
    expect(await screen.findByRole('heading', { level: 1, name: "Your company's account is inactive" })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login-error/company-inactive');
  });

  it('shows a refused exchange (400) with the server’s description', async () => {
    saveSsoPending(PENDING);
    routes({ [TOKEN]: () => json({ error: 'invalid_grant', error_description: 'The authorization code was already used' }, 400) });
    renderApp({ path: `/login?code=used&state=${PENDING.state}&${ISS}` });
    expect((await screen.findByRole('alert')).textContent).toContain('Single sign-on could not be completed: The authorization code was already used');
  });

  it('does not keep tokens whose id token lacks the nonce it sent', async () => {
    saveSsoPending(PENDING);
    routes({ [TOKEN]: () => json(tokens('another-nonce')) });
    const { store } = renderApp({ path: `/login?code=the-code&state=${PENDING.state}&${ISS}` });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not confirm');
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });
});
