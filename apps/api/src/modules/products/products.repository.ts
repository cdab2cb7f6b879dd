import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { ACCOUNT_NUMBERS_SORT, REPORT_PRODUCTS, type ReportProduct, type SortOrder } from '@creditdesk/contracts';
import { orderByOf } from '../../db/order-by.js';
import type { Db } from '../../db/client.js';
import { customerMembers, customerProducts, productConfigurations, productRegistrations } from '../../db/schema/index.js';

/** The products that count only with a company registration besides their code (portal.md §3), from their declarations. */
const PRODUCTS: readonly ReportProduct[] = REPORT_PRODUCTS;
const REGISTRATION_OF_CODE = new Map<string, string>(PRODUCTS.flatMap((p) => (p.requiresRegistration ? [[p.code, p.requiresRegistration] as const] : [])));

/**
 * The products the company holds. One that requires a registration (eIDcompare, eIDverifier) counts
 * only while the company has it (set in Company Settings).
 */
export async function companyProductCodes(db: Db, customerId: string): Promise<Set<string>> {
  const [rows, registered] = await Promise.all([
    db.select({ code: customerProducts.productCode }).from(customerProducts).where(eq(customerProducts.customerId, customerId)),
    db.select({ registration: productRegistrations.registration }).from(productRegistrations).where(eq(productRegistrations.customerId, customerId)),
  ]);
  const registrations = new Set<string>(registered.map((r) => r.registration));
  return new Set(rows.map((r) => r.code).filter((code) => !REGISTRATION_OF_CODE.has(code) || registrations.has(REGISTRATION_OF_CODE.get(code)!)));
}

/** The company holds the product code, registered for it or not (a refusal says which is missing). */
export async function companyHoldsCode(db: Db, customerId: string, code: string): Promise<boolean> {
  const rows = await db.select({ code: customerProducts.productCode }).from(customerProducts).where(and(eq(customerProducts.customerId, customerId), eq(customerProducts.productCode, code))).limit(1);
  return rows.length > 0;
}

/** The report products the company may order, in the registry's order. */
export async function orderableProducts(db: Db, customerId: string): Promise<ReportProduct[]> {
  const codes = await companyProductCodes(db, customerId);
  return REPORT_PRODUCTS.filter((p) => codes.has(p.code));
}

export async function listMembers(
  db: Db,
  customerId: string,
  search?: string,
  sort: SortOrder<(typeof ACCOUNT_NUMBERS_SORT.columns)[number]> = ACCOUNT_NUMBERS_SORT.defaultOrder,
) {
  const term = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  // (the outer columns named through the table: a bare column here would be read as pc's own)
  const inUse = sql<number>`(select count(*)::int from ${productConfigurations} pc
        where pc.customer_id = ${customerMembers}.customer_id and pc.member_number = ${customerMembers}.member_number)`;
  const sortColumns = { memberNumber: customerMembers.memberNumber, name: customerMembers.name, status: customerMembers.status, productConfigurations: inUse };
  return db
    .select({
      memberNumber: customerMembers.memberNumber,
      name: customerMembers.name,
      status: customerMembers.status,
      // the Account Numbers list says which numbers are in use (and so cannot be deleted)
      productConfigurations: inUse,
    })
    .from(customerMembers)
    .where(
      and(
        eq(customerMembers.customerId, customerId),
        term ? or(ilike(customerMembers.memberNumber, term), ilike(customerMembers.name, term)) : undefined,
      ),
    )
    .orderBy(...orderByOf(sort, sortColumns, customerMembers.id, { caseBlind: ['name'] }));
}

/** An active account number of this company, or undefined (another company's numbers are never found). */
export async function findActiveMember(db: Db, customerId: string, memberNumber: string) {
  const [row] = await db
    .select()
    .from(customerMembers)
    .where(
      and(
        eq(customerMembers.customerId, customerId),
        eq(customerMembers.memberNumber, memberNumber),
        eq(customerMembers.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}
