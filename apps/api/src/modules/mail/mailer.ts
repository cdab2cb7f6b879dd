import { and, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { outboxEmails } from '../../db/schema/index.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** what kind of message: invitation, mfa-code, forgot-password, temporary-password, welcome, ... */
  template: string;
};

export type MailQueueOptions = {
  /** attempts (the first, immediate one included) before a message is given up. */
  maxAttempts: number;
  /** the wait after the first failed attempt; each further failure doubles it, up to an hour. */
  retrySeconds: number;
};

export type DeliveryPass = { sent: number; retrying: number; givenUp: number };

export type Mailer = {
  /**
   * Records the message in the outbox and, when SMTP is configured, sends it at once (a sign-in code
   * must not wait for a loop); a failed send leaves it queued for a later attempt. Never throws for a
   * transport failure.
   */
  send(message: MailMessage): Promise<{ id: string; sent: boolean }>;
  /** One pass of the queue: sends the messages due as of `at` (the database's clock when not given; tests give one). */
  deliverDue(at?: Date): Promise<DeliveryPass>;
  readonly smtpConfigured: boolean;
};

type Log = { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };

/** How long a taken message is held by its process: longer than the transport's own timeouts below. */
export const MAIL_LEASE_SECONDS = 120;
const MAX_BACKOFF_SECONDS = 3600;
const CLAIM_BATCH = 20;

export function backoffSeconds(attempts: number, retrySeconds: number): number {
  return Math.min(retrySeconds * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS);
}

/**
 * Every message is kept in the outbox (what was sent to whom, and when). With SMTP_URL set it goes
 * out through nodemailer; without, it stays in the outbox, which the development page lists so a
 * newcomer can read an invitation or a code. A failed send is recorded on the row and retried from the
 * database by whichever process's queue pass comes first (several processes: each message is taken
 * by one, FOR UPDATE SKIP LOCKED and a lease), so mail is not lost while SMTP is down.
 */
export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; queue?: MailQueueOptions },
  log?: Log,
): Mailer {
  const queue = options.queue ?? { maxAttempts: 8, retrySeconds: 30 };
  // timeouts well inside the lease: a hung server never lets a second process take the message while the first still sends it
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }, { from: options.from })
    : undefined;

  const clock = (at?: Date) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

  /** Sends one taken message and settles its row; answers how it ended. */
  async function attempt(row: { id: string; to: string; subject: string; text: string; html: string | null; template: string; attempts: number }, at?: Date) {
    try {
      await transport!.sendMail({ from: options.from, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
      await db.update(outboxEmails).set({ sentAt: sql`now()`, nextAttemptAt: null, error: null }).where(eq(outboxEmails.id, row.id));
      return 'sent' as const;
    } catch (err) {
      const error = String((err as Error).message).slice(0, 500);
      if (row.attempts >= queue.maxAttempts) {
        // given up: the row stays (failed_at) for whoever looks into it; the log names it
        await db.update(outboxEmails).set({ error, nextAttemptAt: null, failedAt: sql`now()` }).where(eq(outboxEmails.id, row.id));
        log?.error({ err, outboxId: row.id, template: row.template, attempts: row.attempts }, 'e-mail given up after its last attempt');
        return 'given-up' as const;
      }
      const wait = backoffSeconds(row.attempts, queue.retrySeconds);
      await db
        .update(outboxEmails)
        .set({ error, nextAttemptAt: sql`${clock(at)} + make_interval(secs => ${wait})` })
        .where(eq(outboxEmails.id, row.id));
      log?.warn({ err, outboxId: row.id, template: row.template, attempts: row.attempts, retryInSeconds: wait }, 'sending e-mail failed; queued for another attempt');
      return 'retrying' as const;
    }
  }

  return {
    smtpConfigured: transport !== undefined,
    async send(message) {
      // with SMTP, the row is written already taken (a lease ahead) by this process's immediate attempt
      const [row] = await db
        .insert(outboxEmails)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          template: message.template,
          ...(transport ? { attempts: 1, nextAttemptAt: sql`now() + make_interval(secs => ${MAIL_LEASE_SECONDS})` } : {}),
        })
        .returning({ id: outboxEmails.id });
      if (!transport) return { id: row.id, sent: false };
      const outcome = await attempt({ id: row.id, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, template: message.template, attempts: 1 });
      return { id: row.id, sent: outcome === 'sent' };
    },
    async deliverDue(at) {
      const pass: DeliveryPass = { sent: 0, retrying: 0, givenUp: 0 };
      if (!transport) return pass;
      for (;;) {
        const now = clock(at);
        const taken = rowsOf<{ id: string; to: string; subject: string; text: string; html: string | null; template: string; attempts: number }>(
          await db.execute(sql`
            update outbox_emails set attempts = attempts + 1, next_attempt_at = ${now} + make_interval(secs => ${MAIL_LEASE_SECONDS})
            where id in (
              select id from outbox_emails
              where next_attempt_at <= ${now} and sent_at is null and failed_at is null
              order by next_attempt_at limit ${CLAIM_BATCH}
              for update skip locked)
            returning id, to_address as "to", subject, text_body as "text", html_body as "html", template, attempts`),
        );
        for (const row of taken) {
          const outcome = await attempt(row, at);
          if (outcome === 'sent') pass.sent += 1;
          else if (outcome === 'retrying') pass.retrying += 1;
          else pass.givenUp += 1;
        }
        if (taken.length < CLAIM_BATCH) return pass;
      }
    },
  };
}

/** Messages still to be sent (tests, the operations page's check). */
export async function queuedMailCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(and(sql`${outboxEmails.nextAttemptAt} is not null`, sql`${outboxEmails.sentAt} is null`));
  return row?.n ?? 0;
}
