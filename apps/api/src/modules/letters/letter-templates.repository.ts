import { type SQL, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { EletterSortField } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { eletterReasonCodes, eletterTemplates } from '../../db/schema/index.js';
import { containsPattern } from '../admin/shared/admin-context.js';

/*
 * Letter templates and reason codes (issue 15). Every function takes the company first and finds only
 * its rows, so another company's template or code is never read, changed or deleted.
 */

export type EletterRow = typeof eletterTemplates.$inferSelect;
export type EletterValues = Pick<EletterRow, 'eletterName' | 'eletterType' | 'scoreType' | 'subject' | 'language' | 'body'>;

export async function findEletter(db: Db, customerId: string, eletterId: string): Promise<EletterRow | undefined> {
  const [row] = await db
    .select()
    .from(eletterTemplates)
    .where(and(eq(eletterTemplates.customerId, customerId), eq(eletterTemplates.id, eletterId)))
    .limit(1);
  return row;
}

/** The company's template of that name, whatever its case (besides the one being changed). */
export async function findEletterByName(db: Db, customerId: string, name: string, exceptId?: string): Promise<EletterRow | undefined> {
  const [row] = await db
    .select()
    .from(eletterTemplates)
    .where(
      and(
        eq(eletterTemplates.customerId, customerId),
        sql`lower(${eletterTemplates.eletterName}) = lower(${name})`,
        exceptId ? sql`${eletterTemplates.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row;
}

export type EletterListQuery = { all: boolean; pageNumber: number; pageSize: number; sortbyfield: EletterSortField; sortorder: 'asc' | 'desc'; keywords?: string };

const SORT_COLUMNS: Record<EletterSortField, SQL> = {
  eletterName: sql`lower(${eletterTemplates.eletterName})`,
  eletterType: sql`${eletterTemplates.eletterType}`,
  scoreType: sql`${eletterTemplates.scoreType}`,
  updatedAt: sql`${eletterTemplates.updatedAt}`,
};

/** The company's templates sorted as asked (then by name), filtered by key words on name, type or subject; a page unless all. */
export async function listEletters(db: Db, customerId: string, q: EletterListQuery): Promise<{ rows: EletterRow[]; total: number }> {
  const term = q.keywords ? containsPattern(q.keywords) : undefined;
  const where = and(
    eq(eletterTemplates.customerId, customerId),
    term ? or(ilike(eletterTemplates.eletterName, term), ilike(eletterTemplates.eletterType, term), ilike(eletterTemplates.subject, term)) : undefined,
  );
  const direction = q.sortorder === 'desc' ? desc : asc;
  const query = db
    .select()
    .from(eletterTemplates)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[q.sortbyfield]), asc(sql`lower(${eletterTemplates.eletterName})`), asc(eletterTemplates.id));
  const rows = q.all ? await query : await query.limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize);
  if (q.all || (q.pageNumber === 1 && rows.length < q.pageSize)) return { rows, total: rows.length };
  const [{ total }] = await db.select({ total: count() }).from(eletterTemplates).where(where);
  return { rows, total };
}

export async function insertEletter(db: Db, customerId: string, username: string, values: EletterValues): Promise<EletterRow> {
  const [row] = await db
    .insert(eletterTemplates)
    .values({ customerId, createdBy: username, updatedBy: username, ...values })
    .returning();
  return row;
}

/** The changed template, or undefined when the company has none of that id. */
export async function updateEletter(db: Db, customerId: string, eletterId: string, username: string, values: EletterValues): Promise<EletterRow | undefined> {
  const [row] = await db
    .update(eletterTemplates)
    .set({ ...values, updatedBy: username, updatedAt: sql`now()` })
    .where(and(eq(eletterTemplates.customerId, customerId), eq(eletterTemplates.id, eletterId)))
    .returning();
  return row;
}

/** The company's templates among the ids (to check them all before deleting any). */
export async function findEletters(db: Db, customerId: string, ids: readonly string[]): Promise<EletterRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(eletterTemplates)
    .where(and(eq(eletterTemplates.customerId, customerId), inArray(eletterTemplates.id, [...ids])));
}

/** Deletes the company's templates of these ids; the deleted rows. */
export async function deleteEletters(db: Db, customerId: string, ids: readonly string[]): Promise<EletterRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(eletterTemplates)
    .where(and(eq(eletterTemplates.customerId, customerId), inArray(eletterTemplates.id, [...ids])))
    .returning();
}

// ---- reason codes --------------------------------------------------------------------------------

export type ReasonCodeRow = typeof eletterReasonCodes.$inferSelect;
export type ReasonCodeValues = Pick<ReasonCodeRow, 'description' | 'bureauFactorCodes'>;

/** The company's reason codes by code. */
export async function listReasonCodes(db: Db, customerId: string): Promise<ReasonCodeRow[]> {
  return db
    .select()
    .from(eletterReasonCodes)
    .where(eq(eletterReasonCodes.customerId, customerId))
    .orderBy(asc(sql`upper(${eletterReasonCodes.code})`));
}

/** The company's reason code, matched whatever its case. */
export async function findReasonCode(db: Db, customerId: string, code: string): Promise<ReasonCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(eletterReasonCodes)
    .where(and(eq(eletterReasonCodes.customerId, customerId), sql`upper(${eletterReasonCodes.code}) = upper(${code})`))
    .limit(1);
  return row;
}

export async function insertReasonCode(db: Db, customerId: string, username: string, code: string, values: ReasonCodeValues): Promise<ReasonCodeRow> {
  const [row] = await db
    .insert(eletterReasonCodes)
    .values({ customerId, code, updatedBy: username, ...values })
    .returning();
  return row;
}

export async function updateReasonCode(db: Db, customerId: string, code: string, username: string, values: ReasonCodeValues): Promise<ReasonCodeRow | undefined> {
  const [row] = await db
    .update(eletterReasonCodes)
    .set({ ...values, updatedBy: username, updatedAt: sql`now()` })
    .where(and(eq(eletterReasonCodes.customerId, customerId), sql`upper(${eletterReasonCodes.code}) = upper(${code})`))
    .returning();
  return row;
}

export async function deleteReasonCode(db: Db, customerId: string, code: string): Promise<ReasonCodeRow | undefined> {
  const [row] = await db
    .delete(eletterReasonCodes)
    .where(and(eq(eletterReasonCodes.customerId, customerId), sql`upper(${eletterReasonCodes.code}) = upper(${code})`))
    .returning();
  return row;
}
