import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { loginThrottle } from '../../db/schema/index.js';

export type LockoutPolicy = { threshold: number; minutes: number };

/**
 * A password check of a name, counted before the password is looked at: 'locked' when the name may
 * have no more checks this lockout window; else whether this check was the last the threshold allows
 * (if its password is wrong, that failure is the one that locks: 3003).
 */
export type PasswordCheck = { kind: 'locked' } | { kind: 'reserved'; last: boolean };

/**
 * Reserves one password check for the name in one statement, BEFORE the password is verified, so
 * that however many guesses arrive at once, on however many processes, at most the threshold's
 * worth are verified per lockout window: the check that takes the last one sets the lock at once
 * (later guesses are refused unverified), and only a verified success gives it back (clearFailures).
 * A reservation is a failure unless given back. A lock that has run out starts the count again.
 */
export async function reservePasswordCheck(db: Db, usernameKey: string, policy: LockoutPolicy): Promise<PasswordCheck> {
  const lockFor = sql`make_interval(secs => ${policy.minutes * 60})`;
  const count = sql`case when t.locked_until is not null and t.locked_until <= now() then 1 else t.failed_count + 1 end`;
  const result = await db.execute<{ last: boolean }>(sql`
    insert into login_throttle as t (username_key, failed_count, last_failed_at, locked_until)
    values (${usernameKey}, 1, now(), case when 1 >= ${policy.threshold} then now() + ${lockFor} end)
    on conflict (username_key) do update set
      failed_count = ${count},
      last_failed_at = now(),
      locked_until = case when ${count} >= ${policy.threshold} then now() + ${lockFor} end
    where t.locked_until is null or t.locked_until <= now()
    returning (locked_until is not null) as last`);
  const [row] = rowsOf<{ last: boolean }>(result);
  return row ? { kind: 'reserved', last: row.last === true } : { kind: 'locked' };
}

/** A verified success (or a reset of the password): the name's count and lock are gone. */
export async function clearFailures(db: Db, usernameKey: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.usernameKey, usernameKey));
}
