import { z } from 'zod';
import { batchTemplateInputSchema } from '@creditdesk/contracts';
import { errorFieldsOf, type ApiError } from '../../api/api-errors';
import { refineByRequestSchema } from '../../lib/request-schema-issues';

/** A template's details as the form holds them (blank: not given). */
export type TemplateDetailsValues = { templateName: string; description: string; product: string; accountNumber: string; permissiblePurpose: string };
export type DetailsField = keyof TemplateDetailsValues;

export const DETAILS_LABELS: Record<DetailsField, string> = {
  templateName: 'Template name',
  description: 'Description',
  product: 'Product',
  accountNumber: 'Default account number',
  permissiblePurpose: 'Default permissible purpose',
};

export const EMPTY_DETAILS: TemplateDetailsValues = { templateName: '', description: '', product: '', accountNumber: '', permissiblePurpose: '' };

const FIELDS = Object.keys(DETAILS_LABELS) as DetailsField[];

/** The form field a body path names: templateName, defaults.accountNumber → accountNumber. */
export function detailsFieldOf(path: readonly PropertyKey[]): DetailsField | undefined {
  const [first, second] = path.map(String);
  const name = first === 'defaults' ? second : first;
  return FIELDS.find((f) => f === name);
}

/** "templateName is required" → "Template name is required". */
export function detailsMessage(message: string, field: DetailsField | undefined): string {
  if (!field) return message;
  return message.startsWith(`${field} `) ? `${DETAILS_LABELS[field]}${message.slice(field.length)}` : message;
}

/** The details' part of the body: the contract's schema runs on it, so the form says what the server would. */
const detailsBodySchema = batchTemplateInputSchema.pick({ templateName: true, description: true, product: true, defaults: true });

export const toDetailsBody = (v: TemplateDetailsValues) => ({
  templateName: v.templateName,
  description: v.description,
  product: v.product,
  defaults: { ...(v.accountNumber ? { accountNumber: v.accountNumber } : {}), ...(v.permissiblePurpose ? { permissiblePurpose: v.permissiblePurpose } : {}) },
});

const shape = z.object({ templateName: z.string(), description: z.string(), product: z.string(), accountNumber: z.string(), permissiblePurpose: z.string() });

export const detailsFormSchema = shape.superRefine((values, ctx) =>
  refineByRequestSchema(values, ctx, {
    schema: detailsBodySchema,
    toRequest: toDetailsBody,
    fieldOf: detailsFieldOf,
    message: (message, field) => (field === 'product' ? 'Choose the product the template orders' : detailsMessage(message, field)),
  }),
);

/** A 400's fields: those of the details form, and those of the mapping (body.columns, body.columns.3.column). */
export function serverIssues(error: ApiError): { details: { field: DetailsField; message: string }[]; mapping: string[] } {
  const details: { field: DetailsField; message: string }[] = [];
  const mapping: string[] = [];
  for (const f of errorFieldsOf(error)) {
    const path = f.field.replace(/^body\./, '').split('.');
    if (path[0] === 'columns') {
      mapping.push(f.message);
      continue;
    }
    const field = detailsFieldOf(path);
    if (field) details.push({ field, message: detailsMessage(f.message, field) });
  }
  return { details, mapping };
}
