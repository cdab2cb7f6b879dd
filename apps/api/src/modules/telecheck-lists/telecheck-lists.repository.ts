import { and, count, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import {
  type SortOrder,
  TELECHECK_LIST_SORT,
  type TelecheckEntrySource,
  type TelecheckEntryStatus,
  type TelecheckListItem,
  type TelecheckListType,
} from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { orderByOf } from '../../db/order-by.js';
import { telecheckListEntries } from '../../db/schema/index.js';

export type TelecheckEntryRow = typeof telecheckListEntries.$inferSelect;
export type NewTelecheckEntry = typeof telecheckListEntries.$inferInsert;

/** A list's search: keywords over the entry's words, placement days (UTC, inclusive), who placed it. */
export type TelecheckListFilter = { keyWords?: string; fromDate?: string; toDate?: string; placedBy?: string };

export const itemOfRow = (row: TelecheckEntryRow): TelecheckListItem => ({
  id: row.id,
  type: row.type as TelecheckListType,
  checkNumber: row.checkNumber,
  amount: row.amountCents / 100,
  routingNumber: row.routingNumber,
  accountMasked: `****${row.accountLast4}`,
  consumerName: row.consumerName,
  placedAt: row.placedAt.toISOString(),
  status: row.status as TelecheckEntryStatus,
  placedBy: row.placedBy,
  source: row.source as TelecheckEntrySource,
  inquiryId: row.inquiryId,
});

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditionsOf(customerId: string, type: TelecheckListType, filter: TelecheckListFilter): SQL[] {
  const e = telecheckListEntries;
  const where: SQL[] = [eq(e.customerId, customerId), eq(e.type, type)];
  if (filter.fromDate) where.push(gte(e.placedAt, new Date(`${filter.fromDate}T00:00:00Z`)));
  if (filter.toDate) where.push(lt(e.placedAt, nextDay(filter.toDate)));
  if (filter.placedBy) where.push(eq(e.placedBy, filter.placedBy));
  for (const word of (filter.keyWords ?? '').split(/\s+/).filter(Boolean)) {
    const like = `%${escapeLike(word)}%`;
    where.push(or(ilike(e.consumerName, like), ilike(e.checkNumber, like), ilike(e.routingNumber, like), ilike(e.accountLast4, like), ilike(e.placedBy, like), ilike(e.status, like))!);
  }
  return where;
}

/** What each sortable column of the lists (TELECHECK_LIST_SORT) is read from. */
const SORT_COLUMNS = {
  placedAt: telecheckListEntries.placedAt,
  checkNumber: telecheckListEntries.checkNumber,
  amount: telecheckListEntries.amountCents,
  consumerName: telecheckListEntries.consumerName,
  status: telecheckListEntries.status,
  placedBy: telecheckListEntries.placedBy,
};

/** A page of a company's list, newest placement first unless sorted; `size` 0 answers every entry (the PDF). */
export async function pageEntries(
  db: Db,
  customerId: string,
  type: TelecheckListType,
  filter: TelecheckListFilter,
  page: { page: number; size: number; sort?: SortOrder<(typeof TELECHECK_LIST_SORT.columns)[number]> },
) {
  const where = and(...conditionsOf(customerId, type, filter));
  const order = orderByOf(page.sort ?? TELECHECK_LIST_SORT.defaultOrder, SORT_COLUMNS, telecheckListEntries.id, { caseBlind: ['consumerName', 'placedBy'] });
  const query = db
    .select()
    .from(telecheckListEntries)
    .where(where)
    .orderBy(...order);
  const rows = page.size > 0 ? await query.limit(page.size).offset((page.page - 1) * page.size) : await query;
  const [{ n }] = await db.select({ n: count() }).from(telecheckListEntries).where(where);
  return { rows, total: Number(n) };
}

export async function insertEntries(db: Db, rows: readonly NewTelecheckEntry[]): Promise<TelecheckEntryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(telecheckListEntries).values([...rows]).returning();
}

/** One entry of the company's; another company's is not found. */
export async function findEntry(db: Db, customerId: string, id: string): Promise<TelecheckEntryRow | undefined> {
  const [row] = await db.select().from(telecheckListEntries).where(and(eq(telecheckListEntries.id, id), eq(telecheckListEntries.customerId, customerId)));
  return row;
}

export async function deleteEntry(db: Db, customerId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(telecheckListEntries).where(and(eq(telecheckListEntries.id, id), eq(telecheckListEntries.customerId, customerId))).returning({ id: telecheckListEntries.id });
  return deleted.length > 0;
}

/** The entries placed from one report of the company's. */
export async function entriesOfInquiry(db: Db, customerId: string, inquiryId: string): Promise<TelecheckEntryRow[]> {
  return db.select().from(telecheckListEntries).where(and(eq(telecheckListEntries.customerId, customerId), eq(telecheckListEntries.inquiryId, inquiryId)));
}
