import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customerIdColumn, userIdColumn } from './owner-columns.js';

/**
 * A batch file of one product's orders (issue 14, docs/batches.md). Its rows are its job queue. The
 * counters are kept by the transactions that move rows, so the batch page reads one row, not 200,000.
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey(),
    customerId: customerIdColumn(),
    userId: userIdColumn(),
    username: text('username').notNull(),
    batchName: text('batch_name').notNull(),
    fileName: text('file_name').notNull(),
    product: text('product').notNull(),
    productCode: text('product_code').notNull(),
    templateId: uuid('template_id'),
    templateName: text('template_name'),
    /** 'uploading' (being read: never shown), then contracts' BATCH_STATUSES. */
    status: text('status').notNull(),
    downloadStatus: text('download_status').notNull().default('not-downloaded'),
    accountNumber: text('account_number'),
    permissiblePurpose: text('permissible_purpose'),
    /** the submitter's choice at confirm for rows a recent report matches: 'reuse' or 'pull' (with reuseReason). */
    reuseChoice: text('reuse_choice'),
    reuseReason: text('reuse_reason'),
    totalRows: integer('total_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    completedRows: integer('completed_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    /** rows finished (completed or failed) since started_at: the rate's numerator (a re-run restarts both). */
    finishedSinceStart: integer('finished_since_start').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * the highest row number claimed so far: a claim reads the rows after it, in file order, through the
     * (batch, row number) key, never the rows already done (the embedded database has no autovacuum, so
     * a scan of the done rows would grow with the batch). Rows behind it are taken again only once the
     * rows after it are all claimed (a retry, a dead worker's lease).
     */
    claimedThrough: integer('claimed_through').notNull().default(0),
    /** when a worker last claimed its rows: workers take the batch claimed longest ago first (round robin). */
    lastClaimedAt: timestamp('last_claimed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('batches_customer_time_idx').on(t.customerId, t.createdAt.desc()),
    index('batches_active_idx').on(t.lastClaimedAt).where(sql`status in ('queued', 'processing')`),
  ],
);

/**
 * One row of a batch file: its order (encrypted: it holds the SSN and date of birth), its problems,
 * and, once ordered, its report's inquiry. A row is claimed with a lease; the transaction that stores
 * its report also marks it completed, so a row is stored once whatever dies when.
 */
export const batchRows = pgTable(
  'batch_rows',
  {
    id: uuid('id').primaryKey(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    status: text('status').notNull(),
    consumerName: text('consumer_name').notNull(),
    ssnLast4: text('ssn_last4').notNull(),
    customerReferenceNumber: text('customer_reference_number').notNull(),
    /**
     * the checked order body, encrypted bound to the row; for an invalid row, its cells as the file
     * wrote them and the file's header row (the rejected-rows file), encrypted under another binding.
     */
    requestEnc: text('request_enc'),
    /** a valid row's match key (consumerKeyOf: a keyed hash, never the clear SSN or name). */
    consumerKey: text('consumer_key'),
    /** the recent report the dry run found for the row (one the submitter may read); a 'reused' row's inquiry. */
    reuseInquiryId: uuid('reuse_inquiry_id'),
    /**
     * the data source's answer, encrypted bound to the row, stored the moment the pull returns and
     * cleared when the row is settled: a claim taken again after a crash finishes from it, never pulls twice.
     */
    pullEnc: text('pull_enc'),
    errors: jsonb('errors').$type<{ column: string | null; message: string }[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    /** a pending row waits until then (a data source that failed is retried later). */
    availableAt: timestamp('available_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    inquiryId: uuid('inquiry_id'),
    reportStatus: text('report_status'),
    keyFindings: text('key_findings'),
    trackingId: text('tracking_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    unique('batch_rows_batch_row_unique').on(t.batchId, t.rowNumber),
    index('batch_rows_queue_idx').on(t.batchId, t.rowNumber).where(sql`status in ('pending', 'processing')`),
    index('batch_rows_status_idx').on(t.batchId, t.status, t.rowNumber),
  ],
);
