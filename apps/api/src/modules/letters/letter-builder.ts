import {
  API_MESSAGES,
  type CreditReport,
  type CreditScoreModel,
  type FilledBlock,
  type Letter,
  type LetterDecision,
  type LetterLanguage,
  type LetterSettings,
  LETTER_DECISION_LABELS,
  LETTER_MESSAGES,
  MAX_LETTER_REASONS,
  type MergeValues,
  adverseActionDisclosures,
  blockText,
  capitalizeName,
  creditScoreModelOf,
  disclosedKeyFactors,
  federalRegulatorOf,
  fillLetter,
  formatLetterDate,
  parseLetterBody,
  scoreRangeText,
} from '@creditdesk/contracts';
import type { ApplicantIdentity } from '../../datasources/consumer-bureau.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import type { ReasonCodeRow } from './letter-templates.repository.js';

/** What a letter holds besides its tracker columns: stored encrypted, answered with the summary. */
export type LetterContent = Pick<Letter, 'letterhead' | 'subject' | 'language' | 'body' | 'disclosures' | 'score' | 'keyFactors' | 'reasons' | 'bureau'>;

export type LetterFacts = {
  template: { eletterName: string; subject: string; body: string; needsScore: boolean; language: LetterLanguage };
  /** the letter carries the required adverse-action section. */
  adverse: boolean;
  decision: LetterDecision;
  decisionDate: string;
  letterDate: string;
  /** the day the report was pulled (YYYY-MM-DD): the score's date. */
  reportDate: string;
  productName: string;
  report: CreditReport;
  applicant: ApplicantIdentity;
  /** the company's codes the request names (validated here), or undefined: mapped from the key factors. */
  requestedCodes?: readonly string[];
  companyCodes: readonly ReasonCodeRow[];
  settings: LetterSettings;
};

/** A 400 naming the one field that is wrong, as the validation's own 400s name them. */
export const field = (name: string, message: string) => badRequest(API_MESSAGES.invalid.field(name, message), { fields: [{ field: name, message }] });

/** The applicant's name as ordered; one typed all in capitals is written as a name ("KEVIN DOYLE" → "Kevin Doyle"). */
function fullName(a: ApplicantIdentity): string {
  const name = [a.firstName, a.middleName, a.lastName, a.suffix].filter((p) => p && p.trim()).join(' ');
  return /[a-z]/.test(name) ? name : capitalizeName(name);
}
const addressLines = (a: ApplicantIdentity): string[] => {
  const { line1, city, state, zip, country } = a.address;
  return [line1, `${city}, ${state} ${zip}`, ...(country === 'CA' ? ['Canada'] : [])];
};

/** The company's reasons for this letter: those asked for (each must exist), else those the key factors map to. */
function reasonsOf(facts: LetterFacts, keyFactors: readonly { code: string }[]): ReasonCodeRow[] {
  const byCode = new Map(facts.companyCodes.map((c) => [c.code.toUpperCase(), c]));
  if (facts.requestedCodes) {
    const unknown = facts.requestedCodes.filter((c) => !byCode.has(c.toUpperCase()));
    if (unknown.length > 0) throw field('body.reasonCodes', `${unknown.join(', ')} ${unknown.length > 1 ? 'are not reason codes' : 'is not a reason code'} of your company`);
    return facts.requestedCodes.map((c) => byCode.get(c.toUpperCase())!);
  }
  const mapped: ReasonCodeRow[] = [];
  for (const factor of keyFactors) {
    const code = facts.companyCodes.find((c) => c.bureauFactorCodes.includes(factor.code));
    if (code && !mapped.includes(code)) mapped.push(code);
  }
  return mapped.slice(0, MAX_LETTER_REASONS);
}

/** The declared model of the report's score (its range and agency); a letter that must name them cannot do without. */
function modelOf(report: CreditReport, required: boolean): CreditScoreModel | undefined {
  const model = creditScoreModelOf(report.score.model);
  if (!model && required) throw new HttpError(409, LETTER_MESSAGES.unknownScoreModel(report.score.model));
  return model;
}

/**
 * A letter's content from the exact report: the template filled (merge values from the report, the
 * applicant's identity as ordered, the company and the decision) and, for an adverse action, the
 * required section (contracts' adverseActionDisclosures). Refusals name what is missing.
 */
export function buildLetterContent(facts: LetterFacts): LetterContent {
  const { report, settings } = facts;
  const scored = report.score.value !== null;
  if (facts.template.needsScore && !scored) throw field('body.inquiryId', LETTER_MESSAGES.noScore(facts.template.eletterName));
  if (!settings.complete) throw new HttpError(409, LETTER_MESSAGES.noCompanyAddress);
  // an adverse-action notice names the agency (and a score's range): the report's model must be declared
  const model = modelOf(report, facts.adverse || scored);
  const keyFactors = scored && model ? disclosedKeyFactors(report.score.reasons, model.inquiriesFactor) : [];
  const reasons = reasonsOf(facts, keyFactors);
  if (facts.adverse && reasons.length === 0) throw field('body.reasonCodes', LETTER_MESSAGES.noReasons);

  const agency = model?.agency;
  const { language } = facts.template;
  // the letter's dates are written in its language; its numbers (a score, a range) need no grouping
  const dateOf = (isoDay: string) => formatLetterDate(isoDay, language);
  const score = scored && model ? { value: report.score.value!, min: model.range.min, max: model.range.max, model: model.name, date: dateOf(facts.reportDate) } : null;
  const company = { name: settings.companyName, address: settings.address, phone: settings.phone };
  const recipient = { name: fullName(facts.applicant), address: addressLines(facts.applicant) };
  const values: MergeValues = {
    'consumer.name': recipient.name,
    'consumer.address': recipient.address,
    date: dateOf(facts.letterDate),
    decision: LETTER_DECISION_LABELS[facts.decision].toLowerCase(),
    'decision.date': dateOf(facts.decisionDate),
    'decision.reasons': reasons.map((r) => r.description),
    product: facts.productName,
    'report.date': dateOf(facts.reportDate),
    ...(score
      ? { score: String(score.value), 'score.range': scoreRangeText(model!.range, language), 'score.date': score.date, 'score.model': score.model, reasons: keyFactors.map((f) => f.text) }
      : {}),
    'company.name': company.name,
    'company.address': company.address,
    'company.phone': company.phone,
    ...(agency ? { 'bureau.name': agency.name, 'bureau.address': agency.address, 'bureau.phone': agency.tollFreePhone } : {}),
  };
  const subject = fillLetter(parseLetterBody(facts.template.subject), values).map(blockText).join(' ');
  const body: FilledBlock[] = fillLetter(parseLetterBody(facts.template.body), values);
  const disclosures = facts.adverse
    ? adverseActionDisclosures({
        decision: facts.decision,
        reasons: reasons.map((r) => r.description),
        agency: agency!,
        score: score ? { value: score.value, range: model!.range, date: score.date, model: score.model, keyFactors } : null,
        creditor: company,
        regulator: federalRegulatorOf(settings.regulator),
      }, language)
    : [];
  return {
    letterhead: { company, date: dateOf(facts.letterDate), recipient },
    subject,
    language,
    body,
    disclosures,
    score,
    keyFactors: keyFactors.map((f) => ({ code: f.code, text: f.text })),
    reasons: reasons.map((r) => ({ code: r.code, description: r.description })),
    bureau: agency ? { name: agency.name, address: [...agency.address], tollFreePhone: agency.tollFreePhone } : { name: '', address: [], tollFreePhone: '' },
  };
}
