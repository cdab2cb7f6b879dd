import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import type { LegacyIdentity } from '../../../datasources/legacy-history.js';

/** The legacy identity the user-ID migration keeps on the user (portal.md §4), or undefined for a user who never had one. */
export async function legacyIdentityOf(db: Db, userId: string): Promise<LegacyIdentity | undefined> {
  const [row] = await db.select({ legacyCustomerId: users.legacyCustomerId, legacyUserId: users.legacyUserId }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.legacyCustomerId && row.legacyUserId ? { legacyCustomerId: row.legacyCustomerId, legacyUserId: row.legacyUserId } : undefined;
}
