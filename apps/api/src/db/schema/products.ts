import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/** Account numbers (members) a company's reports are billed to (reports.md §7). */
export const customerMembers = pgTable(
  'customer_members',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    memberNumber: text('member_number').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A member number belongs to one company only; (company, number) is what product configurations refer to.
  (t) => [
    uniqueIndex('customer_members_number_key').on(t.memberNumber),
    uniqueIndex('customer_members_customer_number_key').on(t.customerId, t.memberNumber),
  ],
);

/** The report products a company may order (by product code: CCR, NAL, OVWP, ...). */
export const customerProducts = pgTable(
  'customer_products',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productCode] })],
);
