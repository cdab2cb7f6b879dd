import { and, eq } from 'drizzle-orm';
import { customers, identityProviders, productRegistrations } from '../../../db/schema/index.js';
import type { IdentityProviderRow } from '../../sso/sso.repository.js';
import type { Executor } from '../shared/admin-context.js';

export type CompanyRow = typeof customers.$inferSelect;

/** The settings an administrator may change on the company row. */
export type CompanyChanges = Partial<
  Pick<
    CompanyRow,
    'mfaRequired' | 'mfaSetupPolicy' | 'passkeyPolicy' | 'allowedIpRanges' | 'passwordMaxAgeDays' | 'recertificationDays' | 'recertificationSchedule' | 'ofacMatchThreshold' | 'addMlaToCreditReports' | 'addOfacToCreditReports' | 'alertPolicy' | 'reportReuseDays'
  >
>;

export async function findCompany(db: Executor, customerId: string): Promise<CompanyRow | undefined> {
  const [company] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return company;
}

/** The product registrations (eID Compare, eID Verifier) the company holds. */
export async function registrationsOfCompany(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db.select({ r: productRegistrations.registration }).from(productRegistrations).where(eq(productRegistrations.customerId, customerId));
  return rows.map((r) => r.r);
}

export async function findCompanyIdentityProvider(db: Executor, customerId: string): Promise<IdentityProviderRow | undefined> {
  const [idp] = await db.select().from(identityProviders).where(eq(identityProviders.customerId, customerId)).limit(1);
  return idp;
}

export async function updateCompanyRow(db: Executor, customerId: string, changes: CompanyChanges): Promise<void> {
  await db.update(customers).set(changes).where(eq(customers.id, customerId));
}

export async function addProductRegistration(db: Executor, customerId: string, registration: string, registeredBy: string): Promise<void> {
  await db.insert(productRegistrations).values({ customerId, registration, registeredBy });
}

export async function removeProductRegistration(db: Executor, customerId: string, registration: string): Promise<void> {
  await db.delete(productRegistrations).where(and(eq(productRegistrations.customerId, customerId), eq(productRegistrations.registration, registration)));
}

export async function deleteCompanyIdentityProvider(db: Executor, customerId: string): Promise<void> {
  await db.delete(identityProviders).where(eq(identityProviders.customerId, customerId));
}
