import { randomUUID } from 'node:crypto';
import {
  API_MESSAGES,
  ADVERSE_DECISIONS,
  CONSUMER_PRODUCTS,
  type ConsumerProduct,
  ELETTER_MESSAGES,
  type EletterType,
  type Letter,
  type LetterDecision,
  type LetterLanguage,
  DEFAULT_LETTER_LANGUAGE,
  LETTER_MESSAGES,
  type LetterSummary,
  type LetterTracker,
  creditReportsOf,
  formatLetterDate,
  isAdverseEletterType,
  letterDueDate,
  letterRetainUntil,
  approvalAllowed,
  productByKey,
  type letterRequestSchema,
} from '@creditdesk/contracts';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.js';
import type { ApplicantIdentity } from '../../datasources/consumer-bureau.js';
import type { Db } from '../../db/client.js';
import { HttpError, forbidden, notFound } from '../../lib/http-error.js';
import type { Act } from '../admin/shared/admin-context.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type InquiryRow, findInquiry } from '../reports/inquiries.repository.js';
import { assertMayReadInquiry } from '../reports/inquiry-access.js';
import { recordReportRead } from '../reports/report-read-audit.js';
import { storedIdentity, storedReport } from '../reports/stored-inquiry.js';
import { alertStatusOfInquiry } from '../reports/alert-check.js';
import { type LetterContent, buildLetterContent, field } from './letter-builder.js';
import { findEletter, listReasonCodes } from './letter-templates.repository.js';
import { assertLettersFeature, letterSettingsOf, needsScore } from './letter-templates.service.js';
import { inAuditedTransaction } from './letters-audit.js';
import { type LetterRow, type LetterScope, deleteLetter, dueLetterCounts, findLetter, insertLetter, markLetterSent, pageLetters } from './letters.repository.js';

type LetterRequest = z.output<typeof letterRequestSchema>;

/** Today as a calendar day (UTC): the day letters are dated, deadlines counted and retention ends. */
export const today = (): string => new Date().toISOString().slice(0, 10);
const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** The associated data binding a letter's encrypted content to its row. */
const contentContext = (letterId: string) => `eletter_letters:${letterId}:content`;

/** A user sees the letters they built; a usertransactionsadmin every letter of the company (as My Reports). */
export function letterScopeOf(caller: Caller): LetterScope {
  return caller.entitlements.includes('usertransactionsadmin') ? { customerId: caller.customerId } : { customerId: caller.customerId, userId: caller.userId };
}

/** The caller's letter: another company's is not found; another user's, without usertransactionsadmin, forbidden. */
async function letterOfCaller(db: Db, caller: Caller, letterId: string): Promise<LetterRow> {
  const row = await findLetter(db, caller.customerId, letterId);
  if (!row) throw notFound(LETTER_MESSAGES.notFound);
  const scope = letterScopeOf(caller);
  if (scope.userId && row.userId !== scope.userId) throw forbidden(API_MESSAGES.letters.ownLettersOnly);
  return row;
}

export function letterSummaryOf(row: LetterRow & { alertStatus?: string | null }, on: string = today()): LetterSummary {
  return {
    // the tracker reads its report's alert state with it (docs/careful-pulls.md)
    ...(row.alertStatus !== undefined ? { alertStatus: row.alertStatus as LetterSummary['alertStatus'] } : {}),
    letterId: row.id,
    inquiryId: row.inquiryId,
    applicant: row.applicant as LetterSummary['applicant'],
    consumerName: row.consumerName,
    productName: productByKey(row.product)?.name ?? row.product,
    eletterId: row.eletterId,
    eletterName: row.eletterName,
    eletterType: row.eletterType as EletterType,
    decision: row.decision as LetterDecision,
    adverse: row.adverse,
    decisionDate: row.decisionDate,
    letterDate: row.letterDate,
    dueDate: row.dueDate,
    status: row.status as LetterSummary['status'],
    sentOn: row.sentOn,
    overdue: row.adverse && row.status === 'due' && row.dueDate !== null && row.dueDate < on,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    retainUntil: letterRetainUntil(dayOf(row.createdAt)),
  };
}

function letterOf(ctx: AppContext, row: LetterRow): Letter {
  const content = JSON.parse(ctx.cipher.decrypt(row.contentEnc, contentContext(row.id))) as LetterContent;
  // a letter stored before templates had a language is in English
  return { ...letterSummaryOf(row), ...content, language: content.language ?? DEFAULT_LETTER_LANGUAGE };
}

/** The letter's facts from the stored report; every refusal names its problem (nothing stored yet). */
async function prepare(ctx: AppContext, caller: Caller, request: LetterRequest) {
  const { db } = ctx;
  const inquiry = await findInquiry(db, request.inquiryId);
  assertMayReadInquiry(caller, inquiry);
  const template = await findEletter(db, caller.customerId, request.eletterId);
  if (!template) throw notFound(ELETTER_MESSAGES.notFound);
  await assertLettersFeature(db, caller.customerId);
  const product = productByKey(inquiry.product);
  if (!(CONSUMER_PRODUCTS as readonly string[]).includes(inquiry.product)) throw field('body.inquiryId', LETTER_MESSAGES.notCreditReport(product?.name ?? inquiry.product));

  const reportDate = dayOf(inquiry.createdAt);
  const now = today();
  if (request.decisionDate > now) throw field('body.decisionDate', 'the decision cannot be in the future');
  if (request.decisionDate < reportDate) throw field('body.decisionDate', `the decision cannot be before the report it used (${formatLetterDate(reportDate)})`);
  const letterDate = request.letterDate ?? now;
  if (letterDate < request.decisionDate) throw field('body.letterDate', 'the letter cannot be dated before the decision');

  const index = request.applicant === 'coapplicant' ? 1 : 0;
  const report = creditReportsOf(inquiry.product as ConsumerProduct, storedReport(ctx.cipher, inquiry))[index];
  const applicant = (storedIdentity(ctx.cipher, inquiry) as ApplicantIdentity[]).find((a) => a.role === request.applicant);
  if (!report || !applicant) throw field('body.applicant', LETTER_MESSAGES.noApplicant);

  const adverse = isAdverseEletterType(template.eletterType as EletterType) || ADVERSE_DECISIONS.includes(request.decision);
  // FCRA §605A(h), §605(h): no approval (the decision approved, or a Welcome letter not declining) until
  // the report's alerts are resolved with the identity verified; an adverse-action notice is always possible
  if (request.decision === 'approved' || (template.eletterType === 'Welcome' && !ADVERSE_DECISIONS.includes(request.decision))) {
    const status = await alertStatusOfInquiry(ctx, inquiry);
    if (!approvalAllowed(status)) throw new HttpError(409, API_MESSAGES.letters.approvalNeedsAlertsResolved(status as 'unresolved' | 'not-verified'));
  }
  const content = buildLetterContent({
    template: { eletterName: template.eletterName, subject: template.subject, body: template.body, needsScore: needsScore(template), language: template.language as LetterLanguage },
    adverse,
    decision: request.decision,
    decisionDate: request.decisionDate,
    letterDate,
    reportDate,
    productName: product?.name ?? inquiry.product,
    report,
    applicant,
    requestedCodes: request.reasonCodes,
    companyCodes: await listReasonCodes(db, caller.customerId),
    settings: await letterSettingsOf(db, caller.customerId),
  });
  return { inquiry, template, adverse, letterDate, content, consumerName: content.letterhead.recipient.name };
}

/** The request's ids for the report-read audit (the correlation id the request logged). */
const readMeta = (act: Act) => ({ correlationId: act.meta.correlationId ?? '', ip: act.meta.ip });

const readDetails = (request: LetterRequest, via: string, letterId?: string) => ({ via, applicant: request.applicant, eletterId: request.eletterId, ...(letterId ? { letterId } : {}) });

/** The letter as it would be, nothing recorded; the report's read is audited like a view. */
export async function previewLetter(act: Act, request: LetterRequest): Promise<Letter> {
  const { ctx, caller } = act;
  const prepared = await prepare(ctx, caller, request);
  await recordReportRead(ctx.db, { action: 'report.viewed', caller, row: prepared.inquiry, meta: readMeta(act), details: readDetails(request, 'letter-preview') });
  const row = draftRow(caller, request, prepared, randomUUID(), '');
  return { ...letterSummaryOf(row), ...prepared.content };
}

function draftRow(caller: Caller, request: LetterRequest, p: Awaited<ReturnType<typeof prepare>>, id: string, contentEnc: string): LetterRow {
  const now = new Date();
  return {
    id,
    customerId: caller.customerId,
    inquiryId: p.inquiry.id,
    applicant: request.applicant,
    userId: caller.userId,
    createdBy: caller.username,
    eletterId: p.template.id,
    eletterName: p.template.eletterName,
    eletterType: p.template.eletterType,
    decision: request.decision,
    adverse: p.adverse,
    decisionDate: request.decisionDate,
    letterDate: p.letterDate,
    dueDate: p.adverse ? letterDueDate(request.decisionDate) : null,
    status: 'due',
    sentOn: null,
    consumerName: p.consumerName,
    product: p.inquiry.product,
    contentEnc,
    createdAt: now,
    updatedAt: now,
  };
}

/** Builds and records a letter against its report, in one transaction with its audit events (the letter and the report's read). */
export async function createLetter(act: Act, request: LetterRequest): Promise<Letter> {
  const { ctx, caller } = act;
  const prepared = await prepare(ctx, caller, request);
  const id = randomUUID();
  const draft = draftRow(caller, request, prepared, id, ctx.cipher.encrypt(JSON.stringify(prepared.content), contentContext(id)));
  const { createdAt: _c, updatedAt: _u, ...values } = draft;
  const row = await inAuditedTransaction(act, 'letter.created', { type: 'letter', id }, async (tx) => {
    const stored = await insertLetter(tx, values);
    await recordReportRead(tx, { action: 'report.viewed', caller, row: prepared.inquiry as InquiryRow, meta: readMeta(act), details: readDetails(request, 'letter', id) });
    const summary = letterSummaryOf(stored);
    return {
      result: stored,
      details: {
        inquiryId: summary.inquiryId,
        eletterId: summary.eletterId,
        eletterName: summary.eletterName,
        decision: summary.decision,
        decisionDate: summary.decisionDate,
        dueDate: summary.dueDate,
        reasons: prepared.content.reasons.map((r) => r.code),
      },
    };
  });
  return { ...letterSummaryOf(row), ...prepared.content };
}

/** One recorded letter with its content; the read is audited (it holds the consumer's score and address). */
export async function readLetter(act: Act, letterId: string): Promise<Letter> {
  const row = await letterOfCaller(act.ctx.db, act.caller, letterId);
  await auditLetterRead(act, row, 'letter.viewed');
  return letterOf(act.ctx, row);
}

export async function auditLetterRead(act: Act, row: LetterRow, action: 'letter.viewed' | 'letter.pdf-downloaded'): Promise<void> {
  await recordAudit(act.ctx.db, {
    action,
    customerId: act.caller.customerId,
    actorUserId: act.caller.userId,
    actorUsername: act.caller.username,
    targetType: 'letter',
    targetId: row.id,
    details: { inquiryId: row.inquiryId },
    correlationId: act.meta.correlationId,
    ip: act.meta.ip,
  });
}

/** The recorded letter a PDF is rendered from (its download audited by the caller of this). */
export async function letterForPdf(act: Act, letterId: string): Promise<Letter> {
  const row = await letterOfCaller(act.ctx.db, act.caller, letterId);
  await auditLetterRead(act, row, 'letter.pdf-downloaded');
  return letterOf(act.ctx, row);
}

export async function letterTracker(db: Db, caller: Caller, q: Parameters<typeof pageLetters>[2]): Promise<LetterTracker> {
  const scope = letterScopeOf(caller);
  const on = today();
  const [{ rows, total }, counts] = await Promise.all([pageLetters(db, scope, q), dueLetterCounts(db, scope, on)]);
  return {
    content: rows.map((r) => letterSummaryOf(r, on)),
    totalElements: total,
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    dueCount: counts.due,
    overdueCount: counts.overdue,
  };
}

/** The tracker's letters of a tab in its order, a batch at a time (its CSV). */
export async function trackerBatch(db: Db, caller: Caller, q: { status: 'due' | 'sent' | 'all'; sort?: Parameters<typeof pageLetters>[2]['sort'] }, offset: number, limit: number): Promise<LetterSummary[]> {
  const on = today();
  const { rows } = await pageLetters(db, letterScopeOf(caller), { ...q, pageNumber: 1, pageSize: limit, offset });
  return rows.map((r) => letterSummaryOf(r, on));
}

export async function markSent(act: Act, letterId: string, sentOn: string) {
  return inAuditedTransaction(act, 'letter.sent', { type: 'letter', id: letterId }, async (db) => {
    const before = await letterOfCaller(db, act.caller, letterId);
    if (sentOn > today()) throw field('body.sentOn', 'sentOn cannot be in the future');
    if (sentOn < before.decisionDate) throw field('body.sentOn', `sentOn cannot be before the decision (${formatLetterDate(before.decisionDate)})`);
    const row = await markLetterSent(db, act.caller.customerId, letterId, sentOn);
    if (!row) throw notFound(LETTER_MESSAGES.notFound);
    return {
      result: { message: LETTER_MESSAGES.markedSent, letter: letterSummaryOf(row) },
      details: { before: { status: before.status, sentOn: before.sentOn }, after: { status: row.status, sentOn: row.sentOn } },
    };
  });
}

/** Deletes a letter once 25 months have passed since it was made (12 CFR 1002.12(b)); before then a 409 saying until when. */
export async function removeLetter(act: Act, letterId: string) {
  return inAuditedTransaction(act, 'letter.deleted', { type: 'letter', id: letterId }, async (db) => {
    const row = await letterOfCaller(db, act.caller, letterId);
    const until = letterRetainUntil(dayOf(row.createdAt));
    if (today() < until) throw new HttpError(409, LETTER_MESSAGES.keptUntil(formatLetterDate(until)));
    await deleteLetter(db, act.caller.customerId, letterId);
    const summary = letterSummaryOf(row);
    return { result: { message: LETTER_MESSAGES.deleted }, details: { before: { inquiryId: summary.inquiryId, eletterName: summary.eletterName, createdAt: summary.createdAt }, after: null } };
  });
}
