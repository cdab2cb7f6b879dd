import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from '../../lib/auth/auth-slice';
import { SESSION_KEYS } from '../../lib/auth/storage-keys';
import { storeSessionTokens } from '../../lib/auth/token-storage';
import { errorBody, fakeApi, json, type FakeHandler } from '../../testing/fake-api';
import { ADMIN_AUTH, TEST_CONFIG, makeAccessToken, makeProfile, makeTokenSet } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const CONFIG = { ...TEST_CONFIG, refreshingStateMs: 300, supportEmail: 'help@bank.test' };

/** The API as the session check meets it: config, refresh, profile. */
function api(overrides: Partial<Record<string, FakeHandler>> = {}) {
  let rotation = 0;
  const routes: Record<string, FakeHandler> = {
    '/api/portal/config': () => json(CONFIG),
    '/api/oauth2/token/refresh': () => {
      rotation += 1;
      return json(makeTokenSet({ access_token: makeAccessToken({ username: 'Demo.User', entitlements: '' }), refresh_token: `refresh-${rotation}` }));
    },
    '/api/users/user/demo.user': () => json(makeProfile({ userName: 'demo.user', firstName: 'ursula', entitlements: [] })),
    '/api/oauth2/logout': () => json({ loggedOut: true }),
    ...overrides,
  };
  return fakeApi((request) => (routes[request.url.pathname] ?? (() => errorBody(404)))(request));
}

const storedSession = () =>
  storeSessionTokens(makeTokenSet({ access_token: makeAccessToken({ username: 'Demo.User', entitlements: '' }), refresh_token: 'refresh-0' }), Date.now(), { isLogin: true });

describe('session check on start', () => {
  it('without a stored session shows the landing view with the served configuration', async () => {
    const server = api();
    const { store } = renderApp({ auth: initialAuthState, config: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'The fastest route to informed credit decisions' })).toBeTruthy();
    expect(store.getState().auth).toMatchObject({ loggedIn: false, loginFailed: true, status: 'ready' });
    expect(screen.getByRole('link', { name: 'Get Company Support' }).getAttribute('href')).toBe('mailto:help@bank.test');
    expect(server.callsTo('/api/oauth2/token/refresh')).toHaveLength(0);
  });

  it('after a page refresh shows the refreshing state, refreshes the tokens and restores the login', async () => {
    storedSession();
    sessionStorage.setItem(SESSION_KEYS.pageRefreshMarker, '1');
    const server = api();
    const { store } = renderApp({ path: '/products', auth: initialAuthState, config: null });

    expect(await screen.findByText('Refreshing your session…')).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.pageRefreshMarker)).toBeNull();
    expect(server.callsTo('/api/oauth2/token/refresh')).toHaveLength(0); // not before refreshingStateMs

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(server.callsTo('/api/oauth2/token/refresh')).toHaveLength(1);
    expect(new URLSearchParams(server.callsTo('/api/oauth2/token/refresh')[0].body).get('refresh_token')).toBe('refresh-0');
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-1');
    expect(store.getState().auth).toMatchObject({ loggedIn: true, username: 'demo.user' });
  });

  it('checks page access once restored: a forbidden route goes to /', async () => {
    storedSession();
    api();
    const { router } = renderApp({ path: '/users', auth: initialAuthState, config: null });
    expect(await screen.findByRole('heading', { level: 1, name: /Ursula/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('drops a session whose refresh is refused and shows the landing view', async () => {
    storedSession();
    api({ '/api/oauth2/token/refresh': () => errorBody(401, 'revoked') });
    const { store } = renderApp({ path: '/products', auth: initialAuthState, config: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'The fastest route to informed credit decisions' })).toBeTruthy();
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it('still starts when the configuration cannot be loaded', async () => {
    api({ '/api/portal/config': () => errorBody(500) });
    const { store } = renderApp({ auth: initialAuthState, config: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'The fastest route to informed credit decisions' })).toBeTruthy();
    expect(store.getState().clientConfig.status).toBe('failed');
  });
});

describe('logout', () => {
  it('calls the server, clears tokens, privacy agreement and temporary logout, and goes to /', async () => {
    storedSession();
    sessionStorage.setItem(SESSION_KEYS.temporaryLogout, 'true');
    const server = api();
    const { store, router } = renderApp({ path: '/products', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    const accessToken = sessionStorage.getItem(SESSION_KEYS.accessToken);

    fireEvent.click(screen.getByRole('button', { name: /Welcome, Dana Admin/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The fastest route to informed credit decisions' })).toBeTruthy();
    const [logoutCall] = server.callsTo('/api/oauth2/logout');
    expect(logoutCall.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    for (const key of [SESSION_KEYS.accessToken, SESSION_KEYS.refreshToken, SESSION_KEYS.privacyAgreed, SESSION_KEYS.temporaryLogout]) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('still logs out locally when the server call fails', async () => {
    storedSession();
    api({ '/api/oauth2/logout': () => errorBody(500) });
    const { store } = renderApp({ path: '/products', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    fireEvent.click(screen.getByRole('button', { name: /Welcome, Dana Admin/ }));
    await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' })));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(false));
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });
});
