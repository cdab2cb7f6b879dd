import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { requiredText } from '../common/fields.js';
import { LOGIN_ERROR_CODES } from '../common/login-codes.js';
import { PUBLIC, accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { loginErrorSchema } from './tokens.js';

/**
 * The password policy (NIST SP 800-63B §3.1.1.2): a length floor and ceiling, no composition rules,
 * no periodic change unless the company asks for one, and a refusal of passwords that are known
 * or guessable: the user's own name, the product's name, trivial runs, and (on the server only,
 * because the browser does not get the list) the breached/common password list.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Words of the service itself that a password may not contain (NIST: "context-specific words"). */
export const PASSWORD_CONTEXT_WORDS = ['creditdesk', 'credit desk', 'credit-desk'] as const;

/** The short rule the portal shows beside a new-password field. */
export const PASSWORD_POLICY_TEXT = `Use at least ${PASSWORD_MIN_LENGTH} characters (up to ${PASSWORD_MAX_LENGTH}). A passphrase of several words works well. Your user name, your name, the product's name and commonly used passwords are refused.`;

/**
 * Why a new password is refused:
 * - too-short / too-long: outside PASSWORD_MIN_LENGTH..PASSWORD_MAX_LENGTH characters (code points);
 * - contains-user-name: contains the user name, a part of it or of the e-mail address, or the person's name;
 * - common: guessable without knowing the user: the product's name, one character repeated, a short
 *   block repeated or a plain sequence ('abcdefghijkl', '123456789012'); on the server also any entry
 *   of the breached/common password list.
 */
export type PasswordProblem = 'too-short' | 'too-long' | 'contains-user-name' | 'common';

export type PasswordContext = {
  userName: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

/** Name fragments shorter than this are not refused inside a password (too many false alarms: "al", "jo"). */
const MIN_FRAGMENT = 3;

/** Lower-cased, Unicode-normalised (NFKC) form used for every comparison: the check is case-insensitive. */
export function normalizeForPasswordCheck(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}

/** The pieces of who the user is that a password must not contain. */
function userFragments(context: PasswordContext): string[] {
  const out = new Set<string>();
  const add = (value: string | null | undefined) => {
    if (!value) return;
    const whole = normalizeForPasswordCheck(value.trim());
    if (whole.length >= MIN_FRAGMENT) out.add(whole);
    for (const part of whole.split(/[^\p{L}\p{N}]+/u)) if (part.length >= MIN_FRAGMENT) out.add(part);
  };
  add(context.userName);
  if (context.email) add(context.email.split('@')[0]);
  add(context.firstName);
  add(context.lastName);
  return [...out];
}

/** One character repeated, a block of up to four repeated, or a run of consecutive characters. */
function isTrivial(p: string): boolean {
  const chars = [...p];
  for (let size = 1; size <= 4; size++) {
    if (chars.length % size === 0 && chars.length / size >= 3) {
      const block = chars.slice(0, size).join('');
      if (block.repeat(chars.length / size) === p) return true;
    }
  }
  const step = (chars[1]?.codePointAt(0) ?? 0) - (chars[0]?.codePointAt(0) ?? 0);
  if (Math.abs(step) === 1) {
    let run = true;
    for (let i = 1; i < chars.length && run; i++) {
      const d = chars[i].codePointAt(0)! - chars[i - 1].codePointAt(0)!;
      // 7890 continues 0123: digits wrap around
      run = d === step || (step === 1 && chars[i - 1] === '9' && chars[i] === '0') || (step === -1 && chars[i - 1] === '0' && chars[i] === '9');
    }
    if (run) return true;
  }
  return false;
}

/**
 * The rules both sides can run: length, the user's own name, the product's name, trivial runs.
 * The server additionally checks the breached/common list (apps/api/src/modules/passwords).
 * Returns undefined when the password may be used.
 */
export function checkNewPassword(password: string, context: PasswordContext): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  const p = normalizeForPasswordCheck(password);
  // Separators do not hide a name: "demo.user-2026!" and "demo user 2026" both contain demo.user.
  const squeezed = p.replace(/[^\p{L}\p{N}]+/gu, '');
  for (const fragment of userFragments(context)) {
    const f = fragment.replace(/[^\p{L}\p{N}]+/gu, '');
    if (p.includes(fragment) || (f.length >= MIN_FRAGMENT && squeezed.includes(f))) return 'contains-user-name';
  }
  for (const word of PASSWORD_CONTEXT_WORDS) if (p.includes(word) || squeezed.includes(word.replace(/[^a-z]/g, ''))) return 'common';
  if (isTrivial(p)) return 'common';
  return undefined;
}

/** portal.md §8: 3007 a rule failure (length, user name), 3008 known or guessable; the portal shows one message for both. */
export function passwordProblemCode(problem: PasswordProblem): 3007 | 3008 {
  return problem === 'common' ? LOGIN_ERROR_CODES.passwordRefusedSecurity : LOGIN_ERROR_CODES.passwordRefused;
}

// ---------------------------------------------------------------------------------------------
// POST /login/users/changepassword?page=MY_PROFILE|FORGOT_PW|CONFIRM_FORGOT_PW (portal.md §7)

export const CHANGE_PASSWORD_PAGES = ['MY_PROFILE', 'FORGOT_PW', 'CONFIRM_FORGOT_PW'] as const;
export const changePasswordPageSchema = z.enum(CHANGE_PASSWORD_PAGES);
export type ChangePasswordPage = z.infer<typeof changePasswordPageSchema>;

const newPasswordField = z
  .string({ error: (i) => (i.input === undefined ? 'newPassword is required' : 'newPassword must be text') })
  .min(1, 'newPassword is required')
  // A generous ceiling for the transport; the policy's own limit answers 3007, not 400.
  .max(1024, 'newPassword must be at most 1024 characters');

/** MY_PROFILE: the logged-in user (bearer token) changes their own password. */
export const myProfilePasswordChangeSchema = z.object({
  userName: requiredText('userName', { max: 320 }),
  currentPassword: requiredText('currentPassword', { max: 1024, trim: false }),
  newPassword: newPasswordField,
});
/** FORGOT_PW: ask for a code by e-mail. */
export const forgotPasswordSchema = z.object({ userName: requiredText('userName', { max: 320 }) });
/** CONFIRM_FORGOT_PW: the e-mailed code and the new password. */
export const confirmForgotPasswordSchema = z.object({
  userName: requiredText('userName', { max: 320 }),
  code: requiredText('code', { max: 6 }).regex(/^\d{6}$/, 'code must be the 6 digits from the e-mail'),
  newPassword: newPasswordField,
});

/** The three pages share one path; the body's fields depend on the page (checked per page by the server). */
export const changePasswordBodySchema = z.object({
  userName: requiredText('userName', { max: 320 }),
  currentPassword: z.string().max(1024).optional(),
  newPassword: z.string().max(1024).optional(),
  code: z.string().max(32).optional(),
});
export const CHANGE_PASSWORD_BODY_BY_PAGE = {
  MY_PROFILE: myProfilePasswordChangeSchema,
  FORGOT_PW: forgotPasswordSchema,
  CONFIRM_FORGOT_PW: confirmForgotPasswordSchema,
} as const;

export const passwordSuccessSchema = z.object({ status: z.literal('success'), message: z.string() });
export type PasswordSuccess = z.infer<typeof passwordSuccessSchema>;
/** HTTP 200 either way, like the token endpoint: success, or a code of portal.md §8 (3002, 3003, 3007, 3008, 3009, 3010, 1012). */
export const changePasswordResponseSchema = z.union([passwordSuccessSchema, loginErrorSchema]);
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/login/users/changepassword',
  summary:
    'Change a password: MY_PROFILE (bearer token of the user), FORGOT_PW (e-mails a code; same answer for every name), CONFIRM_FORGOT_PW (code and new password)',
  // FORGOT_PW and CONFIRM_FORGOT_PW are for users who cannot log in; MY_PROFILE requires the
  // caller's own token, which the handler enforces (401 without one).
  access: PUBLIC,
  tenancy: 'none',
  allowDuringPasswordChange: true,
  querystring: z.object({ page: changePasswordPageSchema }),
  body: changePasswordBodySchema,
  // 401: page=MY_PROFILE without a valid access token
  response: { 200: changePasswordResponseSchema, 401: errorBodySchema },
});

export const temporaryPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cognito/users/temp/passwordgenerator',
  summary: "Reset a user's password to a temporary one, e-mailed to the user; a user-management admin of the user's own company",
  access: accessOfRoute('/users'),
  tenancy: 'named',
  body: z.object({ userName: requiredText('userName', { max: 320 }) }),
  response: { 200: passwordSuccessSchema },
});
