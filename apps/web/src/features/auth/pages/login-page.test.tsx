import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { SESSION_KEYS } from '../../../lib/auth/storage-keys';
import { errorBody, fakeApi, json, type FakeHandler } from '../../../testing/fake-api';
import { makeAccessToken, makeProfile, makeTokenSet } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

async function logIn(handler: FakeHandler, userName = 'Demo.Admin', password = 'Demo#Portal2026') {
  const server = fakeApi(handler);
  const app = renderApp({ path: '/login' });
  fireEvent.change(await screen.findByRole('textbox', { name: 'User ID' }), { target: { value: userName } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  return { ...app, server };
}

const TOKEN = '/api/oauth2/token';

describe('login page', () => {
  it('labels its fields, marks them required and asks for both', async () => {
    renderApp({ path: '/login' });
    const userId = await screen.findByRole('textbox', { name: 'User ID' });
    expect(userId.hasAttribute('required')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Enter your User ID')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
  });

  it('posts the form-encoded credentials and shows the 3002 text in place', async () => {
    const { server, router } = await logIn(() => json({ error_code: 3002, error_message: 'bad' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.login.invalidCredentials);
    const [call] = server.callsTo(TOKEN);
    expect(call.method).toBe('POST');
    expect(call.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(call.body))).toEqual({
      client_id: 'creditdesk-portal',
      userName: 'Demo.Admin',
      password: 'Demo#Portal2026',
    });
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });

  it('shows the lockout text for 3003', async () => {
    await logIn(() => json({ error_code: 3003, error_message: 'locked' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.login.lockedOut);
  });

  it('shows the blocked page with the reason for 1003', async () => {
    const { router } = await logIn(() => json({ error_code: 1003, error_message: 'Access blocked: Compliance hold' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your access has been blocked' })).toBeTruthy();
    expect(screen.getByText(/Compliance hold/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Log In' }).getAttribute('href')).toBe('/login');
    expect(router.state.location.pathname).toBe('/login-error/blocked');
  });

  it('routes other codes to their outcome page', async () => {
    const { router } = await logIn(() => json({ error_code: 1009, error_message: 'inactive' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your user account is inactive' })).toBeTruthy();
    expect(screen.getByText(/company administrator/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login-error/user-inactive');
  });

  it('goes to the generic page on a non-200 answer or a network failure', async () => {
    const { router } = await logIn(() => errorBody(500, 'boom'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-error/generic'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });

  it('goes to the generic page when the network fails', async () => {
    const { router } = await logIn(() => {
      throw new TypeError('Failed to fetch');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-error/generic'));
  });

  it('stores a session, loads the profile by the lower-cased user id and goes home', async () => {
    const tokens = makeTokenSet({ access_token: makeAccessToken({ username: 'Demo.Admin' }), expires_in: 900 });
    // a clock that stands still: the expiry is the login's moment plus expires_in, exactly
    const loginAt = Date.parse('2026-11-20T14:05:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now: loginAt });
    const { server, router, store } = await logIn(({ url }) =>
      url.pathname === TOKEN ? json(tokens) : json(makeProfile()),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Dana/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const profileCall = server.calls.find((c) => c.url.pathname.startsWith('/api/users/user/'));
    expect(profileCall?.url.pathname).toBe('/api/users/user/demo.admin');
    expect(profileCall?.headers.get('authorization')).toBe(`Bearer ${tokens.access_token}`);
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe(tokens.access_token);
    const expiresAt = Number(sessionStorage.getItem(SESSION_KEYS.tokenExpiresAt));
    expect(expiresAt).toBe(loginAt + 900_000);
    expect(store.getState().auth).toMatchObject({
      loggedIn: true,
      loginFailed: false,
      username: 'demo.admin',
      customerId: 'c-1',
      entitlements: ['usermanagementadmin', 'productmanagementadmin', 'securityadmin'],
    });
  });

  it('lets a 2001 user continue to the portal from the warning page', async () => {
    const tokens = makeTokenSet({ warning_code: 2001 });
    const { router } = await logIn(({ url }) => (url.pathname === TOKEN ? json(tokens) : json(makeProfile())));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your password expires soon' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login-error/warning');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Continue to Creditdesk' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Dana/ })).toBeTruthy();
  });
});
