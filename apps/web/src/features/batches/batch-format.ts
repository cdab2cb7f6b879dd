import type { Batch, BatchStatus } from '@creditdesk/contracts';

const COUNT = new Intl.NumberFormat('en-US');
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A count as people read it: 12,500. */
export const formatCount = (n: number) => COUNT.format(n);

/** US cents as dollars: 8970 → "$89.70". */
export const formatCents = (cents: number) => DOLLARS.format(cents / 100);

/** "1 row", "2 rows" (any noun with a plain s). */
export const plural = (n: number, noun: string) => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Time left as a person says it: "45 s", "2 min 5 s", "1 h 2 min" (seconds dropped past an hour),
 * rounded up to the second; under a second, "a moment".
 */
export function formatTimeLeft(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s <= 0) return 'a moment';
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}

/** A rate: one decimal under 10 a second ("2.5 rows/s"), whole above ("1,204 rows/s"). */
export function formatRate(rowsPerSecond: number): string {
  const value = rowsPerSecond < 10 ? Math.round(rowsPerSecond * 10) / 10 : Math.round(rowsPerSecond);
  return `${rowsPerSecond < 10 ? value.toFixed(1).replace(/\.0$/, '') : formatCount(value)} rows/s`;
}

export type BatchProgress = {
  /** rows ordered or failed. */
  done: number;
  /** rows to order: every row but the invalid ones. */
  toOrder: number;
  failed: number;
  /** 0–100, whole; 100 when there is nothing to order. */
  percent: number;
};

/** How far a batch is: rows done (completed + failed) of the rows to order (total − invalid). */
export function batchProgress(counts: Batch['counts']): BatchProgress {
  const toOrder = Math.max(0, counts.total - counts.invalid);
  const done = Math.min(toOrder, counts.completed + counts.failed);
  const percent = toOrder === 0 ? 100 : Math.floor((done / toOrder) * 100);
  return { done, toOrder, failed: counts.failed, percent };
}

/** A batch whose rows are being ordered: its page follows it. */
export const isRunning = (status: BatchStatus) => status === 'queued' || status === 'processing';

/** The progress in one line: "1,200 of 5,000 rows · 3 failed · 420 rows/s · about 9 s left". */
export function progressLine(batch: Pick<Batch, 'counts' | 'status' | 'rowsPerSecond' | 'secondsLeft'>): string {
  const { done, toOrder, failed } = batchProgress(batch.counts);
  const parts = [`${formatCount(done)} of ${plural(toOrder, 'row')}`, `${formatCount(failed)} failed`];
  if (isRunning(batch.status)) {
    if (batch.rowsPerSecond !== null && batch.rowsPerSecond > 0) parts.push(formatRate(batch.rowsPerSecond));
    if (batch.secondsLeft !== null) parts.push(`about ${formatTimeLeft(batch.secondsLeft)} left`);
  }
  return parts.join(' · ');
}

export const BATCH_STATUS_INFO: Record<BatchStatus, { label: string; color: 'default' | 'info' | 'warning' | 'success' | 'error' }> = {
  validated: { label: 'Dry run', color: 'warning' },
  queued: { label: 'Queued', color: 'info' },
  processing: { label: 'Processing', color: 'info' },
  completed: { label: 'Completed', color: 'success' },
  deleted: { label: 'Deleted', color: 'default' },
};
