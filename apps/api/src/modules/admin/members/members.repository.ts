import { and, eq, sql } from 'drizzle-orm';
import { customerMembers, productConfigurations } from '../../../db/schema/index.js';
import type { Executor } from '../shared/admin-context.js';

export type MemberRow = typeof customerMembers.$inferSelect;
export type MemberWithConfigurations = MemberRow & { productConfigurations: number };
export type MemberChanges = Partial<Pick<MemberRow, 'name' | 'status'>>;

const configurationsOf = (memberNumber: string) =>
  sql<number>`(select count(*)::int from ${productConfigurations} pc where pc.customer_id = ${customerMembers.customerId} and pc.member_number = ${memberNumber})`;

/**
 * The account number whoever holds it, with the product configurations that use it. The one lookup
 * without a customer id: member numbers are unique across companies, and the caller tells "nobody
 * has it" (404, or free to add) from "another company has it" (403, or taken).
 */
export async function findMemberOfAnyCompany(db: Executor, memberNumber: string): Promise<MemberWithConfigurations | undefined> {
  const [row] = await db
    .select({ member: customerMembers, productConfigurations: configurationsOf(memberNumber) })
    .from(customerMembers)
    .where(eq(customerMembers.memberNumber, memberNumber))
    .limit(1);
  return row && { ...row.member, productConfigurations: Number(row.productConfigurations) };
}

export async function insertMember(db: Executor, customerId: string, member: Pick<MemberRow, 'memberNumber' | 'name' | 'status'>): Promise<void> {
  await db.insert(customerMembers).values({ customerId, memberNumber: member.memberNumber, name: member.name, status: member.status });
}

export async function updateMember(db: Executor, customerId: string, memberNumber: string, changes: MemberChanges): Promise<void> {
  await db
    .update(customerMembers)
    .set(changes)
    .where(and(eq(customerMembers.customerId, customerId), eq(customerMembers.memberNumber, memberNumber)));
}

export async function deleteMember(db: Executor, customerId: string, memberId: string): Promise<void> {
  await db.delete(customerMembers).where(and(eq(customerMembers.customerId, customerId), eq(customerMembers.id, memberId)));
}
