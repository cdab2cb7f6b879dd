import { MESSAGES, API_MESSAGES, EID_VERIFIER_PRODUCT, type EidVerifierAnswers, eidVerifierStatusAfter } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../../../app-context.js';
import { HttpError, badRequest, notFound } from '../../../../lib/http-error.js';
import { recordAudit } from '../../../audit/audit.repository.js';
import { findInquiry } from '../../inquiries.repository.js';
import { assertMayReadInquiry } from '../../inquiry-access.js';
import { type StoredVerification, eidVerifierAdapter } from './eidverifier.adapter.js';
import { storedContext, storedReportData } from '../../stored-inquiry.js';
import { emitWebhookEvent } from '../../../webhooks/webhook-events.js';
import { replaceStoredReport } from './eidverifier.repository.js';

const fieldError = (message: string) => badRequest(API_MESSAGES.invalid.field('body.answers', message), { fields: [{ field: 'body.answers', message }] });

/**
 * The applicant's answers to a verification: every question answered once with one of its choices
 * (400 otherwise, nothing changed), scored against the key kept with the stored report; the attempt
 * and the new status stored, audited. 404 for a report the caller may not read or that is not an
 * eIDverifier; 409 once the verification is over.
 */
export async function answerVerification(ctx: AppContext, caller: Caller, inquiryId: string, body: EidVerifierAnswers, meta: { correlationId: string; ip?: string }) {
  const row = await findInquiry(ctx.db, inquiryId);
  if (row?.product !== EID_VERIFIER_PRODUCT.key) throw notFound(MESSAGES.access.reportNotFound);
  assertMayReadInquiry(caller, row);
  const stored = storedReportData(ctx.cipher, row) as StoredVerification;
  const report = stored.value.eidVerifierReport;
  if (report.status !== 'questions') throw new HttpError(409, API_MESSAGES.eidVerifier.over);

  const given = new Map(body.answers.map((a) => [a.questionId, a.choiceId]));
  if (given.size !== body.answers.length) throw fieldError('each question may be answered only once');
  for (const q of report.questions) {
    const choice = given.get(q.id);
    if (choice === undefined) throw fieldError(`question ${q.id} is not answered`);
    if (!q.choices.some((c) => c.id === choice)) throw fieldError(`'${choice}' is not a choice of question ${q.id}`);
  }
  if (given.size !== report.questions.length) throw fieldError('answers name a question this verification does not ask');

  const correct = report.questions.filter((q) => stored.answerKey[q.id] === given.get(q.id)).length;
  const total = report.questions.length;
  const attempts = [...report.attempts, { answeredAt: new Date().toISOString(), correct, total }];
  const status = eidVerifierStatusAfter(correct, total, attempts.length, report.maxAttempts);
  const next: StoredVerification = { ...stored, value: { eidVerifierReport: { ...report, attempts, status } } };
  const context = storedContext(row.id, 'report');
  const replaced = await ctx.db.transaction(async (tx) => {
    const ok = await replaceStoredReport(tx as never, row.id, row.reportEnc, ctx.cipher.encrypt(JSON.stringify(next), context), status);
    if (!ok) return false;
    await recordAudit(tx as never, {
      action: 'report.eidverifier.answered',
      outcome: status === 'verified' ? 'success' : 'failure',
      customerId: caller.customerId,
      actorUserId: caller.userId,
      actorUsername: caller.username,
      targetType: 'inquiry',
      targetId: row.id,
      details: { attempt: attempts.length, correct, total, status },
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
    // the verification is over (the product's asynchronous answer): the company's webhooks are told in this transaction
    if (status !== 'questions') await emitWebhookEvent(tx as never, { customerId: caller.customerId, type: 'report.completed', data: { inquiryId: row.id, product: EID_VERIFIER_PRODUCT.key, outcome: status } });
    return true;
  });
  if (!replaced) throw new HttpError(409, API_MESSAGES.eidVerifier.answeredMeanwhile);
  return eidVerifierAdapter.answer({ id: row.id, createdAt: row.createdAt }, next);
}
