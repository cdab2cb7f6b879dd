import { type OfacCase, type OfacCaseDecision, ofacReportDueOn, ofacReportSchema } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../../app-context.js';
import { HttpError, badRequest, notFound } from '../../../lib/http-error.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { findInquiry } from '../../reports/inquiries.repository.js';
import { storedReportData } from '../../reports/stored-inquiry.js';
import { decideCase, findCase } from './ofac-cases.repository.js';

/** The candidates' entry numbers of the screen a case belongs to, read from the stored report. */
async function candidateEntries(ctx: AppContext, inquiryId: string): Promise<number[]> {
  const inquiry = await findInquiry(ctx.db, inquiryId);
  const stored = inquiry && (storedReportData(ctx.cipher, inquiry) as { value?: { ofacReport?: unknown } });
  const report = ofacReportSchema.safeParse(stored?.value?.ofacReport);
  return report.success ? report.data.candidates.map((c) => c.entNum) : [];
}

/**
 * A compliance user's decision on an open case: a confirmed match names one of the screen's
 * candidates and gets the day its report to OFAC is due (10 federal business days); a cleared one
 * says why. Decision and audit event in one transaction; a case decided meanwhile is refused (409).
 */
export async function decideOfacCase(ctx: AppContext, caller: Caller, caseId: string, body: OfacCaseDecision, meta: { correlationId: string; ip?: string }): Promise<OfacCase> {
  const open = await findCase(ctx.db, caller.customerId, caseId);
  if (!open) throw notFound('Review case not found');
  if (open.status !== 'open') throw new HttpError(409, `The case was already ${open.status} by ${open.decision?.by ?? 'another user'}`);
  if (body.decision === 'confirmed' && !(await candidateEntries(ctx, open.inquiryId)).includes(body.entNum ?? -1)) {
    const message = `entry ${body.entNum} is not a candidate of this screen`;
    throw badRequest(`Invalid request: body.entNum: ${message}`, { fields: [{ field: 'body.entNum', message }] });
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
  if (!decided) throw new HttpError(409, 'The case was decided by another user meanwhile');
  return decided;
}
