import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, lt, lte, or, sql } from 'drizzle-orm';
import { PM_ALERTS_SORT, PM_WATCH_LIST_SORT, type PmAlert, type PmAlertType, type PmWatchConsumer, type SortOrder, isDefaultSort } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { orderByOf } from '../../db/order-by.js';
import { pmAlerts, pmWatchEntries } from '../../db/schema/index.js';
import type { FieldCipher } from '../../lib/field-cipher.js';
import type { BureauAlert } from '../../datasources/pmalerts.js';
import { containsPattern } from '../admin/shared/admin-context.js';
import { emitWebhookEvent } from '../webhooks/webhook-events.js';

/*
 * The watch list and its alerts (docs/products/pmalerts.md). Every call takes the company first and
 * reads or changes only its rows: another company's entry or alert is simply not found.
 */

export type WatchEntryRow = typeof pmWatchEntries.$inferSelect;
const identityContext = (id: string) => `pm_watch_entries:${id}:identity`;
const detailsContext = (id: string) => `pm_alerts:${id}:details`;

export const decryptIdentity = (cipher: FieldCipher, row: Pick<WatchEntryRow, 'id' | 'identityEnc'>): PmWatchConsumer => JSON.parse(cipher.decrypt(row.identityEnc, identityContext(row.id))) as PmWatchConsumer;

export type NewWatchEntry = { accountNumber: string; customerReferenceNumber: string; consumer: PmWatchConsumer; addedBy: { userId: string; username: string }; monitoredThrough: string };

/** Inserts the entry (identity encrypted, bound to the row); undefined when the consumer is already watched on that account number. */
export async function insertWatchEntry(db: Db, cipher: FieldCipher, customerId: string, e: NewWatchEntry): Promise<WatchEntryRow | undefined> {
  const id = randomUUID();
  const c = e.consumer;
  const [row] = await db
    .insert(pmWatchEntries)
    .values({
      id,
      customerId,
      accountNumber: e.accountNumber,
      customerReferenceNumber: e.customerReferenceNumber,
      consumerName: [c.firstName, c.middleName, c.lastName].filter(Boolean).join(' ').toUpperCase(),
      ssnLast4: c.ssn.slice(-4),
      identityEnc: cipher.encrypt(JSON.stringify(c), identityContext(id)),
      addedBy: e.addedBy.userId,
      addedByUsername: e.addedBy.username,
      monitoredThrough: e.monitoredThrough,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findWatchEntry(db: Db, customerId: string, id: string): Promise<WatchEntryRow | undefined> {
  const [row] = await db.select().from(pmWatchEntries).where(and(eq(pmWatchEntries.customerId, customerId), eq(pmWatchEntries.id, id)));
  return row;
}

/** Removes the entry and (cascade) its alerts; false when the company has no such entry. */
export async function deleteWatchEntry(db: Db, customerId: string, id: string): Promise<WatchEntryRow | undefined> {
  const [row] = await db.delete(pmWatchEntries).where(and(eq(pmWatchEntries.customerId, customerId), eq(pmWatchEntries.id, id))).returning();
  return row;
}

export async function countWatchEntries(db: Db, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pmWatchEntries).where(eq(pmWatchEntries.customerId, customerId));
  return Number(row.n);
}

/** A page of the watch list, newest first, by name, reference, account number or the SSN's last four; with each entry's alert count. */
export type WatchListSort = SortOrder<(typeof PM_WATCH_LIST_SORT.columns)[number]>;
export type AlertsSort = SortOrder<(typeof PM_ALERTS_SORT.columns)[number]>;

export async function pageWatchEntries(db: Db, customerId: string, q: { search: string; pageNumber: number; pageSize: number; sort?: WatchListSort }) {
  const like = containsPattern(q.search);
  const where = and(
    eq(pmWatchEntries.customerId, customerId),
    q.search ? or(ilike(pmWatchEntries.consumerName, like), ilike(pmWatchEntries.customerReferenceNumber, like), ilike(pmWatchEntries.accountNumber, like), eq(pmWatchEntries.ssnLast4, q.search)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(pmWatchEntries).where(where);
  // the columns named with their tables: drizzle writes a column of a one-table select unqualified, and
  // `watch_entry_id = id` inside the subquery compared the alert's own id (every count read 0, issue 33)
  const alertCount = sql<number>`(select count(*) from pm_alerts a where a.watch_entry_id = "pm_watch_entries"."id")`;
  const sortColumns = {
    consumerName: pmWatchEntries.consumerName,
    accountNumber: pmWatchEntries.accountNumber,
    customerReferenceNumber: pmWatchEntries.customerReferenceNumber,
    addedAt: pmWatchEntries.addedAt,
    addedBy: pmWatchEntries.addedByUsername,
    alertCount,
  };
  const rows = await db
    .select({ entry: pmWatchEntries, alertCount: alertCount.mapWith(Number) })
    .from(pmWatchEntries)
    .where(where)
    .orderBy(...orderByOf(q.sort ?? PM_WATCH_LIST_SORT.defaultOrder, sortColumns, pmWatchEntries.id, { caseBlind: ['consumerName', 'customerReferenceNumber', 'addedBy'] }))
    .limit(q.pageSize)
    .offset((q.pageNumber - 1) * q.pageSize);
  return { rows, totalCount: Number(total.n) };
}

/** The company's entries whose alerts are not collected up to `today`. */
export async function entriesBehind(db: Db, customerId: string, today: string): Promise<WatchEntryRow[]> {
  return db.select().from(pmWatchEntries).where(and(eq(pmWatchEntries.customerId, customerId), lt(pmWatchEntries.monitoredThrough, today)));
}

/** The day after which the bureau reports nothing more on an entry (a death was reported). */
export const MONITORING_ENDED = '9999-12-31';

/**
 * Stores what the bureau reported on an entry from the day after `from` to `through`, and moves its
 * `monitoredThrough` there, in one transaction. Idempotent: a day two processes collect at once is
 * stored once (the unique key), and the mark only moves forward.
 */
export async function storeCollected(db: Db, cipher: FieldCipher, entry: WatchEntryRow, alerts: readonly BureauAlert[], through: string): Promise<void> {
  const ended = alerts.some((a) => a.type === 'deceased');
  await db.transaction(async (tx) => {
    if (alerts.length > 0) {
      const stored = await tx
        .insert(pmAlerts)
        .values(
          alerts.map((a) => {
            const id = randomUUID();
            return { id, customerId: entry.customerId, watchEntryId: entry.id, alertDate: a.date, alertType: a.type, detailsEnc: cipher.encrypt(JSON.stringify({ summary: a.summary, details: a.details }), detailsContext(id)) };
          }),
        )
        .onConflictDoNothing()
        .returning({ id: pmAlerts.id, alertType: pmAlerts.alertType });
      // the company's webhooks, in this transaction: only alerts stored now (one collected twice is not new)
      for (const alert of stored) {
        await emitWebhookEvent(tx, { customerId: entry.customerId, type: 'pmalert.created', data: { alertId: alert.id, watchEntryId: entry.id, kind: alert.alertType } });
      }
    }
    await tx
      .update(pmWatchEntries)
      .set({ monitoredThrough: ended ? MONITORING_ENDED : through })
      .where(and(eq(pmWatchEntries.id, entry.id), lt(pmWatchEntries.monitoredThrough, ended ? MONITORING_ENDED : through)));
  });
}

export type AlertFilter = { fromDate: string; toDate: string; alertType?: PmAlertType; watchEntryId?: string };

const alertWhere = (customerId: string, f: AlertFilter) =>
  and(
    eq(pmAlerts.customerId, customerId),
    gte(pmAlerts.alertDate, f.fromDate),
    lte(pmAlerts.alertDate, f.toDate),
    f.alertType ? eq(pmAlerts.alertType, f.alertType) : undefined,
    f.watchEntryId ? eq(pmAlerts.watchEntryId, f.watchEntryId) : undefined,
  );

const alertColumns = {
  id: pmAlerts.id,
  watchEntryId: pmAlerts.watchEntryId,
  alertDate: pmAlerts.alertDate,
  alertType: pmAlerts.alertType,
  detailsEnc: pmAlerts.detailsEnc,
  consumerName: pmWatchEntries.consumerName,
  ssnLast4: pmWatchEntries.ssnLast4,
  accountNumber: pmWatchEntries.accountNumber,
  customerReferenceNumber: pmWatchEntries.customerReferenceNumber,
};
type AlertRow = { [K in keyof typeof alertColumns]: string };

const alertOf = (cipher: FieldCipher, r: AlertRow): PmAlert => {
  const facts = JSON.parse(cipher.decrypt(r.detailsEnc, detailsContext(r.id))) as { summary: string; details: PmAlert['details'] };
  return {
    id: r.id,
    watchEntryId: r.watchEntryId,
    consumerName: r.consumerName,
    ssnMasked: `***-**-${r.ssnLast4}`,
    accountNumber: r.accountNumber,
    customerReferenceNumber: r.customerReferenceNumber,
    type: r.alertType as PmAlertType,
    alertDate: r.alertDate,
    ...facts,
  };
};

/** A page of alerts, newest first; `pageSize` undefined: all of them (a report's). */
/** What each sortable column of the alerts (PM_ALERTS_SORT) is read from. */
const ALERT_SORT_COLUMNS = {
  alertDate: pmAlerts.alertDate,
  consumerName: pmWatchEntries.consumerName,
  accountNumber: pmWatchEntries.accountNumber,
  customerReferenceNumber: pmWatchEntries.customerReferenceNumber,
  type: pmAlerts.alertType,
};

export async function pageAlerts(
  db: Db,
  cipher: FieldCipher,
  customerId: string,
  f: AlertFilter,
  page?: { pageNumber: number; pageSize: number; sort?: AlertsSort },
): Promise<{ alerts: PmAlert[]; totalCount: number }> {
  const where = alertWhere(customerId, f);
  const [total] = await db.select({ n: count() }).from(pmAlerts).where(where);
  const query = db
    .select(alertColumns)
    .from(pmAlerts)
    .innerJoin(pmWatchEntries, eq(pmWatchEntries.id, pmAlerts.watchEntryId))
    .where(where)
    .orderBy(
      ...(page?.sort && !isDefaultSort(PM_ALERTS_SORT, page.sort)
        ? orderByOf(page.sort, ALERT_SORT_COLUMNS, pmAlerts.id, { caseBlind: ['consumerName', 'customerReferenceNumber'] })
        : [desc(pmAlerts.alertDate), asc(pmWatchEntries.consumerName), asc(pmAlerts.alertType), asc(pmAlerts.id)]),
    );
  const rows = page ? await query.limit(page.pageSize).offset((page.pageNumber - 1) * page.pageSize) : await query;
  return { alerts: rows.map((r) => alertOf(cipher, r as AlertRow)), totalCount: Number(total.n) };
}

export async function findAlert(db: Db, cipher: FieldCipher, customerId: string, id: string): Promise<PmAlert | undefined> {
  const [row] = await db
    .select(alertColumns)
    .from(pmAlerts)
    .innerJoin(pmWatchEntries, eq(pmWatchEntries.id, pmAlerts.watchEntryId))
    .where(and(eq(pmAlerts.customerId, customerId), eq(pmAlerts.id, id)));
  return row ? alertOf(cipher, row as AlertRow) : undefined;
}
