import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * A company's product registration forms (portal.md §3: eidVerifierForm, status Submitted): what the
 * business told the bureau to be registered for the product. The registration itself (the product
 * may be ordered) is product_registrations; the bureau's approval turns it on.
 */
export const productRegistrationForms = pgTable(
  'product_registration_forms',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** eidVerifierForm */
    form: text('form').notNull(),
    /** Submitted */
    status: text('status').notNull(),
    /** the form's values (the business's use, contact and volume; no consumer data). */
    values: jsonb('values').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    submittedBy: uuid('submitted_by'),
    submittedByUsername: text('submitted_by_username').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.form] })],
);
