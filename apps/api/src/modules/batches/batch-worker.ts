import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { type BatchLog, processClaim } from './batch-processing.js';
import { claimBatchNotice, claimRows } from './batch-queue.repository.js';
import { sendBatchEndedMail } from './batch-mail.js';
import { inSpan } from '../../observability/tracing.js';

export type BatchWorkerOptions = {
  /** rows claimed at a time. */
  chunkSize: number;
  /** how long a claim holds its rows: a worker that dies frees them after it. */
  leaseSeconds: number;
  /** how long an idle worker waits before looking again (a confirm in this process wakes it at once). */
  idleMs: number;
  /** loops in this process taking chunks side by side. */
  loops: number;
};

/** One chunk claimed and processed; false when there was nothing to claim. */
export async function workOnce(ctx: AppContext, options: Pick<BatchWorkerOptions, 'chunkSize' | 'leaseSeconds'>, log: BatchLog): Promise<boolean> {
  const claim = await claimRows(ctx.db, { token: randomUUID(), limit: options.chunkSize, leaseSeconds: options.leaseSeconds });
  if (!claim) return false;
  const correlationId = `batch-${claim.batch.id.slice(0, 8)}-${randomUUID().slice(0, 8)}`;
  const attributes = { 'creditdesk.product': claim.batch.product, 'creditdesk.batch.id': claim.batch.id, 'creditdesk.batch.rows': claim.rows.length };
  const { ended } = await inSpan(ctx, 'batch.chunk', attributes, () => processClaim(ctx, claim, correlationId, log));
  if (ended && (await claimBatchNotice(ctx.db, claim.batch.id))) await sendBatchEndedMail(ctx, claim.batch.id, log);
  return true;
}

/** Works until no batch has a row to give (tests, and the benchmark's end). */
export async function workUntilIdle(ctx: AppContext, options: Pick<BatchWorkerOptions, 'chunkSize' | 'leaseSeconds'>, log: BatchLog): Promise<void> {
  while (await workOnce(ctx, options, log));
}

export type BatchWorker = { start(): void; stop(): Promise<void>; /** a batch was confirmed here: look now. */ wake(): void };

/**
 * The batch queue's loops in this process, which also take the other queues' work (`otherJobs`, each
 * answering whether it found any). Every server process runs them (and `npm run worker`
 * runs nothing else), so more processes on one PostgreSQL take more of the work.
 */
export function createBatchWorker(ctx: AppContext, options: BatchWorkerOptions, log: BatchLog, otherJobs: readonly (() => Promise<boolean>)[] = []): BatchWorker {
  let running = false;
  let loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  const idle = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, options.idleMs);
      timer.unref();
      sleepers.add(done);
    });
  const loop = async () => {
    while (running) {
      try {
        // a chunk of batch rows, then each other queue's turn (webhook deliveries): idle when none had work
        let busy = await workOnce(ctx, options, log);
        for (const job of otherJobs) busy = (await job()) || busy;
        if (!busy) await idle();
      } catch (err) {
        // the database went away for a moment, say: the rows' leases bring them back
        log.error({ err }, 'batch worker: a chunk failed; trying again shortly');
        await idle();
      }
    }
  };
  const wakeAll = () => [...sleepers].forEach((wake) => wake());
  return {
    start() {
      if (running) return;
      running = true;
      loops = Array.from({ length: options.loops }, loop);
    },
    async stop() {
      running = false;
      wakeAll();
      await Promise.all(loops);
    },
    wake: wakeAll,
  };
}
