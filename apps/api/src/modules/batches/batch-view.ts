import { type Batch, type BatchRow, batchEstimate, maskSsn, productNameOfKey } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { type BatchRecord, type BatchRowRecord, processingRowCount } from './batches.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A batch as the portal reads it: its counters, the rate since it started and the time left at it.
 * `now` is the clock's (tests pass theirs).
 */
export async function batchView(db: Db, b: BatchRecord, now: Date = new Date()): Promise<Batch> {
  const valid = b.totalRows - b.invalidRows;
  const running = b.status === 'queued' || b.status === 'processing';
  const processing = running ? await processingRowCount(db, b) : 0;
  const finished = b.completedRows + b.failedRows;
  const elapsed = b.startedAt ? (now.getTime() - b.startedAt.getTime()) / 1000 : 0;
  const rowsPerSecond = b.startedAt && elapsed > 0 && b.finishedSinceStart > 0 ? Math.round((b.finishedSinceStart / elapsed) * 10) / 10 : null;
  const left = Math.max(0, valid - finished);
  return {
    batchId: b.id,
    batchName: b.batchName,
    fileName: b.fileName,
    product: b.product,
    productCode: b.productCode,
    productName: productNameOfKey(b.product),
    templateId: b.templateId,
    templateName: b.templateName,
    status: b.status as Batch['status'],
    downloadStatus: b.downloadStatus as Batch['downloadStatus'],
    accountNumber: b.accountNumber,
    permissiblePurpose: b.permissiblePurpose,
    submittedBy: b.username,
    createdAt: b.createdAt.toISOString(),
    confirmedAt: iso(b.confirmedAt),
    startedAt: iso(b.startedAt),
    finishedAt: iso(b.finishedAt),
    counts: {
      total: b.totalRows,
      invalid: b.invalidRows,
      pending: Math.max(0, left - processing),
      processing,
      completed: b.completedRows,
      failed: b.failedRows,
    },
    rowsPerSecond: running ? rowsPerSecond : null,
    secondsLeft: running && rowsPerSecond ? Math.ceil(left / rowsPerSecond) : null,
    estimate: batchEstimate(b.productCode, valid),
  };
}

export function batchRowView(r: BatchRowRecord): BatchRow {
  return {
    rowId: r.id,
    rowNumber: r.rowNumber,
    status: r.status as BatchRow['status'],
    consumerName: r.consumerName,
    ssnMasked: maskSsn(r.ssnLast4),
    customerReferenceNumber: r.customerReferenceNumber,
    errors: r.errors,
    inquiryId: r.inquiryId,
    reportStatus: (r.reportStatus as BatchRow['reportStatus']) ?? null,
    keyFindings: r.keyFindings,
    trackingId: r.trackingId,
    attempts: r.attempts,
    updatedAt: r.updatedAt.toISOString(),
  };
}
