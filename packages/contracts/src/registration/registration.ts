import { z } from 'zod';
import { PATTERNS, validateUserIdFormat } from '../common/patterns.js';
import { requiredText } from '../common/fields.js';
import { errorBodySchema } from '../common/error-body.js';
import { REGISTRATION_KEY, defineEndpoint } from '../http/endpoint.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * Company registration (portal.md §2 /registration, §3 registration customer payload, §7 registration
 * service). Every call carries the registration API key in `x-api-key` (the portal reads it from
 * GET /api/portal/config, `registrationApiKey`); what protects a registration is the member number
 * and security code the provider issued, and the lock after three wrong codes. docs/onboarding.md.
 */

/** Why a registration call was refused: `additionalErrorDetails.reason` of the error body. */
export const REGISTRATION_REFUSALS = {
  /** 400: no member number of that value was issued. */
  unknownMemberNumber: 'unknown-member-number',
  /** 400: the security code does not match; `attemptsLeft` before the lock. */
  wrongSecurityCode: 'wrong-security-code',
  /** 423: three wrong codes within an hour; `lockedUntil` (ISO). Answered even with the right code. */
  memberNumberLocked: 'member-number-locked',
  /** 409: a company has already registered with the member number. */
  memberNumberUsed: 'member-number-used',
  /** 409: the member number is meanwhile another company's account number. */
  accountNumberTaken: 'account-number-taken',
  /** 409: the user name was taken meanwhile (also `message: 'userName already exists'`). */
  userNameTaken: 'user-name-taken',
  /** 401: no x-api-key header. */
  apiKeyMissing: 'api-key-missing',
  /** 401: the key is not an active registration key. */
  apiKeyInvalid: 'api-key-invalid',
  /** 429: too many registration calls from the client's address this minute. */
  tooManyRequests: 'too-many-requests',
} as const;
export type RegistrationRefusal = (typeof REGISTRATION_REFUSALS)[keyof typeof REGISTRATION_REFUSALS];

/** Wrong security codes within an hour that lock a member number, and for how long. */
export const MEMBER_NUMBER_LOCK = { attempts: 3, windowMinutes: 60, lockMinutes: 60 } as const;

/** `2026-05-04 14:05 UTC`: how a refusal names a time (the portal may show `lockedUntil` in local time instead). */
export const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The texts of registration answers (the spec words none of them). */
export const REGISTRATION_MESSAGES = {
  memberNumberFormat: 'Member number must be 6 to 12 digits.',
  securityCodeFormat: 'The security code is the letters and digits on your letter (dashes and spaces are optional).',
  unknownMemberNumber: 'We do not know this member number. Check it against the letter with your security code.',
  wrongSecurityCode: (attemptsLeft: number) =>
    `The security code does not match this member number. ${attemptsLeft === 1 ? '1 attempt is' : `${attemptsLeft} attempts are`} left before the member number is locked for an hour.`,
  memberNumberLocked: (lockedUntilIso: string) =>
    `This member number is locked after ${MEMBER_NUMBER_LOCK.attempts} wrong security codes. Try again after ${utcMinute(lockedUntilIso)}, or contact support.`,
  memberNumberUsed: 'A company has already registered with this member number. Ask your company’s administrator for a user, or contact support.',
  accountNumberTaken: 'This member number cannot be used for a registration. Contact support.',
  memberNumberValid: 'The member number and security code are valid.',
  registered: (companyName: string, email: string) =>
    `${companyName} is registered. An e-mail with the administrator's user name and a temporary password has been sent to ${email}.`,
  apiKeyMissing: 'An API key is required (x-api-key)',
  apiKeyInvalid: 'The API key is not valid',
  tooManyRequests: 'Too many registration requests from your network. Please wait a minute and try again.',
  corporateUserIdRequired: 'The corporate user id is required for a single sign-on registration.',
  userNameRequired: 'A user name is required when the administrator logs in with a user name.',
  timeZone: 'Choose a time zone such as America/Chicago.',
  companyNotFound: 'No registered company has this id.',
} as const;

// ---- Fields ----------------------------------------------------------------------------------------

/** Member numbers are account numbers: 6–12 digits. */
export const REGISTRATION_MEMBER_NUMBER_PATTERN = /^\d{6,12}$/;
export const registrationMemberNumberField = z
  .string({ error: 'memberNumber is required' })
  .trim()
  .min(1, 'memberNumber is required')
  .regex(REGISTRATION_MEMBER_NUMBER_PATTERN, REGISTRATION_MESSAGES.memberNumberFormat);

/** A security code as typed: any case, dashes and spaces ignored (`k7qm-3xtr 9hwp` is `K7QM3XTR9HWP`). */
export function normalizeSecurityCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}
export const SECURITY_CODE_PATTERN = /^[A-Z0-9]{8,32}$/;
export const securityCodeField = requiredText('securityCode', { max: 64 })
  .transform(normalizeSecurityCode)
  .refine((v) => SECURITY_CODE_PATTERN.test(v), REGISTRATION_MESSAGES.securityCodeFormat);

/** The format part of the fields, for a form (empty: no error; required is separate). */
export function validateRegistrationMemberNumber(value: string): string | undefined {
  return value === '' || REGISTRATION_MEMBER_NUMBER_PATTERN.test(value.trim()) ? undefined : REGISTRATION_MESSAGES.memberNumberFormat;
}
export function validateSecurityCode(value: string): string | undefined {
  return value.trim() === '' || SECURITY_CODE_PATTERN.test(normalizeSecurityCode(value)) ? undefined : REGISTRATION_MESSAGES.securityCodeFormat;
}

/** An IANA time zone the runtime knows (America/Chicago, Europe/London, UTC). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const personName = (field: string) =>
  requiredText(field, { max: 50 }).refine((v) => PATTERNS.noPipeBangPlus.test(v), `${field} must not contain | ! or +`);

export const REGISTRATION_TYPES = ['SSO', 'REG'] as const;
/** How the first administrator logs in (portal.md §3 "Login types: username or email"). */
export const LOGIN_TYPES = ['username', 'email'] as const;

export const memberNumberCheckSchema = z.object({
  memberNumber: registrationMemberNumberField,
  securityCode: securityCodeField,
});

export const registrationUserDetailsSchema = z.object({
  /** the user name, when authenticationType is 'username' (REG). */
  userName: z.string().trim().max(128, 'userName must be at most 128 characters').optional(),
  /** the id the company's identity provider knows the administrator by: the user name of an SSO registration. */
  corporateUserId: z.string().trim().max(128, 'corporateUserId must be at most 128 characters').optional(),
  email: requiredText('email', { max: 254 }).refine((v) => PATTERNS.email.test(v), 'Please enter a valid email address'),
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  /** 'username' (the default): log in with userName; 'email': with the e-mail address. */
  authenticationType: z.enum(LOGIN_TYPES, { error: "authenticationType must be 'username' or 'email'" }).default('username'),
  country: requiredText('country', { max: 56 }).refine((v) => PATTERNS.noPipeBangPlus.test(v), 'country must not contain | ! or +'),
  timeZone: requiredText('timeZone', { max: 64 }).refine(isTimeZone, REGISTRATION_MESSAGES.timeZone),
  jobTitle: z.string().trim().max(100, 'jobTitle must be at most 100 characters').optional(),
});

type UserNameSource = { registrationType?: 'SSO' | 'REG'; userDetails: { userName?: string; corporateUserId?: string; email?: string; authenticationType?: 'username' | 'email' } };

/**
 * portal.md §3: the administrator's user name is the corporateUserId for SSO, else the userName when
 * the login type is username, else the e-mail. Lower-cased, as every login name. Also tells which
 * field it came from (for the error's path).
 */
export function registrationUserName(input: UserNameSource): { userName: string; field: 'corporateUserId' | 'userName' | 'email' } {
  const d = input.userDetails;
  if ((input.registrationType ?? 'REG') === 'SSO') return { userName: (d.corporateUserId ?? '').trim().toLowerCase(), field: 'corporateUserId' };
  if ((d.authenticationType ?? 'username') === 'email') return { userName: (d.email ?? '').trim().toLowerCase(), field: 'email' };
  return { userName: (d.userName ?? '').trim().toLowerCase(), field: 'userName' };
}

export const registrationCustomerSchema = memberNumberCheckSchema
  .extend({
    companyName: requiredText('companyName', { max: 100 }).refine((v) => PATTERNS.noPipeBangPlus.test(v), 'companyName must not contain | ! or +'),
    registrationType: z.enum(REGISTRATION_TYPES, { error: "registrationType must be 'SSO' or 'REG'" }).default('REG'),
    securityAcknowledge: z.object({ firstName: personName('firstName'), lastName: personName('lastName') }, { error: 'securityAcknowledge is required' }),
    userDetails: registrationUserDetailsSchema,
  })
  .superRefine((body, ctx) => {
    const { userName, field } = registrationUserName(body);
    if (userName === '') {
      const message = field === 'corporateUserId' ? REGISTRATION_MESSAGES.corporateUserIdRequired : REGISTRATION_MESSAGES.userNameRequired;
      ctx.addIssue({ code: 'custom', path: ['userDetails', field], message });
      return;
    }
    const problem = validateUserIdFormat(userName);
    if (problem) ctx.addIssue({ code: 'custom', path: ['userDetails', field], message: problem });
  });
export type RegistrationCustomer = z.input<typeof registrationCustomerSchema>;

// ---- Answers ---------------------------------------------------------------------------------------

export const memberNumberValidSchema = z.object({
  valid: z.literal(true),
  memberNumber: z.string(),
  /** the company the provider issued the number for: a suggestion for the company name. */
  companyName: z.string(),
  message: z.string(),
});
export type MemberNumberValid = z.infer<typeof memberNumberValidSchema>;

/** A user-name check, the shape of the administration's (GET /orchestrator/users/exits/{name}). */
export const userNameAvailabilitySchema = z.object({ userName: z.string(), exists: z.boolean(), message: z.string().optional() });
export type UserNameAvailability = z.infer<typeof userNameAvailabilitySchema>;

export const registeredCustomerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  customerId: z.string(),
  companyName: z.string(),
  /** the company's first account number. */
  memberNumber: z.string(),
  /** the first administrator's user name and the address the welcome e-mail went to. */
  userName: z.string(),
  email: z.string(),
});
export type RegisteredCustomer = z.infer<typeof registeredCustomerSchema>;

/** GET /customer/{id}: what the registration service tells of a registered company (nothing personal). */
export const registrationCustomerViewSchema = z.object({
  customerId: z.string(),
  companyName: z.string(),
  status: z.enum(['active', 'inactive']),
  registrationType: z.enum(REGISTRATION_TYPES),
  registeredAt: isoTimestamp(),
});
export type RegistrationCustomerView = z.infer<typeof registrationCustomerViewSchema>;

const refusals = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

// ---- Endpoints (paths of portal.md §7 "Registration service", below /api) ---------------------------

export const validateMemberNumberRegistrationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/membernumber/validate',
  summary: 'Registration: check a member number and its security code (three wrong codes within an hour lock the number for an hour)',
  access: REGISTRATION_KEY,
  tenancy: 'none',
  body: memberNumberCheckSchema,
  response: { 200: memberNumberValidSchema, ...refusals, 409: errorBodySchema, 423: errorBodySchema },
});

export const registrationUserNameExistsEndpoint = defineEndpoint({
  method: 'GET',
  // The spec spells it thus.
  path: '/exits/:userName',
  summary: 'Registration: whether a User ID is taken (portal.md §5 format first; any company, any case; retired names stay taken)',
  access: REGISTRATION_KEY,
  tenancy: 'none',
  params: z.object({ userName: z.string().min(1).max(320) }),
  response: { 200: userNameAvailabilitySchema, ...refusals },
});

export const registrationGenerateUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/generateuser',
  summary: 'Registration: propose a free user name from the first and last name (first_last, first_last2, …)',
  access: REGISTRATION_KEY,
  tenancy: 'none',
  body: z.object({ firstName: z.string().max(50).optional(), lastName: z.string().max(50).optional() }),
  response: { 200: z.object({ userName: z.string() }), ...refusals },
});

export const registerCustomerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/customer',
  summary:
    'Registration: create the company, its first administrator (every admin entitlement; a temporary password e-mailed) and its account number, and use the member number; all or nothing',
  access: REGISTRATION_KEY,
  tenancy: 'none',
  body: registrationCustomerSchema,
  response: { 200: registeredCustomerSchema, ...refusals, 409: errorBodySchema, 423: errorBodySchema },
});

export const registrationCustomerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customer/:id',
  summary: 'Registration: a company created by registration (id, name, status, registration type and time; nothing personal)',
  access: REGISTRATION_KEY,
  tenancy: 'none',
  params: z.object({ id: z.string().uuid('id must be a company id') }),
  response: { 200: registrationCustomerViewSchema, ...refusals, 404: errorBodySchema },
});
