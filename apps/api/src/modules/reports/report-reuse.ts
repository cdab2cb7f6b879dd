import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { DUPLICATE_REPORT_CODE, type ExistingInquiry, REUSE_MESSAGES, isReuseChecked, productByKey } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { customers, reportInquiries, reportOrderClaims } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { inquiryScopeOf } from './inquiry-access.js';
import type { OrderMeta } from './order-steps.js';
import type { OrderSubject } from './products/product-adapter.js';

/*
 * Reuse instead of pulling twice (docs/careful-pulls.md). Before a checked product is pulled, the
 * company's reports of it on the same consumer within the company's window (report_reuse_days) are
 * looked up by the consumer's keyed hash; one the caller may read (My Reports' scope) answers 409
 * naming it, unless the order confirms a new pull with a reason (kept in its audit event). One the
 * caller may not read is not mentioned: the pull goes ahead. The check, the pull and the store run
 * under a claim on the consumer (report_order_claims), so identical orders in flight at once (a
 * double click, two tabs, two processes) pull once: the second waits for the first, then finds its
 * report.
 */

/** How the order names the consumer when it confirms a new pull. */
export type DuplicateConfirmation = { allowDuplicate?: boolean; duplicateReason?: string };

/** What a confirmed new pull adds to its order's audit event. */
export type DuplicateOf = { inquiryIds: string[]; reason: string };

const KEY_PURPOSE = 'report-consumer-v1';
/** A claim this old is a dead process's (a pull answers in seconds): taken over. */
const STALE_CLAIM_SECONDS = 300;
/** How long an order waits for an identical one in flight before answering 409 "being ordered". */
const WAIT_FOR_CLAIM_MS = 60_000;

const normalName = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The match key, the one declaration every order uses (single, several products, batch rows, API):
 * the product is its own column, the consumer is a keyed hash of the SSN's digits and the names
 * (case and spacing aside, any alphabet). Undefined: a product the check does not cover, or no SSN.
 */
export function consumerKeyOf(ctx: Pick<AppContext, 'cipher'>, product: string, subject: Pick<OrderSubject, 'ssn' | 'consumerName' | 'coApplicantName'>): string | undefined {
  const ssn = subject.ssn?.replace(/\D/g, '');
  if (!isReuseChecked(product) || !ssn) return undefined;
  return ctx.cipher.keyedHash([ssn, normalName(subject.consumerName), normalName(subject.coApplicantName ?? '')].join('|'), KEY_PURPOSE);
}

/** The company's reuse window in days (0: off). */
export async function reuseWindowDays(db: Db, customerId: string): Promise<number> {
  const [row] = await db.select({ days: customers.reportReuseDays }).from(customers).where(eq(customers.id, customerId));
  return row?.days ?? 0;
}

/** The newest report of the product on the consumer within the window that the caller may read (My Reports' scope). */
async function readableRecent(ctx: AppContext, caller: Caller, product: string, consumerKey: string, days: number): Promise<ExistingInquiry | undefined> {
  const scope = inquiryScopeOf(caller);
  const [row] = await ctx.db
    .select({ id: reportInquiries.id, consumerName: reportInquiries.consumerName, createdAt: reportInquiries.createdAt, username: reportInquiries.username, permissiblePurpose: reportInquiries.permissiblePurpose })
    .from(reportInquiries)
    .where(
      and(
        eq(reportInquiries.customerId, caller.customerId),
        eq(reportInquiries.product, product),
        eq(reportInquiries.consumerKey, consumerKey),
        isNull(reportInquiries.deletedAt),
        gt(reportInquiries.createdAt, sql`now() - make_interval(days => ${days})`),
        scope.userId ? eq(reportInquiries.userId, scope.userId) : undefined,
      ),
    )
    .orderBy(desc(reportInquiries.createdAt))
    .limit(1);
  if (!row) return undefined;
  return {
    inquiryId: row.id,
    product,
    productName: productByKey(product)?.name ?? product,
    consumerName: row.consumerName,
    createdAt: row.createdAt.toISOString(),
    orderedBy: row.username,
    permissiblePurpose: row.permissiblePurpose,
  };
}

type Claim = { product: string; consumerKey: string };

/** The map key of a claim in `withReuseCheck`'s duplicates. */
export const duplicateKeyOf = (c: Claim) => `${c.product}:${c.consumerKey}`;

/** The confirmation fields of a validated order body (the product's request declares them). */
export function confirmationOf(body: unknown): DuplicateConfirmation {
  if (typeof body !== 'object' || body === null) return {};
  const { allowDuplicate, duplicateReason } = body as Record<string, unknown>;
  return { allowDuplicate: allowDuplicate === true, ...(typeof duplicateReason === 'string' ? { duplicateReason } : {}) };
}

/** Takes the claim, or a dead process's; false while another order holds it. */
async function tryClaim(db: Db, customerId: string, claim: Claim, claimId: string): Promise<boolean> {
  const rows = await db
    .insert(reportOrderClaims)
    .values({ customerId, product: claim.product, consumerKey: claim.consumerKey, claimId })
    .onConflictDoUpdate({
      target: [reportOrderClaims.customerId, reportOrderClaims.product, reportOrderClaims.consumerKey],
      set: { claimId, claimedAt: sql`now()` },
      setWhere: lt(reportOrderClaims.claimedAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`),
    })
    .returning({ claimId: reportOrderClaims.claimId });
  return rows[0]?.claimId === claimId;
}

/** Waits (without holding a connection) while an identical order is in flight; 409 past the wait. */
async function claim(db: Db, customerId: string, claim: Claim, claimId: string): Promise<void> {
  const deadline = Date.now() + WAIT_FOR_CLAIM_MS;
  for (let delay = 20; !(await tryClaim(db, customerId, claim, claimId)); delay = Math.min(delay * 2, 500)) {
    if (Date.now() > deadline) throw new HttpError(409, REUSE_MESSAGES.stillOrdering);
    await sleep(delay);
  }
}

async function release(db: Db, customerId: string, claims: readonly Claim[], claimId: string): Promise<void> {
  for (const c of claims) {
    await db
      .delete(reportOrderClaims)
      .where(and(eq(reportOrderClaims.customerId, customerId), eq(reportOrderClaims.product, c.product), eq(reportOrderClaims.consumerKey, c.consumerKey), eq(reportOrderClaims.claimId, claimId)));
  }
}

/**
 * Runs `place` (the pulls and stores of an order's products) under the reuse check: each product
 * with a consumer key is claimed, then looked up; recent readable reports answer 409 unless the
 * order confirms. `place` gets what a confirmed pull adds to its audit events, by consumer key.
 */
export async function withReuseCheck<T>(
  ctx: AppContext,
  caller: Caller,
  keyed: readonly Claim[],
  confirmation: DuplicateConfirmation,
  meta: OrderMeta,
  place: (duplicates: ReadonlyMap<string, DuplicateOf>) => Promise<T>,
): Promise<T> {
  const days = keyed.length > 0 ? await reuseWindowDays(ctx.db, caller.customerId) : 0;
  if (days === 0) return place(new Map());
  // in one order everywhere, so two orders of several products never wait on each other
  const claims = [...keyed].sort((a, b) => (a.product + a.consumerKey < b.product + b.consumerKey ? -1 : 1));
  const claimId = randomUUID();
  const held: Claim[] = [];
  try {
    for (const c of claims) {
      await claim(ctx.db, caller.customerId, c, claimId);
      held.push(c);
    }
    const found: { claim: Claim; existing: ExistingInquiry }[] = [];
    for (const c of keyed) {
      const existing = await readableRecent(ctx, caller, c.product, c.consumerKey, days);
      if (existing) found.push({ claim: c, existing });
    }
    const existingInquiries = found.map((f) => f.existing);
    if (found.length > 0 && !(confirmation.allowDuplicate && confirmation.duplicateReason)) {
      await recordAudit(ctx.db, {
        action: 'report.reuse-offered',
        customerId: caller.customerId,
        actorUserId: caller.userId,
        actorUsername: caller.username,
        details: { existingInquiries: existingInquiries.map((e) => ({ inquiryId: e.inquiryId, product: e.product })), reuseWindowDays: days },
        correlationId: meta.correlationId,
        ip: meta.ip,
      });
      const [first] = existingInquiries;
      const message = found.length === 1 ? REUSE_MESSAGES.duplicate(first.consumerName, first.productName, first.createdAt, first.orderedBy) : REUSE_MESSAGES.duplicates(found.length);
      throw new HttpError(409, message, { code: DUPLICATE_REPORT_CODE, reuseWindowDays: days, existingInquiries });
    }
    const duplicates = new Map(found.map((f) => [duplicateKeyOf(f.claim), { inquiryIds: [f.existing.inquiryId], reason: confirmation.duplicateReason ?? '' }]));
    return await place(duplicates);
  } finally {
    await release(ctx.db, caller.customerId, held, claimId);
  }
}
