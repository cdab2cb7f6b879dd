import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { users } from './users.js';

/**
 * PM Alerts (docs/products/pmalerts.md): the consumers a company watches. The name and the SSN's
 * last four are in the clear for the list and its search; the identity (SSN, date of birth,
 * address) is encrypted, bound to the row. `monitoredThrough` is the last day the bureau's alerts
 * were collected for: the sweep moves it forward and never back.
 */
export const pmWatchEntries = pgTable(
  'pm_watch_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    accountNumber: text('account_number').notNull(),
    customerReferenceNumber: text('customer_reference_number').notNull(),
    consumerName: text('consumer_name').notNull(),
    ssnLast4: text('ssn_last4').notNull(),
    identityEnc: text('identity_enc').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedByUsername: text('added_by_username').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    monitoredThrough: date('monitored_through', { mode: 'string' }).notNull(),
  },
  (t) => [// one consumer (name and SSN's last four) once an account number: the whole SSN is never in the clear
    uniqueIndex('pm_watch_entries_consumer').on(t.customerId, t.accountNumber, t.consumerName, t.ssnLast4),
    index('pm_watch_entries_list').on(t.customerId, t.addedAt),
  ],
);

/**
 * One alert the bureau reported on a watched consumer's file for a day. At most one of a type a
 * day an entry: two processes sweeping the same days insert the same rows once. The bureau's
 * facts are encrypted (they name the consumer's creditors and addresses).
 */
export const pmAlerts = pgTable(
  'pm_alerts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    watchEntryId: uuid('watch_entry_id')
      .notNull()
      .references(() => pmWatchEntries.id, { onDelete: 'cascade' }),
    alertDate: date('alert_date', { mode: 'string' }).notNull(),
    alertType: text('alert_type').notNull(),
    detailsEnc: text('details_enc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pm_alerts_once').on(t.watchEntryId, t.alertDate, t.alertType), index('pm_alerts_company_date').on(t.customerId, t.alertDate)],
);
