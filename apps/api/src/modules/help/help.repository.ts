import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** The company's active users holding an administrator entitlement: name, e-mail and entitlements only. */
export async function findCompanyAdministrators(db: Db, customerId: string) {
  return db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, entitlements: users.entitlements })
    .from(users)
    .where(and(eq(users.customerId, customerId), isNull(users.deletedAt), eq(users.status, 'active'), sql`cardinality(${users.entitlements}) > 0`))
    .orderBy(asc(users.lastName), asc(users.firstName));
}
