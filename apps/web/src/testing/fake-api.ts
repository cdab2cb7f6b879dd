import { vi } from 'vitest';

export type FakeRequest = { url: URL; method: string; headers: Headers; body: string };
export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const errorBody = (status: number, message = 'error') =>
  json({ status, message, correlationId: 'test-correlation' }, status);

/**
 * Stands in for the API: routes each fetch (a Request from RTK Query, or url + init from the refresh
 * call) to `handler` and records it.
 */
export function fakeApi(handler: FakeHandler) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const fake: FakeRequest = {
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: await request.clone().text(),
    };
    calls.push(fake);
    return handler(fake);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.url.pathname === path) };
}
