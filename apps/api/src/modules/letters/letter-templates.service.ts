import {
  API_MESSAGES,
  DEFAULT_FEDERAL_REGULATOR,
  ELETTER_MESSAGES,
  type Eletter,
  type EletterType,
  type LetterLanguage,
  type LetterSettings,
  type ReasonCode,
  type ScoreType,
  type eletterInputSchema,
  type letterSettingsInputSchema,
  type reasonCodeChangeSchema,
  type reasonCodeInputSchema,
  eletterDeletedMessage,
  isAdverseEletterType,
  letterBodyProblems,
  mergeFieldsIn,
  scoreFieldsIn,
  unknownMergeFields,
} from '@creditdesk/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { type Act, UNIQUE_VIOLATION, lockCompany, pgError } from '../admin/shared/admin-context.js';
import { subscriptionRowsOf } from '../admin/subscriptions/subscriptions.repository.js';
import { findCompanyName } from '../reports/inquiries.repository.js';
import {
  type EletterRow,
  type EletterValues,
  type ReasonCodeRow,
  deleteEletters,
  deleteReasonCode,
  findEletter,
  findEletterByName,
  findEletters,
  findReasonCode,
  insertEletter,
  insertReasonCode,
  listReasonCodes,
  updateEletter,
  updateReasonCode,
} from './letter-templates.repository.js';
import { inAuditedTransaction } from './letters-audit.js';
import { type LetterSettingsRow, findLetterSettings, upsertLetterSettings } from './letters.repository.js';

type EletterInput = z.output<typeof eletterInputSchema>;
type FieldIssue = { field: string; message: string };

/** Whether a template's letters need a report with a credit score: its score type, or a score field it uses. */
export const needsScore = (row: Pick<EletterRow, 'scoreType' | 'body' | 'subject'>): boolean =>
  row.scoreType === 'credit' || scoreFieldsIn(`${row.subject}\n${row.body}`).length > 0;

export function eletterOut(row: EletterRow): Eletter {
  return {
    eletterId: row.id,
    eletterName: row.eletterName,
    eletterType: row.eletterType as EletterType,
    scoreType: row.scoreType as ScoreType,
    subject: row.subject,
    language: row.language as LetterLanguage,
    body: row.body,
    mergeFields: mergeFieldsIn(`${row.subject}\n${row.body}`),
    needsScore: needsScore(row),
    adverse: isAdverseEletterType(row.eletterType as EletterType),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A 400 naming every field that is wrong, as the validation's own 400s name them (body.body). */
function invalid(issues: FieldIssue[]): HttpError {
  return badRequest(API_MESSAGES.invalid.fields(issues), { fields: issues });
}

/** Letters and their templates need the company's 'eletters' feature (403 naming where it is turned on). */
export async function assertLettersFeature(db: Db, customerId: string): Promise<void> {
  const rows = await subscriptionRowsOf(db, customerId);
  if (!rows.some((r) => r.subscriptionName === 'eletters' && r.status === 'active')) throw forbidden(ELETTER_MESSAGES.featureRequired);
}

/** The body's and the subject's problems (empty body, unknown or unclosed merge fields), all in one 400. */
function checkedValues(input: EletterInput): EletterValues {
  const issues: FieldIssue[] = letterBodyProblems(input.body, 'body').map((p) => ({ field: 'body.body', message: p.message }));
  const unknownInSubject = unknownMergeFields(input.subject);
  if (unknownInSubject.length > 0) {
    issues.push({ field: 'body.subject', message: `unknown merge field${unknownInSubject.length > 1 ? 's' : ''} ${unknownInSubject.map((k) => `{{${k}}}`).join(', ')}` });
  }
  if (issues.length > 0) throw invalid(issues);
  return { eletterName: input.eletterName, eletterType: input.eletterType, scoreType: input.scoreType, subject: input.subject, language: input.language, body: input.body };
}

const nameTaken = (name: string) => new HttpError(409, ELETTER_MESSAGES.nameTaken(name));

/** A name or code taken by a racing request is the same 409 the check answers. */
async function refusingDuplicate<T>(refusal: () => HttpError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgError(err).code === UNIQUE_VIOLATION) throw refusal();
    throw err;
  }
}

const templateSummary = (row: EletterRow) => ({ eletterName: row.eletterName, eletterType: row.eletterType, scoreType: row.scoreType, subject: row.subject, language: row.language, body: row.body });

export async function createEletter(act: Act, input: EletterInput) {
  const customerId = act.caller.customerId;
  return inAuditedTransaction(act, 'eletter.created', { type: 'eletter', id: input.eletterName }, async (db) => {
    await assertLettersFeature(db, customerId);
    const values = checkedValues(input);
    if (await findEletterByName(db, customerId, values.eletterName)) throw nameTaken(values.eletterName);
    const row = await refusingDuplicate(() => nameTaken(values.eletterName), () => insertEletter(db, customerId, act.caller.username, values));
    return { result: { message: ELETTER_MESSAGES.created(row.eletterName), eletter: eletterOut(row) }, targetId: row.id, details: { after: templateSummary(row) } };
  });
}

export async function changeEletter(act: Act, eletterId: string, input: EletterInput) {
  const customerId = act.caller.customerId;
  return inAuditedTransaction(act, 'eletter.updated', { type: 'eletter', id: eletterId }, async (db) => {
    const before = await findEletter(db, customerId, eletterId);
    if (!before) throw notFound(ELETTER_MESSAGES.notFound);
    await assertLettersFeature(db, customerId);
    const values = checkedValues(input);
    if (await findEletterByName(db, customerId, values.eletterName, eletterId)) throw nameTaken(values.eletterName);
    const row = await refusingDuplicate(() => nameTaken(values.eletterName), () => updateEletter(db, customerId, eletterId, act.caller.username, values));
    if (!row) throw notFound(ELETTER_MESSAGES.notFound);
    return { result: { message: ELETTER_MESSAGES.updated(row.eletterName), eletter: eletterOut(row) }, details: { before: templateSummary(before), after: templateSummary(row) } };
  });
}

/**
 * Deletes the company's templates of these ids, all or none: one id that is not the company's template
 * is a 404 and nothing is deleted. One audit event per template.
 */
export async function removeEletters(act: Act, ids: readonly string[]) {
  const customerId = act.caller.customerId;
  return inAuditedTransaction(act, ids.length === 1 ? 'eletter.deleted' : 'eletters.deleted', { type: 'eletter', id: ids.join(',') }, async (db) => {
    const found = await findEletters(db, customerId, ids);
    if (found.length !== ids.length) throw notFound(ELETTER_MESSAGES.notFound);
    await assertLettersFeature(db, customerId);
    const deleted = await deleteEletters(db, customerId, ids);
    return {
      result: { message: eletterDeletedMessage(deleted.length), deleted: deleted.length },
      details: { deleted: deleted.map((row) => ({ eletterId: row.id, ...templateSummary(row) })) },
    };
  });
}

// ---- reason codes --------------------------------------------------------------------------------

export const reasonCodeOut = (row: ReasonCodeRow): ReasonCode => ({
  code: row.code,
  description: row.description,
  bureauFactorCodes: row.bureauFactorCodes,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
});

const codeExists = (code: string) => new HttpError(409, ELETTER_MESSAGES.reasonCodeExists(code));

/** A key factor maps to one reason code at most: 409 naming the code that already has it. */
async function assertFactorsFree(db: Db, customerId: string, factors: readonly string[], exceptCode?: string): Promise<void> {
  const others = (await listReasonCodes(db, customerId)).filter((r) => r.code.toUpperCase() !== exceptCode?.toUpperCase());
  for (const factor of factors) {
    const holder = others.find((r) => r.bureauFactorCodes.includes(factor));
    if (holder) throw new HttpError(409, ELETTER_MESSAGES.factorMapped(factor, holder.code));
  }
}

const codeSummary = (row: ReasonCodeRow) => ({ code: row.code, description: row.description, bureauFactorCodes: row.bureauFactorCodes });

export async function createReasonCode(act: Act, input: z.output<typeof reasonCodeInputSchema>) {
  const customerId = act.caller.customerId;
  return inAuditedTransaction(act, 'reason-code.created', { type: 'reason-code', id: input.code }, async (db) => {
    await assertLettersFeature(db, customerId);
    // one writer of the company's codes at a time, so two requests cannot map one key factor twice
    await lockCompany(db, customerId);
    const existing = await findReasonCode(db, customerId, input.code);
    if (existing) throw codeExists(existing.code);
    await assertFactorsFree(db, customerId, input.bureauFactorCodes);
    const row = await refusingDuplicate(() => codeExists(input.code), () =>
      insertReasonCode(db, customerId, act.caller.username, input.code, { description: input.description, bureauFactorCodes: input.bureauFactorCodes }),
    );
    return { result: { message: ELETTER_MESSAGES.reasonCodeCreated(row.code), reasonCode: reasonCodeOut(row) }, details: { after: codeSummary(row) } };
  });
}

export async function changeReasonCode(act: Act, code: string, input: z.output<typeof reasonCodeChangeSchema>) {
  const customerId = act.caller.customerId;
  return inAuditedTransaction(act, 'reason-code.updated', { type: 'reason-code', id: code }, async (db) => {
    if (input.code !== undefined && input.code.trim().toUpperCase() !== code.toUpperCase()) {
      throw invalid([{ field: 'body.code', message: `a reason code cannot be renamed (the path names ${code}); delete it and add the new code` }]);
    }
    const before = await findReasonCode(db, customerId, code);
    if (!before) throw notFound(ELETTER_MESSAGES.reasonCodeNotFound(code));
    await assertLettersFeature(db, customerId);
    await lockCompany(db, customerId);
    await assertFactorsFree(db, customerId, input.bureauFactorCodes, before.code);
    const row = await updateReasonCode(db, customerId, code, act.caller.username, { description: input.description, bureauFactorCodes: input.bureauFactorCodes });
    if (!row) throw notFound(ELETTER_MESSAGES.reasonCodeNotFound(code));
    return { result: { message: ELETTER_MESSAGES.reasonCodeUpdated(row.code), reasonCode: reasonCodeOut(row) }, details: { before: codeSummary(before), after: codeSummary(row) } };
  });
}

export async function removeReasonCode(act: Act, code: string) {
  const customerId = act.caller.customerId;
  return inAuditedTransaction(act, 'reason-code.deleted', { type: 'reason-code', id: code }, async (db) => {
    if (!(await findReasonCode(db, customerId, code))) throw notFound(ELETTER_MESSAGES.reasonCodeNotFound(code));
    await assertLettersFeature(db, customerId);
    const row = await deleteReasonCode(db, customerId, code);
    if (!row) throw notFound(ELETTER_MESSAGES.reasonCodeNotFound(code));
    return { result: { message: ELETTER_MESSAGES.reasonCodeDeleted(row.code) }, details: { before: codeSummary(row), after: null } };
  });
}

// ---- settings ------------------------------------------------------------------------------------

/** The company's letter settings: its own, or none set yet (no address, the FTC as regulator). */
export async function letterSettingsOf(db: Db, customerId: string): Promise<LetterSettings> {
  const [row, companyName] = await Promise.all([findLetterSettings(db, customerId), findCompanyName(db, customerId)]);
  return settingsOut(companyName ?? '', row);
}

function settingsOut(companyName: string, row: LetterSettingsRow | undefined): LetterSettings {
  return {
    companyName,
    address: row?.address ?? [],
    phone: row?.phone ?? '',
    regulator: (row?.regulator ?? DEFAULT_FEDERAL_REGULATOR) as LetterSettings['regulator'],
    complete: (row?.address.length ?? 0) > 0,
  };
}

export async function saveLetterSettings(act: Act, input: z.output<typeof letterSettingsInputSchema>) {
  const customerId = act.caller.customerId;
  return inAuditedTransaction(act, 'letter-settings.updated', { type: 'letter-settings', id: customerId }, async (db) => {
    await assertLettersFeature(db, customerId);
    const before = await findLetterSettings(db, customerId);
    const row = await upsertLetterSettings(db, customerId, act.caller.username, input);
    const settings = settingsOut((await findCompanyName(db, customerId)) ?? '', row);
    const summary = (r: LetterSettingsRow | undefined) => (r ? { address: r.address, phone: r.phone, regulator: r.regulator } : null);
    return { result: { message: ELETTER_MESSAGES.settingsSaved, settings }, details: { before: summary(before), after: summary(row) } };
  });
}
