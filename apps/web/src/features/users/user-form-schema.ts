import { z } from 'zod';
import { refineByRequestSchema } from '../../lib/request-schema-issues';
import { ENTITLEMENTS, ROLES, createUserBodySchema, updateUserBodySchema } from '@creditdesk/contracts';
import { USER_FORM_LABELS, formFieldOfServerPath, toCreateBody, type UserFormField } from './user-form-values';

/** A contracts message in the form's words: "firstName is required" → "First name is required". */
export function humanizeUserMessage(message: string, field: UserFormField | undefined): string {
  if (!field) return message;
  const label = USER_FORM_LABELS[field];
  const tooLong = /expected string to have <=(\d+) characters/.exec(message);
  if (tooLong) return `${label} must be at most ${tooLong[1]} characters`;
  if (message === field || message.startsWith(`${field} `)) return `${label}${message.slice(field.length)}`;
  return message;
}

const shape = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userName: z.string(),
  role: z.enum(ROLES),
  entitlements: z.array(z.enum(ENTITLEMENTS)),
  userGroups: z.array(z.string()),
});

/**
 * The resolver schema of the add (mode 'add') and edit forms: the values become the request body
 * and are checked with the contracts' own schema (the server's rules); each issue lands on its field.
 * On edit the User ID is not changed, so only the create body's User ID rules apply to a new user.
 */
export function userFormSchema(mode: 'add' | 'edit') {
  const bodySchema = mode === 'add' ? createUserBodySchema : updateUserBodySchema;
  return shape.superRefine((values, ctx) =>
    refineByRequestSchema(values, ctx, {
      schema: bodySchema,
      toRequest: toCreateBody,
      fieldOf: (path) => formFieldOfServerPath(path.map(String).join('.')),
      message: humanizeUserMessage,
    }),
  );
}
