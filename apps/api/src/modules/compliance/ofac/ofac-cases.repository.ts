import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OFAC_CASES_SORT, OfacCase, OfacCaseStatus, SortOrder } from '@creditdesk/contracts';
import type { Db } from '../../../db/client.js';
import { orderByOf } from '../../../db/order-by.js';
import { ofacReviewCases, reportInquiries } from '../../../db/schema/index.js';
import type { InquiryRow } from '../../reports/inquiries.repository.js';
import { emitWebhookEvent } from '../../webhooks/webhook-events.js';

type CaseRow = typeof ofacReviewCases.$inferSelect;

const caseOf = (row: CaseRow): OfacCase => ({
  id: row.id,
  inquiryId: row.inquiryId,
  subjectName: row.subjectName,
  candidateCount: row.candidateCount,
  bestScore: Math.round(row.bestScore * 1000) / 1000,
  openedAt: row.openedAt.toISOString(),
  openedBy: row.openedBy,
  status: row.status as OfacCaseStatus,
  decision: row.decidedAt ? { by: row.decidedBy ?? '', at: row.decidedAt.toISOString(), reason: row.reason ?? '', entNum: row.entNum } : null,
  reportDueOn: row.reportDueOn,
});

/** Opens the review case of a screen that hit (in the transaction storing the screen). */
export async function openCase(db: Db, row: { customerId: string; inquiryId: string; subjectName: string; candidateCount: number; bestScore: number; openedBy: string; openedAt: Date }): Promise<string> {
  const [created] = await db.insert(ofacReviewCases).values(row).returning({ id: ofacReviewCases.id });
  await emitWebhookEvent(db, { customerId: row.customerId, type: 'ofac.case.opened', data: { caseId: created.id, inquiryId: row.inquiryId, candidateCount: row.candidateCount } });
  return created.id;
}

/** What each sortable column of the list (OFAC_CASES_SORT) is read from. */
const SORT_COLUMNS = {
  subjectName: ofacReviewCases.subjectName,
  candidateCount: ofacReviewCases.candidateCount,
  bestScore: ofacReviewCases.bestScore,
  openedAt: ofacReviewCases.openedAt,
  openedBy: ofacReviewCases.openedBy,
  status: ofacReviewCases.status,
  reportDueOn: ofacReviewCases.reportDueOn,
};

/** The company's cases: open ones first, then the newest (or in the order asked). */
export async function listCases(db: Db, customerId: string, status?: OfacCaseStatus, sort?: SortOrder<(typeof OFAC_CASES_SORT.columns)[number]>): Promise<OfacCase[]> {
  const rows = await db
    .select()
    .from(ofacReviewCases)
    .where(and(eq(ofacReviewCases.customerId, customerId), status ? eq(ofacReviewCases.status, status) : undefined))
    .orderBy(
      ...(sort
        ? orderByOf(sort, SORT_COLUMNS, ofacReviewCases.id, { caseBlind: ['subjectName', 'openedBy'], nullable: ['reportDueOn'] })
        : [asc(sql`${ofacReviewCases.status} <> 'open'`), desc(ofacReviewCases.openedAt)]),
    )
    .limit(500);
  return rows.map(caseOf);
}

/** The case a screen of the company opened; undefined for another company's inquiry or a screen without one. */
export async function caseOfInquiry(db: Db, customerId: string, inquiryId: string): Promise<OfacCase | undefined> {
  const [row] = await db
    .select({ c: ofacReviewCases })
    .from(ofacReviewCases)
    .innerJoin(reportInquiries, eq(reportInquiries.id, ofacReviewCases.inquiryId))
    .where(and(eq(ofacReviewCases.customerId, customerId), eq(ofacReviewCases.inquiryId, inquiryId), sql`${reportInquiries.deletedAt} is null`));
  return row && caseOf(row.c);
}

/**
 * A case of the company with the inquiry of the screen that opened it (kept when the screen is
 * removed from My Reports: the case and its candidates stay reviewable); undefined for another
 * company's case or an unknown id.
 */
export async function findCaseWithScreen(db: Db, customerId: string, caseId: string): Promise<{ ofacCase: OfacCase; inquiry: InquiryRow } | undefined> {
  const [row] = await db
    .select({ c: ofacReviewCases, inquiry: reportInquiries })
    .from(ofacReviewCases)
    .innerJoin(reportInquiries, eq(reportInquiries.id, ofacReviewCases.inquiryId))
    .where(and(eq(ofacReviewCases.customerId, customerId), eq(ofacReviewCases.id, caseId)));
  return row && { ofacCase: caseOf(row.c), inquiry: row.inquiry };
}

/** Records a decision on a case still open; undefined when it was decided meanwhile (nothing changed). */
export async function decideCase(
  db: Db,
  customerId: string,
  caseId: string,
  decision: { status: 'confirmed' | 'cleared'; reason: string; entNum: number | null; userId: string; username: string; at: Date; reportDueOn: string | null },
): Promise<OfacCase | undefined> {
  const [row] = await db
    .update(ofacReviewCases)
    .set({ status: decision.status, reason: decision.reason, entNum: decision.entNum, decidedByUserId: decision.userId, decidedBy: decision.username, decidedAt: decision.at, reportDueOn: decision.reportDueOn })
    .where(and(eq(ofacReviewCases.customerId, customerId), eq(ofacReviewCases.id, caseId), eq(ofacReviewCases.status, 'open')))
    .returning();
  if (row) await emitWebhookEvent(db, { customerId, type: 'ofac.case.decided', data: { caseId, inquiryId: row.inquiryId, decision: decision.status } });
  return row && caseOf(row);
}
