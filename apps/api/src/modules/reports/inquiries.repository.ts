import { and, count, eq, gte, ilike, isNull, lte, sql } from 'drizzle-orm';
import { MY_REPORTS_SORT, type SortOrder, isDefaultSort } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { keysetAfter, orderByOf } from '../../db/order-by.js';
import { preparedOnce } from '../../db/prepared.js';
import { customers, inquiryCounters, reportInquiries } from '../../db/schema/index.js';

export type InquiryRow = typeof reportInquiries.$inferSelect;
export type NewInquiry = typeof reportInquiries.$inferInsert;

/** Whose inquiries a caller sees: their own, or (userId undefined) the whole company's. */
export type InquiryScope = { customerId: string; userId?: string };

export type InquiryQuery = {
  pageNumber: number;
  pageSize: number;
  from?: Date;
  to?: Date;
  keyWords?: string;
  /** only the reports whose alerts are not resolved yet (docs/careful-pulls.md). */
  alertsUnresolved?: boolean;
  sort?: SortOrder<(typeof MY_REPORTS_SORT.columns)[number]>;
};

/** What each sortable column of My Reports (MY_REPORTS_SORT) is read from. */
const SORT_COLUMNS = {
  createdAt: reportInquiries.createdAt,
  productName: reportInquiries.product,
  consumerName: reportInquiries.consumerName,
  customerReferenceNumber: reportInquiries.customerReferenceNumber,
  accountNumber: reportInquiries.accountNumber,
  userName: reportInquiries.username,
  status: reportInquiries.status,
};

const listColumns = {
  id: reportInquiries.id,
  product: reportInquiries.product,
  consumerName: reportInquiries.consumerName,
  coApplicantName: reportInquiries.coApplicantName,
  ssnLast4: reportInquiries.ssnLast4,
  customerReferenceNumber: reportInquiries.customerReferenceNumber,
  accountNumber: reportInquiries.accountNumber,
  permissiblePurpose: reportInquiries.permissiblePurpose,
  username: reportInquiries.username,
  status: reportInquiries.status,
  outcome: reportInquiries.outcome,
  alertStatus: reportInquiries.alertStatus,
  createdAt: reportInquiries.createdAt,
};
export type InquiryListRow = { [K in keyof typeof listColumns]: InquiryRow[K] };

export async function insertInquiry(db: Db, row: NewInquiry): Promise<void> {
  await insertInquiries(db, [row]);
}

/** Several inquiries in one statement (a batch's chunk). */
export async function insertInquiries(db: Db, rows: readonly NewInquiry[]): Promise<void> {
  if (rows.length > 0) await db.insert(reportInquiries).values([...rows]);
}

/**
 * Newest first, as the list indexes are ordered (drizzle's `.desc()` writes DESC NULLS LAST): a plain
 * DESC means NULLS FIRST, which no index serves, so every page read and sorted all the company's live
 * inquiries (issue 29: My Reports during a 200,000-row batch). created_at and id are never null.
 */
const NEWEST_FIRST = [sql`${reportInquiries.createdAt} desc nulls last`, sql`${reportInquiries.id} desc nulls last`] as const;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of live inquiries, newest first, with the total that matches. */
const wordsOf = (keyWords: string | undefined) => (keyWords ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

/** The live inquiries of the scope that the list's filters (range, key words) keep. */
function whereOf(scope: InquiryScope, q: Omit<InquiryQuery, 'pageNumber' | 'pageSize' | 'sort'>) {
  return and(
    eq(reportInquiries.customerId, scope.customerId),
    scope.userId ? eq(reportInquiries.userId, scope.userId) : undefined,
    isNull(reportInquiries.deletedAt),
    q.from ? gte(reportInquiries.createdAt, q.from) : undefined,
    q.to ? lte(reportInquiries.createdAt, q.to) : undefined,
    ...wordsOf(q.keyWords).map((w) => ilike(reportInquiries.searchText, `%${escapeLike(w)}%`)),
    // served by the partial index report_inquiries_alerts_unresolved_idx
    q.alertsUnresolved ? eq(reportInquiries.alertStatus, 'unresolved') : undefined,
  );
}

const CASE_BLIND = ['consumerName', 'customerReferenceNumber', 'userName'] as const;

/**
 * My Reports' export, a batch at a time (issue 33): the `limit` inquiries after the one `afterId`
 * names, in the list's order (its filters and sort; newest first by default), by keyset: each batch is
 * one index range from where the last ended, so a deep batch costs what the first does and a report
 * stored meanwhile neither repeats nor pushes a row out of the file.
 */
export async function inquiriesAfter(db: Db, scope: InquiryScope, q: Omit<InquiryQuery, 'pageNumber' | 'pageSize'>, afterId: string | undefined, limit: number): Promise<InquiryListRow[]> {
  const order = q.sort ?? MY_REPORTS_SORT.defaultOrder;
  const byDefault = isDefaultSort(MY_REPORTS_SORT, order);
  return db
    .select(listColumns)
    .from(reportInquiries)
    .where(and(whereOf(scope, q), afterId === undefined ? undefined : keysetAfter(order, SORT_COLUMNS, reportInquiries.id, reportInquiries, afterId, { caseBlind: CASE_BLIND })))
    .orderBy(...(byDefault ? NEWEST_FIRST : orderByOf(order, SORT_COLUMNS, reportInquiries.id, { caseBlind: CASE_BLIND })))
    .limit(limit);
}

export async function pageInquiries(db: Db, scope: InquiryScope, q: InquiryQuery): Promise<{ rows: InquiryListRow[]; total: number }> {
  const words = wordsOf(q.keyWords);
  const where = whereOf(scope, q);
  const filtered = words.length > 0 || q.from !== undefined || q.to !== undefined || q.alertsUnresolved === true;
  const sorted = q.sort !== undefined && !isDefaultSort(MY_REPORTS_SORT, q.sort);
  if (!filtered && !sorted) {
    // My Reports' default view: the page and its total (the trigger-kept counters) in one prepared statement
    const page = await defaultPageStatement(db, scope.userId !== undefined).execute({
      customerId: scope.customerId,
      userId: scope.userId,
      limit: q.pageSize,
      offset: (q.pageNumber - 1) * q.pageSize,
    });
    if (page.length > 0) return { rows: page.map(({ total: _total, ...row }) => row), total: Number(page[0].total) };
    return { rows: [], total: await liveCount(db, scope) };
  }
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(reportInquiries)
      .where(where)
      .orderBy(...(sorted ? orderByOf(q.sort!, SORT_COLUMNS, reportInquiries.id, { caseBlind: CASE_BLIND }) : NEWEST_FIRST))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    filtered ? db.select({ n: count() }).from(reportInquiries).where(where).then(([r]) => Number(r.n)) : liveCount(db, scope),
  ]);
  return { rows, total };
}

/** The default view's page with the counters' total as a column of every row; per scope (the user's, the company's). */
function defaultPageStatement(db: Db, byUser: boolean) {
  const name = byUser ? 'my_reports_user_page' : 'my_reports_company_page';
  return preparedOnce(db, name, () => {
    const customerId = sql.placeholder('customerId');
    const userId = sql.placeholder('userId');
    const total = byUser
      ? sql<number>`(select coalesce(sum(c.live), 0)::int from ${inquiryCounters} c where c.customer_id = ${customerId} and c.user_id = ${userId})`
      : sql<number>`(select coalesce(sum(c.live), 0)::int from ${inquiryCounters} c where c.customer_id = ${customerId})`;
    return db
      .select({ ...listColumns, total })
      .from(reportInquiries)
      .where(and(eq(reportInquiries.customerId, customerId), byUser ? eq(reportInquiries.userId, userId) : undefined, isNull(reportInquiries.deletedAt)))
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
}

/** The unfiltered total from the trigger-kept counters: no scan of the user's inquiries. */
async function liveCount(db: Db, scope: InquiryScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${inquiryCounters.live}), 0)::int` })
    .from(inquiryCounters)
    .where(and(eq(inquiryCounters.customerId, scope.customerId), scope.userId ? eq(inquiryCounters.userId, scope.userId) : undefined));
  return Number(row.n);
}

export async function findInquiry(db: Db, id: string): Promise<InquiryRow | undefined> {
  const [row] = await db.select().from(reportInquiries).where(eq(reportInquiries.id, id)).limit(1);
  return row;
}

/** Removes from My Reports; the row stays for audit and billing. */
export async function softDeleteInquiry(db: Db, id: string, byUserId: string): Promise<boolean> {
  const rows = await db
    .update(reportInquiries)
    .set({ deletedAt: sql`now()`, deletedBy: byUserId })
    .where(and(eq(reportInquiries.id, id), isNull(reportInquiries.deletedAt)))
    .returning({ id: reportInquiries.id });
  return rows.length > 0;
}

/** The name of the company that ordered an inquiry, as its PDF prints it. */
export async function findCompanyName(db: Db, customerId: string): Promise<string | undefined> {
  const [customer] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
  return customer?.name;
}
