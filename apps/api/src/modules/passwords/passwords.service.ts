import {
  type ChangePasswordResponse,
  LOGIN_ERROR_CODES,
  MESSAGES,
  type LoginError,
  type PasswordSuccess,
  passwordProblemCode,
  ADMIN_MESSAGES,
  mayActOnUser,
  rightsBeyond,
} from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { forbidden, badRequest, notFound, unauthorized } from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { RequestMeta } from '../auth/open-session.js';
import { loginAttemptRefusal } from '../auth/login-policy.js';
import { clearFailures, reservePasswordCheck } from '../auth/login-throttle.repository.js';
import { type UserWithCustomer, findUserByUsername, usernameKey } from '../users/users.repository.js';
import {
  checkForgotPasswordCode,
  consumeForgotPasswordCode,
  issueForgotPasswordCode,
  mayResetByEmail,
  voidForgotPasswordCodes,
} from './forgot-password.js';
import { checkNewPasswordOnServer, generateTemporaryPassword } from './password-policy.js';
import { revokeUserSessions, storePassword, usedBefore } from './password-store.js';

const refusal = (error_code: number, error_message: string): LoginError => ({ error_code, error_message });
const success = (message: string): PasswordSuccess => ({ status: 'success', message });

type AuditInput = {
  action: string;
  outcome: 'success' | 'failure';
  user?: UserWithCustomer;
  /** the login name as given, when there is no user (never a password or a code). */
  name?: string;
  actor?: Caller;
  details?: Record<string, unknown>;
};

function audit(ctx: AppContext, meta: RequestMeta, e: AuditInput) {
  const target = e.user?.username ?? (e.name !== undefined ? usernameKey(e.name) : undefined);
  return recordAudit(ctx.db, {
    action: e.action,
    outcome: e.outcome,
    customerId: e.actor?.customerId ?? e.user?.customerId,
    actorUserId: e.actor?.userId ?? e.user?.id,
    actorUsername: e.actor?.username ?? target,
    targetType: 'user',
    targetId: target,
    details: e.details,
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
}

/** The policy (3007/3008) and the history (3009) for a user's new password; undefined when it may be used. */
async function refuseNewPassword(ctx: AppContext, user: UserWithCustomer, newPassword: string): Promise<LoginError | undefined> {
  const problem = checkNewPasswordOnServer(newPassword, {
    userName: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  });
  if (problem) return refusal(passwordProblemCode(problem), MESSAGES.password.refused);
  if (await usedBefore(ctx.db, user, newPassword)) return refusal(LOGIN_ERROR_CODES.passwordReused, MESSAGES.password.reused);
  return undefined;
}

const problemReason = (code: number) =>
  code === LOGIN_ERROR_CODES.passwordReused ? 'reused' : code === LOGIN_ERROR_CODES.passwordRefusedSecurity ? 'common' : 'policy';

// ---------------------------------------------------------------------------------------------
// MY_PROFILE

/**
 * The logged-in user changes their own password. A wrong current password counts toward the
 * login lockout of the name (the same login_throttle row): the failure that reaches the threshold
 * answers 3003 and ends all the user's sessions, as does any attempt while the name is locked.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  caller: Caller | null,
  input: { userName: string; currentPassword: string; newPassword: string },
  meta: RequestMeta,
): Promise<ChangePasswordResponse> {
  if (!caller) throw unauthorized();
  const key = usernameKey(input.userName);
  if (key !== caller.username) throw forbidden(MESSAGES.access.ownPasswordOnly);
  const user = await findUserByUsername(ctx.db, key);
  if (!user || user.id !== caller.userId) throw unauthorized();

  const lockedOut = async (reason: string) => {
    const ended = await revokeUserSessions(ctx.db, user.id, 'locked-out');
    await audit(ctx, meta, { action: 'password.change-failed', outcome: 'failure', user, details: { code: 3003, reason, sessionsEnded: ended } });
    return refusal(LOGIN_ERROR_CODES.lockedOut, MESSAGES.login.lockedOut);
  };
  // counted before the password is verified, as a login's (login-throttle.repository.ts)
  const check = await reservePasswordCheck(ctx.db, key, ctx.config.lockout);
  if (check.kind === 'locked') return lockedOut('locked-out');

  const currentOk = user.passwordHash != null && (await verifyPassword(user.passwordHash, input.currentPassword));
  if (!currentOk) {
    if (check.last) return lockedOut('wrong-current-password');
    await audit(ctx, meta, { action: 'password.change-failed', outcome: 'failure', user, details: { code: 3002, reason: 'wrong-current-password' } });
    return refusal(LOGIN_ERROR_CODES.invalidCredentials, MESSAGES.password.wrongCurrent);
  }
  await clearFailures(ctx.db, key);

  const refused = await refuseNewPassword(ctx, user, input.newPassword);
  if (refused) {
    await audit(ctx, meta, {
      action: 'password.change-failed',
      outcome: 'failure',
      user,
      details: { code: refused.error_code, reason: problemReason(refused.error_code) },
    });
    return refused;
  }

  const hash = await hashPassword(input.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await storePassword(tx, user.id, hash, { mustChange: false });
    return revokeUserSessions(tx, user.id, 'password-changed', caller.sessionId);
  });
  await audit(ctx, meta, { action: 'password.changed', outcome: 'success', user, details: { otherSessionsEnded: ended } });
  return success(MESSAGES.password.changed);
}

// ---------------------------------------------------------------------------------------------
// FORGOT_PW

/**
 * Issues and e-mails a code, or does nothing, depending on the name; the answer is the same in
 * every case and is sent before this work starts (passwords.routes.ts), so neither its content
 * nor its timing tells whether the name exists.
 */
export async function sendForgotPasswordCode(ctx: AppContext, userName: string, meta: RequestMeta): Promise<void> {
  const user = await findUserByUsername(ctx.db, userName);
  if (!user || !mayResetByEmail(user)) {
    await audit(ctx, meta, {
      action: 'password.forgot-requested',
      outcome: 'failure',
      user,
      name: userName,
      details: { reason: user ? 'not-eligible' : 'unknown-user' },
    });
    return;
  }
  const issued = await issueForgotPasswordCode(ctx, user.id);
  if (issued.kind === 'throttled') {
    await audit(ctx, meta, { action: 'password.forgot-requested', outcome: 'failure', user, details: { reason: 'too-many-codes' } });
    return;
  }
  const mail = await ctx.mailer.send({
    to: user.email,
    template: 'forgot-password',
    subject: 'Your Creditdesk password reset code',
    text: [
      `Hello ${user.firstName},`,
      '',
      `Someone asked to reset the password of the Creditdesk user ${user.username}. To choose a new password, enter this code:`,
      '',
      `    ${issued.code}`,
      '',
      `The code works once and expires in ${issued.expiresInMinutes} minutes.`,
      'If you did not ask for it, you can ignore this e-mail: your password has not changed.',
    ].join('\n'),
  });
  await audit(ctx, meta, { action: 'password.forgot-requested', outcome: 'success', user, details: { outboxId: mail.id } });
}

/** 1012 for the public password pages too: guessing codes or flooding mailboxes counts against the address. */
export async function addressRefusal(ctx: AppContext, page: string, name: string, meta: RequestMeta): Promise<LoginError | undefined> {
  const refused = await loginAttemptRefusal(ctx, meta);
  if (refused) {
    await audit(ctx, meta, { action: 'password.refused', outcome: 'failure', name, details: { page, code: refused.error_code, reason: 'address-rate-limit' } });
  }
  return refused;
}

// ---------------------------------------------------------------------------------------------
// CONFIRM_FORGOT_PW

export async function confirmForgotPassword(
  ctx: AppContext,
  input: { userName: string; code: string; newPassword: string },
  meta: RequestMeta,
): Promise<ChangePasswordResponse> {
  const user = await findUserByUsername(ctx.db, input.userName);
  const check = await checkForgotPasswordCode(ctx, user && mayResetByEmail(user) ? user : undefined, input.code);
  const invalid = async (reason: string) => {
    await audit(ctx, meta, { action: 'password.forgot-confirm-failed', outcome: 'failure', user, name: input.userName, details: { code: 3010, reason } });
    return refusal(LOGIN_ERROR_CODES.codeInvalid, MESSAGES.password.codeInvalid);
  };
  if (!check.ok || !user) return invalid(check.ok ? 'no-user' : check.reason);

  // The code is right: the new password is judged only now, so nobody without the code can test
  // which passwords the user had before (3009).
  const refused = await refuseNewPassword(ctx, user, input.newPassword);
  if (refused) {
    await audit(ctx, meta, {
      action: 'password.forgot-confirm-failed',
      outcome: 'failure',
      user,
      details: { code: refused.error_code, reason: problemReason(refused.error_code) },
    });
    return refused;
  }
  const hash = await hashPassword(input.newPassword);
  if (!(await consumeForgotPasswordCode(ctx, check.codeId))) return invalid('already-used');
  const ended = await ctx.db.transaction(async (tx) => {
    await storePassword(tx, user.id, hash, { mustChange: false });
    return revokeUserSessions(tx, user.id, 'password-reset');
  });
  await voidForgotPasswordCodes(ctx, user.id);
  // Whoever was guessing at the name is locked out of nothing now: the owner proved the mailbox.
  await clearFailures(ctx.db, user.username);
  await audit(ctx, meta, { action: 'password.forgot-confirmed', outcome: 'success', user, details: { sessionsEnded: ended } });
  return success(MESSAGES.password.changed);
}

// ---------------------------------------------------------------------------------------------
// Temporary password (user administration)

/**
 * A user-management admin resets a user of their own company to a random temporary password,
 * e-mailed to the user, who must change it at the next login. The user's sessions end and the
 * name's lockout is lifted (the new password is random: guessing it is hopeless).
 */
export async function issueTemporaryPassword(
  ctx: AppContext,
  caller: Caller,
  input: { userName: string },
  meta: RequestMeta,
): Promise<PasswordSuccess> {
  const user = await findUserByUsername(ctx.db, input.userName);
  const refuse = async (error: Error, reason: string) => {
    await audit(ctx, meta, { action: 'password.reset', outcome: 'failure', actor: caller, name: input.userName, details: { reason } });
    return error;
  };
  if (!user) throw await refuse(notFound(MESSAGES.access.userNotFound), 'unknown-user');
  if (user.customerId !== caller.customerId) throw await refuse(forbidden(MESSAGES.access.ownCompanyOnly), 'other-company');
  if (user.role === 'systemadmin' && caller.role !== 'systemadmin') {
    throw await refuse(forbidden(MESSAGES.users.adminCannotUpdateSysadmin), 'system-admin-target');
  }
  // a reset password is a way into the account: never for someone holding rights the caller lacks
  if (!mayActOnUser(caller, user)) {
    throw await refuse(forbidden(ADMIN_MESSAGES.rightsBeyondYours(user.username, rightsBeyond(caller, user).entitlements.join(', '))), 'rights-beyond-caller');
  }
  if (user.isSsoUser) throw await refuse(badRequest(MESSAGES.password.notForSsoUser), 'sso-user');

  const temporary = generateTemporaryPassword({
    userName: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const hash = await hashPassword(temporary);
  const ended = await ctx.db.transaction(async (tx) => {
    await storePassword(tx, user.id, hash, { mustChange: true });
    return revokeUserSessions(tx, user.id, 'password-reset-by-admin');
  });
  await clearFailures(ctx.db, user.username);
  await voidForgotPasswordCodes(ctx, user.id);
  const mail = await ctx.mailer.send({
    to: user.email,
    template: 'temporary-password',
    subject: 'Your temporary Creditdesk password',
    text: [
      `Hello ${user.firstName},`,
      '',
      `An administrator of ${user.customerName} has reset the password of your Creditdesk user ${user.username}.`,
      '',
      `Temporary password: ${temporary}`,
      '',
      `Log in at ${ctx.config.publicUrl} with it. You will be asked to choose a new password before you can continue.`,
    ].join('\n'),
  });
  await audit(ctx, meta, {
    action: 'password.reset',
    outcome: 'success',
    actor: caller,
    user,
    details: { target: user.username, sessionsEnded: ended, outboxId: mail.id, emailSent: mail.sent },
  });
  return success(MESSAGES.users.passwordReset(user.username));
}
