import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_ERROR_DETAILS,
  MESSAGES,
  MIGRATION_MESSAGES,
  MIGRATION_REFUSALS,
  type MigratedUser,
  type MigrationUser,
  type migrateUserBodySchema,
} from '@creditdesk/contracts';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.js';
import { customers, retiredUsernames, users } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { RequestMeta } from '../auth/open-session.js';
import { type Executor, UNIQUE_VIOLATION, pgError } from '../admin/shared/admin-context.js';
import { userNameTaken } from '../admin/users-admin/users-admin.repository.js';
import { revokeUserSessions } from '../passwords/password-store.js';
import { usernameKey } from '../users/users.repository.js';

/*
 * User-ID migration (portal.md §4, docs/onboarding.md). The legacy user proves who they are with the
 * session of their old login (warning 2003). The move keeps the same users row (id), so reports,
 * groups, audit events and password history stay attached; the old login name is retired (never
 * given to anyone again; a trigger on users enforces it), so it stops working at login (3002); every
 * session of the user ends, this one included; an e-mail tells the new User ID.
 */

type MigrateInput = z.infer<typeof migrateUserBodySchema>;
export type MigrationAct = { ctx: AppContext; caller: Caller; meta: RequestMeta };

const notLegacy = () => new HttpError(409, MIGRATION_MESSAGES.notLegacy, { reason: MIGRATION_REFUSALS.notLegacy });
const nameTaken = () => new HttpError(409, MESSAGES.userId.taken, { reason: MIGRATION_REFUSALS.userNameTaken, message: ADMIN_ERROR_DETAILS.userNameExists });

function audit(db: Executor, act: MigrationAct, e: { action: string; outcome?: 'success' | 'failure'; targetId: string; details: Record<string, unknown> }) {
  return recordAudit(db as never, {
    action: e.action,
    outcome: e.outcome ?? 'success',
    customerId: act.caller.customerId,
    actorUserId: act.caller.userId,
    actorUsername: act.caller.username,
    targetType: 'user',
    targetId: e.targetId,
    details: e.details,
    correlationId: act.meta.correlationId,
    ip: act.meta.ip,
  });
}

async function legacyUserOf(db: Executor, caller: Caller, lock = false) {
  const query = db
    .select({ user: users, companyName: customers.name })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, caller.userId));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  if (!row || row.user.deletedAt || !row.user.isLegacy || !row.user.legacyCustomerId || !row.user.legacyUserId) throw notLegacy();
  return row;
}

/** GET /migration/validate: the caller, when a legacy user. */
export async function migrationUser(act: MigrationAct): Promise<MigrationUser> {
  const { user, companyName } = await legacyUserOf(act.ctx.db, act.caller);
  return {
    userName: user.username,
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailAddress: user.email,
    companyName,
    legacyCustomerId: user.legacyCustomerId!,
    legacyUserId: user.legacyUserId!,
  };
}

/** Only a legacy user checks names here (the screen's uniqueness check). */
export async function assertLegacyCaller(act: MigrationAct): Promise<void> {
  await legacyUserOf(act.ctx.db, act.caller);
}

/** POST /migrateuser: the move, all or nothing; refusals are recorded. */
export async function migrateUser(act: MigrationAct, input: MigrateInput): Promise<MigratedUser> {
  const { ctx } = act;
  const newName = usernameKey(input.userName);
  const refuse = async (error: HttpError, oldName: string) => {
    await audit(ctx.db, act, {
      action: 'user.migration-refused',
      outcome: 'failure',
      targetId: oldName,
      details: { reason: error.details?.reason, status: error.statusCode, requestedUserName: newName },
    });
    return error;
  };

  let moved: { oldName: string; email: string; firstName: string; companyName: string; sessionsEnded: number };
  try {
    moved = await ctx.db.transaction(async (tx) => {
      // the row lock makes a second migration of the same user wait, then see it is no longer legacy
      const { user, companyName } = await legacyUserOf(tx, act.caller, true);
      if (input.legacyCustomerId.trim() !== user.legacyCustomerId || input.legacyUserId.trim() !== user.legacyUserId) {
        throw new HttpError(400, MIGRATION_MESSAGES.legacyIdMismatch, { reason: MIGRATION_REFUSALS.legacyIdMismatch });
      }
      // the old name is given up, so it cannot be the new one; otherwise the unique index on names
      // and the retired-name trigger decide
      if (newName === user.username) throw nameTaken();
      await tx.update(users).set({ username: newName, isLegacy: false, updatedAt: sql`now()` }).where(eq(users.id, user.id));
      await tx.insert(retiredUsernames).values({ username: user.username, userId: user.id, reason: 'user-id-migrated' });
      const sessionsEnded = await revokeUserSessions(tx, user.id, 'user-id-migrated');
      await audit(tx, act, {
        action: 'user.migrated',
        targetId: newName,
        details: {
          before: { userName: user.username },
          after: { userName: newName },
          legacyCustomerId: user.legacyCustomerId,
          legacyUserId: user.legacyUserId,
          sessionsEnded,
        },
      });
      return { oldName: user.username, email: user.email, firstName: user.firstName, companyName, sessionsEnded };
    });
  } catch (err) {
    if (err instanceof HttpError) throw await refuse(err, act.caller.username);
    if (pgError(err).code === UNIQUE_VIOLATION && (await userNameTaken(ctx.db, newName))) throw await refuse(nameTaken(), act.caller.username);
    throw err;
  }

  const mail = await ctx.mailer.send({
    to: moved.email,
    template: 'user-id-migrated',
    subject: 'Your new Creditdesk User ID',
    text: [
      `Hello ${moved.firstName},`,
      '',
      `Your new User ID for ${moved.companyName} on Creditdesk is: ${newName}`,
      '',
      `Log in at ${ctx.config.publicUrl}/login with it and your current password. Your old login (${moved.oldName}) no longer works.`,
      'Your reports and settings are unchanged.',
      '',
      'If you did not ask for this change, contact your company’s administrator or support.',
    ].join('\n'),
  });
  await audit(ctx.db, act, { action: 'user.migration-mail-sent', targetId: newName, details: { outboxId: mail.id, emailSent: mail.sent } });
  return { status: 'success', message: MIGRATION_MESSAGES.migrated(newName, moved.email), userName: newName, email: moved.email };
}
