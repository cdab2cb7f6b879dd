import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadEveryLazyModule } from '../../../lib/lazy-component';
import { fakeApi, json, errorBody } from '../../../testing/fake-api';
import { TEST_CONFIG, makeAccessToken, makeProfile, makeTokenSet } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { untilSettled, useFakeTimeouts } from '../../../testing/fake-clock';
import { HANDOFF_MESSAGES } from './use-handoff';

const HANDOFF = '/api/oauth2/handoff';
const AGENT = 'support:5f0c6e4e-1111-4222-8333-944444444444';

describe('support handoff (/login?handoff=)', () => {
  // The pages load lazily; React reveals a page that suspended on a timer of its own, which the fake
  // clock would hold: every page is loaded first, so none suspends.
  beforeAll(() => preloadEveryLazyModule(), 60_000);

  it('exchanges the code once, marks the session as a support session, says so and moves to / after 5 seconds', async () => {
    const server = fakeApi(({ url }) =>
      url.pathname === HANDOFF
        ? json(makeTokenSet({ access_token: makeAccessToken({ username: 'demo.user', entitlements: '', act: { sub: AGENT } }) }))
        : json(makeProfile({ userName: 'demo.user', name: 'ursula user', firstName: 'ursula', customerName: 'Demo Lending' })),
    );
    expect(TEST_CONFIG.impersonationRedirectMs).toBe(5_000);
    // the five seconds pass when the test says, however long the exchange and rendering take
    useFakeTimeouts();
    const { router, store } = renderApp({ path: '/login?handoff=one-time-code' });

    await untilSettled(() => screen.getByRole('heading', { level: 1, name: 'Impersonation complete' }));
    expect(screen.getByText(/You are acting as/).textContent).toContain('You are acting as Ursula User (demo.user) of Demo Lending');
    expect(screen.getByText('Taking you to Creditdesk in 5 seconds…')).toBeTruthy();
    expect(server.callsTo(HANDOFF)).toHaveLength(1);
    expect(JSON.parse(server.callsTo(HANDOFF)[0].body)).toEqual({ code: 'one-time-code' });
    expect(router.state.location.search).toBe(''); // the code left the address bar
    expect(store.getState().auth).toMatchObject({ loggedIn: true, impersonatedBy: AGENT });

    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await untilSettled(() => expect(router.state.location.pathname).toBe('/'));

    const banner = await untilSettled(() => screen.getByRole('banner'));
    expect(within(banner).getByText('Support acting as Ursula User')).toBeTruthy();
    expect(server.callsTo(HANDOFF)).toHaveLength(1);
  });

  it('says impersonation is not complete when the code is refused', async () => {
    const server = fakeApi(() => errorBody(400, 'This handoff code is not valid'));
    const { store } = renderApp({ path: '/login?handoff=used-code' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Impersonation not complete' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(HANDOFF_MESSAGES.refused);
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(server.calls).toHaveLength(1);
  });

  it('shows no support bar in an ordinary session', async () => {
    renderApp({ path: '/login-error/generic' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Support acting as/)).toBeNull();
  });
});
