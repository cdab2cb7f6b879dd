import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/** One header of a company's file and the product column it fills (null: read and ignored). */
export type StoredTemplateColumn = { header: string; column: string | null };
export type StoredTemplateDefaults = { accountNumber?: string; permissiblePurpose?: string };

/**
 * An input template (issue 14, reports.md §7): a company's own CSV layout for one product, its headers
 * mapped to the product's batch layout (contracts' batch-layout.ts), and the defaults its batches take.
 * A name is the company's once, whatever its case.
 */
export const batchTemplates = pgTable(
  'batch_templates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    templateName: text('template_name').notNull(),
    description: text('description').notNull().default(''),
    /** the product's registry key ('acrov6'). */
    product: text('product').notNull(),
    columns: jsonb('columns').$type<StoredTemplateColumn[]>().notNull(),
    defaults: jsonb('defaults').$type<StoredTemplateDefaults>().notNull().default({}),
    /** the user name of who created it (kept when the user is deleted). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('batch_templates_customer_name_unique').on(t.customerId, sql`lower(${t.templateName})`),
    index('batch_templates_customer_updated_idx').on(t.customerId, t.updatedAt.desc()),
  ],
);
