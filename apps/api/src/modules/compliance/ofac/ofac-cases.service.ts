import { API_MESSAGES, type OfacCase, type OfacCaseDecision, type OfacCaseReview, type OfacCaseScreen, canOpenRoute, ofacCaseScreenSchema, ofacDataSourceResponseSchema, ofacReportDueOn } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../../app-context.js';
import { HttpError, badRequest, notFound } from '../../../lib/http-error.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { type InquiryRow, findInquiry } from '../../reports/inquiries.repository.js';
import { assertMayReadInquiry } from '../../reports/inquiry-access.js';
import { recordReportRead } from '../../reports/report-read-audit.js';
import { storedReportData } from '../../reports/stored-inquiry.js';
import { caseOfInquiry, decideCase, findCaseWithScreen } from './ofac-cases.repository.js';

type Meta = { correlationId: string; ip?: string };

/**
 * The screen a case was opened by, from its stored (decrypted) answer; the schema keeps what the
 * reviewer weighs. Only the OFAC screen opens cases (ofac.adapter.ts), a credit report's companion
 * screen included, as its own OFAC inquiry.
 */
function screenOf(ctx: AppContext, inquiry: InquiryRow): OfacCaseScreen {
  return ofacCaseScreenSchema.parse(ofacDataSourceResponseSchema.parse(storedReportData(ctx.cipher, inquiry)).value.ofacReport);
}

/** Who reviews and decides the company's cases: whoever may open the review cases' screen (securityadmin, the route table). */
export const reviewsOfacCases = (caller: Caller): boolean => canOpenRoute('/compliance/ofac-cases', caller.entitlements);

/**
 * The case a screen opened, beside its report: read by exactly those who may read the screen (My
 * Reports' rule, assertMayReadInquiry, as the report and its PDF: 403 for a colleague's screen
 * without usertransactionsadmin, 404 for another company's) and by the compliance users who decide
 * cases. 404 when the screen opened none.
 */
export async function caseOfScreen(ctx: AppContext, caller: Caller, inquiryId: string): Promise<OfacCase> {
  if (!reviewsOfacCases(caller)) assertMayReadInquiry(caller, await findInquiry(ctx.db, inquiryId));
  const found = await caseOfInquiry(ctx.db, caller.customerId, inquiryId);
  if (!found) throw notFound(API_MESSAGES.ofacCases.none);
  return found;
}

async function caseOfCompany(ctx: AppContext, caller: Caller, caseId: string) {
  const found = await findCaseWithScreen(ctx.db, caller.customerId, caseId);
  if (!found) throw notFound(API_MESSAGES.ofacCases.notFound);
  return found;
}

/**
 * One case and its screen for a compliance user: any case of the company, whoever ran the screen
 * (the case is theirs to review, whatever My Reports shows them). Reading the candidates reads the
 * stored report, so it is audited as a report view.
 */
export async function reviewOfacCase(ctx: AppContext, caller: Caller, caseId: string, meta: Meta): Promise<OfacCaseReview> {
  const { ofacCase, inquiry } = await caseOfCompany(ctx, caller, caseId);
  const screen = screenOf(ctx, inquiry);
  await recordReportRead(ctx.db, { action: 'report.viewed', caller, row: inquiry, meta, details: { ofacCaseId: ofacCase.id } });
  return { case: ofacCase, screen };
}

/**
 * A compliance user's decision on an open case: a confirmed match names one of the screen's
 * candidates and gets the day its report to OFAC is due (10 federal business days); a cleared one
 * says why. Decision and audit event in one transaction; a case decided meanwhile is refused (409).
 */
export async function decideOfacCase(ctx: AppContext, caller: Caller, caseId: string, body: OfacCaseDecision, meta: Meta): Promise<OfacCase> {
  const { ofacCase: open, inquiry } = await caseOfCompany(ctx, caller, caseId);
  if (open.status !== 'open') throw new HttpError(409, API_MESSAGES.ofacCases.alreadyDecided(open.status, open.decision?.by));
  if (body.decision === 'confirmed' && !screenOf(ctx, inquiry).candidates.some((c) => c.entNum === body.entNum)) {
    const message = `entry ${body.entNum} is not a candidate of this screen`;
    throw badRequest(API_MESSAGES.invalid.field('body.entNum', message), { fields: [{ field: 'body.entNum', message }] });
  }
  const at = new Date();
  const decided = await ctx.db.transaction(async (tx) => {
    const updated = await decideCase(tx as never, caller.customerId, open.id, {
      status: body.decision,
      reason: body.reason.trim(),
      entNum: body.decision === 'confirmed' ? (body.entNum ?? null) : null,
      userId: caller.userId,
      username: caller.username,
      at,
      reportDueOn: body.decision === 'confirmed' ? ofacReportDueOn(at) : null,
    });
    if (!updated) return undefined;
    await recordAudit(tx as never, {
      action: body.decision === 'confirmed' ? 'ofac.case-confirmed' : 'ofac.case-cleared',
      customerId: caller.customerId,
      actorUserId: caller.userId,
      actorUsername: caller.username,
      targetType: 'ofac-case',
      targetId: open.id,
      details: { inquiryId: open.inquiryId, entNum: updated.decision?.entNum ?? null, reportDueOn: updated.reportDueOn },
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
    return updated;
  });
  if (!decided) throw new HttpError(409, API_MESSAGES.ofacCases.decidedMeanwhile);
  return decided;
}
