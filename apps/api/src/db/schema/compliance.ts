import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerIdColumn } from './owner-columns.js';
import { inquiryIdColumn } from './inquiries.js';

/**
 * The sanctions lists the OFAC screen reads (modules/compliance/ofac). A list is loaded whole in one
 * transaction and made current in the same one, so a screen sees either the list before or the one
 * after, never half of one; the previous list is kept (reports name the list they were screened on).
 */
export const sdnLists = pgTable(
  'sdn_lists',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** where it was loaded from: the shipped snapshot, a folder or a URL. */
    source: text('source').notNull(),
    /** the date the list's publisher gives it; the snapshot's date for the shipped one. */
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
    entryCount: integer('entry_count').notNull(),
    aliasCount: integer('alias_count').notNull(),
    current: boolean('current').notNull().default(false),
  },
  // at most one list is current
  (t) => [uniqueIndex('sdn_lists_one_current').on(t.current).where(sql`${t.current}`)],
);

/** One SDN entry of a list, with what the screen reads of it (modules/compliance/ofac/sdn-list.ts). */
export const sdnEntries = pgTable(
  'sdn_entries',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => sdnLists.id, { onDelete: 'cascade' }),
    entNum: integer('ent_num').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    remarks: text('remarks').notNull(),
    programs: jsonb('programs').$type<string[]>().notNull(),
    aliases: jsonb('aliases').$type<{ type: 'aka' | 'fka' | 'nka'; name: string }[]>().notNull(),
    addresses: jsonb('addresses').$type<{ address: string; cityStatePostal: string; country: string }[]>().notNull(),
    births: jsonb('births').$type<({ day: string } | { fromYear: number; toYear: number })[]>().notNull(),
    countries: jsonb('countries').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.entNum] })],
);

/**
 * The review case an OFAC hit opens, one per screen (docs/ofac-screening.md): open until a compliance
 * user confirms it (naming the entry) or clears it, with a reason; a confirmed match carries the day
 * its report to OFAC is due. Kept with the screen's inquiry.
 */
export const ofacReviewCases = pgTable(
  'ofac_review_cases',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: customerIdColumn(),
    inquiryId: inquiryIdColumn(),
    subjectName: text('subject_name').notNull(),
    candidateCount: integer('candidate_count').notNull(),
    bestScore: real('best_score').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: text('opened_by').notNull(),
    status: text('status').notNull().default('open'),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    entNum: integer('ent_num'),
    reportDueOn: date('report_due_on', { mode: 'string' }),
  },
  (t) => [uniqueIndex('ofac_review_cases_inquiry').on(t.inquiryId), index('ofac_review_cases_customer_status').on(t.customerId, t.status, t.openedAt)],
);
