import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { customerIdColumn, userIdColumn } from './owner-columns.js';
import { inquiryIdColumn } from './inquiries.js';

/**
 * A letter template (eletter, issue 15, docs/letters.md): a company's letter in the body markup of
 * contracts' letter-body.ts. A name is the company's once, whatever its case.
 */
export const eletterTemplates = pgTable(
  'eletter_templates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    eletterName: text('eletter_name').notNull(),
    /** contracts' ELETTER_TYPES ('O' is stored as 'Other'). */
    eletterType: text('eletter_type').notNull(),
    /** 'none' | 'credit' */
    scoreType: text('score_type').notNull(),
    subject: text('subject').notNull().default(''),
    /** contracts' LETTER_LANGUAGES: the language its letters are written in. */
    language: text('language').notNull().default('en'),
    body: text('body').notNull(),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('eletter_templates_customer_name_unique').on(t.customerId, sql`lower(${t.eletterName})`)],
);

/**
 * A company's reason code: its own wording of an adverse-action reason and the bureau key factors it
 * stands for. A code is the company's once, whatever its case; a key factor maps to one code at most
 * (checked under the company's row lock).
 */
export const eletterReasonCodes = pgTable(
  'eletter_reason_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    bureauFactorCodes: text('bureau_factor_codes').array().notNull().default(sql`'{}'::text[]`),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('eletter_reason_codes_customer_code_unique').on(t.customerId, sql`upper(${t.code})`)],
);

/**
 * A letter built from a stored report, recorded against it (12 CFR 1002.12(b): kept 25 months). The
 * filled content (letterhead with the consumer's name and address, the body, the required section)
 * is stored only encrypted, bound to the row; the tracker reads the columns in the clear: the
 * consumer's name (as report_inquiries keeps it), dates and status.
 */
export const eletterLetters = pgTable(
  'eletter_letters',
  {
    id: uuid('id').primaryKey(),
    customerId: customerIdColumn(),
    inquiryId: inquiryIdColumn(),
    /** 'primary' | 'coapplicant' */
    applicant: text('applicant').notNull(),
    userId: userIdColumn(),
    createdBy: text('created_by').notNull(),
    /** the template it was built with (null once the template is deleted; its name and type stay). */
    eletterId: uuid('eletter_id').references(() => eletterTemplates.id, { onDelete: 'set null' }),
    eletterName: text('eletter_name').notNull(),
    eletterType: text('eletter_type').notNull(),
    decision: text('decision').notNull(),
    adverse: boolean('adverse').notNull(),
    decisionDate: date('decision_date').notNull(),
    letterDate: date('letter_date').notNull(),
    /** decision + 30 days for an adverse-action notice; null otherwise. */
    dueDate: date('due_date'),
    /** 'due' | 'sent' */
    status: text('status').notNull().default('due'),
    sentOn: date('sent_on'),
    consumerName: text('consumer_name').notNull(),
    product: text('product').notNull(),
    /** the filled letter (contracts' Letter content), encrypted bound to the row. */
    contentEnc: text('content_enc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('eletter_letters_tracker_idx').on(t.customerId, t.status, t.dueDate, t.id),
    index('eletter_letters_inquiry_idx').on(t.inquiryId),
  ],
);

/** What a company's letters state about it as creditor: mailing address, telephone, federal regulator. */
export const letterSettings = pgTable('letter_settings', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  address: text('address').array().notNull(),
  phone: text('phone').notNull(),
  /** contracts' FEDERAL_REGULATORS key. */
  regulator: text('regulator').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
