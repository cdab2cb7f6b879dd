import { ADMIN_MESSAGES, productByKey, type ReportProduct } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { DataSourceUnavailableError } from '../../datasources/data-source.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { HttpError } from '../../lib/http-error.js';
import type { AuditEvent } from '../audit/audit.repository.js';
import { groupsGrantProduct } from '../admin/groups/group-access.js';
import { companyProductCodes, findActiveMember } from '../products/products.repository.js';
import { type CheckedOrder, type Orderer, orderedAuditEvent, storedInquiryOf } from '../reports/order-steps.js';
import { consumerKeyOf } from '../reports/report-reuse.js';
import { adapterOf } from '../reports/products/index.js';
import type { Pulled } from '../reports/products/product-adapter.js';
import { queueBatchesEnded } from '../webhooks/webhook-schedule.js';
import { type Claim, type ClaimedRow, type RowOutcome, type Slice, keepPulls, mayPull, storeSlice } from './batch-queue.repository.js';
import { openPull, sealPull, storedRowRequest } from './batch-row-cipher.js';
import { inSpan } from '../../observability/tracing.js';

/** A data source that fails is tried again this many times in all before the row fails. */
export const ROW_ATTEMPTS = 3;

/** Rows stored in one transaction: a chunk is stored in several, so no transaction keeps the database long. */
const STORE_SLICE = 50;

/** Rows of a chunk whose data-source calls are in flight at once (a remote bureau answers in tens of milliseconds). */
export const PULLS_AT_ONCE = 8;

export type BatchLog = { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };

/**
 * Runs `fn` on every item, at most `limit` at a time. Each item ends with a turn of the event loop,
 * so a chunk of CPU-bound pulls (the sandbox's) never keeps other requests waiting for long.
 */
async function eachWithConcurrency<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      await fn(items[next++]);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

type Pull = { order: CheckedOrder<unknown>; pulled: Pulled; createdAt: Date };

type Keeper = (rowId: string, token: string, pullEnc: string) => Promise<boolean>;
/** One keeper per database handle: the process's loops share it, so their pulls share a commit. */
const keepers = new WeakMap<object, Keeper>();

/**
 * Keeps pulls the moment they return, the pulls that returned while the previous statement ran in
 * one statement (as PostgreSQL groups commits), whichever loop of this process made them: one
 * commit, so one WAL flush, for several rows instead of one each. Each lane awaits its own row's keep
 * before its next call, so a crash still repeats at most the calls in flight (PULLS_AT_ONCE a loop).
 */
function keeperOf(ctx: AppContext): Keeper {
  const known = keepers.get(ctx.db);
  if (known) return known;
  type Waiting = { rowId: string; token: string; pullEnc: string; done: (kept: boolean) => void; fail: (err: unknown) => void };
  let waiting: Waiting[] = [];
  let busy = false;
  const flush = async () => {
    busy = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        const kept = await keepPulls(ctx.db, group);
        for (const w of group) w.done(kept.has(w.rowId));
      } catch (err) {
        for (const w of group) w.fail(err);
      }
    }
    busy = false;
  };
  const keeper: Keeper = (rowId, token, pullEnc) =>
    new Promise<boolean>((done, fail) => {
      waiting.push({ rowId, token, pullEnc, done, fail });
      // the pulls that return in this turn of the event loop go together
      if (!busy) {
        busy = true;
        setImmediate(() => void flush());
      }
    });
  keepers.set(ctx.db, keeper);
  return keeper;
}

/** Why the submitter may no longer order the product (the company dropped it, no group grants it), checked once a chunk. */
async function refusal(ctx: AppContext, orderer: Orderer, product: ReportProduct): Promise<string | undefined> {
  if (!(await companyProductCodes(ctx.db, orderer.customerId)).has(product.code)) return `Your company is not set up to order the ${product.name}`;
  if (!(await groupsGrantProduct(ctx.db, orderer.userId, product.code))) return ADMIN_MESSAGES.productNotGranted(product.name);
  return undefined;
}

/**
 * A claimed chunk of rows: each row's order (checked when the file was read) pulled from the data
 * source with the row's idempotency key (<batchId>:<rowNumber>) and the answer kept in the row
 * (encrypted) the moment it returns; a row an earlier claim pulled and kept is finished from that,
 * without a call. A slice at a time, as each fills (while the chunk's other rows are pulled), the
 * rows still held marked completed with their inquiries (id = row id), audit events and what the
 * product keeps beside them, and the rows that failed marked so. So a crash repeats only the calls in flight. Answers whether the batch ended.
 */
export async function processClaim(ctx: AppContext, claim: Claim, correlationId: string, log: BatchLog): Promise<{ ended: boolean }> {
  const { batch, token } = claim;
  const product = productByKey(batch.product)!;
  const adapter = adapterOf(product.key);
  const orderer: Orderer = { customerId: batch.customerId, userId: batch.userId, username: batch.username };
  const outcomes: RowOutcome[] = [];
  const pulls = new Map<string, Pull>();
  const keep = keeperOf(ctx);

  const refused = await refusal(ctx, orderer, product);
  const members = new Map<string, Promise<{ memberNumber: string; name: string } | undefined>>();
  const memberOf = (n: string) => {
    if (!members.has(n)) members.set(n, findActiveMember(ctx.db, orderer.customerId, n));
    return members.get(n)!;
  };

  const pullRow = async (row: ClaimedRow) => {
    // a row pulled before a crash was billed: it is finished from its kept pull, whatever changed since
    if (refused && !row.pullEnc) {
      outcomes.push({ kind: 'failed', rowId: row.id, message: refused, trackingId: correlationId });
      return;
    }
    try {
      const body = storedRowRequest(ctx.cipher, row);
      const kept = row.pullEnc ? openPull(ctx.cipher, { id: row.id, pullEnc: row.pullEnc }) : undefined;
      const accountNumber = adapter.accountNumberOf?.(body);
      const member = kept ? kept.member : accountNumber === undefined ? undefined : await memberOf(accountNumber);
      if (!kept && accountNumber !== undefined && !member) {
        outcomes.push({ kind: 'failed', rowId: row.id, message: `'${accountNumber}' is no longer an active account number of your company`, trackingId: correlationId });
        return;
      }
      const order: CheckedOrder<unknown> = {
        id: row.id,
        product,
        adapter,
        body,
        permissiblePurpose: adapter.permissiblePurposeOf(body) ?? '',
        member: member ? { memberNumber: member.memberNumber, name: member.name } : undefined,
        customerReferenceNumber: adapter.referenceOf(body) || orderer.username,
        subject: adapter.subjectOf(body),
      };
      // stored with the consumer's match key, so an order after the batch is offered this report (docs/careful-pulls.md)
      const consumerKey = consumerKeyOf(ctx, product.key, order.subject);
      if (consumerKey) order.consumerKey = consumerKey;
      // a row the submitter chose to pull again although a recent report answered it: its audit event names both, as a single order's does
      if (row.reuseInquiryId && batch.reuseChoice === 'pull') order.duplicateOf = { inquiryIds: [row.reuseInquiryId], reason: batch.reuseReason ?? '' };
      let pull: Pull;
      if (kept) {
        pull = { order, pulled: kept.pulled, createdAt: new Date(kept.pulledAt) };
      } else {
        // a row this claim lost (its lease ran out while it stalled) is another claim's to pull
        if (!(await mayPull(ctx.db, row.id, token))) return;
        const pulled = await adapter.pull(ctx, body, {
          customerId: orderer.customerId,
          member: order.member,
          customerReferenceNumber: order.customerReferenceNumber,
          idempotencyKey: `${batch.id}:${row.rowNumber}`,
        });
        pull = { order, pulled, createdAt: new Date() };
        ctx.metrics.pull(product.key, 'batch');
        // kept the moment it returns: a crash from here on repeats no call for this row
        if (!(await keep(row.id, token, sealPull(ctx.cipher, row.id, { pulled, pulledAt: pull.createdAt.toISOString(), member: order.member })))) return;
      }
      pulls.set(row.id, pull);
      outcomes.push({ kind: 'completed', rowId: row.id, reportStatus: pull.pulled.status, keyFindings: product.batch!.keyFindings(pull.pulled.dataSourceResponse), trackingId: row.id });
    } catch (err) {
      if (err instanceof DataSourceUnavailableError && row.attempts < ROW_ATTEMPTS) {
        outcomes.push({ kind: 'retry', rowId: row.id, afterSeconds: 30 * row.attempts, message: `The ${err.source} did not answer; the row is tried again.` });
      } else if (err instanceof DataSourceUnavailableError || err instanceof HttpError) {
        const message = err instanceof DataSourceUnavailableError ? `The ${err.source} did not answer after ${ROW_ATTEMPTS} attempts.` : err.message;
        outcomes.push({ kind: 'failed', rowId: row.id, message, trackingId: correlationId });
      } else if (isDatabaseUnavailable(err)) {
        // the database went away (a restart): not the row's fault; the chunk ends and its lease brings the row back
        throw err;
      } else {
        // a fault of ours: the row fails (re-runnable) rather than the chunk being retried for ever
        log.error({ err, batchId: batch.id, rowNumber: row.rowNumber, correlationId }, 'batch row failed unexpectedly');
        outcomes.push({ kind: 'failed', rowId: row.id, message: 'An unexpected error has occurred.', trackingId: correlationId });
      }
    }
  };

  // stored a slice at a time, each in one statement (storeSlice): the rows every process storing this
  // batch writes are held for that statement's end and its commit only, so the processes' slices
  // overlap everywhere else (docs/decisions.md, issue 29). A product that stores more beside its
  // inquiries (afterStore) does so in the slice's transaction, after it.
  const storeOne = async (slice: RowOutcome[]): Promise<{ ended: boolean }> => {
    const completed = slice.filter((o) => o.kind === 'completed').map((o) => pulls.get(o.rowId)!);
    const events: { rowId?: string; event: AuditEvent }[] = completed.map((p) => {
      const event = orderedAuditEvent(orderer, p.order);
      return { rowId: p.order.id, event: { ...event, details: { ...event.details, batchId: batch.id }, correlationId } };
    });
    const failures = slice.filter((o) => o.kind === 'failed').length;
    if (failures > 0) events.push({ event: { action: 'batch.rows-failed', outcome: 'failure', customerId: orderer.customerId, actorUserId: orderer.userId, actorUsername: orderer.username, targetType: 'batch', targetId: batch.id, details: { rows: failures }, correlationId } });
    const toStore: Slice = {
      batchId: batch.id,
      token,
      outcomes: slice,
      inquiries: completed.map((p) => storedInquiryOf(ctx, orderer, p.order, p.pulled, p.createdAt)),
      events,
    };
    const afterStore = adapter.afterStore;
    if (!afterStore) return storeSlice(ctx.db, toStore);
    return ctx.db.transaction(async (tx) => {
      const done = await storeSlice(tx as never, toStore);
      for (const p of completed.filter((c) => done.stored.has(c.order.id))) {
        await afterStore(tx as never, { inquiryId: p.order.id, customerId: orderer.customerId, username: orderer.username, createdAt: p.createdAt, subjectName: p.order.subject.consumerName }, p.pulled.dataSourceResponse);
      }
      return done;
    });
  };

  // each full slice is stored while the chunk's other rows are still being pulled (one slice at a
  // time, in order): the loop's pulls do not stop while it stores
  let ended = false;
  let handed = 0;
  let storing: Promise<void> = Promise.resolve();
  const storeUpTo = (end: number) => {
    const slice = outcomes.slice(handed, end);
    handed = end;
    storing = storing.then(async () => {
      ended ||= (await storeOne(slice)).ended;
    });
    storing.catch(() => undefined); // awaited below; a failure ends the chunk there
  };
  await eachWithConcurrency(claim.rows, PULLS_AT_ONCE, async (row) => {
    await inSpan(ctx, 'batch.row', { 'creditdesk.product': product.key, 'creditdesk.batch.row_attempt': row.attempts }, async (span) => {
      await pullRow(row);
      if (span) span.setAttribute('creditdesk.batch.row_state', outcomes.findLast((o) => o.rowId === row.id)?.kind ?? 'skipped');
    });
    if (outcomes.length - handed >= STORE_SLICE) storeUpTo(handed + STORE_SLICE);
  });
  while (handed < outcomes.length) storeUpTo(Math.min(handed + STORE_SLICE, outcomes.length));
  await storing;
  for (const o of outcomes) ctx.metrics.batchRow(o.kind);
  // the company's webhooks hear of the end; if this process dies first, the periodic check tells it
  if (ended) await queueBatchesEnded(ctx.db, { batchId: batch.id }).catch((err: unknown) => log.error({ err, batchId: batch.id, correlationId }, 'batch end: webhook event not queued yet'));
  return { ended };
}
