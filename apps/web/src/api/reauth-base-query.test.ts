import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../app/store';
import { SESSION_KEYS } from '../lib/auth/storage-keys';
import { storeSessionTokens } from '../lib/auth/token-storage';
import { ADMIN_AUTH, TEST_CONFIG, makeTokenSet } from '../testing/fixtures';
import { errorBody, fakeApi, json } from '../testing/fake-api';
import { stepUpChallengeHeader } from '@creditdesk/contracts/shell';
import { reauthBaseQuery } from './reauth-base-query';
import { settleStepUp, stepUpRequested, subscribeStepUp } from './step-up-gate';

function setup(retryLimit401 = TEST_CONFIG.retryLimit401) {
  const store = createAppStore({
    auth: ADMIN_AUTH,
    clientConfig: { value: { ...TEST_CONFIG, retryLimit401 }, status: 'loaded' },
  });
  storeSessionTokens(makeTokenSet({ access_token: 'access-0', refresh_token: 'refresh-0' }));
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
  return { store, query: (url: string) => reauthBaseQuery(url, api, {}) };
}

const bearer = (headers: Headers) => headers.get('authorization')?.replace('Bearer ', '');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('re-authenticating base query', () => {
  it('sends the stored access token', async () => {
    const { query } = setup();
    const server = fakeApi(({ headers }) => json({ token: bearer(headers) }));
    expect((await query('/things')).data).toEqual({ token: 'access-0' });
    expect(server.calls[0].url.pathname).toBe('/api/things');
  });

  it('answers many concurrent 401s with one refresh, then retries each request', async () => {
    const { query, store } = setup();
    let rotation = 0;
    const server = fakeApi(async ({ url, headers, body }) => {
      if (url.pathname === '/api/oauth2/token/refresh') {
        const form = new URLSearchParams(body);
        expect(form.get('refresh_token')).toBe(`refresh-${rotation}`);
        expect(form.get('client_id')).toBe(TEST_CONFIG.clientId);
        await delay(20);
        rotation += 1;
        return json(makeTokenSet({ access_token: `access-${rotation}`, refresh_token: `refresh-${rotation}` }));
      }
      return bearer(headers) === 'access-1' ? json({ ok: url.pathname }) : errorBody(401, 'token expired');
    });

    const results = await Promise.all(['/a', '/b', '/c', '/d', '/e'].map(query));

    expect(results.map((r) => r.data)).toEqual(['/api/a', '/api/b', '/api/c', '/api/d', '/api/e'].map((ok) => ({ ok })));
    expect(server.callsTo('/api/oauth2/token/refresh')).toHaveLength(1);
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-1');
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-1');
    expect(store.getState().auth.loggedIn).toBe(true);
  });

  it('retries a request that failed after another one already refreshed, without refreshing again', async () => {
    const { query } = setup();
    let rotation = 0;
    let slowFirst = true;
    const server = fakeApi(async ({ url, headers }) => {
      if (url.pathname === '/api/oauth2/token/refresh') {
        rotation += 1;
        return json(makeTokenSet({ access_token: `access-${rotation}`, refresh_token: `refresh-${rotation}` }));
      }
      if (url.pathname === '/api/slow' && slowFirst) {
        slowFirst = false;
        await delay(50); // its 401 arrives after the fast request has refreshed
      }
      return bearer(headers) === 'access-1' ? json({ ok: true }) : errorBody(401);
    });
    const [slow, fast] = await Promise.all([query('/slow'), query('/fast')]);
    expect(slow.data).toEqual({ ok: true });
    expect(fast.data).toEqual({ ok: true });
    expect(server.callsTo('/api/oauth2/token/refresh')).toHaveLength(1);
  });

  it('gives up after the retry limit and ends the session', async () => {
    const { query, store } = setup(5);
    let rotation = 0;
    const server = fakeApi(({ url }) => {
      if (url.pathname === '/api/oauth2/token/refresh') {
        rotation += 1;
        return json(makeTokenSet({ access_token: `access-${rotation}`, refresh_token: `refresh-${rotation}` }));
      }
      return errorBody(401, 'still refused');
    });

    const result = await query('/always-401');

    expect(result.error).toMatchObject({ status: 401 });
    expect(server.callsTo('/api/always-401')).toHaveLength(6); // the first try and 5 retries
    expect(server.callsTo('/api/oauth2/token/refresh')).toHaveLength(5);
    expect(store.getState().auth).toMatchObject({ loggedIn: false, loginFailed: true });
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it('logs out when the refresh is refused', async () => {
    const { query, store } = setup();
    const server = fakeApi(({ url }) =>
      url.pathname === '/api/oauth2/token/refresh' ? errorBody(401, 'refresh token revoked') : errorBody(401),
    );
    const result = await query('/things');
    expect(result.error).toMatchObject({ status: 401 });
    expect(server.callsTo('/api/oauth2/token/refresh')).toHaveLength(1);
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { query, store } = setup();
    fakeApi(({ url }) => {
      if (url.pathname === '/api/oauth2/token/refresh') throw new TypeError('Failed to fetch');
      return errorBody(401);
    });
    const result = await query('/things');
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-0');
  });

  it('passes other errors through untouched, and does not refresh without a token', async () => {
    const { query } = setup();
    const server = fakeApi(({ url }) => (url.pathname === '/api/forbidden' ? errorBody(403, 'nope') : errorBody(401)));
    expect((await query('/forbidden')).error).toMatchObject({ status: 403, data: { message: 'nope' } });
    sessionStorage.clear();
    expect((await query('/anonymous')).error).toMatchObject({ status: 401 });
    expect(server.callsTo('/api/oauth2/token/refresh')).toHaveLength(0);
  });

  describe('step-up (RFC 9470)', () => {
    const stepUpRefusal = () =>
      new Response(JSON.stringify({ status: 401, message: 'needs a second factor', correlationId: 'c' }), {
        status: 401,
        headers: { 'content-type': 'application/json', 'www-authenticate': stepUpChallengeHeader(300) },
      });

    it('waits for the dialog, then sends the call again once, with no refresh; concurrent refusals share one dialog', async () => {
      const { query } = setup();
      let proven = false;
      const server = fakeApi(({ url }) => (proven ? json({ ok: url.pathname }) : stepUpRefusal()));
      const unsubscribe = subscribeStepUp(() => undefined); // a mounted dialog
      try {
        const pending = Promise.all([query('/confirm'), query('/export')]);
        await expect.poll(() => stepUpRequested()).toBe(true);
        proven = true;
        settleStepUp(true);
        expect((await pending).map((r) => r.data)).toEqual([{ ok: '/api/confirm' }, { ok: '/api/export' }]);
        expect(server.callsTo('/api/oauth2/token/refresh')).toHaveLength(0);
        expect(server.calls).toHaveLength(4);
      } finally {
        unsubscribe();
      }
    });

    it('answers the 401 when the dialog is cancelled, and retries only once', async () => {
      const { query, store } = setup();
      const server = fakeApi(() => stepUpRefusal());
      const unsubscribe = subscribeStepUp(() => undefined);
      try {
        const cancelled = query('/confirm');
        await expect.poll(() => stepUpRequested()).toBe(true);
        settleStepUp(false);
        expect((await cancelled).error?.status).toBe(401);
        const again = query('/confirm');
        await expect.poll(() => stepUpRequested()).toBe(true);
        settleStepUp(true);
        expect((await again).error?.status).toBe(401); // refused again after the retry: no second dialog
        expect(stepUpRequested()).toBe(false);
        expect(server.calls).toHaveLength(3);
        expect(store.getState().auth.loggedIn).toBe(true);
      } finally {
        unsubscribe();
      }
    });
  });
});
