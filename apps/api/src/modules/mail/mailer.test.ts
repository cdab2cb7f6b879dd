import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { startSmtpCapture } from '../../testing/smtp-capture.js';
import { freePort } from '../../testing/free-port.js';
import { eq } from 'drizzle-orm';
import { backoffSeconds, createMailer } from './mailer.js';

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

  it('queues a message SMTP refused, and delivers it once when SMTP is back, whichever process takes it', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const log = { errors: [] as unknown[], warnings: [] as unknown[], error(o: unknown) { this.errors.push(o); }, warn(o: unknown) { this.warnings.push(o); } };
    const queue = { maxAttempts: 3, retrySeconds: 30 };
    const first = createMailer(database.db, { smtpUrl: url, from: 'x@y.example', queue }, log);
    const second = createMailer(database.db, { smtpUrl: url, from: 'x@y.example', queue });
    // SMTP down: the immediate attempt fails, the message is queued 30 s ahead, not lost
    const result = await first.send({ to: 'queued@demolending.example', subject: 'Invitation', text: 'Welcome back', template: 'invitation' });
    expect(result.sent).toBe(false);
    const row = async () => (await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, result.id)))[0];
    const queued = await row();
    expect(queued).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(queued.error).toMatch(/ECONNREFUSED|connect/i);
    expect(queued.nextAttemptAt!.getTime() - queued.createdAt.getTime()).toBeGreaterThanOrEqual(29_000);
    expect(log.warnings).toHaveLength(1);

    const smtp = await startSmtpCapture(port);
    try {
      // not due yet: nothing is taken
      expect(await first.deliverDue(new Date(queued.nextAttemptAt!.getTime() - 1000))).toEqual({ sent: 0, retrying: 0, givenUp: 0 });
      // due: two processes' passes at once, one delivery
      const due = new Date(queued.nextAttemptAt!.getTime() + 1000);
      const [a, b] = await Promise.all([first.deliverDue(due), second.deliverDue(due)]);
      expect(a.sent + b.sent).toBe(1);
      expect(smtp.messages.filter((m) => m.to.includes('queued@demolending.example'))).toHaveLength(1);
      expect(await row()).toMatchObject({ attempts: 2, error: null, nextAttemptAt: null, failedAt: null });
      expect((await row()).sentAt).not.toBeNull();
      // a later pass sends nothing again
      expect((await first.deliverDue(new Date(due.getTime() + 3600_000))).sent).toBe(0);
      expect(smtp.messages.filter((m) => m.to.includes('queued@demolending.example'))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('backs off doubling, and gives a message up after its last attempt, logged', async () => {
    expect([1, 2, 3, 8, 20].map((n) => backoffSeconds(n, 30))).toEqual([30, 60, 120, 3600, 3600]);
    const log = { errors: [] as unknown[], error(o: unknown) { this.errors.push(o); }, warn() {} };
    const mailer = createMailer(database.db, { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: 'x@y.example', queue: { maxAttempts: 2, retrySeconds: 30 } }, log);
    const { id } = await mailer.send({ to: 'never@demolending.example', subject: 's', text: 't', template: 'invitation' });
    const pass = await mailer.deliverDue(new Date(Date.now() + 3600_000));
    expect(pass).toMatchObject({ givenUp: 1 });
    const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: null, sentAt: null });
    expect(row.failedAt).not.toBeNull();
    expect(log.errors).toEqual([expect.objectContaining({ outboxId: id, template: 'invitation', attempts: 2 })]);
  });

  it('records a transport failure on the row instead of throwing', async () => {
    const mailer = createMailer(database.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'x@y.example' });
    const result = await mailer.send({ to: 'a@b.example', subject: 's', text: 't', template: 'test' });
    expect(result.sent).toBe(false);
    const row = (await database.db.select().from(outboxEmails)).find((r) => r.id === result.id);
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
