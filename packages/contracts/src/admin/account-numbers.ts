import { z } from 'zod';
import { requiredText } from '../common/fields.js';
import { accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { ADMIN_MESSAGES, adminMessageSchema, customerIdParams } from './admin-common.js';
import { isoTimestamp } from '../common/timestamp.js';

const ACCOUNT_NUMBERS = accessOfRoute('/account-numbers');

/** An account number (member number): 6–12 digits; one company's only (the server checks that). */
export const MEMBER_NUMBER_PATTERN = /^\d{6,12}$/;
export const memberNumberField = z
  .string({ error: 'memberNumber is required' })
  .trim()
  .regex(MEMBER_NUMBER_PATTERN, ADMIN_MESSAGES.accountNumberFormat);

/** The format part of the rule, for a form field (empty: no error; required is separate). */
export function validateMemberNumberFormat(value: string): string | undefined {
  return value === '' || MEMBER_NUMBER_PATTERN.test(value) ? undefined : ADMIN_MESSAGES.accountNumberFormat;
}

export const adminAccountNumberSchema = z.object({
  memberNumber: z.string(),
  name: z.string(),
  status: z.enum(['active', 'inactive']),
  /** product configurations using the number: while any, it cannot be deleted. */
  productConfigurations: z.number().int(),
  createdAt: isoTimestamp(),
});
export type AdminAccountNumber = z.infer<typeof adminAccountNumberSchema>;

const accountName = requiredText('name', { max: 100 });

export const createAccountNumberBodySchema = z.object({
  memberNumber: memberNumberField,
  name: accountName,
  status: z.enum(['active', 'inactive']).default('active'),
});

/** At least one of the two: an update that changes nothing is a mistake of the caller's (400). */
export const updateAccountNumberBodySchema = z
  .object({
    name: accountName.optional(),
    status: z.enum(['active', 'inactive']).optional(),
  })
  .refine((b) => b.name !== undefined || b.status !== undefined, { message: 'Give a name or a status to change' });

const memberParams = customerIdParams.extend({ memberNumber: z.string().min(1).max(64) });

export const memberNumberValidationSchema = z.object({
  memberNumber: z.string(),
  valid: z.boolean(),
  /** why not, when not valid. */
  message: z.string().optional(),
});

export const createAccountNumberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/customers/:customerId/members',
  summary: 'Add an account number (member number) to the company',
  access: ACCOUNT_NUMBERS,
  customerParam: 'customerId',
  params: customerIdParams,
  body: createAccountNumberBodySchema,
  response: { 200: adminMessageSchema.extend({ member: adminAccountNumberSchema }) },
});

export const getAccountNumberEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customers/:customerId/members/:memberNumber',
  summary: 'One account number of the company',
  access: ACCOUNT_NUMBERS,
  customerParam: 'customerId',
  params: memberParams,
  response: { 200: adminAccountNumberSchema },
});

export const updateAccountNumberEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/customers/:customerId/members/:memberNumber',
  summary: 'Rename, activate or deactivate an account number',
  access: ACCOUNT_NUMBERS,
  customerParam: 'customerId',
  params: memberParams,
  body: updateAccountNumberBodySchema,
  response: { 200: adminMessageSchema.extend({ member: adminAccountNumberSchema }) },
});

export const deleteAccountNumberEndpoint = defineEndpoint({
  method: 'DELETE',
  // portal.md §7 names it memberId: it is the member number.
  path: '/customers/:customerId/members/:memberNumber',
  summary: "Delete an account number; 400 'Member has products' while a product configuration uses it",
  access: ACCOUNT_NUMBERS,
  customerParam: 'customerId',
  params: memberParams,
  response: { 200: adminMessageSchema },
});

export const validateMemberNumberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orchestrator/products/membernumber/validate',
  summary: 'Whether a member number may be added: 6–12 digits and not used by another company (nor already by this one)',
  access: ACCOUNT_NUMBERS,
  tenancy: 'caller',
  body: z.object({ memberNumber: z.string({ error: 'memberNumber is required' }).trim().max(64) }),
  response: { 200: memberNumberValidationSchema },
});

export const memberNumberLookupEndpoint = defineEndpoint({
  method: 'GET',
  path: '/membernumbers/:memberNumber',
  summary: 'The same verdict as the validate call, for one member number',
  access: ACCOUNT_NUMBERS,
  tenancy: 'caller',
  params: z.object({ memberNumber: z.string().min(1).max(64) }),
  response: { 200: memberNumberValidationSchema },
});
