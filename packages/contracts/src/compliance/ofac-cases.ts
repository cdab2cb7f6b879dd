import { z } from 'zod';
import { csvExport, csvProduces } from '../common/csv-export.js';
import { listSort } from '../common/list-sort.js';
import { errorBodySchema } from '../common/error-body.js';
import { formatDate } from '../common/formatters.js';
import { addUsBusinessDays, usBusinessDaysBetween } from '../common/us-business-days.js';
import { AUTHENTICATED, accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import type { PresentationLevel } from '../reports/presentation/levels.js';
import { ofacReportSchema } from '../reports/products/screening.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * The review case an OFAC hit opens (docs/ofac-screening.md, "Review cases"): a compliance user
 * (securityadmin) confirms it as a true match or clears it as a false positive, with a reason. A
 * confirmed match is reported to OFAC within 10 US federal business days of the decision (31 CFR
 * 501.603, 501.604): the case carries that date. Cases and decisions are kept and audited.
 */

export const OFAC_CASE_STATUSES = ['open', 'confirmed', 'cleared'] as const;
export type OfacCaseStatus = (typeof OFAC_CASE_STATUSES)[number];

export const OFAC_CASE_STATUS_LABELS: Record<OfacCaseStatus, string> = { open: 'Open: awaiting review', confirmed: 'Confirmed match', cleared: 'Cleared: false positive' };

/** How each status reads: an open case waits on someone, a confirmed match must be blocked and reported. */
export const OFAC_CASE_STATUS_LEVELS: Record<OfacCaseStatus, PresentationLevel> = { open: 'poor', confirmed: 'alarm', cleared: 'good' };

/** Business days a confirmed match must be reported to OFAC within. */
export const OFAC_REPORT_BUSINESS_DAYS = 10;

export const ofacCaseSchema = z.object({
  id: z.string(),
  inquiryId: z.string(),
  /** the name screened. */
  subjectName: z.string(),
  candidateCount: z.number().int(),
  bestScore: z.number(),
  openedAt: isoTimestamp(),
  /** the user whose screen opened it. */
  openedBy: z.string(),
  status: z.enum(OFAC_CASE_STATUSES),
  decision: z
    .object({
      by: z.string(),
      at: z.string(),
      reason: z.string(),
      /** the list entry confirmed as the match; null when cleared. */
      entNum: z.number().int().nullable(),
    })
    .nullable(),
  /** a confirmed match: the day its report to OFAC is due (10 business days after the decision). */
  reportDueOn: z.string().nullable(),
});
export type OfacCase = z.infer<typeof ofacCaseSchema>;

/**
 * What a reviewer weighs, from the screen that opened the case as it is stored: the subject as
 * screened, the list it ran on (its publish date), the threshold, when, and the candidates.
 */
export const ofacCaseScreenSchema = ofacReportSchema.pick({ subject: true, list: true, threshold: true, screenedAt: true, candidates: true });
export type OfacCaseScreen = z.infer<typeof ofacCaseScreenSchema>;

/** One case for its reviewer: the case and its screen. */
export const ofacCaseReviewSchema = z.object({ case: ofacCaseSchema, screen: ofacCaseScreenSchema });
export type OfacCaseReview = z.infer<typeof ofacCaseReviewSchema>;

export const ofacCaseDecisionSchema = z
  .object({
    decision: z.enum(['confirmed', 'cleared'], { error: "decision must be 'confirmed' or 'cleared'" }),
    reason: z
      .string({ error: 'reason is required' })
      .trim()
      .min(10, 'reason must say why in at least 10 characters')
      .max(1000, 'reason must be at most 1000 characters'),
    /** required to confirm: which candidate of the screen is the match. */
    entNum: z.number({ error: 'entNum must be a list entry number' }).int().positive().optional(),
  })
  .superRefine((d, ctx) => {
    if (d.decision === 'confirmed' && d.entNum === undefined) ctx.addIssue({ code: 'custom', path: ['entNum'], message: 'entNum is required to confirm a match: name the candidate' });
    if (d.decision === 'cleared' && d.entNum !== undefined) ctx.addIssue({ code: 'custom', path: ['entNum'], message: 'entNum is given only to confirm a match' });
  });
export type OfacCaseDecision = z.input<typeof ofacCaseDecisionSchema>;

/** The day the report of a match confirmed at `decidedAt` is due: 10 business days after the decision's (UTC) day. */
export const ofacReportDueOn = (decidedAt: Date): string => addUsBusinessDays(decidedAt.toISOString().slice(0, 10), OFAC_REPORT_BUSINESS_DAYS);

/** The report to OFAC a confirmed match owes, as it is shown wherever the case is. */
export type OfacReportDeadline = {
  /** "Report to OFAC by 06-12-2026 — 10 business days, 31 CFR 501.604" */
  headline: string;
  /** federal business days after today up to and including the due day; 0 on it, negative once past. */
  businessDaysLeft: number;
  /** "4 business days left", "Due today", "Overdue since 06-12-2026" */
  countdown: string;
  level: PresentationLevel;
};

/** A confirmed case's deadline on a given day (YYYY-MM-DD, the reader's today). */
export function ofacReportDeadline(reportDueOn: string, today: string): OfacReportDeadline {
  const left = usBusinessDaysBetween(today, reportDueOn);
  const countdown =
    today > reportDueOn ? `Overdue since ${formatDate(reportDueOn)}` : today === reportDueOn ? 'Due today' : `${left} business day${left === 1 ? '' : 's'} left`;
  return {
    headline: `Report to OFAC by ${formatDate(reportDueOn)} — ${OFAC_REPORT_BUSINESS_DAYS} business days, 31 CFR 501.604`,
    businessDaysLeft: today > reportDueOn ? Math.min(left, -1) : left,
    countdown,
    level: left > 2 ? 'poor' : 'alarm',
  };
}

/** The review cases' screen decides who lists and decides them (securityadmin, the portal's route table). */
const SECURITY_ADMIN = accessOfRoute('/compliance/ofac-cases');
const CASE_PARAMS = z.object({ caseId: z.string().uuid('caseId must be a case id') });

/** The OFAC cases list's sortable columns; without a choice open ones first, then the newest. */
export const OFAC_CASES_SORT = listSort(['subjectName', 'candidateCount', 'bestScore', 'openedAt', 'openedBy', 'status', 'reportDueOn'], '-openedAt');

/** The OFAC cases list as CSV, in the list's order. */
export const OFAC_CASES_CSV = csvExport('ofacCases.csv', ['Subject', 'Best score', 'Candidates', 'Opened', 'Opened by', 'Status', 'Decided by', 'Decided', 'Reason', 'Report due']);

export const OFAC_CASE_ENDPOINTS = {
  /** The company's cases, open ones first, newest first. */
  /** The cases as CSV (the list's status filter and order). */
  download: defineEndpoint({
    method: 'GET',
    path: '/compliance/ofac/cases/download',
    summary: "Export the company's OFAC review cases as CSV, streamed",
    produces: csvProduces('The review cases', OFAC_CASES_CSV),
    access: SECURITY_ADMIN,
    tenancy: 'caller',
    querystring: z.object({
      status: z.enum(OFAC_CASE_STATUSES, { error: "status must be 'open', 'confirmed' or 'cleared'" }).optional(),
      sort: OFAC_CASES_SORT.optionalQuery,
    }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/compliance/ofac/cases',
    summary: "List the company's OFAC review cases",
    access: SECURITY_ADMIN,
    tenancy: 'caller',
    querystring: z.object({
      status: z.enum(OFAC_CASE_STATUSES, { error: "status must be 'open', 'confirmed' or 'cleared'" }).optional(),
      sort: OFAC_CASES_SORT.optionalQuery,
    }),
    response: { 200: z.object({ cases: z.array(ofacCaseSchema) }) },
  }),
  /**
   * One case and its screen, for its reviewer: any case of the company, whoever ran the screen (a
   * compliance user reviews them all, whether or not they may read a colleague's reports).
   */
  one: defineEndpoint({
    method: 'GET',
    path: '/compliance/ofac/cases/:caseId',
    summary: 'One OFAC review case with its screen and candidates',
    access: SECURITY_ADMIN,
    tenancy: 'object',
    params: CASE_PARAMS,
    response: { 200: ofacCaseReviewSchema, 404: errorBodySchema },
  }),
  /**
   * The case a screen opened, for its report's page: exactly those who may read the report (the
   * server applies My Reports' rule, as for the report and its PDF: 403 for a colleague's screen
   * without usertransactionsadmin) and the compliance users who review cases. Any signed-in user may
   * call it; the handler decides per screen.
   */
  ofInquiry: defineEndpoint({
    method: 'GET',
    path: '/compliance/ofac/inquiries/:inquiryId/case',
    summary: 'The OFAC review case a screen opened',
    access: AUTHENTICATED,
    tenancy: 'object',
    params: z.object({ inquiryId: z.string().uuid('inquiryId must be an inquiry id') }),
    response: { 200: ofacCaseSchema, 404: errorBodySchema },
  }),
  /** A compliance user's decision; a decided case is not decided again. */
  decide: defineEndpoint({
    method: 'POST',
    path: '/compliance/ofac/cases/:caseId/decision',
    summary: 'Confirm or clear an OFAC review case',
    access: SECURITY_ADMIN,
    tenancy: 'object',
    params: CASE_PARAMS,
    body: ofacCaseDecisionSchema,
    response: { 200: ofacCaseSchema, 404: errorBodySchema, 409: errorBodySchema },
  }),
} as const;
