import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { loginThrottle } from '../../db/schema/index.js';

export type LockoutPolicy = { threshold: number; minutes: number };

export async function isLockedOut(db: Db, usernameKey: string): Promise<boolean> {
  const [row] = await db
    .select({ locked: sql<boolean>`${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} > now()` })
    .from(loginThrottle)
    .where(eq(loginThrottle.usernameKey, usernameKey))
    .limit(1);
  return row?.locked === true;
}

/**
 * Counts a failure in one statement, so that concurrent attempts in several processes count
 * exactly; a lock that has run out starts the count again. Returns whether the name is now locked.
 */
export async function recordFailure(db: Db, usernameKey: string, policy: LockoutPolicy): Promise<boolean> {
  const lockFor = sql`make_interval(secs => ${policy.minutes * 60})`;
  const result = await db.execute<{ locked: boolean }>(sql`
    insert into login_throttle as t (username_key, failed_count, last_failed_at, locked_until)
    values (${usernameKey}, 1, now(), case when 1 >= ${policy.threshold} then now() + ${lockFor} end)
    on conflict (username_key) do update set
      failed_count = case when t.locked_until is not null and t.locked_until <= now() then 1 else t.failed_count + 1 end,
      last_failed_at = now(),
      locked_until = case
        when (case when t.locked_until is not null and t.locked_until <= now() then 1 else t.failed_count + 1 end) >= ${policy.threshold}
        then coalesce(case when t.locked_until > now() then t.locked_until end, now() + ${lockFor})
        else null end
    returning (locked_until is not null and locked_until > now()) as locked`);
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}

export async function clearFailures(db: Db, usernameKey: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.usernameKey, usernameKey));
}
