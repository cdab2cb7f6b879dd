import { eq, sql } from 'drizzle-orm';
import type { MfaSetupPolicy } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { customers, sessions, users } from '../../db/schema/index.js';

/** What a step-up act asks of a session, read from the database at each such call (every process sees a proof at once). */
export type SessionFactorState = {
  /** a factor proven within the max age, and how (RFC 8176 amr). */
  freshAmr: string[] | null;
  /** the user has a second factor: an authenticator app, or a company that requires one at sign-in. */
  hasFactor: boolean;
  policy: MfaSetupPolicy;
};

export async function sessionFactorState(db: Db, sessionId: string, maxAgeSeconds: number): Promise<SessionFactorState | undefined> {
  const [row] = await db
    .select({
      fresh: sql<boolean>`coalesce(${sessions.factorProvenAt} > now() - make_interval(secs => ${maxAgeSeconds}), false)`,
      amr: sessions.factorAmr,
      enrolled: sql<boolean>`${users.totpEnrolledAt} is not null`,
      mfaRequired: customers.mfaRequired,
      policy: customers.mfaSetupPolicy,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return undefined;
  return { freshAmr: row.fresh ? (row.amr ?? []) : null, hasFactor: row.enrolled || row.mfaRequired, policy: row.policy as MfaSetupPolicy };
}
