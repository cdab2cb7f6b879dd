import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ensureDevOutboxKey } from './dev-outbox-key.js';

describe('the development outbox', () => {
  let t: TestApp;
  let key: string;
  const outbox = (query = '', headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}`, headers, ...(remoteAddress ? { remoteAddress } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    key = (await ensureDevOutboxKey(t.database.db, t.config))!;
    await t.app.ctx.mailer.send({ to: 'new.person@demolending.example', subject: 'Your invitation', text: 'Welcome aboard', template: 'invitation' });
    await t.app.ctx.mailer.send({ to: 'someone@else.example', subject: 'Other', text: 'x', template: 'test' });
  });
  afterAll(() => t.close());

  it('lists the kept messages, newest first, filtered by recipient, for a caller on this machine with the key', async () => {
    const res = await outbox('?to=new.person@demolending.example', { 'x-api-key': key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      smtpConfigured: false,
      messages: [{ to: 'new.person@demolending.example', subject: 'Your invitation', text: 'Welcome aboard', sentAt: null }],
    });
  });

  // Issue 10, defect 1: an anonymous caller asked for a forgot-password code for demo.sysadmin and read it here.
  it('keeps the code of an anonymous forgot-password request out of reach without the key', async () => {
    const forgot = await t.app.inject({ method: 'POST', url: '/api/login/users/changepassword?page=FORGOT_PW', payload: { userName: 'demo.sysadmin' } });
    expect(forgot.statusCode).toBe(200);
    const anonymous = await outbox('?to=sysadmin@demolending.example');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toMatch(/code/i);
    expect((await outbox('', { 'x-api-key': 'cdsk_dev_outbox_guessed-0123456789abcdefghijkl' })).statusCode).toBe(401);
    // another company's kind of key (the registration key is public) opens nothing either
    expect((await outbox('', { 'x-api-key': t.app.ctx.registrationApiKey })).statusCode).toBe(401);
  });

  it('answers only a request made on this machine, even with the key', async () => {
    expect((await outbox('', { 'x-api-key': key }, '203.0.113.7')).statusCode).toBe(403);
    // a proxy on this machine makes the peer look local: a forwarded request is someone else's
    expect((await outbox('', { 'x-api-key': key, 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(403);
    expect((await outbox('', { 'x-api-key': key, forwarded: 'for=203.0.113.7' })).statusCode).toBe(403);
    expect((await outbox('', { 'x-api-key': key }, '::1')).statusCode).toBe(200);
  });

  // Issue 27, defect 11: nginx's X-Real-IP and the standard Via were believed to be a local caller.
  it.each([
    ['x-real-ip', '203.0.113.7'],
    ['via', '1.1 proxy.example'],
    ['x-forwarded-host', 'portal.example'],
    ['x-client-ip', '203.0.113.7'],
    ['true-client-ip', '203.0.113.7'],
  ])('refuses a request a proxy passed on with %s, even from a loopback peer with the key', async (header, value) => {
    const res = await outbox('', { 'x-api-key': key, [header]: value });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The development outbox is readable only on the machine the server runs on');
  });

  it('tells the portal it exists (without its contents) through the portal config', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/config' })).json().devOutbox).toBe(true);
  });

  it('does not exist in production, and no production server creates a key for it', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), TOKEN_SIGNING_KEY: '' });
    try {
      expect(await ensureDevOutboxKey(prod.database.db, prod.config)).toBeUndefined();
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { 'x-api-key': key } })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/api/portal/config' })).json().devOutbox).toBe(false);
    } finally {
      await prod.close();
    }
  });

  it('listens on the loopback interface unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
