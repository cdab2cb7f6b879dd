import { z } from 'zod';
import { requiredText } from '../common/fields.js';

/**
 * Passkeys (WebAuthn, docs/security.md "Passkeys"). A user adds them in My Profile and signs in with
 * one alone (a discoverable credential) or, where the company allows it, as the second factor after
 * the password. The browser hands the server the ceremony's JSON as @simplewebauthn/browser builds it.
 */

/**
 * The company's rule (Company Settings, beside the MFA setting):
 * - 'optional': users may add passkeys and sign in with one; the second factor stays the one-time code;
 * - 'second-factor': a passkey may also be the second factor after the password (a user who has one is asked for it);
 * - 'required': a password alone never signs in: the second factor is a passkey; the e-mailed code stays
 *   only as the recovery of a user who has lost (or not yet added) every passkey.
 */
export const PASSKEY_POLICIES = ['optional', 'second-factor', 'required'] as const;
export const passkeyPolicySchema = z.enum(PASSKEY_POLICIES, { error: `passkeyPolicy must be one of ${PASSKEY_POLICIES.join(', ')}` });
export type PasskeyPolicy = z.infer<typeof passkeyPolicySchema>;

export const PASSKEY_LIMITS = {
  /** a ceremony's challenge lives this long and is used once. */
  challengeSeconds: 120,
  perUser: 10,
  nameMax: 60,
} as const;

export const PASSKEY_MESSAGES = {
  /** any failed passkey sign-in: the challenge expired or was used, the key is unknown, the signature or counter is wrong. */
  failed: 'The passkey could not be verified. Please try again.',
  registrationFailed: 'The passkey could not be added. Please try again.',
  tooMany: `At most ${PASSKEY_LIMITS.perUser} passkeys per user: remove one first.`,
  added: 'Passkey added',
  removed: 'Passkey removed',
  reset: (n: number) => `${n} passkey${n === 1 ? '' : 's'} removed`,
} as const;

/** The login outcome of a passkey that did not verify (HTTP 200 like every login code of portal.md §8). */
export const PASSKEY_ERROR_CODES = { failed: 4006 } as const;

const base64url = (field: string) => requiredText(field, { max: 16_384 }).regex(/^[A-Za-z0-9_-]+$/, `${field} must be base64url`);

/** navigator.credentials.create()'s answer, as JSON (RegistrationResponseJSON). */
export const passkeyRegistrationCredentialSchema = z.object({
  id: base64url('id'),
  rawId: base64url('rawId'),
  type: z.literal('public-key', { error: "type must be 'public-key'" }),
  response: z.looseObject({
    clientDataJSON: base64url('clientDataJSON'),
    attestationObject: base64url('attestationObject'),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});
export type PasskeyRegistrationCredential = z.infer<typeof passkeyRegistrationCredentialSchema>;

/** navigator.credentials.get()'s answer, as JSON (AuthenticationResponseJSON). */
export const passkeyAssertionCredentialSchema = z.object({
  id: base64url('id'),
  rawId: base64url('rawId'),
  type: z.literal('public-key', { error: "type must be 'public-key'" }),
  response: z.looseObject({
    clientDataJSON: base64url('clientDataJSON'),
    authenticatorData: base64url('authenticatorData'),
    signature: base64url('signature'),
    userHandle: z.string().max(512).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});
export type PasskeyAssertionCredential = z.infer<typeof passkeyAssertionCredentialSchema>;

export const passkeyChallengeId = z.uuid({ error: 'challengeId must be the id the options gave' });

/** The options of a ceremony (PublicKeyCredentialCreationOptionsJSON / …RequestOptionsJSON) and the id of its stored challenge. */
export const passkeyOptionsSchema = z.object({
  challengeId: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

export const passkeyNameSchema = requiredText('name', { max: PASSKEY_LIMITS.nameMax });

export const addPasskeyBodySchema = z.object({ challengeId: passkeyChallengeId, name: passkeyNameSchema, credential: passkeyRegistrationCredentialSchema });
export type AddPasskeyBody = z.input<typeof addPasskeyBodySchema>;

export const renamePasskeyBodySchema = z.object({ name: passkeyNameSchema });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** synced between devices (a multi-device credential) and backed up now. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

/** Sign-in options: none for a discoverable sign-in; the MFA token for the second factor (only that user's keys). */
export const passkeyLoginOptionsBodySchema = z.object({ mfa_token: requiredText('mfa_token', { max: 4096 }).optional() });

export const passkeyLoginBodySchema = z.object({
  client_id: requiredText('client_id', { max: 100 }),
  challengeId: passkeyChallengeId,
  credential: passkeyAssertionCredentialSchema,
});

export const passkeyValidateBodySchema = z.object({
  mfa_token: requiredText('mfa_token', { max: 4096 }),
  challengeId: passkeyChallengeId,
  credential: passkeyAssertionCredentialSchema,
});

/** Company Settings: the users who have a passkey (the security admin's view). */
export const companyPasskeyUsersSchema = z.object({
  users: z.array(
    z.object({ userId: z.string(), username: z.string(), firstName: z.string(), lastName: z.string(), passkeys: z.number().int(), lastUsedAt: z.string().nullable() }),
  ),
});
export type CompanyPasskeyUsers = z.infer<typeof companyPasskeyUsersSchema>;
