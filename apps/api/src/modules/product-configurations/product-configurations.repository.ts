import { type SQL, and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { CONFIGURATIONS_SORT, type ConfigurationOptionValues, type SortOrder } from '@creditdesk/contracts';
import { orderByOf } from '../../db/order-by.js';
import { customerMembers, productConfigurations, users } from '../../db/schema/index.js';
import { type Executor, containsPattern } from '../admin/shared/admin-context.js';

/** A configuration as stored, with its account number's name and who changed it last. */
export type ConfigurationRow = {
  id: string;
  name: string;
  productCode: string;
  memberNumber: string;
  memberName: string;
  options: ConfigurationOptionValues;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
};

const pc = productConfigurations;

function selectRows(db: Executor) {
  return db
    .select({
      id: pc.id,
      name: pc.name,
      productCode: pc.productCode,
      memberNumber: pc.memberNumber,
      memberName: customerMembers.name,
      options: pc.options,
      createdAt: pc.createdAt,
      updatedAt: pc.updatedAt,
      updatedBy: users.username,
    })
    .from(pc)
    .innerJoin(customerMembers, and(eq(customerMembers.customerId, pc.customerId), eq(customerMembers.memberNumber, pc.memberNumber)))
    .leftJoin(users, eq(users.id, pc.updatedBy));
}

/** One configuration of the company, or undefined (another company's is never found). */
export async function findConfiguration(db: Executor, customerId: string, id: string): Promise<ConfigurationRow | undefined> {
  const [row] = await selectRows(db)
    .where(and(eq(pc.customerId, customerId), eq(pc.id, id)))
    .limit(1);
  return row;
}

/** The company's configurations, by product and name; of one product when given. */
export async function listConfigurations(db: Executor, customerId: string, productCode?: string): Promise<ConfigurationRow[]> {
  return selectRows(db)
    .where(and(eq(pc.customerId, customerId), productCode ? eq(pc.productCode, productCode) : undefined))
    .orderBy(asc(pc.productCode), asc(sql`lower(${pc.name})`), asc(pc.createdAt));
}

export type ConfigurationFilter = { searchValue: string; productCode?: string; memberNumber?: string };

function filterOf(customerId: string, f: ConfigurationFilter): SQL | undefined {
  const term = f.searchValue ? containsPattern(f.searchValue) : undefined;
  return and(
    eq(pc.customerId, customerId),
    term ? or(ilike(pc.name, term), ilike(pc.memberNumber, term)) : undefined,
    f.productCode ? eq(pc.productCode, f.productCode) : undefined,
    f.memberNumber ? eq(pc.memberNumber, f.memberNumber) : undefined,
  );
}

/** A page of the company's configurations by name (case aside), and how many match. */
/** What each sortable column of the list (CONFIGURATIONS_SORT) is read from. */
const SORT_COLUMNS = { configurationName: pc.name, productCode: pc.productCode, memberNumber: pc.memberNumber, createdAt: pc.createdAt, updatedAt: pc.updatedAt };

export async function searchConfigurations(
  db: Executor,
  customerId: string,
  f: ConfigurationFilter,
  page: { number: number; size: number; sort?: SortOrder<(typeof CONFIGURATIONS_SORT.columns)[number]>; offset?: number },
) {
  const where = filterOf(customerId, f);
  const [{ total }] = await db.select({ total: count() }).from(pc).where(where);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(...orderByOf(page.sort ?? CONFIGURATIONS_SORT.defaultOrder, SORT_COLUMNS, pc.id, { caseBlind: ['configurationName'] }))
    .limit(page.size)
    .offset(page.offset ?? (page.number - 1) * page.size);
  return { rows, total: Number(total) };
}

/** Whether another configuration of the company has this name, whatever its case. */
export async function nameTaken(db: Executor, customerId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pc.id })
    .from(pc)
    .where(and(eq(pc.customerId, customerId), sql`lower(${pc.name}) = lower(${name})`, exceptId ? ne(pc.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The company's account number whatever its status, or undefined (another company's is never found). */
export async function findOwnMember(db: Executor, customerId: string, memberNumber: string) {
  const [row] = await db
    .select({ memberNumber: customerMembers.memberNumber, name: customerMembers.name, status: customerMembers.status })
    .from(customerMembers)
    .where(and(eq(customerMembers.customerId, customerId), eq(customerMembers.memberNumber, memberNumber)))
    .limit(1);
  return row;
}

export type ConfigurationValues = { name: string; productCode: string; memberNumber: string; options: ConfigurationOptionValues };

export async function insertConfiguration(db: Executor, customerId: string, userId: string, v: ConfigurationValues): Promise<string> {
  const [row] = await db
    .insert(pc)
    .values({ customerId, name: v.name, productCode: v.productCode, memberNumber: v.memberNumber, options: v.options, createdBy: userId, updatedBy: userId })
    .returning({ id: pc.id });
  return row.id;
}

export async function updateConfiguration(db: Executor, customerId: string, id: string, userId: string, v: Omit<ConfigurationValues, 'productCode'>): Promise<void> {
  await db
    .update(pc)
    .set({ name: v.name, memberNumber: v.memberNumber, options: v.options, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(pc.customerId, customerId), eq(pc.id, id)));
}

export async function deleteConfiguration(db: Executor, customerId: string, id: string): Promise<void> {
  await db.delete(pc).where(and(eq(pc.customerId, customerId), eq(pc.id, id)));
}

/** The names of the company's configurations on an account number, by name (an account number's delete refusal names them). */
export async function configurationNamesOn(db: Executor, customerId: string, memberNumber: string): Promise<string[]> {
  const rows = await db
    .select({ name: pc.name })
    .from(pc)
    .where(and(eq(pc.customerId, customerId), eq(pc.memberNumber, memberNumber)))
    .orderBy(asc(sql`lower(${pc.name})`));
  return rows.map((r) => r.name);
}
