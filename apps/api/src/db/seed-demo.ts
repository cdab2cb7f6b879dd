import { sql } from 'drizzle-orm';
import { type Entitlement, type GroupPrivilege, REPORT_PRODUCTS, type ReportProduct, type Role } from '@creditdesk/contracts';
import { hashPassword } from '../lib/passwords.js';
import type { Db } from './client.js';
import { and, eq, inArray } from 'drizzle-orm';
import {
  customerMembers,
  customerProducts,
  customerSubscriptions,
  customers,
  passwordHistory,
  productConfigurations,
  productRegistrations,
  userGroupMembers,
  userGroupProducts,
  userGroups,
  users,
} from './schema/index.js';

/** Demo-only password, printed at start and documented in the README. Never used outside development. */
export const DEMO_PASSWORD = 'Demo#Portal2026';

const ALL_ADMIN: Entitlement[] = ['usermanagementadmin', 'productmanagementadmin', 'securityadmin', 'usertransactionsadmin'];

type DemoUser = { username: string; firstName: string; lastName: string; role: Role; entitlements: Entitlement[] };
/** A user group: members order the products it grants (and the company holds). */
type DemoGroup = { name: string; description: string; privilege: GroupPrivilege; products: string[]; fileTransfer: boolean; members: string[] };
type DemoCompany = {
  name: string;
  subscriptions: string[];
  products: string[];
  /** product registrations that are on (eidCompare, eidVerifier). */
  registrations?: string[];
  members: { memberNumber: string; name: string }[];
  /** product configurations on the account numbers (a number in use cannot be deleted). */
  configurations: { memberNumber: string; productCode: string; name: string }[];
  users: DemoUser[];
  groups: DemoGroup[];
};

/** Demo Lending holds every report product of the registry (a new product is orderable at once) and the TeleCheck lists. */
const PRODUCTS: readonly ReportProduct[] = REPORT_PRODUCTS;
const DEMO_PRODUCT_CODES = [...PRODUCTS.map((p) => p.code), 'TLKC', 'TLKN', 'TCCN'] satisfies string[];


export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Demo Lending',
    subscriptions: ['storage', 'batch', 'filetransfer', 'eletters'],
    // every report product of the registry, and the TeleCheck lists' codes
    products: DEMO_PRODUCT_CODES,
    // the registrations the products need besides their codes (eIDcompare, eIDverifier: portal.md §3)
    registrations: PRODUCTS.flatMap((p) => (p.requiresRegistration ? [p.requiresRegistration] : [])),
    members: [
      { memberNumber: '100200300', name: 'Demo Lending - Retail Lending' },
      { memberNumber: '100200301', name: 'Demo Lending - Auto Finance' },
    ],
    configurations: [
      { memberNumber: '100200300', productCode: 'CCR', name: 'Retail consumer credit' },
      { memberNumber: '100200300', productCode: 'ADV', name: 'Public records view' },
    ],
    users: [
      { username: 'demo.admin', firstName: 'Dana', lastName: 'Admin', role: 'adminuser', entitlements: ALL_ADMIN },
      { username: 'demo.user', firstName: 'Devon', lastName: 'User', role: 'enduser', entitlements: [] },
      { username: 'demo.sysadmin', firstName: 'Sam', lastName: 'Sysadmin', role: 'systemadmin', entitlements: ALL_ADMIN },
    ],
    groups: [
      { name: 'Credit Reports', description: 'Loan officers: consumer reports', privilege: 'standard', products: DEMO_PRODUCT_CODES, fileTransfer: true, members: ['demo.user'] },
      { name: 'Administrators', description: 'Administrators of Demo Lending', privilege: 'admin', products: DEMO_PRODUCT_CODES, fileTransfer: true, members: ['demo.admin'] },
      { name: 'System Administrators', description: 'System administrators', privilege: 'sysadmin', products: DEMO_PRODUCT_CODES, fileTransfer: true, members: ['demo.sysadmin'] },
    ],
  },
  {
    name: 'Second Bank',
    subscriptions: [],
    products: ['CCR'],
    members: [{ memberNumber: '200300400', name: 'Second Bank - Consumer' }],
    configurations: [],
    users: [{ username: 'other.admin', firstName: 'Olive', lastName: 'Other', role: 'adminuser', entitlements: ALL_ADMIN }],
    groups: [{ name: 'Credit Reports', description: 'Consumer reports', privilege: 'standard', products: ['CCR'], fileTransfer: false, members: ['other.admin'] }],
  },
];

/** Groups of the second-factor demo company (its users are created in modules/mfa/seed-demo.ts). */
const SECURE_CREDIT_GROUPS: DemoGroup[] = [
  { name: 'Credit Reports', description: 'Consumer reports', privilege: 'standard', products: ['CCR'], fileTransfer: false, members: ['mfa.user'] },
];

async function seedGroups(db: Db, customerId: string, groups: DemoGroup[]): Promise<void> {
  for (const g of groups) {
    const [group] = await db
      .insert(userGroups)
      .values({ customerId, name: g.name, description: g.description, privilege: g.privilege, fileTransfer: g.fileTransfer })
      .returning({ id: userGroups.id });
    await db.insert(userGroupProducts).values(g.products.map((productCode) => ({ groupId: group.id, productCode })));
    const members = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.customerId, customerId), inArray(users.username, g.members)));
    if (members.length > 0) await db.insert(userGroupMembers).values(members.map((m) => ({ groupId: group.id, userId: m.id })));
  }
}

export type DemoLogin = { username: string; company: string; role: Role };
/**
 * A module's own demo rows, written in the same transaction after the companies, with the demo
 * password's hash; it returns the logins it creates. db/ imports no module: the steps are listed in
 * ../demo-seed.ts.
 */
export type DemoSeedStep = (db: Db, passwordHash: string) => Promise<DemoLogin[] | void>;

/** Secure Credit's groups: the company is the second factor's (modules/mfa), so its step comes first. */
export const seedSecureCreditGroups: DemoSeedStep = async (db) => {
  const [secure] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Secure Credit'));
  if (secure) await seedGroups(db, secure.id, SECURE_CREDIT_GROUPS);
};

/**
 * Creates the demo companies and users, then each module's step, when the database holds no company
 * at all. Returns the logins created (empty when the database already had data).
 */
export async function seedBaseDemoData(db: Db, steps: readonly DemoSeedStep[]): Promise<DemoLogin[]> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(customers);
  if (count > 0) return [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: DemoLogin[] = [];
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
      if (company.registrations?.length) await tx.insert(productRegistrations).values(company.registrations.map((registration) => ({ customerId: customer.id, registration })));
      if (company.configurations.length > 0) {
        await tx.insert(productConfigurations).values(company.configurations.map((c) => ({ customerId: customer.id, ...c })));
      }
      for (const u of company.users) {
        const [user] = await tx.insert(users).values({
          customerId: customer.id,
          username: u.username,
          email: demoEmail(u.username, company.name),
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
      await seedGroups(tx as never, customer.id, company.groups);
    }
    for (const step of steps) created.push(...((await step(tx as never, passwordHash)) ?? []));
  });
  return created;
}

/**
 * Whether the database holds the demo's users (their published password opens them): a production
 * server refuses such a database (server.ts), e.g. one first started in development mode.
 */
export async function demoUsersPresent(db: Db): Promise<string[]> {
  const emails = DEMO_COMPANIES.flatMap((c) => c.users.map((u) => demoEmail(u.username, c.name)));
  const rows = await db.select({ username: users.username }).from(users).where(inArray(users.email, emails));
  return rows.map((r) => r.username);
}

function demoEmail(username: string, company: string): string {
  return `${username}@${company.toLowerCase().replace(/\s+/g, '')}.example`;
}
