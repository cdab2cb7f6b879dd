import { z } from 'zod';
import { type OfacCaseDecision, ofacCaseDecisionSchema } from '@creditdesk/contracts';
import { errorFieldsOf, type ApiError } from '../../api/api-errors';

/** The decision form as typed: nothing chosen yet is ''; the candidate is its entry number as text. */
export type DecisionValues = { decision: '' | 'confirmed' | 'cleared'; entNum: string; reason: string };
export type DecisionField = keyof DecisionValues;

export const EMPTY_DECISION: DecisionValues = { decision: '', entNum: '', reason: '' };

/** The body the form sends: a candidate only with a confirmation (the contract refuses one with a clearance). */
export function decisionBodyOf(values: DecisionValues): OfacCaseDecision {
  const entNum = values.decision === 'confirmed' && values.entNum !== '' ? Number(values.entNum) : undefined;
  return { decision: values.decision as OfacCaseDecision['decision'], reason: values.reason, ...(entNum === undefined ? {} : { entNum }) };
}

/** The field a contracts issue path ('reason') or a server field ('body.entNum') names. */
export function decisionFieldOf(path: string): DecisionField | undefined {
  const name = path.replace(/^body\./, '').split('.')[0];
  return name === 'decision' || name === 'entNum' || name === 'reason' ? name : undefined;
}

/** A contracts or server message in the form's words (its field names are the API's, not the reader's). */
export function humanizeDecisionMessage(message: string, field: DecisionField): string {
  if (field === 'decision') return 'Choose a decision: confirm a true match or clear a false positive';
  if (field === 'entNum') return message.startsWith('entNum is required') ? 'Choose the candidate you confirm as the match' : message.replace(/^entry/, 'Entry').replace(/^entNum/, 'The candidate');
  return message.replace(/^reason/, 'The reason');
}

/** The resolver: the body is checked with the contract's own schema (the server's rules); each field shows its first problem. */
export const decisionFormSchema = z.custom<DecisionValues>().superRefine((values, ctx) => {
  const result = ofacCaseDecisionSchema.safeParse(decisionBodyOf(values));
  if (result.success) return;
  const seen = new Set<DecisionField>();
  for (const issue of result.error.issues) {
    const field = decisionFieldOf(issue.path.map(String).join('.'));
    if (!field || seen.has(field)) continue;
    seen.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message: humanizeDecisionMessage(issue.message, field) });
  }
});

/** A 400's fields in the form's words, for setError. */
export function decisionFieldErrors(error: ApiError): { field: DecisionField; message: string }[] {
  return errorFieldsOf(error).flatMap((f) => {
    const field = decisionFieldOf(f.field);
    return field ? [{ field, message: humanizeDecisionMessage(f.message, field) }] : [];
  });
}
