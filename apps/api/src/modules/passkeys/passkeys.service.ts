import { randomBytes } from 'node:crypto';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import {
  PASSKEY_ERROR_CODES,
  PASSKEY_LIMITS,
  PASSKEY_MESSAGES,
  type AddPasskeyBody,
  type CompanyPasskeyUsers,
  type Passkey,
  type PasskeyOptions,
  type PasskeyAssertionCredential,
  type TokenResponse,
} from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type Act, auditAdmin } from '../admin/shared/admin-context.js';
import { loginAttemptRefusal } from '../auth/login-policy.js';
import { reservePasswordCheck } from '../auth/login-throttle.repository.js';
import { afterCredential, credentialFailed, lockedOutcome, loginAuditor, requireKnownClient } from '../auth/login.service.js';
import type { RequestMeta } from '../auth/open-session.js';
import { findUserById, usernameKey } from '../users/users.repository.js';
import { finishPasskeyAssertion } from './passkey-assertion.js';
import {
  type PasskeyRow,
  companyPasskeyHolders,
  countPasskeys,
  deleteAllPasskeys,
  deletePasskey,
  insertPasskey,
  passkeysOfUser,
  renamePasskey,
  storeChallenge,
  takeChallenge,
} from './passkeys.repository.js';
import { COSE_ALGORITHMS, relyingParty, userHandleOf } from './relying-party.js';

/*
 * Passkeys (docs/security.md "Passkeys"): a user's own list in My Profile (the registration
 * ceremony), the sign-in with a passkey alone, and the company's view and reset. Audit events:
 * passkey.added, passkey.renamed, passkey.removed, passkey.reset (an admin), login.* with method 'passkey'.
 */

const view = (p: PasskeyRow): Passkey => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
  backedUp: p.backedUp,
});

function auditOwn(ctx: AppContext, caller: Caller, meta: RequestMeta, action: string, details: Record<string, unknown>, result: 'success' | 'failure' = 'success') {
  return recordAudit(ctx.db, {
    action,
    outcome: result,
    customerId: caller.customerId,
    actorUserId: caller.userId,
    actorUsername: caller.username,
    targetType: 'user',
    targetId: caller.username,
    details,
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
}

export async function listOwnPasskeys(ctx: AppContext, caller: Caller): Promise<Passkey[]> {
  return (await passkeysOfUser(ctx.db, caller.userId)).map(view);
}

/** Creation options: a resident (discoverable) key with user verification, none of the user's keys again. */
export async function beginRegistration(ctx: AppContext, caller: Caller): Promise<PasskeyOptions> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw notFound();
  const existing = await passkeysOfUser(ctx.db, user.id);
  if (existing.length >= PASSKEY_LIMITS.perUser) throw badRequest(PASSKEY_MESSAGES.tooMany);
  const { rpID, rpName } = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userID: userHandleOf(user.id),
    userName: user.username,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.username,
    challenge: new Uint8Array(randomBytes(32)),
    timeout: PASSKEY_LIMITS.challengeSeconds * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: [...COSE_ALGORITHMS],
  });
  const challengeId = await storeChallenge(ctx.db, {
    challenge: options.challenge,
    purpose: 'registration',
    userId: user.id,
    expiresAt: new Date(Date.now() + PASSKEY_LIMITS.challengeSeconds * 1000),
  });
  return { challengeId, options: { ...options } };
}

export async function finishRegistration(ctx: AppContext, caller: Caller, body: AddPasskeyBody, meta: RequestMeta): Promise<Passkey> {
  const challenge = await takeChallenge(ctx.db, body.challengeId, 'registration');
  const refuse = async (reason: string) => {
    await auditOwn(ctx, caller, meta, 'passkey.add-refused', { reason }, 'failure');
    return badRequest(PASSKEY_MESSAGES.registrationFailed);
  };
  if (!challenge || challenge.userId !== caller.userId) throw await refuse('challenge');
  const { rpID, origin } = relyingParty(ctx);
  let info;
  try {
    const verified = await verifyRegistrationResponse({
      response: body.credential as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: [...COSE_ALGORITHMS],
    });
    if (!verified.verified) throw await refuse('invalid');
    info = verified.registrationInfo;
  } catch (err) {
    if (err instanceof Error && 'statusCode' in err) throw err;
    throw await refuse('invalid');
  }
  if ((await countPasskeys(ctx.db, caller.userId)) >= PASSKEY_LIMITS.perUser) throw badRequest(PASSKEY_MESSAGES.tooMany);
  let row: PasskeyRow;
  try {
    row = await insertPasskey(ctx.db, {
      userId: caller.userId,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      signCount: info.credential.counter,
      transports: (body.credential.response.transports ?? []).slice(0, 10),
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: body.name.trim(),
    });
  } catch {
    // the credential id is stored already (the same key registered twice)
    throw await refuse('duplicate');
  }
  await auditOwn(ctx, caller, meta, 'passkey.added', { passkeyId: row.id, name: row.name, deviceType: row.deviceType, backedUp: row.backedUp });
  return view(row);
}

export async function renameOwnPasskey(ctx: AppContext, caller: Caller, id: string, name: string, meta: RequestMeta): Promise<Passkey> {
  const row = await renamePasskey(ctx.db, caller.userId, id, name.trim());
  if (!row) throw notFound();
  await auditOwn(ctx, caller, meta, 'passkey.renamed', { passkeyId: id, name: row.name });
  return view(row);
}

export async function removeOwnPasskey(ctx: AppContext, caller: Caller, id: string, meta: RequestMeta) {
  const row = await deletePasskey(ctx.db, caller.userId, id);
  if (!row) throw notFound();
  await auditOwn(ctx, caller, meta, 'passkey.removed', { passkeyId: id, name: row.name });
  return { status: 'success' as const, message: PASSKEY_MESSAGES.removed };
}

// ---- the company's security admin

export async function companyPasskeyUsers(ctx: AppContext, customerId: string): Promise<CompanyPasskeyUsers> {
  const rows = await companyPasskeyHolders(ctx.db, customerId);
  return { users: rows.map((r) => ({ ...r, passkeys: Number(r.passkeys), lastUsedAt: r.lastUsedAt ? new Date(r.lastUsedAt).toISOString() : null })) };
}

/** A user who lost every passkey: the admin removes them all; the user signs in with the password and the e-mailed code, then adds a new one. */
export async function resetUserPasskeys(act: Act, customerId: string, userId: string) {
  const user = await findUserById(act.ctx.db, userId);
  if (!user || user.customerId !== customerId) throw notFound();
  const removed = await deleteAllPasskeys(act.ctx.db, userId);
  await auditAdmin(act.ctx.db, act, { action: 'passkey.reset', targetType: 'user', targetId: user.username, details: { userId, removed } });
  return { status: 'success' as const, message: PASSKEY_MESSAGES.reset(removed) };
}

// ---- sign-in with a passkey alone

/**
 * POST /login/passkey: the address limit (1012), then the passkey; its user's lockout is checked
 * and its check reserved before the signature is verified, exactly as a password's; once verified,
 * the same path as the password login (afterCredential) gives every outcome of portal.md §8.
 */
export async function loginWithPasskey(
  ctx: AppContext,
  input: { client_id: string; challengeId: string; credential: PasskeyAssertionCredential },
  meta: RequestMeta,
): Promise<TokenResponse> {
  requireKnownClient(input.client_id);
  const anonymous = loginAuditor(ctx, '(passkey)', meta);
  const throttled = await loginAttemptRefusal(ctx, meta);
  if (throttled) {
    await anonymous('login.refused', 'failure', undefined, { code: throttled.error_code, reason: 'address-rate-limit', method: 'passkey' });
    return throttled;
  }
  let lockedNow = false;
  const result = await finishPasskeyAssertion(ctx, input, {
    beforeVerify: async (user) => {
      const check = await reservePasswordCheck(ctx.db, usernameKey(user.username), ctx.config.lockout);
      if (check.kind === 'locked') return lockedOutcome(loginAuditor(ctx, user.username, meta), user, 'passkey');
      lockedNow = check.last;
      return undefined;
    },
  });
  const failed = { error_code: PASSKEY_ERROR_CODES.failed, error_message: PASSKEY_MESSAGES.failed };
  if (!result.ok) {
    if (result.refusal) return result.refusal;
    if (!result.user) {
      await anonymous('login.failed', 'failure', undefined, { reason: result.reason, method: 'passkey' });
      return failed;
    }
    return credentialFailed(ctx, loginAuditor(ctx, result.user.username, meta), result.user, lockedNow, { reason: result.reason, method: 'passkey' }, failed);
  }
  return afterCredential(ctx, result.user, input.client_id, meta, loginAuditor(ctx, result.user.username, meta), 'passkey');
}
