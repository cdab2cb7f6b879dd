import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRELATION_HEADER, MESSAGES, PORTAL_CLIENT_ID, PUBLIC, defineEndpoint, errorBodySchema } from '@creditdesk/contracts';
import { registerEndpoint } from './endpoint.js';
import { createTestApp, form, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' }, (app) => {
    registerEndpoint(
      app,
      defineEndpoint({ method: 'GET', path: '/test/explode', summary: 'test: a bug', access: PUBLIC, domain: 'Portal' }),
      async () => {
        throw new Error('the secret connection string leaked at db.ts:12');
      },
    );
  });
});
afterAll(() => t.close());

describe('bad input and the error body', () => {
  it('a login with a missing field is a 400 that names the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth2/token', ...form({ client_id: PORTAL_CLIENT_ID, userName: 'demo.admin' }) });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.message).toBe('Invalid request: body.password: password is required');
    expect(body.correlationId).toBe(res.headers[CORRELATION_HEADER]);
  });

  it('a malformed JSON body is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      payload: '{"userName": "demo.admin",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'The request body is not valid JSON' });
  });

  it('a body over the configured limit is a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      ...form({ client_id: PORTAL_CLIENT_ID, userName: 'demo.admin', password: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than the limit of 2048 bytes/);
  });

  it('an unknown /api path is a JSON 404; the portal routes fall back to the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).message).toBe('No API endpoint answers GET /api/no/such/thing');
    const page = await t.app.inject({ method: 'GET', url: '/users' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('has no /metrics while METRICS_TOKEN is unset: a JSON 404, not the portal page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-anything-at-all' } });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).message).toBe('No API endpoint answers GET /metrics');
  });

  it('keeps a sane correlation id given by the caller and replaces a hostile one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { [CORRELATION_HEADER]: 'trace-12345678' } });
    expect(kept.json().correlationId).toBe('trace-12345678');
    const replaced = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { [CORRELATION_HEADER]: 'bad id\n<script>' } });
    expect(replaced.json().correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an unexpected failure is a 500 with the generic message and no stack or detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, message: MESSAGES.generic.unexpected, correlationId: expect.any(String) });
    expect(res.body).not.toMatch(/secret|\.ts:\d+/);
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/oauth2/token', '/api/users/user/{id}', '/api/users/health']));
  });
});
