import { z } from 'zod';
import { type CompanySettings, type UpdateCompanyBody, updateCompanyBodySchema } from '@creditdesk/contracts';
import { errorFieldsOf, httpStatusOf, serverMessageOf, type ApiError } from '../../api/api-errors';
import { adminFailureText } from '../../lib/admin-failure';

/** What a settings section sends and how the rules' paths map back onto its inputs. */
export type SectionSpec<V> = {
  /** the section's values in the company's settings: the form's, and again from the saved answer. */
  valuesOf: (company: CompanySettings) => V;
  toBody: (values: V) => UpdateCompanyBody;
  /**
   * The input a body path names ('reCertification.frequency' → 'days'); for a path naming the whole
   * list, the message may tell which entry. Undefined: the section's own message.
   */
  fieldOf: (path: string, values: V, message: string) => string | undefined;
  /** the contracts' words at the start of a message, in the form's words ('passwordMaxAgeDays' → 'Maximum age'). */
  words?: Record<string, string>;
  /** the section's own sentence for a rule, where the input shows the value in other units (a percentage for 0.88). */
  reword?: (message: string) => string | undefined;
};

export function humanize(message: string, words: Record<string, string> = {}): string {
  const word = Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .find((w) => message.startsWith(`${w} `) || message.startsWith(`${w}:`));
  return word ? `${words[word]}${message.slice(word.length)}` : message;
}

const sectionMessage = <V>(message: string, spec: SectionSpec<V>) => spec.reword?.(message) ?? humanize(message, spec.words);

/** A section's resolver: its body is checked with the contracts' own schema (the server's rules). */
export function sectionSchema<V>(spec: SectionSpec<V>) {
  return z.custom<V>().superRefine((values, ctx) => {
    const result = updateCompanyBodySchema.safeParse(spec.toBody(values));
    if (result.success) return;
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = spec.fieldOf(issue.path.map(String).join('.'), values, issue.message) ?? 'root';
      if (seen.has(field)) continue; // the first problem of an input is the one to fix first
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: field.split('.'), message: sectionMessage(issue.message, spec) });
    }
  });
}

export type SectionFailure = { fields: { name: string; message: string }[]; text: string };

/** A refused save: a 400's fields on their inputs, and the sentence for the section. */
export function sectionFailure<V>(error: ApiError, spec: SectionSpec<V>, values: V): SectionFailure {
  const fields = httpStatusOf(error) === 400
    ? errorFieldsOf(error).flatMap((f) => {
        const name = spec.fieldOf(f.field.replace(/^body\./, ''), values, f.message);
        return name ? [{ name, message: sectionMessage(f.message, spec) }] : [];
      })
    : [];
  if (fields.length === 0) return { fields, text: adminFailureText(error) };
  // The server's own sentence when it adds to the fields' words (not its schema summary, nor a repeat).
  const sentence = serverMessageOf(error);
  const adds = sentence && !sentence.startsWith('Invalid request') && !fields.some((f) => f.message === sentence);
  return { fields, text: adds ? sentence : 'Not saved. Correct the field marked in red.' };
}
