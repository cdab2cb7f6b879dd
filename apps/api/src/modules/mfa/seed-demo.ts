import type { Role } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { customerMembers, customerProducts, customers, passwordHistory, users } from '../../db/schema/index.js';

/**
 * Demo data for the second factor (called from db/seed-demo.ts, in its transaction): a company that
 * requires MFA and one user of it, so that the first login shows the QR enrolment and the e-mailed
 * code can be tried (with no SMTP_URL the code is in the outbox). Nothing here needs the network.
 */
export async function seedMfaDemoData(db: Db, passwordHash: string): Promise<{ username: string; company: string; role: Role }[]> {
  const company = 'Secure Credit';
  const [customer] = await db.insert(customers).values({ name: company, mfaRequired: true }).returning({ id: customers.id });
  await db.insert(customerProducts).values({ customerId: customer.id, productCode: 'CCR' });
  await db.insert(customerMembers).values({ customerId: customer.id, memberNumber: '300400500', name: `${company} - Members` });
  const [user] = await db
    .insert(users)
    .values({
      customerId: customer.id,
      username: 'mfa.user',
      email: 'mfa.user@securecredit.example',
      firstName: 'Morgan',
      lastName: 'Factor',
      role: 'enduser',
      entitlements: [],
      passwordHash,
      passwordChangedAt: new Date(),
    })
    .returning({ id: users.id });
  await db.insert(passwordHistory).values({ userId: user.id, passwordHash });
  return [{ username: 'mfa.user', company, role: 'enduser' }];
}
