import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customerIdColumn, userIdColumn } from './owner-columns.js';

/**
 * Every report pulled: who, for which company, which product, account number, reference, purpose,
 * when and with what result. The consumer's identifiers and the report itself are stored only
 * encrypted (AES-256-GCM, bound to the row); lists show the name and the SSN's last four.
 * Removing a report from My Reports sets deleted_at: the record stays for audit and billing.
 */
export const reportInquiries = pgTable(
  'report_inquiries',
  {
    id: uuid('id').primaryKey(),
    customerId: customerIdColumn(),
    userId: userIdColumn(),
    username: text('username').notNull(),
    product: text('product').notNull(),
    productCode: text('product_code').notNull(),
    accountNumber: text('account_number').notNull(),
    customerReferenceNumber: text('customer_reference_number').notNull(),
    permissiblePurpose: text('permissible_purpose').notNull(),
    status: text('status').notNull(),
    /** a product's own verdict beside the status (eIDverifier: its status, questions / verified / not-verified …); null for the others. Migration 0032. */
    outcome: text('outcome'),
    /** a credit report's alerts to resolve before credit: null none, 'unresolved', 'verified', 'not-verified'. Migration 0043. */
    alertStatus: text('alert_status'),
    consumerName: text('consumer_name').notNull(),
    coApplicantName: text('co_applicant_name'),
    ssnLast4: text('ssn_last4').notNull(),
    /** lower-cased words a My Reports search matches: names, reference, account number, product, user. */
    searchText: text('search_text').notNull(),
    /** the consumer as a keyed hash of SSN and name (reports/report-reuse.ts); null: not a checked product, or stored before migration 0042. */
    consumerKey: text('consumer_key'),
    identityEnc: text('identity_enc').notNull(),
    reportEnc: text('report_enc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
  },
  (t) => [
    index('report_inquiries_user_time_idx').on(t.customerId, t.userId, t.createdAt.desc(), t.id.desc()).where(sql`deleted_at is null`),
    index('report_inquiries_customer_time_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()).where(sql`deleted_at is null`),
    index('report_inquiries_usage_idx').on(t.customerId, t.createdAt, t.productCode),
    // My Reports' "alerts unresolved" filter (migration 0043)
    index('report_inquiries_alerts_unresolved_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()).where(sql`deleted_at is null and alert_status = 'unresolved'`),
    index('report_inquiries_consumer_key_idx').on(t.customerId, t.product, t.consumerKey, t.createdAt.desc()).where(sql`deleted_at is null and consumer_key is not null`),
  ],
);

/** An order of a checked product in flight (migration 0042): one per company, product and consumer, so identical orders pull once. */
export const reportOrderClaims = pgTable(
  'report_order_claims',
  {
    customerId: customerIdColumn(),
    product: text('product').notNull(),
    consumerKey: text('consumer_key').notNull(),
    claimId: uuid('claim_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.product, t.consumerKey] })],
);

/** The inquiry a row belongs to (required). */
export const inquiryIdColumn = () =>
  uuid('inquiry_id')
    .notNull()
    .references(() => reportInquiries.id);

/**
 * The add-on checks a credit report ran (issue 13: the MLA check, the OFAC screen, when the company
 * turns them on), one per check and applicant: the check's own inquiry, or why it failed.
 */
export const reportCompanions = pgTable(
  'report_companions',
  {
    /** the credit report's inquiry. */
    inquiryId: inquiryIdColumn(),
    product: text('product').notNull(),
    /** 'primary' | 'coapplicant' */
    applicant: text('applicant').notNull(),
    consumerName: text('consumer_name').notNull(),
    /** the check's own inquiry; null when it failed. */
    companionInquiryId: uuid('companion_inquiry_id').references(() => reportInquiries.id),
    /** why it failed, as the officer is told. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.product, t.applicant] })],
);

/**
 * Live (not deleted) inquiries per user (the sum of its shards), kept by the triggers of migrations 0002, 0030 and 0037 on every insert,
 * soft delete and delete of report_inquiries, so the default My Reports page needs no count(*).
 */
export const inquiryCounters = pgTable(
  'inquiry_counters',
  {
    customerId: uuid('customer_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** one of up to eight rows per user, each session writing its own (migration 0037): the count is their sum. */
    shard: smallint('shard').notNull().default(0),
    live: integer('live').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.userId, t.shard] })],
);

/**
 * An inquiry's one resolution of its fraud, active-duty and discrepancy alerts (docs/careful-pulls.md):
 * the outcome, who and when in the clear; the alerts, steps and notes encrypted (bound to the inquiry).
 */
export const alertResolutions = pgTable('alert_resolutions', {
  inquiryId: uuid('inquiry_id')
    .primaryKey()
    .references(() => reportInquiries.id),
  customerId: customerIdColumn(),
  /** 'verified' | 'not-verified' */
  outcome: text('outcome').notNull(),
  resolvedByUserId: uuid('resolved_by_user_id'),
  resolvedBy: text('resolved_by').notNull(),
  resolutionEnc: text('resolution_enc').notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
});
