import { randomUUID } from 'node:crypto';
import {
  API_MESSAGES,
  ADMIN_MESSAGES,
  TELECHECK_DELETED_MESSAGES,
  TELECHECK_ENTRY_NOUNS,
  TELECHECK_LIST_PRODUCT_CODES,
  type TelecheckListItem,
  type TelecheckListType,
  type TelecheckPlacementEntry,
  productNameOf,
  telecheckDataSourceResponseSchema,
  telecheckPlacementEntrySchema,
} from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { HttpError, forbidden, notFound } from '../../lib/http-error.js';
import type { FieldCipher } from '../../lib/field-cipher.js';
import { groupsGrantProduct } from '../admin/groups/group-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { companyProductCodes } from '../products/products.repository.js';
import { findInquiry } from '../reports/inquiries.repository.js';
import { assertMayReadInquiry } from '../reports/inquiry-access.js';
import type { TelecheckOrderIdentity } from '../reports/products/telecheck/telecheck.adapter.js';
import { storedIdentity, storedReportData } from '../reports/stored-inquiry.js';
import { type NewTelecheckEntry, deleteEntry, entriesOfInquiry, findEntry, insertEntries, itemOfRow } from './telecheck-lists.repository.js';

type Meta = { correlationId: string; ip?: string };

/** The associated data binding an entry's encrypted account number to its row. */
export const accountContext = (id: string) => `telecheck_list_entries:${id}:account`;

/**
 * May this caller read (and change) a list: the company holds one of its product codes and a group
 * of the caller's grants one (TLKC or TCCN for collections, TLKN or TCCN for negatives). 403 otherwise.
 */
export async function assertListAccess(db: Db, caller: Caller, type: TelecheckListType): Promise<void> {
  const codes = TELECHECK_LIST_PRODUCT_CODES[type];
  const name = productNameOf(codes[0]);
  const held = await companyProductCodes(db, caller.customerId);
  if (!codes.some((c) => held.has(c))) throw forbidden(API_MESSAGES.telecheckLists.notSetUp(name));
  for (const code of codes) if (held.has(code) && (await groupsGrantProduct(db, caller.userId, code))) return;
  throw forbidden(ADMIN_MESSAGES.productNotGranted(name));
}

/** Who placed a batch of entries: a user from a report's page, or a processed input file. */
export type PlacementSource = { kind: 'report'; userId: string; username: string; inquiryId: string } | { kind: 'file'; fileName: string; userId?: string; username?: string };

export type RecordedPlacements = { recorded: TelecheckListItem[]; rejected: { index: number; message: string }[] };

/**
 * Records checks a company placed on a TeleCheck list: each entry checked with the contracts' rules
 * (an entry that breaks one is rejected, named by its index, the others kept), the checking account
 * number encrypted and bound to its row, one audit event for the lot. File transfer calls this when a
 * TeleCheck collection-placement (type 'collections') or negative-item (type 'negatives') input file
 * is processed: `recordPlacements(ctx, { companyId, type, entries, source: { kind: 'file', fileName } })`.
 */
export async function recordPlacements(
  ctx: { db: Db; cipher: FieldCipher },
  input: { companyId: string; type: TelecheckListType; entries: readonly TelecheckPlacementEntry[]; source: PlacementSource; meta?: Meta },
): Promise<RecordedPlacements> {
  const rejected: RecordedPlacements['rejected'] = [];
  const rows: NewTelecheckEntry[] = [];
  input.entries.forEach((entry, index) => {
    const parsed = telecheckPlacementEntrySchema.safeParse(entry);
    if (!parsed.success) {
      rejected.push({ index, message: parsed.error.issues.map((i) => i.message).join('; ') });
      return;
    }
    const e = parsed.data;
    const id = randomUUID();
    rows.push({
      id,
      customerId: input.companyId,
      type: input.type,
      checkNumber: e.checkNumber,
      amountCents: Math.round(e.amount * 100),
      routingNumber: e.routingNumber,
      accountLast4: e.checkingAccountNumber.slice(-4),
      accountEncrypted: ctx.cipher.encrypt(e.checkingAccountNumber, accountContext(id)),
      consumerName: e.consumerName,
      ...(e.placedAt ? { placedAt: new Date(e.placedAt) } : {}),
      status: e.status ?? 'open',
      placedBy: input.source.kind === 'report' ? input.source.username : input.source.fileName,
      source: input.source.kind,
      inquiryId: input.source.kind === 'report' ? input.source.inquiryId : null,
    });
  });
  const stored = await ctx.db.transaction(async (tx) => {
    const inserted = await insertEntries(tx as never, rows);
    if (inserted.length > 0) {
      await recordAudit(tx as never, {
        action: 'telecheck.placed',
        customerId: input.companyId,
        actorUserId: input.source.userId ?? null,
        actorUsername: input.source.username ?? null,
        targetType: 'telecheck-list',
        targetId: input.type,
        details: { type: input.type, source: input.source.kind, entries: inserted.map((r) => r.id), ...(input.source.kind === 'file' ? { fileName: input.source.fileName } : { inquiryId: input.source.inquiryId }), rejected: rejected.length },
        correlationId: input.meta?.correlationId,
        ip: input.meta?.ip,
      });
    }
    return inserted;
  });
  return { recorded: stored.map(itemOfRow), rejected };
}

/**
 * Places the check of a declined TeleCheck report the caller may read on a list: from the stored
 * order (the full account number decrypted from it, kept encrypted again on the entry). A report
 * that is not a decline, or already on that list, is refused (409).
 */
export async function placeFromReport(ctx: AppContext, caller: Caller, body: { inquiryId: string; type: TelecheckListType }, meta: Meta): Promise<TelecheckListItem> {
  // another company's report is not found, whatever that company holds
  const row = await findInquiry(ctx.db, body.inquiryId);
  assertMayReadInquiry(caller, row);
  if (row.product !== 'telecheck') throw notFound(API_MESSAGES.telecheckLists.reportNotFound);
  await assertListAccess(ctx.db, caller, body.type);
  const report = telecheckDataSourceResponseSchema.parse(storedReportData(ctx.cipher, row)).value.telecheckReport;
  if (report.decision !== 'decline') throw new HttpError(409, API_MESSAGES.telecheckLists.onlyDeclined(report.reason));
  if ((await entriesOfInquiry(ctx.db, caller.customerId, row.id)).some((e) => e.type === body.type)) {
    throw new HttpError(409, API_MESSAGES.telecheckLists.alreadyListed(body.type));
  }
  const identity = storedIdentity(ctx.cipher, row) as TelecheckOrderIdentity;
  const { recorded } = await recordPlacements(ctx, {
    companyId: caller.customerId,
    type: body.type,
    entries: [
      {
        checkNumber: identity.check.checkNumber,
        amount: identity.check.amount,
        routingNumber: identity.check.routingNumber,
        checkingAccountNumber: identity.check.checkingAccountNumber,
        consumerName: `${identity.firstName} ${identity.lastName}`,
      },
    ],
    source: { kind: 'report', userId: caller.userId, username: caller.username, inquiryId: row.id },
    meta,
  });
  return recorded[0];
}

/** Deletes an entry of the caller's company (another company's: 404), audited; answers reports.md §8's message. */
export async function removeEntry(ctx: AppContext, caller: Caller, id: string, meta: Meta): Promise<{ message: string; type: TelecheckListType }> {
  const entry = await findEntry(ctx.db, caller.customerId, id);
  if (!entry) throw notFound(API_MESSAGES.telecheckLists.entryNotFound);
  const type = entry.type as TelecheckListType;
  await assertListAccess(ctx.db, caller, type);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteEntry(tx as never, caller.customerId, id))) throw notFound(API_MESSAGES.telecheckLists.entryNotFound);
    await recordAudit(tx as never, {
      action: 'telecheck.deleted',
      customerId: caller.customerId,
      actorUserId: caller.userId,
      actorUsername: caller.username,
      targetType: 'telecheck-entry',
      targetId: id,
      details: { type, what: TELECHECK_ENTRY_NOUNS[type], checkNumber: entry.checkNumber, account: `****${entry.accountLast4}` },
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
  });
  return { message: TELECHECK_DELETED_MESSAGES[type], type };
}

/** The entries placed from one report the caller may read. */
export async function placementsOfReport(ctx: AppContext, caller: Caller, inquiryId: string): Promise<TelecheckListItem[]> {
  assertMayReadInquiry(caller, await findInquiry(ctx.db, inquiryId));
  return (await entriesOfInquiry(ctx.db, caller.customerId, inquiryId)).map(itemOfRow);
}
