import { randomInt } from 'node:crypto';
import {
  MFA_ERROR_CODES,
  MFA_LIMITS,
  MFA_MESSAGES,
  PASSKEY_ERROR_CODES,
  PASSKEY_MESSAGES,
  type LoginError,
  type MfaChallenge,
  type MfaMethod,
  type PasskeyAssertionCredential,
  type OtpEmailSent,
  type OtpValidateRequest,
  type TokenSet,
} from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { RequestMeta } from '../auth/open-session.js';
import { openSession } from '../auth/open-session.js';
import { loginRefusal, loginWarning } from '../auth/login-policy.js';
import { type UserWithCustomer, findUserById } from '../users/users.repository.js';
import {
  type ChallengeRow,
  acceptTotpStep,
  claimAttempt,
  companyRequiresMfa,
  completeChallenge,
  countEmailCodesSince,
  createChallenge,
  emailCodeHash,
  findChallenge,
  insertEmailCode,
  retireEmailCodes,
  storePendingTotpSecret,
  useEmailCode,
} from './mfa.repository.js';
import { enrollmentFor, newTotpSecret, totpStepOf } from './totp.js';
import { companyPasskeyPolicy, countPasskeys } from '../passkeys/passkeys.repository.js';
import { finishPasskeyAssertion } from '../passkeys/passkey-assertion.js';

/*
 * The second factor of a password login (portal.md §4, warning 4001). A challenge row holds the
 * pending login; the browser holds only a signed MFA token naming it. Each challenge allows 5 codes
 * (wrong ones are counted before checking, so racing requests cannot exceed it) and 3 e-mails.
 * TOTP codes are used once through users.totp_last_step; e-mailed codes through one_time_codes.used_at.
 * Audit events: mfa.challenge-created, mfa.code-sent, mfa.succeeded, mfa.enrolled, mfa.failed,
 * mfa.challenge-locked, mfa.refused; never a code or a secret.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const totpContext = (userId: string) => `users:${userId}:totp`;
const outcome = (error_code: number, error_message: string): LoginError => ({ error_code, error_message });
const expired = () => outcome(MFA_ERROR_CODES.challengeExpired, MFA_MESSAGES.challengeExpired);
const tooManyAttempts = () => outcome(MFA_ERROR_CODES.tooManyAttempts, MFA_MESSAGES.tooManyAttempts);

function audit(ctx: AppContext, meta: RequestMeta, action: string, result: 'success' | 'failure', user: UserWithCustomer | undefined, details: Record<string, unknown>) {
  return recordAudit(ctx.db, {
    action,
    outcome: result,
    customerId: user?.customerId,
    actorUserId: user?.id,
    actorUsername: user?.username,
    targetType: 'user',
    targetId: user?.username,
    details,
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
}

/**
 * The second factors a user may answer with, by the company's passkey rule (auth/passkeys.ts):
 * 'required': a passkey, and the e-mailed code only as the recovery of a user who has lost (or not
 * yet added) every passkey; 'second-factor': a user's passkey as well as the codes; else the codes.
 */
export async function mfaMethodsFor(ctx: AppContext, user: UserWithCustomer): Promise<MfaMethod[]> {
  const policy = await companyPasskeyPolicy(ctx.db, user.customerId);
  if (policy === 'optional') return ['totp', 'email'];
  const hasPasskey = (await countPasskeys(ctx.db, user.id)) > 0;
  if (policy === 'required') return hasPasskey ? ['passkey', 'email'] : ['email'];
  return hasPasskey ? ['passkey', 'totp', 'email'] : ['totp', 'email'];
}

/** A step-up's factors: the sign-in's, and any passkey the user holds (a passkey verified with its user is a strong factor whatever the company's sign-in rule). */
export async function stepUpMethodsFor(ctx: AppContext, user: UserWithCustomer): Promise<MfaMethod[]> {
  const methods = await mfaMethodsFor(ctx, user);
  return !methods.includes('passkey') && (await countPasskeys(ctx.db, user.id)) > 0 ? ['passkey', ...methods] : methods;
}

/**
 * A second factor is asked after a password when the company requires it, the user has enrolled an
 * authenticator app, the company requires passkeys, or allows them as the factor and the user has one.
 */
export async function mfaRequired(ctx: AppContext, user: UserWithCustomer): Promise<boolean> {
  if (user.totpEnrolledAt) return true;
  if (await companyRequiresMfa(ctx.db, user.customerId)) return true;
  return (await mfaMethodsFor(ctx, user)).includes('passkey') || (await companyPasskeyPolicy(ctx.db, user.customerId)) === 'required';
}

/**
 * Opens a challenge after a proven password; a user without an app gets the QR code to enrol. With a
 * session id it is a step-up challenge of that session (step-up.service.ts): only POST /login/step-up
 * of that session completes it, never a login.
 */
export async function startMfaChallenge(ctx: AppContext, user: UserWithCustomer, clientId: string, meta: RequestMeta, sessionId?: string): Promise<MfaChallenge> {
  const expiresAt = new Date(Date.now() + MFA_LIMITS.challengeSeconds * 1000);
  const challenge = await createChallenge(ctx.db, { userId: user.id, clientId, expiresAt, ...(sessionId ? { sessionId } : {}) });
  const enrolled = user.totpEnrolledAt != null;
  const methods = await mfaMethodsFor(ctx, user);
  const enrollment = enrolled || !methods.includes('totp') ? undefined : await enrollmentFor(user.username, await pendingSecret(ctx, user));
  await audit(ctx, meta, 'mfa.challenge-created', 'success', user, { challengeId: challenge.id, totpEnrolled: enrolled, methods, ...(sessionId ? { stepUp: true, sessionId } : {}) });
  return {
    warning_code: 4001,
    mfa_token: await ctx.tokens.signMfa({ id: challenge.id, userId: user.id, clientId, expiresAt }),
    expires_in: MFA_LIMITS.challengeSeconds,
    methods,
    totp_enrolled: enrolled,
    ...(enrollment ? { enrollment } : {}),
  };
}

/** The secret awaiting its first code: the one shown before (so a scanned QR code stays good), or a new one. */
async function pendingSecret(ctx: AppContext, user: UserWithCustomer): Promise<string> {
  if (user.totpSecretEnc) {
    try {
      return ctx.cipher.decrypt(user.totpSecretEnc, totpContext(user.id));
    } catch {
      // unreadable (another key): start the enrolment again
    }
  }
  const secret = newTotpSecret();
  await storePendingTotpSecret(ctx.db, user.id, ctx.cipher.encrypt(secret, totpContext(user.id)));
  return secret;
}

export type OpenChallenge = { challenge: ChallengeRow; user: UserWithCustomer };

/** Which challenges a call may use: a login's (no session), one session's step-up, or either (sending an e-mailed code). */
export type ChallengeKind = { sessionId: string | null } | 'any';
const isOfKind = (challenge: ChallengeRow, kind: ChallengeKind) => kind === 'any' || challenge.sessionId === kind.sessionId;

/** The open challenge an MFA token names, or the outcome to answer (4003, 4004). */
export async function openChallenge(ctx: AppContext, mfaToken: string, meta: RequestMeta, kind: ChallengeKind): Promise<OpenChallenge | LoginError> {
  const claims = await ctx.tokens.verifyMfa(mfaToken);
  const found = claims && UUID.test(claims.challengeId) ? await findChallenge(ctx.db, claims.challengeId) : undefined;
  // a step-up challenge never opens a session; a login's (or another session's) never proves a step-up
  const challenge = found && isOfKind(found, kind) ? found : undefined;
  const user = challenge && challenge.userId === claims?.userId ? await findUserById(ctx.db, challenge.userId) : undefined;
  if (!challenge || !user) {
    await audit(ctx, meta, 'mfa.refused', 'failure', undefined, { reason: 'unknown-challenge' });
    return expired();
  }
  if (challenge.completedAt || challenge.expiresAt.getTime() <= Date.now()) {
    await audit(ctx, meta, 'mfa.refused', 'failure', user, { challengeId: challenge.id, reason: challenge.completedAt ? 'completed' : 'expired' });
    return expired();
  }
  if (challenge.attempts >= MFA_LIMITS.attemptsPerChallenge) {
    await audit(ctx, meta, 'mfa.refused', 'failure', user, { challengeId: challenge.id, reason: 'locked' });
    return tooManyAttempts();
  }
  return { challenge, user };
}

/** The user of an open challenge (for the passkey options of the second factor), or the outcome to answer. */
export async function openMfaChallengeUser(ctx: AppContext, mfaToken: string, meta: RequestMeta): Promise<UserWithCustomer | LoginError> {
  // a login's or a step-up's: the options are the user's own passkeys either way
  const opened = await openChallenge(ctx, mfaToken, meta, 'any');
  return 'error_code' in opened ? opened : opened.user;
}

/** POST /login/users/otp/validate: the code of the app or of the e-mail completes the login. */
export async function validateOtp(ctx: AppContext, input: OtpValidateRequest, meta: RequestMeta): Promise<TokenSet | LoginError> {
  const opened = await openChallenge(ctx, input.mfa_token, meta, { sessionId: null });
  if ('error_code' in opened) return opened;
  const refusedCode = await proveCode(ctx, opened, input, meta);
  if (refusedCode) return refusedCode;
  // a sign-in completed with a second factor is a fresh factor for step-up acts (RFC 8176: pwd + otp)
  return finishLogin(ctx, meta, opened, ['pwd', 'otp']);
}

/** The second factor was proven: the login ends as every login does after its credential, with the factor on the session. */
async function finishLogin(ctx: AppContext, meta: RequestMeta, { challenge, user }: OpenChallenge, factorAmr: string[]): Promise<TokenSet | LoginError> {
  // The account may have changed in the minutes since the password (revoked, company inactive, …).
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  const refused = await loginRefusal(ctx, fresh, meta, { passwordLogin: true });
  if (refused) {
    await audit(ctx, meta, 'login.refused', 'failure', fresh, { code: refused.error_code, step: 'mfa' });
    return refused;
  }
  return openSession(ctx, fresh, challenge.clientId, meta, await loginWarning(ctx, fresh), { factorAmr });
}

/**
 * Checks a code against an open challenge (a login's or a step-up's) and closes the challenge when it
 * is right; the outcome to answer otherwise (4002 wrong, 4003 too many, 4004 closed meanwhile).
 */
export async function proveCode(ctx: AppContext, opened: OpenChallenge, input: Pick<OtpValidateRequest, 'code' | 'method'>, meta: RequestMeta): Promise<LoginError | undefined> {
  const { challenge, user } = opened;

  const attempts = await claimAttempt(ctx.db, challenge.id, MFA_LIMITS.attemptsPerChallenge);
  if (attempts === undefined) {
    // closed between the read and now: by a racing request that used the last attempt, or completed it
    const now = await findChallenge(ctx.db, challenge.id);
    const locked = now != null && !now.completedAt && now.attempts >= MFA_LIMITS.attemptsPerChallenge;
    await audit(ctx, meta, 'mfa.refused', 'failure', user, { challengeId: challenge.id, reason: locked ? 'locked' : 'closed' });
    return locked ? tooManyAttempts() : expired();
  }

  const check = await checkCode(ctx, user, challenge, input);
  if (!check.ok) {
    if (attempts >= MFA_LIMITS.attemptsPerChallenge) {
      await audit(ctx, meta, 'mfa.challenge-locked', 'failure', user, { challengeId: challenge.id, method: input.method, reason: check.reason, attempts });
      return tooManyAttempts();
    }
    await audit(ctx, meta, 'mfa.failed', 'failure', user, { challengeId: challenge.id, method: input.method, reason: check.reason, attempts });
    return outcome(MFA_ERROR_CODES.invalidCode, MFA_MESSAGES.invalidCode);
  }
  return closeProvenChallenge(ctx, meta, opened, input.method, check.enrolledNow);
}

/**
 * Checks a passkey of the challenge's user against an open challenge (a login's or a step-up's) and
 * closes the challenge when it verifies; the outcome to answer otherwise.
 */
export async function provePasskey(
  ctx: AppContext,
  opened: OpenChallenge,
  input: { challengeId: string; credential: PasskeyAssertionCredential },
  meta: RequestMeta,
): Promise<LoginError | undefined> {
  const { challenge, user } = opened;
  const methods = challenge.sessionId ? await stepUpMethodsFor(ctx, user) : await mfaMethodsFor(ctx, user);
  if (!methods.includes('passkey')) {
    await audit(ctx, meta, 'mfa.refused', 'failure', user, { challengeId: challenge.id, method: 'passkey', reason: 'method-not-allowed' });
    return outcome(PASSKEY_ERROR_CODES.failed, PASSKEY_MESSAGES.failed);
  }
  const attempts = await claimAttempt(ctx.db, challenge.id, MFA_LIMITS.attemptsPerChallenge);
  if (attempts === undefined) return expired();
  const result = await finishPasskeyAssertion(ctx, { challengeId: input.challengeId, credential: input.credential, userId: user.id });
  if (!result.ok) {
    const locked = attempts >= MFA_LIMITS.attemptsPerChallenge;
    await audit(ctx, meta, locked ? 'mfa.challenge-locked' : 'mfa.failed', 'failure', user, { challengeId: challenge.id, method: 'passkey', reason: result.reason, attempts });
    return locked ? tooManyAttempts() : outcome(PASSKEY_ERROR_CODES.failed, PASSKEY_MESSAGES.failed);
  }
  return closeProvenChallenge(ctx, meta, opened, 'passkey');
}

/** The factor was right: the challenge closes (once) and the e-mailed codes with it; audited. */
async function closeProvenChallenge(ctx: AppContext, meta: RequestMeta, { challenge, user }: OpenChallenge, method: MfaMethod, enrolledNow = false): Promise<LoginError | undefined> {
  if (!(await completeChallenge(ctx.db, challenge.id))) {
    await audit(ctx, meta, 'mfa.refused', 'failure', user, { challengeId: challenge.id, reason: 'completed' });
    return expired();
  }
  await retireEmailCodes(ctx.db, user.id);
  if (enrolledNow) await audit(ctx, meta, 'mfa.enrolled', 'success', user, { challengeId: challenge.id, method: 'totp' });
  await audit(ctx, meta, 'mfa.succeeded', 'success', user, { challengeId: challenge.id, method });
  // the e-mailed code under a company that requires passkeys: the recovery of a user without one (docs/security.md)
  if (method === 'email' && (await companyPasskeyPolicy(ctx.db, user.customerId)) === 'required') {
    await audit(ctx, meta, 'passkey.recovery-by-email', 'success', user, { challengeId: challenge.id, passkeys: await countPasskeys(ctx.db, user.id) });
  }
  return undefined;
}

/** POST /login/users/passkey/validate: a passkey of the challenge's user completes the login. */
export async function validatePasskeyFactor(
  ctx: AppContext,
  input: { mfa_token: string; challengeId: string; credential: PasskeyAssertionCredential },
  meta: RequestMeta,
): Promise<TokenSet | LoginError> {
  const opened = await openChallenge(ctx, input.mfa_token, meta, { sessionId: null });
  if ('error_code' in opened) return opened;
  const refused = await provePasskey(ctx, opened, input, meta);
  if (refused) return refused;
  // RFC 8176: the password, then a hardware-held key verified with the user (WebAuthn UV)
  return finishLogin(ctx, meta, opened, ['pwd', 'hwk', 'user']);
}

type CodeCheck = { ok: true; enrolledNow: boolean } | { ok: false; reason: 'invalid' | 'replayed' | 'not-enrolled' | 'not-allowed' };

async function checkCode(ctx: AppContext, user: UserWithCustomer, challenge: ChallengeRow, input: Pick<OtpValidateRequest, 'code' | 'method'>): Promise<CodeCheck> {
  if (input.method === 'email') {
    return (await useEmailCode(ctx.db, user.id, emailCodeHash(challenge.id, input.code))) ? { ok: true, enrolledNow: false } : { ok: false, reason: 'invalid' };
  }
  if (!(await mfaMethodsFor(ctx, user)).includes('totp')) return { ok: false, reason: 'not-allowed' };
  if (!user.totpSecretEnc) return { ok: false, reason: 'not-enrolled' };
  let secret: string;
  try {
    secret = ctx.cipher.decrypt(user.totpSecretEnc, totpContext(user.id));
  } catch {
    return { ok: false, reason: 'not-enrolled' };
  }
  const step = await totpStepOf(secret, input.code);
  if (step === undefined) return { ok: false, reason: 'invalid' };
  if (!(await acceptTotpStep(ctx.db, user.id, step))) return { ok: false, reason: 'replayed' };
  return { ok: true, enrolledNow: user.totpEnrolledAt == null };
}

/** POST /login/users/otp/email: a 6-digit code by e-mail, valid 10 minutes, at most 3 per challenge. */
export async function sendEmailOtp(ctx: AppContext, mfaToken: string, meta: RequestMeta): Promise<OtpEmailSent | LoginError> {
  // a login's challenge or a step-up's: the code is bound to its challenge either way
  const opened = await openChallenge(ctx, mfaToken, meta, 'any');
  if ('error_code' in opened) return opened;
  const { user } = opened;
  const stepUp = opened.challenge.sessionId != null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

  // Counting and storing under a lock on the challenge: two racing requests cannot both send the third code.
  const sent = await ctx.db.transaction(async (tx) => {
    const db = tx as never as AppContext['db'];
    const challenge = await findChallenge(db, opened.challenge.id, { forUpdate: true });
    if (!challenge || challenge.completedAt || challenge.expiresAt.getTime() <= Date.now()) return undefined;
    const before = await countEmailCodesSince(db, user.id, challenge.createdAt);
    if (before >= MFA_LIMITS.emailsPerChallenge) return { before, stored: false };
    await insertEmailCode(db, {
      userId: user.id,
      codeHash: emailCodeHash(challenge.id, code),
      expiresAt: new Date(Date.now() + MFA_LIMITS.emailCodeSeconds * 1000),
    });
    return { before, stored: true };
  });
  if (!sent) return expired();
  if (!sent.stored) {
    await audit(ctx, meta, 'mfa.code-refused', 'failure', user, { challengeId: opened.challenge.id, reason: 'too-many-emails' });
    return outcome(MFA_ERROR_CODES.tooManyEmails, MFA_MESSAGES.tooManyEmails);
  }

  const minutes = Math.round(MFA_LIMITS.emailCodeSeconds / 60);
  await ctx.mailer.send({
    to: user.email,
    subject: stepUp ? 'Your Creditdesk confirmation code' : 'Your Creditdesk login code',
    text: [
      `Hello ${user.firstName},`,
      '',
      stepUp
        ? `Your Creditdesk confirmation code is ${code}. It is valid for ${minutes} minutes and can be used once.`
        : `Your Creditdesk login code is ${code}. It is valid for ${minutes} minutes and can be used once.`,
      '',
      stepUp
        ? 'If you did not just confirm an action in the portal, someone is using your session: sign out and tell your administrator.'
        : 'If you did not just try to log in, someone knows your password: change it and tell your administrator.',
    ].join('\n'),
    template: 'mfa-code',
  });
  const remaining = MFA_LIMITS.emailsPerChallenge - sent.before - 1;
  await audit(ctx, meta, 'mfa.code-sent', 'success', user, { challengeId: opened.challenge.id, method: 'email', sendsRemaining: remaining });
  return { sent: true, to: maskEmail(user.email), expires_in: MFA_LIMITS.emailCodeSeconds, sends_remaining: remaining };
}

/** d***n@demolending.example: enough to recognise one's address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}
