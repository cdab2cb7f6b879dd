import type { z } from 'zod';
import {
  ADMIN_ERROR_DETAILS,
  ADMIN_MESSAGES,
  type AdminAccountNumber,
  MEMBER_NUMBER_PATTERN,
  MESSAGES,
  PRODUCT_CONFIGURATION_MESSAGES,
  type createAccountNumberBodySchema,
  type updateAccountNumberBodySchema,
} from '@creditdesk/contracts';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.js';
import { configurationNamesOn } from '../../product-configurations/product-configurations.repository.js';
import { reservedForRegistration } from '../../registration/member-numbers.repository.js';
import { type Act, type Executor, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, auditAdmin, pgError, ruleError } from '../shared/admin-context.js';
import { type MemberWithConfigurations, deleteMember, findMemberOfAnyCompany, insertMember, updateMember } from './members.repository.js';

/** The company's own account number: 404 when nobody has it, 403 when another company does. */
async function loadMember(db: Executor, act: Act, memberNumber: string) {
  const member = await findMemberOfAnyCompany(db, memberNumber.trim());
  if (!member) throw notFound(ADMIN_MESSAGES.accountNumberNotFound(memberNumber));
  if (member.customerId !== act.caller.customerId) throw forbidden(ADMIN_MESSAGES.otherCompany);
  return member;
}

const view = (m: MemberWithConfigurations): AdminAccountNumber => ({
  memberNumber: m.memberNumber,
  name: m.name,
  status: m.status === 'active' ? 'active' : 'inactive',
  productConfigurations: m.productConfigurations,
  createdAt: m.createdAt.toISOString(),
});
const auditView = (m: AdminAccountNumber) => ({ memberNumber: m.memberNumber, name: m.name, status: m.status });

/** Whether a member number may be added by this company: 6–12 digits, used by nobody (another company's is not named). */
export async function judgeMemberNumber(db: Executor, customerId: string, memberNumber: string) {
  const n = memberNumber.trim();
  if (!MEMBER_NUMBER_PATTERN.test(n)) return { memberNumber: n, valid: false, message: ADMIN_MESSAGES.accountNumberFormat };
  const existing = await findMemberOfAnyCompany(db, n);
  // a member number the provider issued for a company's registration is not available either
  if (!existing) return (await reservedForRegistration(db, n, customerId)) ? { memberNumber: n, valid: false, message: ADMIN_MESSAGES.accountNumberTaken } : { memberNumber: n, valid: true };
  return {
    memberNumber: n,
    valid: false,
    message: existing.customerId === customerId ? ADMIN_MESSAGES.accountNumberExists(n) : ADMIN_MESSAGES.accountNumberTaken,
  };
}

export async function getMember(act: Act, memberNumber: string): Promise<AdminAccountNumber> {
  return view(await loadMember(act.ctx.db, act, memberNumber));
}

export async function createMember(act: Act, input: z.infer<typeof createAccountNumberBodySchema>) {
  const { db } = act.ctx;
  try {
    return await db.transaction(async (tx) => {
      if (await reservedForRegistration(tx, input.memberNumber, act.caller.customerId)) {
        throw badRequest(ADMIN_MESSAGES.accountNumberTaken, { fields: [{ field: 'body.memberNumber', message: ADMIN_MESSAGES.accountNumberTaken }] });
      }
      await insertMember(tx, act.caller.customerId, { memberNumber: input.memberNumber, name: input.name, status: input.status });
      const member = view(await loadMember(tx, act, input.memberNumber));
      await auditAdmin(tx, act, { action: 'account-number.created', targetType: 'account-number', targetId: member.memberNumber, after: auditView(member) });
      return { status: 'success' as const, message: ADMIN_MESSAGES.accountNumberCreated(member.memberNumber), member };
    });
  } catch (err) {
    if (pgError(err).code !== UNIQUE_VIOLATION) throw err;
    const verdict = await judgeMemberNumber(db, act.caller.customerId, input.memberNumber);
    throw badRequest(verdict.message ?? ADMIN_MESSAGES.accountNumberTaken, { fields: [{ field: 'body.memberNumber', message: verdict.message }] });
  }
}

export async function changeMember(act: Act, memberNumber: string, input: z.infer<typeof updateAccountNumberBodySchema>) {
  return act.ctx.db.transaction(async (tx) => {
    const before = view(await loadMember(tx, act, memberNumber));
    await updateMember(tx, act.caller.customerId, before.memberNumber, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    });
    const after = view(await loadMember(tx, act, before.memberNumber));
    await auditAdmin(tx, act, { action: 'account-number.updated', targetType: 'account-number', targetId: after.memberNumber, before: auditView(before), after: auditView(after) });
    return { status: 'success' as const, message: ADMIN_MESSAGES.accountNumberUpdated(after.memberNumber), member: after };
  });
}

/** reports.md §7: refused with 400 'Member has products' while a product configuration uses the number. */
export async function removeMember(act: Act, memberNumber: string) {
  // the refusal names the configurations (message and additionalErrorDetails.configurations); the detail stays the portal's key
  const hasProducts = async (db: Executor, n: string) => {
    const names = await configurationNamesOn(db, act.caller.customerId, n);
    if (names.length === 0) return ruleError(ADMIN_ERROR_DETAILS.memberHasProducts, MESSAGES.accountNumbers.inUse(n));
    return badRequest(PRODUCT_CONFIGURATION_MESSAGES.accountNumberInUse(n, names), { message: ADMIN_ERROR_DETAILS.memberHasProducts, configurations: names });
  };
  try {
    return await act.ctx.db.transaction(async (tx) => {
      const member = await loadMember(tx, act, memberNumber);
      if (member.productConfigurations > 0) throw await hasProducts(tx, member.memberNumber);
      await deleteMember(tx, act.caller.customerId, member.id);
      await auditAdmin(tx, act, { action: 'account-number.deleted', targetType: 'account-number', targetId: member.memberNumber, before: auditView(view(member)), after: null });
      return { status: 'success' as const, message: MESSAGES.accountNumbers.deleted };
    });
  } catch (err) {
    // a configuration added meanwhile: the foreign key refuses the delete
    if (pgError(err).code === FOREIGN_KEY_VIOLATION) throw await hasProducts(act.ctx.db, memberNumber.trim());
    throw err;
  }
}
