import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { startSmtpCapture } from '../../testing/smtp-capture.js';
import { createMailer } from './mailer.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('mailer', () => {
  it('delivers through SMTP and records the message as sent', async () => {
    const smtp = await startSmtpCapture();
    try {
      const mailer = createMailer(database.db, { smtpUrl: smtp.url, from: 'Creditdesk <no-reply@creditdesk.example>' });
      const result = await mailer.send({ to: 'dana@demolending.example', subject: 'Your code', text: 'Your code is 123456', template: 'mfa-code' });
      expect(result.sent).toBe(true);
      const mail = await smtp.waitFor((m) => m.to.includes('dana@demolending.example'));
      expect(mail.subject).toBe('Your code');
      expect(mail.text).toContain('Your code is 123456');
      const rows = await database.db.select().from(outboxEmails);
      expect(rows.find((r) => r.id === result.id)?.sentAt).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('keeps the message in the outbox when no SMTP is configured', async () => {
    const mailer = createMailer(database.db, { from: 'x@y.example' });
    const result = await mailer.send({ to: 'devon@demolending.example', subject: 'Invitation', text: 'Welcome', template: 'invitation' });
    expect(result.sent).toBe(false);
    const rows = await database.db.select().from(outboxEmails);
    expect(rows.find((r) => r.id === result.id)).toMatchObject({ toAddress: 'devon@demolending.example', sentAt: null, error: null });
  });

  it('records a transport failure on the row instead of throwing', async () => {
    const mailer = createMailer(database.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'x@y.example' });
    const result = await mailer.send({ to: 'a@b.example', subject: 's', text: 't', template: 'test' });
    expect(result.sent).toBe(false);
    const row = (await database.db.select().from(outboxEmails)).find((r) => r.id === result.id);
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
