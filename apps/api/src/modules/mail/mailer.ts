import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/index.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** what kind of message: invitation, mfa-code, forgot-password, temporary-password, welcome, ... */
  template: string;
};

export type Mailer = {
  /** Records the message in the outbox and, when SMTP is configured, sends it. Never throws for a transport failure. */
  send(message: MailMessage): Promise<{ id: string; sent: boolean }>;
  readonly smtpConfigured: boolean;
};

/**
 * Every message is kept in the outbox (what was sent to whom, and when). With SMTP_URL set it goes
 * out through nodemailer; without, it stays in the outbox, which the development page lists so a
 * newcomer can read an invitation or a code. A transport failure is recorded on the row, not thrown:
 * the act that sent the mail (a password reset, say) has happened either way.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }, log?: { error(obj: unknown, msg: string): void }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { from: options.from })
    : undefined;
  return {
    smtpConfigured: transport !== undefined,
    async send(message) {
      const [row] = await db
        .insert(outboxEmails)
        .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null, template: message.template })
        .returning({ id: outboxEmails.id });
      if (!transport) return { id: row.id, sent: false };
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await db.update(outboxEmails).set({ sentAt: sql`now()` }).where(eq(outboxEmails.id, row.id));
        return { id: row.id, sent: true };
      } catch (err) {
        log?.error({ err, outboxId: row.id }, 'sending e-mail failed');
        await db.update(outboxEmails).set({ error: String((err as Error).message).slice(0, 500) }).where(eq(outboxEmails.id, row.id));
        return { id: row.id, sent: false };
      }
    },
  };
}
