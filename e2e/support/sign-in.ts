import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { customers, users } from '../../apps/api/src/db/schema/index.js';
import type { Db } from '../../apps/api/src/db/client.js';
import type { CapturedMail } from '../../apps/api/src/testing/smtp-capture.js';

type CompanyInput = Partial<typeof customers.$inferInsert> & { name: string };
type UserInput = Partial<typeof users.$inferInsert> & { username: string; customerId: string };

/** A company of its own for one sign-in state (inactive, network ranges, password age, …). */
export async function addCompany(db: Db, input: CompanyInput): Promise<string> {
  const [row] = await db.insert(customers).values(input).returning({ id: customers.id });
  return row.id;
}

export async function companyId(db: Db, name: string): Promise<string> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, name));
  return row.id;
}

/** A user who knows the demo password (its hash copied from demo.user), in the state the test gives. */
export async function addUser(db: Db, input: UserInput): Promise<void> {
  const [demo] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.username, 'demo.user'));
  await db.insert(users).values({
    email: `${input.username}@e2e.example`,
    firstName: 'Erin',
    lastName: 'Example',
    role: 'enduser',
    passwordHash: demo.passwordHash,
    passwordChangedAt: new Date(),
    ...input,
  });
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The 6-digit code in an e-mail's text. */
export function codeIn(mail: CapturedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no 6-digit code in: ${mail.text}`);
  return match[1];
}

export async function expectHeading(page: Page, name: string | RegExp, timeout = 10_000) {
  await page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' }).waitFor({ timeout });
}

export async function agreeToPrivacyPolicy(page: Page) {
  await page.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('button', { name: 'I Agree' }).click();
}
