import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type EidCompareRequest, PRODUCT_REGISTRATION_MESSAGES, type ProductRegistration } from '@creditdesk/contracts';
import { productRegistrations } from '../db/schema/index.js';
import { monthlyUsage } from '../modules/billing/usage.repository.js';
import { month, type ProductOrderKit } from './product-order-kit.js';
import { type IdentityFile, IDENTITY_FILES } from '../datasources/sandbox/identity-files/eidcompare-personas.js';

/** A sandbox identity file by last name (docs/products/eidcompare.md, "Sandbox"). */
export const identityFile = (lastName: string): IdentityFile => IDENTITY_FILES.find((f) => f.lastName === lastName)!;

/**
 * A well-formed eIDcompare (or, without email and licence, eIDverifier) order of Demo Lending
 * (account number 100200300) giving a file's identity as the file holds it, with changes.
 */
export function eidRequest(file: IdentityFile, change: Partial<EidCompareRequest['consumer']> = {}, options: { accountNumber?: string; reference?: string } = {}): EidCompareRequest {
  return {
    accountNumber: options.accountNumber ?? '100200300',
    customerReferenceNumber: options.reference ?? '',
    consumer: {
      firstName: file.firstName,
      lastName: file.lastName,
      ssn: file.ssn,
      ...(file.dateOfBirth ? { dateOfBirth: file.dateOfBirth } : {}),
      address: { ...file.address },
      ...change,
    },
  };
}

/** Demo Lending holds the product but not its registration: 403 saying so, nothing stored, billed or called (the registration given back after). */
export function itRefusesWithoutTheRegistration(kit: ProductOrderKit, registration: ProductRegistration, productName: string, body: () => unknown): void {
  it(`refuses a company holding ${productName} without its registration: 403 saying so, nothing stored, billed or called`, async () => {
    const db = kit.t.database.db;
    const where = and(eq(productRegistrations.customerId, kit.demo), eq(productRegistrations.registration, registration));
    const [held] = await db.select().from(productRegistrations).where(where);
    await db.delete(productRegistrations).where(where);
    try {
      const state = async () => ({ inquiries: await kit.inquiryCount(), calls: kit.calls, usage: await monthlyUsage(db, kit.demo, month()) });
      const before = await state();
      const res = await kit.order(body());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PRODUCT_REGISTRATION_MESSAGES.registrationNeeded(productName));
      expect(await state()).toEqual(before);
    } finally {
      await db.insert(productRegistrations).values(held);
    }
  });
}
