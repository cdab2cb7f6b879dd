import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, errorBody } from '../../../testing/fake-api';
import { TEST_CONFIG, makeAccessToken, makeProfile, makeTokenSet } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { HANDOFF_MESSAGES } from './use-handoff';

const HANDOFF = '/api/oauth2/handoff';
const AGENT = 'support:5f0c6e4e-1111-4222-8333-944444444444';

describe('support handoff (/login?handoff=)', () => {
  it(
    'exchanges the code once, marks the session as a support session, says so and moves to / after 5 seconds',
    { timeout: 15_000 },
    async () => {
      const server = fakeApi(({ url }) =>
        url.pathname === HANDOFF
          ? json(makeTokenSet({ access_token: makeAccessToken({ username: 'demo.user', entitlements: '', act: { sub: AGENT } }) }))
          : json(makeProfile({ userName: 'demo.user', name: 'ursula user', firstName: 'ursula', customerName: 'Demo Lending' })),
      );
      expect(TEST_CONFIG.impersonationRedirectMs).toBe(5_000);
      const { router, store } = renderApp({ path: '/login?handoff=one-time-code' });

      expect(await screen.findByRole('heading', { level: 1, name: 'Impersonation complete' })).toBeTruthy();
      const started = Date.now();
      expect(screen.getByText(/You are acting as/).textContent).toContain('You are acting as Ursula User (demo.user) of Demo Lending');
      expect(screen.getByText('Taking you to Creditdesk in 5 seconds…')).toBeTruthy();
      expect(server.callsTo(HANDOFF)).toHaveLength(1);
      expect(JSON.parse(server.callsTo(HANDOFF)[0].body)).toEqual({ code: 'one-time-code' });
      expect(router.state.location.search).toBe(''); // the code left the address bar
      expect(store.getState().auth).toMatchObject({ loggedIn: true, impersonatedBy: AGENT });

      await new Promise((resolve) => setTimeout(resolve, 4_000));
      expect(router.state.location.pathname).toBe('/login');
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);

      const banner = await screen.findByRole('banner');
      expect(within(banner).getByText('Support acting as Ursula User')).toBeTruthy();
      expect(server.callsTo(HANDOFF)).toHaveLength(1);
    },
  );

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
