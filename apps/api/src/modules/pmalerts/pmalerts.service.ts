import { API_MESSAGES, PMLT_PRODUCT, PM_ALERTS_LIMITS, PM_ALERTS_MESSAGES, type PmWatchEntry, addDays, pmAlertRange, pmAlertsMessage, todayIso, ADMIN_MESSAGES } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import type { Act } from '../admin/shared/admin-context.js';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { groupsGrantProduct } from '../admin/groups/group-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { companyProductCodes, findActiveMember } from '../products/products.repository.js';
import { fieldError } from '../reports/order-steps.js';
import { collectAlerts } from './pm-monitoring.js';
import {
  type AlertsSort,
  type WatchListSort,
  type AlertFilter,
  type NewWatchEntry,
  type WatchEntryRow,
  countWatchEntries,
  decryptIdentity,
  deleteWatchEntry,
  findAlert,
  findWatchEntry,
  insertWatchEntry,
  pageAlerts,
  pageWatchEntries,
} from './pmalerts.repository.js';

export const WATCH_ENTRY_UNKNOWN = 'is not a consumer on your watch list';

export type PmAct = Act;

/** As every product: the company holds PM Alerts and a group of the user grants it (403 otherwise). */
export async function assertMayMonitor({ ctx, caller }: PmAct): Promise<void> {
  if (!(await companyProductCodes(ctx.db, caller.customerId)).has(PMLT_PRODUCT.code)) throw forbidden(API_MESSAGES.products.notSetUp(PMLT_PRODUCT.name));
  if (!(await groupsGrantProduct(ctx.db, caller.userId, PMLT_PRODUCT.code))) throw forbidden(ADMIN_MESSAGES.productNotGranted(PMLT_PRODUCT.name));
}

/** Every read and change of the watch list and its alerts is audited: who, what, which entry or alert, never the SSN. */
function audit(act: PmAct, action: string, targetType: 'pm-watch-entry' | 'pm-alert' | 'pm-alerts', targetId: string, details: Record<string, unknown> = {}) {
  return recordAudit(act.ctx.db, {
    action,
    customerId: act.caller.customerId,
    actorUserId: act.caller.userId,
    actorUsername: act.caller.username,
    targetType,
    targetId,
    details: { product: PMLT_PRODUCT.code, ...details },
    correlationId: act.meta.correlationId,
    ip: act.meta.ip,
  });
}

const entryView = (row: WatchEntryRow, identity: ReturnType<typeof decryptIdentity>, alertCount: number): PmWatchEntry => ({
  id: row.id,
  consumerName: row.consumerName,
  ssnMasked: `***-**-${row.ssnLast4}`,
  birthYear: identity.dateOfBirth.slice(0, 4),
  address: `${identity.address.line1}, ${identity.address.city}, ${identity.address.state} ${identity.address.zip}`,
  accountNumber: row.accountNumber,
  customerReferenceNumber: row.customerReferenceNumber,
  addedAt: row.addedAt.toISOString(),
  addedBy: row.addedByUsername,
  alertCount,
});

export async function listWatchEntries(act: PmAct, q: { search: string; pageNumber: number; pageSize: number; sort?: WatchListSort }) {
  await assertMayMonitor(act);
  // the counts are those of the alerts the list below shows: collected up to today first (issue 33)
  await collectAlerts(act.ctx, act.caller.customerId);
  const { rows, totalCount } = await pageWatchEntries(act.ctx.db, act.caller.customerId, q);
  await audit(act, 'pm-alerts.watchlist-viewed', 'pm-alerts', act.caller.customerId, { search: q.search ? 'given' : 'none', pageNumber: q.pageNumber, shown: rows.length });
  return { data: rows.map((r) => entryView(r.entry, decryptIdentity(act.ctx.cipher, r.entry), r.alertCount)), totalCount, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/**
 * Puts a consumer under watch on an active account number of the company. Monitoring starts with
 * the bureau's look-back (the last 30 days), collected at once so the first alerts show now.
 */
export async function addWatchEntry(act: PmAct, body: { accountNumber: string; customerReferenceNumber?: string; consumer: NewWatchEntry['consumer'] }) {
  await assertMayMonitor(act);
  const { ctx, caller } = act;
  if (!(await findActiveMember(ctx.db, caller.customerId, body.accountNumber))) throw fieldError('accountNumber', `'${body.accountNumber}' is not an active account number of your company`);
  const today = todayIso();
  const row = await insertWatchEntry(ctx.db, ctx.cipher, caller.customerId, {
    accountNumber: body.accountNumber,
    customerReferenceNumber: body.customerReferenceNumber || caller.username,
    consumer: body.consumer,
    addedBy: { userId: caller.userId, username: caller.username },
    monitoredThrough: addDays(today, -PM_ALERTS_LIMITS.lookBackDays - 1),
  });
  if (!row) throw new HttpError(409, PM_ALERTS_MESSAGES.alreadyWatched);
  await audit(act, 'pm-alerts.watch-added', 'pm-watch-entry', row.id, { accountNumber: row.accountNumber });
  await collectAlerts(ctx, caller.customerId, today);
  const { totalCount } = await pageAlerts(ctx.db, ctx.cipher, caller.customerId, { fromDate: '0001-01-01', toDate: today, watchEntryId: row.id }, { pageNumber: 1, pageSize: 1 });
  return { entry: entryView(row, body.consumer, totalCount), message: PM_ALERTS_MESSAGES.added(row.consumerName) };
}

export async function removeWatchEntry(act: PmAct, entryId: string) {
  await assertMayMonitor(act);
  const row = await deleteWatchEntry(act.ctx.db, act.caller.customerId, entryId);
  if (!row) throw notFound(PM_ALERTS_MESSAGES.notFound);
  await audit(act, 'pm-alerts.watch-removed', 'pm-watch-entry', row.id, { accountNumber: row.accountNumber });
  return { message: PM_ALERTS_MESSAGES.removed(row.consumerName) };
}

/** The alerts of the criteria (collected up to today first), with the message of their state. */
export async function alertsOf(ctx: AppContext, customerId: string, criteria: Partial<AlertFilter>, page?: { pageNumber: number; pageSize: number; sort?: AlertsSort }) {
  await collectAlerts(ctx, customerId);
  const filter: AlertFilter = { ...criteria, ...pmAlertRange(criteria) };
  const watchedCount = await countWatchEntries(ctx.db, customerId);
  const { alerts, totalCount } = await pageAlerts(ctx.db, ctx.cipher, customerId, filter, page);
  return { filter, watchedCount, alerts, totalCount, message: pmAlertsMessage(watchedCount, totalCount).content };
}

export async function listAlerts(act: PmAct, q: Partial<AlertFilter> & { pageNumber: number; pageSize: number; sort?: AlertsSort }) {
  await assertMayMonitor(act);
  const { pageNumber, pageSize, sort, ...criteria } = q;
  // another company's (or a removed) entry named as the filter: a 400 on the field, nothing collected
  await assertWatchEntryKnown(act, criteria.watchEntryId);
  const found = await alertsOf(act.ctx, act.caller.customerId, criteria, { pageNumber, pageSize, sort });
  await audit(act, 'pm-alerts.alerts-viewed', 'pm-alerts', act.caller.customerId, { ...found.filter, pageNumber, shown: found.alerts.length });
  return { data: found.alerts, totalCount: found.totalCount, pageNumber, pageSize, watchedCount: found.watchedCount, message: found.message };
}

/** A watch entry named in the criteria must be one of the company's: a 400 on the field otherwise. */
async function assertWatchEntryKnown(act: PmAct, watchEntryId: string | undefined) {
  if (watchEntryId && !(await findWatchEntry(act.ctx.db, act.caller.customerId, watchEntryId))) {
    throw badRequest(API_MESSAGES.invalid.field('querystring.watchEntryId', WATCH_ENTRY_UNKNOWN), { fields: [{ field: 'querystring.watchEntryId', message: WATCH_ENTRY_UNKNOWN }] });
  }
}

/** The alerts of the criteria in the order asked, a batch at a time (their CSV); the same checks as the list's. */
export async function alertsBatches(act: PmAct, q: Partial<AlertFilter> & { sort?: AlertsSort }) {
  await assertMayMonitor(act);
  const { sort, ...criteria } = q;
  await assertWatchEntryKnown(act, criteria.watchEntryId);
  // offsets come in whole batches: the batch's page number is its offset over its size, plus one
  return async (offset: number, limit: number) => (await alertsOf(act.ctx, act.caller.customerId, criteria, { pageNumber: offset / limit + 1, pageSize: limit, sort })).alerts;
}

export async function readAlert(act: PmAct, alertId: string) {
  await assertMayMonitor(act);
  const alert = await findAlert(act.ctx.db, act.ctx.cipher, act.caller.customerId, alertId);
  if (!alert) throw notFound(PM_ALERTS_MESSAGES.alertNotFound);
  await audit(act, 'pm-alerts.alert-viewed', 'pm-alert', alert.id, { type: alert.type, watchEntryId: alert.watchEntryId });
  return alert;
}
