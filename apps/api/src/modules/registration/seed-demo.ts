import type { Role } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { customerMembers, customerProducts, customers, passwordHistory, userGroupMembers, userGroupProducts, userGroups, users } from '../../db/schema/index.js';
import { issueMemberNumber } from './member-numbers.repository.js';

/**
 * Demo data for onboarding (called from db/seed-demo.ts, in its transaction; README "Demo logins"):
 * an unused member number with its security code, to register a company at /registration, and a
 * legacy user who logs in with the old login (warning 2003) and moves to a new User ID. The legacy
 * user's company is a company of its own, so the other demo companies' user lists stay as they were.
 */
export const DEMO_MEMBER_NUMBER = '500600700';
export const DEMO_SECURITY_CODE = 'DEMO-REG1-2026';
export const DEMO_LEGACY = { username: 'legacy.user', company: 'Heritage Savings', legacyCustomerId: 'HS-004417', legacyUserId: 'U-100217' } as const;

export async function seedOnboardingDemoData(db: Db, passwordHash: string): Promise<{ username: string; company: string; role: Role }[]> {
  await issueMemberNumber(db, {
    memberNumber: DEMO_MEMBER_NUMBER,
    securityCode: DEMO_SECURITY_CODE,
    companyName: 'Demo Registration Co',
    products: ['CCR', 'NAL'],
    issuedBy: 'demo data',
  });

  const [customer] = await db.insert(customers).values({ name: DEMO_LEGACY.company }).returning({ id: customers.id });
  await db.insert(customerProducts).values({ customerId: customer.id, productCode: 'CCR' });
  await db.insert(customerMembers).values({ customerId: customer.id, memberNumber: '400500600', name: `${DEMO_LEGACY.company} - Consumer Lending` });
  const [user] = await db
    .insert(users)
    .values({
      customerId: customer.id,
      username: DEMO_LEGACY.username,
      email: 'legacy.user@heritagesavings.example',
      firstName: 'Lee',
      lastName: 'Legacy',
      role: 'enduser',
      entitlements: [],
      passwordHash,
      passwordChangedAt: new Date(),
      isLegacy: true,
      legacyCustomerId: DEMO_LEGACY.legacyCustomerId,
      legacyUserId: DEMO_LEGACY.legacyUserId,
    })
    .returning({ id: users.id });
  await db.insert(passwordHistory).values({ userId: user.id, passwordHash });
  const [group] = await db
    .insert(userGroups)
    .values({ customerId: customer.id, name: 'Credit Reports', description: 'Consumer reports', privilege: 'standard' })
    .returning({ id: userGroups.id });
  await db.insert(userGroupProducts).values({ groupId: group.id, productCode: 'CCR' });
  await db.insert(userGroupMembers).values({ groupId: group.id, userId: user.id });
  return [{ username: DEMO_LEGACY.username, company: DEMO_LEGACY.company, role: 'enduser' }];
}
