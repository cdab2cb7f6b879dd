import { z } from 'zod';
import { mfaChallengeSchema } from './mfa.js';
import { passkeyAssertionCredentialSchema, passkeyChallengeId } from './passkeys.js';
import { STEP_UP_CHALLENGE_DESCRIPTION } from './step-up-challenge.js';

export * from './step-up-challenge.js';

/*
 * Step-up (RFC 9470): the riskiest acts need a second factor proven in the last few minutes, whatever
 * the session's age. An endpoint declares it beside its access rule (Endpoint.stepUp); the server's
 * guard, the OpenAPI document and the portal read that one declaration.
 */


/**
 * A step-up act. `when`: only some calls of the endpoint are such acts (an order with the
 * employment purpose, a change of the security settings); it reads the validated body.
 */
export type StepUp = {
  /** why the act needs a fresh factor (docs/security.md, the OpenAPI document). */
  reason: string;
  when?: { description: string; test: (body: unknown) => boolean };
};

export const stepUp = (reason: string, when?: StepUp['when']): StepUp => ({ reason, ...(when ? { when } : {}) });

/** Whether a call of an endpoint with this declaration and body is a step-up act. */
export const isStepUpCall = (rule: StepUp | undefined, body: unknown): boolean => rule !== undefined && (rule.when ? rule.when.test(body) : true);

/**
 * A company's rule for its users without a second factor (company does not require MFA, no
 * authenticator app) who reach a step-up act: 'required' (default): set one up or take an e-mailed
 * code first; 'recommended': asked, may go on without; 'off': the act needs only the password session.
 */
export const MFA_SETUP_POLICIES = ['required', 'recommended', 'off'] as const;
export const mfaSetupPolicySchema = z.enum(MFA_SETUP_POLICIES, { error: `mfaSetupPolicy must be one of ${MFA_SETUP_POLICIES.join(', ')}` });
export type MfaSetupPolicy = z.infer<typeof mfaSetupPolicySchema>;
export const MFA_SETUP_POLICY_LABELS: Record<MfaSetupPolicy, string> = {
  required: 'Required: set up a second factor at the first protected action',
  recommended: 'Recommended: offered at protected actions, may be skipped',
  off: 'Off: protected actions need only the password',
};

/** The 401 body's message (the project's error body; the header carries the RFC 9470 challenge). */
export const STEP_UP_MESSAGES = {
  required: (minutes: number) => `This action needs a second factor proven in the last ${minutes} minutes: confirm with your passkey, your authenticator app or an e-mailed code.`,
  challengeDescription: STEP_UP_CHALLENGE_DESCRIPTION,
  wrongSession: 'This confirmation was started in another session: start it again.',
  skipNotAllowed: 'Your company requires a second factor for this action.',
  notNeeded: 'No second factor is needed: your company has step-up confirmation off for users without one.',
} as const;

/** POST /login/step-up/challenge: a challenge of this session (the login's MFA challenge, bound to the session). */
export const stepUpChallengeSchema = mfaChallengeSchema.omit({ warning_code: true }).extend({
  /** the company's rule for users without a factor (MfaSetupPolicy); 'recommended' lets the user go on without. */
  policy: z.enum(MFA_SETUP_POLICIES),
  /** true when the user may skip ('recommended' and no factor set up). */
  may_skip: z.boolean(),
  max_age: z.number().int().positive(),
});
export type StepUpChallenge = z.infer<typeof stepUpChallengeSchema>;

/** The method of a proof; 'passkey': a WebAuthn assertion of the user's own passkey (amr hwk + user). */
export const STEP_UP_METHODS = ['totp', 'email', 'passkey', 'skip'] as const;

const code = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^\d{6}$/, 'code must be 6 digits');
const mfaToken = z.string({ error: 'mfa_token is required' }).min(1, 'mfa_token is required').max(4096);

export const stepUpRequestSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('totp'), mfa_token: mfaToken, code }),
    z.object({ method: z.literal('email'), mfa_token: mfaToken, code }),
    // the options come from POST /login/passkey/options with this challenge's mfa_token (the user's own passkeys)
    z.object({ method: z.literal('passkey'), mfa_token: mfaToken, challengeId: passkeyChallengeId, credential: passkeyAssertionCredentialSchema }),
    z.object({ method: z.literal('skip'), mfa_token: mfaToken }),
  ],
  { error: `method must be one of ${STEP_UP_METHODS.join(', ')}` },
);
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;

/** A proven step-up: the session's authentication now (its next tokens carry the same). */
export const stepUpResultSchema = z.object({
  acr: z.string(),
  amr: z.array(z.string()),
  /** seconds since the epoch: when the factor was proven. */
  auth_time: z.number().int(),
  /** ISO time until which step-up acts are open without another proof. */
  fresh_until: z.string(),
});
export type StepUpResult = z.infer<typeof stepUpResultSchema>;

