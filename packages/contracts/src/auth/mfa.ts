import { z } from 'zod';
import { requiredText } from '../common/fields.js';

/**
 * The second factor (portal.md §4: warning 4001). A right password for a user whose company
 * requires it, or who has enrolled an authenticator app, answers an MFA challenge instead of
 * tokens; the portal then asks for a one-time code and posts it to /login/users/otp/validate.
 */
export const MFA_METHODS = ['totp', 'email', 'passkey'] as const;
export const mfaMethodSchema = z.enum(MFA_METHODS);
/** The methods a one-time code is typed for (a passkey answers at /login/users/passkey/validate). */
export const CODE_METHODS = ['totp', 'email'] as const;
export type MfaMethod = z.infer<typeof mfaMethodSchema>;

/** Outcome codes of the second factor, answered with HTTP 200 like the login codes of portal.md §8. */
export const MFA_ERROR_CODES = {
  /** the code is wrong, expired or was already used: the challenge stays open (until 5 attempts). */
  invalidCode: 4002,
  /** the fifth wrong code: the challenge is void; log in again. */
  tooManyAttempts: 4003,
  /** the MFA token is unknown, expired or already used: log in again. */
  challengeExpired: 4004,
  /** a fourth e-mailed code for one challenge was asked for. */
  tooManyEmails: 4005,
} as const;
export type MfaErrorCode = (typeof MFA_ERROR_CODES)[keyof typeof MFA_ERROR_CODES];

export const MFA_MESSAGES = {
  invalidCode: 'The code is not valid. Please check it and try again.',
  tooManyAttempts: 'Too many wrong codes. Please log in again.',
  challengeExpired: 'This sign-in has expired. Please log in again.',
  tooManyEmails: 'Too many codes were sent. Please use the last one or log in again.',
} as const;

/** Limits of one challenge (the server enforces them; the portal may show them). */
export const MFA_LIMITS = {
  challengeSeconds: 300,
  attemptsPerChallenge: 5,
  emailsPerChallenge: 3,
  emailCodeSeconds: 600,
} as const;

/** First login without an authenticator app: scan this, then type the app's first code to confirm. */
export const totpEnrollmentSchema = z.object({
  /** otpauth://totp/Creditdesk:<user>?secret=…&issuer=Creditdesk */
  otpauthUrl: z.string(),
  /** the same URL as a QR code, a PNG data URL for an <img src>. */
  qrCodeDataUrl: z.string(),
  /** the base32 secret, for typing into an app by hand. */
  secret: z.string(),
});
export type TotpEnrollment = z.infer<typeof totpEnrollmentSchema>;

/**
 * The answer of the token endpoint when a second factor is needed (warning 4001). `mfa_token`
 * names the pending challenge; it is not an access token and is refused as one.
 */
export const mfaChallengeSchema = z.object({
  warning_code: z.literal(4001),
  mfa_token: z.string(),
  /** seconds until the challenge expires (log in again afterwards). */
  expires_in: z.number().int().positive(),
  methods: z.array(mfaMethodSchema),
  /** false on the first login: `enrollment` holds the QR code to scan. */
  totp_enrolled: z.boolean(),
  enrollment: totpEnrollmentSchema.optional(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

export function isMfaChallenge(r: object): r is MfaChallenge {
  return 'mfa_token' in r;
}

const mfaToken = requiredText('mfa_token', { max: 4096 });

export const otpValidateRequestSchema = z.object({
  mfa_token: mfaToken,
  code: z
    .string({ error: 'code is required' })
    .trim()
    .regex(/^\d{6}$/, 'code must be 6 digits'),
  method: z.enum(CODE_METHODS),
});
export type OtpValidateRequest = z.infer<typeof otpValidateRequestSchema>;

export const otpEmailRequestSchema = z.object({ mfa_token: mfaToken });

export const otpEmailSentSchema = z.object({
  sent: z.literal(true),
  /** the address the code went to, masked (d***n@demolending.example). */
  to: z.string(),
  /** seconds the code stays valid. */
  expires_in: z.number().int().positive(),
  /** further codes this challenge may still send. */
  sends_remaining: z.number().int().nonnegative(),
});
export type OtpEmailSent = z.infer<typeof otpEmailSentSchema>;
