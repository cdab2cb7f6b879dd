import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ctx.mailer.send({ to: 'new.person@demolending.example', subject: 'Your invitation', text: 'Welcome aboard', template: 'invitation' });
    await t.app.ctx.mailer.send({ to: 'someone@else.example', subject: 'Other', text: 'x', template: 'test' });
  });
  afterAll(() => t.close());

  it('lists the kept messages, newest first, filtered by recipient', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=new.person@demolending.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      smtpConfigured: false,
      messages: [{ to: 'new.person@demolending.example', subject: 'Your invitation', text: 'Welcome aboard', sentAt: null }],
    });
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), TOKEN_SIGNING_KEY: '' });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
