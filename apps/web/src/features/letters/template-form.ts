import { z } from 'zod';
import {
  ELETTER_TYPES,
  LETTER_LANGUAGES,
  SCORE_TYPES,
  type Eletter,
  type EletterInput,
  type EletterType,
  type LetterLanguage,
  type ScoreType,
  eletterInputSchema,
  letterBodyProblems,
  unknownMergeFields,
} from '@creditdesk/contracts';
import { errorFieldsOf, type ApiError } from '../../api/api-errors';
import { refineByRequestSchema } from '../../lib/request-schema-issues';

/** A letter template as its form holds it (no type chosen yet: ''). */
export type TemplateValues = { eletterName: string; eletterType: EletterType | ''; scoreType: ScoreType; language: LetterLanguage; subject: string; body: string };
export type TemplateField = keyof TemplateValues;

export const TEMPLATE_LABELS: Record<TemplateField, string> = {
  eletterName: 'Template name',
  eletterType: 'Type',
  scoreType: 'Score type',
  language: 'Language',
  subject: 'Subject',
  body: 'Letter body',
};

/** A new template starts from a body that shows how the markup and the fields read. */
export const STARTER_BODY = [
  'Dear {{consumer.name}},',
  '',
  'Thank you for your recent application for credit with {{company.name}}. We have carefully reviewed it, and regret that we are unable to approve it at this time.',
  '',
  '# Why we made this decision',
  '',
  '{{decision.reasons}}',
  '',
  'If you have any questions about this decision, please call us at {{company.phone}}.',
  '',
  'Sincerely,',
  '',
  '**{{company.name}}**',
].join('\n');

export const EMPTY_TEMPLATE: TemplateValues = { eletterName: '', eletterType: '', scoreType: 'none', language: 'en', subject: 'Your application for credit', body: STARTER_BODY };

export const valuesOf = (t: Eletter): TemplateValues => ({ eletterName: t.eletterName, eletterType: t.eletterType, scoreType: t.scoreType, language: t.language, subject: t.subject, body: t.body });

export const toTemplateBody = (v: TemplateValues): EletterInput => ({ eletterName: v.eletterName, eletterType: v.eletterType as EletterType, scoreType: v.scoreType, language: v.language, subject: v.subject, body: v.body });

const FIELDS = Object.keys(TEMPLATE_LABELS) as TemplateField[];
export const templateFieldOf = (path: readonly PropertyKey[]): TemplateField | undefined => FIELDS.find((f) => f === String(path[0]));

/** "eletterName is required" → "Template name is required"; "body …" → "Letter body …". */
export function templateMessage(message: string, field: TemplateField | undefined): string {
  if (!field) return message;
  if (field === 'eletterType' && !message.startsWith('eletterType ')) return message;
  if (field === 'eletterType') return 'Choose the type of letter';
  if (message.startsWith(`${field} `)) return `${TEMPLATE_LABELS[field]}${message.slice(field.length)}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The body's problems as the server words them (contracts' letterBodyProblems), in the form's words. */
const bodyProblems = (body: string) => letterBodyProblems(body).map((p) => templateMessage(p.message, 'body'));

const shape = z.object({ eletterName: z.string(), eletterType: z.union([z.enum(ELETTER_TYPES), z.literal('')]), scoreType: z.enum(SCORE_TYPES), language: z.enum(LETTER_LANGUAGES), subject: z.string(), body: z.string() });

/**
 * The form checks what the server checks: the contract's body schema, the body's markup (empty, an
 * unknown merge field, an unclosed "{{"), and the subject's merge fields.
 */
export const templateFormSchema = shape.superRefine((values, ctx) => {
  refineByRequestSchema(values, ctx, {
    schema: eletterInputSchema,
    toRequest: toTemplateBody,
    fieldOf: templateFieldOf,
    message: (message, field) => templateMessage(message, field),
  });
  const problems = bodyProblems(values.body);
  if (problems.length > 0) ctx.addIssue({ code: 'custom', path: ['body'], message: problems.join('; ') });
  const unknown = unknownMergeFields(values.subject);
  if (unknown.length > 0) ctx.addIssue({ code: 'custom', path: ['subject'], message: `Subject: unknown merge field ${unknown.map((k) => `{{${k}}}`).join(', ')}` });
});

/** A 400's fields on the form's fields (body.body → body); the rest of the error is the form's as a whole. */
export function templateServerIssues(error: ApiError): { field: TemplateField; message: string }[] {
  return errorFieldsOf(error).flatMap((f) => {
    const field = templateFieldOf(f.field.replace(/^body\./, '').split('.'));
    return field ? [{ field, message: templateMessage(f.message, field) }] : [];
  });
}
