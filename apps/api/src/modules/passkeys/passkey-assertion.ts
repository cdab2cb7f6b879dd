import { randomBytes } from 'node:crypto';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { PASSKEY_LIMITS, type LoginError, type PasskeyAssertionCredential, type PasskeyOptions } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { type UserWithCustomer, findUserById } from '../users/users.repository.js';
import { type PasskeyRow, findPasskeyByCredentialId, passkeysOfUser, recordPasskeyUse, storeChallenge, takeChallenge } from './passkeys.repository.js';
import { relyingParty, userHandleOf } from './relying-party.js';

/*
 * The authentication ceremony, for every caller that accepts a passkey: the sign-in with a passkey
 * alone, the second factor after the password, and (later) a step-up's fresh factor.
 * begin: options and a stored challenge (single use, PASSKEY_LIMITS.challengeSeconds);
 * finish: the challenge taken, the credential found, the signature verified against the configured
 * origin and RP ID with user verification required, and the counter recorded only if it rose.
 */

/** For a known user: only their passkeys may answer; without: any passkey of this portal (discoverable). */
export async function beginPasskeyAssertion(ctx: AppContext, input: { userId?: string } = {}): Promise<PasskeyOptions> {
  const { rpID } = relyingParty(ctx);
  const allowCredentials = input.userId
    ? (await passkeysOfUser(ctx.db, input.userId)).map((p) => ({ id: p.credentialId, transports: p.transports }))
    : undefined;
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: allowCredentials as Parameters<typeof generateAuthenticationOptions>[0]['allowCredentials'],
    userVerification: 'required',
    timeout: PASSKEY_LIMITS.challengeSeconds * 1000,
    challenge: new Uint8Array(randomBytes(32)),
  });
  const challengeId = await storeChallenge(ctx.db, {
    challenge: options.challenge,
    purpose: 'authentication',
    userId: input.userId,
    expiresAt: new Date(Date.now() + PASSKEY_LIMITS.challengeSeconds * 1000),
  });
  return { challengeId, options: { ...options } };
}

export type PasskeyAssertionFailure =
  /** the challenge is unknown, used, expired, or was issued for another user. */
  | 'challenge'
  /** no stored passkey has this credential id, or it belongs to another user than expected. */
  | 'unknown-credential'
  /** the signature, origin, RP ID, type, user presence or verification did not check. */
  | 'invalid'
  /** the counter did not rise: a cloned authenticator, or the same answer twice. */
  | 'counter'
  /** `beforeVerify` refused (a locked name): its outcome is in `refusal`. */
  | 'refused';

export type PasskeyAssertionResult =
  | { ok: true; user: UserWithCustomer; passkey: PasskeyRow }
  | { ok: false; reason: PasskeyAssertionFailure; user?: UserWithCustomer; refusal?: LoginError };

export type FinishPasskeyAssertionInput = {
  challengeId: string;
  credential: PasskeyAssertionCredential;
  /** the user who must answer (a second factor, a step-up); absent: whoever the passkey belongs to. */
  userId?: string;
};

/**
 * Verifies an answer to a challenge of beginPasskeyAssertion. `beforeVerify` runs once the user is
 * known and before the signature is checked (the login's lockout reserves its check there).
 */
export async function finishPasskeyAssertion(
  ctx: AppContext,
  input: FinishPasskeyAssertionInput,
  hooks: { beforeVerify?: (user: UserWithCustomer) => Promise<LoginError | undefined> } = {},
): Promise<PasskeyAssertionResult> {
  const challenge = await takeChallenge(ctx.db, input.challengeId, 'authentication');
  // a challenge issued for one user is answered for that user only; a known user's answer needs their own challenge
  if (!challenge || (input.userId !== undefined && challenge.userId !== input.userId)) return { ok: false, reason: 'challenge' };
  const passkey = await findPasskeyByCredentialId(ctx.db, input.credential.id);
  const wanted = input.userId ?? challenge.userId;
  if (!passkey || (wanted && passkey.userId !== wanted)) return { ok: false, reason: 'unknown-credential' };
  const user = await findUserById(ctx.db, passkey.userId);
  if (!user) return { ok: false, reason: 'unknown-credential' };
  // a discoverable answer names its user: it must be the passkey's owner
  const handle = input.credential.response.userHandle;
  if (handle && handle !== Buffer.from(userHandleOf(user.id)).toString('base64url')) return { ok: false, reason: 'unknown-credential', user };

  const refusal = await hooks.beforeVerify?.(user);
  if (refusal) return { ok: false, reason: 'refused', user, refusal };

  const { rpID, origin } = relyingParty(ctx);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: input.credential as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.signCount,
        transports: passkey.transports as never,
      },
    });
  } catch (err) {
    // the library refuses a counter that did not rise with an error naming it
    return { ok: false, reason: /counter/i.test(String((err as Error).message)) ? 'counter' : 'invalid', user };
  }
  if (!verified.verified) return { ok: false, reason: 'invalid', user };
  const info = verified.authenticationInfo;
  if (!(await recordPasskeyUse(ctx.db, passkey.id, info.newCounter, { backedUp: info.credentialBackedUp }))) {
    return { ok: false, reason: 'counter', user };
  }
  return { ok: true, user, passkey };
}
