import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The server processes running on this database, and what they must share: the token issuer, the
 * signing key and the data key (fingerprints only). A process whose settings differ from a live
 * one refuses to start (modules/deployment): its tokens would be refused by the others.
 */
export const serverInstances = pgTable('server_instances', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  issuer: text('issuer').notNull(),
  signingKeyId: text('signing_key_id').notNull(),
  dataKeyId: text('data_key_id').notNull(),
  host: text('host').notNull(),
  pid: text('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
