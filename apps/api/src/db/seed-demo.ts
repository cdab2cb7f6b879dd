import { sql } from 'drizzle-orm';
import type { Entitlement, Role } from '@creditdesk/contracts';
import { hashPassword } from '../lib/passwords.js';
import { seedMfaDemoData } from '../modules/mfa/seed-demo.js';
import type { Db } from './client.js';
import { customerMembers, customerProducts, customerSubscriptions, customers, passwordHistory, users } from './schema/index.js';

/** Demo-only password, printed at start and documented in the README. Never used outside development. */
export const DEMO_PASSWORD = 'Demo#Portal2026';

const ALL_ADMIN: Entitlement[] = ['usermanagementadmin', 'productmanagementadmin', 'securityadmin', 'usertransactionsadmin'];

type DemoUser = { username: string; firstName: string; lastName: string; role: Role; entitlements: Entitlement[] };
type DemoCompany = {
  name: string;
  subscriptions: string[];
  products: string[];
  members: { memberNumber: string; name: string }[];
  users: DemoUser[];
};

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Demo Lending',
    subscriptions: ['storage', 'batch'],
    products: ['CCR', 'NAL', 'OVWP'],
    members: [
      { memberNumber: '100200300', name: 'Demo Lending - Retail Lending' },
      { memberNumber: '100200301', name: 'Demo Lending - Auto Finance' },
    ],
    users: [
      { username: 'demo.admin', firstName: 'Dana', lastName: 'Admin', role: 'adminuser', entitlements: ALL_ADMIN },
      { username: 'demo.user', firstName: 'Devon', lastName: 'User', role: 'enduser', entitlements: [] },
      { username: 'demo.sysadmin', firstName: 'Sam', lastName: 'Sysadmin', role: 'systemadmin', entitlements: ALL_ADMIN },
    ],
  },
  {
    name: 'Second Bank',
    subscriptions: [],
    products: ['CCR'],
    members: [{ memberNumber: '200300400', name: 'Second Bank - Consumer' }],
    users: [{ username: 'other.admin', firstName: 'Olive', lastName: 'Other', role: 'adminuser', entitlements: ALL_ADMIN }],
  },
];

/**
 * Creates the demo companies and users when the database holds no company at all.
 * Returns the logins created (empty when the database already had data).
 */
export async function seedDemoData(db: Db): Promise<{ username: string; company: string; role: Role }[]> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(customers);
  if (count > 0) return [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: { username: string; company: string; role: Role }[] = [];
  await db.transaction(async (tx) => {
    for (const company of DEMO_COMPANIES) {
      const [customer] = await tx.insert(customers).values({ name: company.name }).returning();
      if (company.subscriptions.length > 0) {
        await tx
          .insert(customerSubscriptions)
          .values(company.subscriptions.map((subscriptionName) => ({ customerId: customer.id, subscriptionName })));
      }
      await tx.insert(customerProducts).values(company.products.map((productCode) => ({ customerId: customer.id, productCode })));
      await tx.insert(customerMembers).values(company.members.map((m) => ({ customerId: customer.id, ...m })));
      for (const u of company.users) {
        const [user] = await tx.insert(users).values({
          customerId: customer.id,
          username: u.username,
          email: `${u.username}@${company.name.toLowerCase().replace(/\s+/g, '')}.example`,
          firstName: u.firstName,
          lastName: u.lastName,
          role: u.role,
          entitlements: u.entitlements,
          passwordHash,
          passwordChangedAt: new Date(),
        }).returning({ id: users.id });
        // every password set is in the history, so a change back to it is refused (3009)
        await tx.insert(passwordHistory).values({ userId: user.id, passwordHash });
        created.push({ username: u.username, company: company.name, role: u.role });
      }
    }
    created.push(...(await seedMfaDemoData(tx as never, passwordHash)));
  });
  return created;
}
