import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadEveryLazyModule } from '../lib/lazy-component';
import { SESSION_KEYS } from '../lib/auth/storage-keys';
import { storeSessionTokens } from '../lib/auth/token-storage';
import { fakeApi, json } from '../testing/fake-api';
import { ADMIN_AUTH, TEST_CONFIG, makeTokenSet } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { untilSettled } from '../testing/fake-clock';

const landing = 'The fastest route to informed credit decisions';

describe('session dialogs in the portal', () => {
  // The pages load lazily; React reveals a page that suspended on a timer of its own, which the fake
  // clock would hold: every page is loaded first, so none suspends.
  beforeAll(() => preloadEveryLazyModule(), 60_000);

  beforeEach(() => {
    // the clock moves only when a test moves it, however long rendering takes
    vi.useFakeTimers();
    fakeApi(() => json({ loggedOut: true }));
  });
  afterEach(() => vi.useRealTimers());

  it('warns about inactivity with the configured seconds and logs out when the time is up', async () => {
    storeSessionTokens(makeTokenSet(), Date.now(), { isLogin: true });
    const config = { ...TEST_CONFIG, inactivityWarningMs: 2_000, inactivityLogoutMs: 3_000 };
    const { store, router } = renderApp({ path: '/products', auth: ADMIN_AUTH, config });
    await untilSettled(() => screen.getByRole('heading', { level: 1, name: 'Products' }));

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const dialog = await untilSettled(() => screen.getByRole('alertdialog', { name: 'Are you still there?' }));
    expect(dialog.textContent).toContain('you will be logged out in 3 seconds');

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await untilSettled(() => screen.getByRole('heading', { level: 1, name: landing }))).toBeTruthy();
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('says 90 seconds with the default timings, and Stay Logged In keeps the session', async () => {
    storeSessionTokens(makeTokenSet(), Date.now(), { isLogin: true });
    const { store } = renderApp({ path: '/products', auth: ADMIN_AUTH });
    await untilSettled(() => screen.getByRole('heading', { level: 1, name: 'Products' }));
    await act(() => vi.advanceTimersByTimeAsync(TEST_CONFIG.inactivityWarningMs));
    const dialog = await untilSettled(() => screen.getByRole('alertdialog', { name: 'Are you still there?' }));
    expect(dialog.textContent).toContain('logged out in 90 seconds');
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    await act(() => vi.advanceTimersByTimeAsync(TEST_CONFIG.inactivityLogoutMs));
    expect(store.getState().auth.loggedIn).toBe(true);
  });

  it('warns 15 minutes before the session end, then expires and logs out on OK', async () => {
    const now = Date.now();
    storeSessionTokens(makeTokenSet({ session_expires_at: new Date(now + 900_000 + 2_000).toISOString() }), now, { isLogin: true });
    const { store } = renderApp({ path: '/products', auth: ADMIN_AUTH });
    await untilSettled(() => screen.getByRole('heading', { level: 1, name: 'Products' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const warning = await untilSettled(() => screen.getByRole('alertdialog', { name: 'Your session will expire soon' }));
    expect(warning.textContent).toContain('Your active session will expire in 15 minutes');
    expect(warning.textContent).toContain('you must log off and log back in');
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    expect(store.getState().auth.loggedIn).toBe(true);

    sessionStorage.setItem(SESSION_KEYS.sessionEndsAt, String(Date.now() + 1_000));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await untilSettled(() => screen.getByRole('alertdialog', { name: 'Your session has expired' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await untilSettled(() => screen.getByRole('heading', { level: 1, name: landing }))).toBeTruthy();
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('counts the session from the login time when the server gave no end', async () => {
    const loginTime = Date.now();
    storeSessionTokens(makeTokenSet(), loginTime, { isLogin: true });
    sessionStorage.removeItem(SESSION_KEYS.sessionEndsAt);
    const config = { ...TEST_CONFIG, sessionMaxMs: 5_000, sessionWarningMs: 2_000, sessionExpiredLogoutMs: 1_000 };
    const { store } = renderApp({ path: '/products', auth: ADMIN_AUTH, config });
    await untilSettled(() => screen.getByRole('heading', { level: 1, name: 'Products' }));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const warning = await untilSettled(() => screen.getByRole('alertdialog', { name: 'Your session will expire soon' }));
    expect(warning.textContent).toContain('expire in 2 seconds');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await untilSettled(() => screen.getByRole('alertdialog', { name: 'Your session has expired' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await untilSettled(() => screen.getByRole('heading', { level: 1, name: landing }))).toBeTruthy();
    expect(store.getState().auth.loggedIn).toBe(false);
  });
});
