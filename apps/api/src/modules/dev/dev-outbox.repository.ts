import { desc, ilike } from 'drizzle-orm';
import type { OutboxMessage } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/index.js';

/** The kept e-mails, newest first, optionally only those to one address (any case). */
export async function listOutbox(db: Db, filter: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(filter.to ? ilike(outboxEmails.toAddress, filter.to.replace(/[\\%_]/g, (c) => `\\${c}`)) : undefined)
    .orderBy(desc(outboxEmails.createdAt))
    .limit(filter.limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    template: r.template,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    error: r.error,
  }));
}
