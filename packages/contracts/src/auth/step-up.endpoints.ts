import { AUTHENTICATED, defineEndpoint } from '../http/endpoint.js';
import { errorBodySchema } from '../common/error-body.js';
import { stepUpChallengeSchema, stepUpRequestSchema, stepUpResultSchema } from './step-up.js';

/*
 * Proving a fresh second factor for the caller's own session (auth/step-up.ts). The challenge is the
 * login's MFA challenge bound to this session: the e-mailed code is sent by POST /login/users/otp/email
 * with its mfa_token, the same 5 attempts and 3 e-mails apply.
 */
export const stepUpChallengeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/login/step-up/challenge',
  summary: "Open a step-up challenge for the caller's session: the methods, and the QR code to set up an authenticator app when there is none",
  access: AUTHENTICATED,
  tenancy: 'caller',
  // 400: a body that is not JSON (the call takes none)
  response: { 200: stepUpChallengeSchema, 400: errorBodySchema },
});

export const stepUpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/login/step-up',
  summary: "Prove a second factor for the caller's session (TOTP or an e-mailed code; 'passkey' answers 400 until wired): step-up acts open for the max age",
  access: AUTHENTICATED,
  tenancy: 'caller',
  body: stepUpRequestSchema,
  // 400: a wrong code (the challenge stays open until 5 attempts), an expired or another session's challenge
  response: { 200: stepUpResultSchema, 400: errorBodySchema },
});
