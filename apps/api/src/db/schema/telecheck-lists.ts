import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { reportInquiries } from './inquiries.js';

/**
 * The TeleCheck Collections and Negatives lists (modules/telecheck-lists; docs/products/telecheck.md):
 * each row a check the company placed with TeleCheck for collection, or reported as a negative item,
 * from a declined TeleCheck report or a processed input file. The checking account number is kept
 * encrypted (bound to the row), its last four digits in the clear for the list and its search.
 */
export const telecheckListEntries = pgTable(
  'telecheck_list_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** 'collections' or 'negatives'. */
    type: text('type').notNull(),
    checkNumber: text('check_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    routingNumber: text('routing_number').notNull(),
    accountLast4: text('account_last4').notNull(),
    /** the full checking account number, encrypted ("telecheck_list_entries:<id>:account"). */
    accountEncrypted: text('account_encrypted').notNull(),
    consumerName: text('consumer_name').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'open', 'paid' or 'closed'. */
    status: text('status').notNull().default('open'),
    /** the user name of who placed it, or the input file's name. */
    placedBy: text('placed_by').notNull(),
    /** 'report' or 'file'. */
    source: text('source').notNull(),
    /** the TeleCheck report it was placed from (a report goes on each list once). */
    inquiryId: uuid('inquiry_id').references(() => reportInquiries.id),
  },
  (t) => [
    index('telecheck_list_entries_company_list').on(t.customerId, t.type, t.placedAt),
    uniqueIndex('telecheck_list_entries_one_per_report').on(t.inquiryId, t.type).where(sql`${t.inquiryId} is not null`),
  ],
);
