import { z } from 'zod';
import { PUBLIC, defineEndpoint } from '../http/endpoint.js';
import { otpEmailRequestSchema, otpEmailSentSchema, otpValidateRequestSchema } from './mfa.js';
import { loginErrorSchema, tokenSetSchema } from './tokens.js';

/**
 * The second step of a login answered 4001 (auth/mfa.ts). Both answer HTTP 200: tokens (or an
 * e-mail sent), else `{ error_code, error_message }` with 4002 wrong code, 4003 too many wrong
 * codes (log in again), 4004 expired or unknown challenge (log in again), 4005 too many e-mails,
 * or an account-state code of portal.md §8 when the account changed meanwhile (1008, 1010, …).
 */
export const otpValidateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/login/users/otp/validate',
  summary: 'Complete a login with the one-time code of an authenticator app or of an e-mail',
  access: PUBLIC,
  tenancy: 'none',
  body: otpValidateRequestSchema,
  response: { 200: z.union([tokenSetSchema, loginErrorSchema]) },
});

export const otpEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/login/users/otp/email',
  summary: "E-mail a one-time login code to the user of a pending challenge (at most 3 per challenge)",
  access: PUBLIC,
  tenancy: 'none',
  body: otpEmailRequestSchema,
  response: { 200: z.union([otpEmailSentSchema, loginErrorSchema]) },
});
