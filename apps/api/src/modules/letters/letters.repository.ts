import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { LETTERS_SORT, SortOrder } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { orderByOf } from '../../db/order-by.js';
import { eletterLetters, letterSettings, reportInquiries } from '../../db/schema/index.js';

/*
 * Letters recorded against their reports, and the company's letter settings (issue 15). Every
 * function takes the company first; the tracker's scope may narrow it to the letters one user built.
 */

export type LetterRow = typeof eletterLetters.$inferSelect;
export type NewLetter = typeof eletterLetters.$inferInsert;

/** The company's letters, or only those one user built. */
export type LetterScope = { customerId: string; userId?: string };

export async function insertLetter(db: Db, row: NewLetter): Promise<LetterRow> {
  const [created] = await db.insert(eletterLetters).values(row).returning();
  return created;
}

export async function findLetter(db: Db, customerId: string, letterId: string): Promise<LetterRow | undefined> {
  const [row] = await db
    .select()
    .from(eletterLetters)
    .where(and(eq(eletterLetters.customerId, customerId), eq(eletterLetters.id, letterId)))
    .limit(1);
  return row;
}

export type LetterTrackerQuery = {
  status: 'due' | 'sent' | 'all';
  inquiryId?: string;
  pageNumber: number;
  pageSize: number;
  sort?: SortOrder<(typeof LETTERS_SORT.columns)[number]>;
  /** a CSV's batch: rows from here (else the page's). */
  offset?: number;
};

/** What each sortable column of the tracker (LETTERS_SORT) is read from. */
const SORT_COLUMNS = {
  consumerName: eletterLetters.consumerName,
  eletterName: eletterLetters.eletterName,
  decisionDate: eletterLetters.decisionDate,
  dueDate: eletterLetters.dueDate,
  status: eletterLetters.status,
  sentOn: eletterLetters.sentOn,
  createdBy: eletterLetters.createdBy,
  createdAt: eletterLetters.createdAt,
};

const inScope = (scope: LetterScope) =>
  and(eq(eletterLetters.customerId, scope.customerId), scope.userId ? eq(eletterLetters.userId, scope.userId) : undefined);

/**
 * A page of the tracker: letters not yet sent by their deadline (earliest first, letters without one
 * last), sent letters newest sent first, or all newest first.
 */
/** A tracker's letter with its report's alert state (docs/careful-pulls.md): unresolved, verified or not; null without alerts. */
export type TrackedLetterRow = LetterRow & { alertStatus: string | null };

export async function pageLetters(db: Db, scope: LetterScope, q: LetterTrackerQuery): Promise<{ rows: TrackedLetterRow[]; total: number }> {
  const where = and(
    inScope(scope),
    q.status === 'all' ? undefined : eq(eletterLetters.status, q.status),
    q.inquiryId ? eq(eletterLetters.inquiryId, q.inquiryId) : undefined,
  );
  const order = q.sort
    ? orderByOf(q.sort, SORT_COLUMNS, eletterLetters.id, { caseBlind: ['consumerName', 'eletterName', 'createdBy'], nullable: ['dueDate', 'sentOn'] })
    : q.status === 'due'
      ? [sql`${eletterLetters.dueDate} asc nulls last`, asc(eletterLetters.createdAt), asc(eletterLetters.id)]
      : q.status === 'sent'
        ? [desc(eletterLetters.sentOn), desc(eletterLetters.createdAt), desc(eletterLetters.id)]
        : [desc(eletterLetters.createdAt), desc(eletterLetters.id)];
  const rows = await db
    .select({ ...getTableColumns(eletterLetters), alertStatus: reportInquiries.alertStatus })
    .from(eletterLetters)
    .leftJoin(reportInquiries, eq(reportInquiries.id, eletterLetters.inquiryId))
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(q.offset ?? (q.pageNumber - 1) * q.pageSize);
  if (q.offset !== undefined) return { rows, total: rows.length };
  if (q.pageNumber === 1 && rows.length < q.pageSize) return { rows, total: rows.length };
  const [{ total }] = await db.select({ total: count() }).from(eletterLetters).where(where);
  return { rows, total };
}

/** Adverse-action letters not yet sent, and those of them past their deadline on `today` (YYYY-MM-DD). */
export async function dueLetterCounts(db: Db, scope: LetterScope, today: string): Promise<{ due: number; overdue: number }> {
  const [row] = await db
    .select({
      due: count(),
      overdue: sql<number>`count(*) filter (where ${eletterLetters.dueDate} < ${today}::date)`.mapWith(Number),
    })
    .from(eletterLetters)
    .where(and(inScope(scope), eq(eletterLetters.status, 'due'), eq(eletterLetters.adverse, true)));
  return { due: row.due, overdue: row.overdue };
}

export async function markLetterSent(db: Db, customerId: string, letterId: string, sentOn: string): Promise<LetterRow | undefined> {
  const [row] = await db
    .update(eletterLetters)
    .set({ status: 'sent', sentOn, updatedAt: sql`now()` })
    .where(and(eq(eletterLetters.customerId, customerId), eq(eletterLetters.id, letterId)))
    .returning();
  return row;
}

export async function deleteLetter(db: Db, customerId: string, letterId: string): Promise<LetterRow | undefined> {
  const [row] = await db
    .delete(eletterLetters)
    .where(and(eq(eletterLetters.customerId, customerId), eq(eletterLetters.id, letterId)))
    .returning();
  return row;
}

// ---- settings ------------------------------------------------------------------------------------

export type LetterSettingsRow = typeof letterSettings.$inferSelect;

export async function findLetterSettings(db: Db, customerId: string): Promise<LetterSettingsRow | undefined> {
  const [row] = await db.select().from(letterSettings).where(eq(letterSettings.customerId, customerId)).limit(1);
  return row;
}

export async function upsertLetterSettings(
  db: Db,
  customerId: string,
  username: string,
  values: Pick<LetterSettingsRow, 'address' | 'phone' | 'regulator'>,
): Promise<LetterSettingsRow> {
  const [row] = await db
    .insert(letterSettings)
    .values({ customerId, updatedBy: username, ...values })
    .onConflictDoUpdate({ target: letterSettings.customerId, set: { ...values, updatedBy: username, updatedAt: sql`now()` } })
    .returning();
  return row;
}
