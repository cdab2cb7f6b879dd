import { z } from 'zod';
import { createAccountNumberBodySchema, updateAccountNumberBodySchema } from '@creditdesk/contracts';
import { errorFieldsOf, type ApiError } from '../../api/api-errors';

export type AccountNumberFormValues = { memberNumber: string; name: string; status: 'active' | 'inactive' };
export type AccountNumberField = keyof AccountNumberFormValues;

export const ACCOUNT_NUMBER_LABELS: Record<AccountNumberField, string> = {
  memberNumber: 'Account number',
  name: 'Name',
  status: 'Status',
};

const FIELDS = Object.keys(ACCOUNT_NUMBER_LABELS) as AccountNumberField[];

/** The form field a contracts issue path or a server field ('body.name') names. */
export function fieldOfPath(path: string): AccountNumberField | undefined {
  const name = path.replace(/^body\./, '').split('.')[0];
  return FIELDS.find((f) => f === name);
}

/** A contracts message in the form's words: "name is required" → "Name is required". */
export function humanizeMessage(message: string, field: AccountNumberField): string {
  const tooLong = /expected string to have <=(\d+) characters/.exec(message);
  if (tooLong) return `${ACCOUNT_NUMBER_LABELS[field]} must be at most ${tooLong[1]} characters`;
  return message.startsWith(`${field} `) ? `${ACCOUNT_NUMBER_LABELS[field]}${message.slice(field.length)}` : message;
}

const shape = z.object({ memberNumber: z.string(), name: z.string(), status: z.enum(['active', 'inactive']) });

/**
 * The add ('add') or edit form's resolver: the values are checked with the contracts' own body schema
 * (the server's rules), and each issue lands on its field. Edit does not change the number.
 */
export function accountNumberFormSchema(mode: 'add' | 'edit') {
  return shape.superRefine((values, ctx) => {
    if (mode === 'add' && values.memberNumber.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['memberNumber'], message: 'Account number is required' });
    }
    const result =
      mode === 'add'
        ? createAccountNumberBodySchema.safeParse(values)
        : updateAccountNumberBodySchema.safeParse({ name: values.name, status: values.status });
    if (result.success) return;
    const seen = new Set<string>(mode === 'add' && values.memberNumber.trim() === '' ? ['memberNumber'] : []);
    for (const issue of result.error.issues) {
      const field = fieldOfPath(issue.path.map(String).join('.'));
      if (!field || seen.has(field)) continue; // the first problem of a field is the one to fix first
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: humanizeMessage(issue.message, field) });
    }
  });
}

/** A 400's field errors in the form's words, for setError. */
export function serverFieldErrors(error: ApiError): { field: AccountNumberField; message: string }[] {
  return errorFieldsOf(error).flatMap((f) => {
    const field = fieldOfPath(f.field);
    return field ? [{ field, message: humanizeMessage(f.message, field) }] : [];
  });
}
