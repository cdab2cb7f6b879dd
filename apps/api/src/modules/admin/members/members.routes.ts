import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_ERROR_DETAILS,
  ADMIN_MESSAGES,
  type AdminAccountNumber,
  MEMBER_NUMBER_PATTERN,
  MESSAGES,
  createAccountNumberEndpoint,
  deleteAccountNumberEndpoint,
  getAccountNumberEndpoint,
  memberNumberLookupEndpoint,
  updateAccountNumberEndpoint,
  validateMemberNumberEndpoint,
} from '@creditdesk/contracts';
import { customerMembers, productConfigurations } from '../../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.js';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { reservedForRegistration } from '../../registration/member-numbers.repository.js';
import {
  type Act,
  type Executor,
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
  actOf,
  auditAdmin,
  audited,
  pgError,
  ruleError,
} from '../shared/admin-context.js';

type MemberRow = typeof customerMembers.$inferSelect;

const configurationsOf = (memberNumber: string) =>
  sql<number>`(select count(*)::int from ${productConfigurations} pc where pc.customer_id = ${customerMembers.customerId} and pc.member_number = ${memberNumber})`;

async function findMember(db: Executor, memberNumber: string): Promise<(MemberRow & { productConfigurations: number }) | undefined> {
  const [row] = await db
    .select({ member: customerMembers, productConfigurations: configurationsOf(memberNumber) })
    .from(customerMembers)
    .where(eq(customerMembers.memberNumber, memberNumber))
    .limit(1);
  return row && { ...row.member, productConfigurations: Number(row.productConfigurations) };
}

/** The company's own account number: 404 when nobody has it, 403 when another company does. */
async function loadMember(db: Executor, act: Act, memberNumber: string) {
  const member = await findMember(db, memberNumber.trim());
  if (!member) throw notFound(ADMIN_MESSAGES.accountNumberNotFound(memberNumber));
  if (member.customerId !== act.caller.customerId) throw forbidden(ADMIN_MESSAGES.otherCompany);
  return member;
}

const view = (m: MemberRow & { productConfigurations: number }): AdminAccountNumber => ({
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
  const existing = await findMember(db, n);
  // a member number the provider issued for a company's registration is not available either
  if (!existing) return (await reservedForRegistration(db, n, customerId)) ? { memberNumber: n, valid: false, message: ADMIN_MESSAGES.accountNumberTaken } : { memberNumber: n, valid: true };
  return {
    memberNumber: n,
    valid: false,
    message: existing.customerId === customerId ? ADMIN_MESSAGES.accountNumberExists(n) : ADMIN_MESSAGES.accountNumberTaken,
  };
}

export function registerMemberRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, createAccountNumberEndpoint, async (req) => {
    const act = actOf(req);
    const input = req.body;
    return audited(act, 'account-number.created', { targetType: 'account-number', targetId: input.memberNumber }, async () => {
      try {
        return await db.transaction(async (tx) => {
          if (await reservedForRegistration(tx, input.memberNumber, act.caller.customerId)) {
            throw badRequest(ADMIN_MESSAGES.accountNumberTaken, { fields: [{ field: 'body.memberNumber', message: ADMIN_MESSAGES.accountNumberTaken }] });
          }
          await tx.insert(customerMembers).values({ customerId: act.caller.customerId, memberNumber: input.memberNumber, name: input.name, status: input.status });
          const member = view(await loadMember(tx, act, input.memberNumber));
          await auditAdmin(tx, act, { action: 'account-number.created', targetType: 'account-number', targetId: member.memberNumber, after: auditView(member) });
          return { status: 'success' as const, message: ADMIN_MESSAGES.accountNumberCreated(member.memberNumber), member };
        });
      } catch (err) {
        if (pgError(err).code !== UNIQUE_VIOLATION) throw err;
        const verdict = await judgeMemberNumber(db, act.caller.customerId, input.memberNumber);
        throw badRequest(verdict.message ?? ADMIN_MESSAGES.accountNumberTaken, { fields: [{ field: 'body.memberNumber', message: verdict.message }] });
      }
    });
  });

  registerEndpoint(app, getAccountNumberEndpoint, async (req) => view(await loadMember(db, actOf(req), req.params.memberNumber)));

  registerEndpoint(app, updateAccountNumberEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'account-number.updated', { targetType: 'account-number', targetId: req.params.memberNumber }, () =>
      db.transaction(async (tx) => {
        const before = view(await loadMember(tx, act, req.params.memberNumber));
        await tx
          .update(customerMembers)
          .set({
            ...(req.body.name !== undefined ? { name: req.body.name } : {}),
            ...(req.body.status !== undefined ? { status: req.body.status } : {}),
          })
          .where(eq(customerMembers.memberNumber, before.memberNumber));
        const after = view(await loadMember(tx, act, before.memberNumber));
        await auditAdmin(tx, act, { action: 'account-number.updated', targetType: 'account-number', targetId: after.memberNumber, before: auditView(before), after: auditView(after) });
        return { status: 'success' as const, message: ADMIN_MESSAGES.accountNumberUpdated(after.memberNumber), member: after };
      }),
    );
  });

  // reports.md §7: refused with 400 'Member has products' while a product configuration uses the number.
  registerEndpoint(app, deleteAccountNumberEndpoint, async (req) => {
    const act = actOf(req);
    const hasProducts = (n: string) => ruleError(ADMIN_ERROR_DETAILS.memberHasProducts, MESSAGES.accountNumbers.inUse(n));
    return audited(act, 'account-number.deleted', { targetType: 'account-number', targetId: req.params.memberNumber }, async () => {
      try {
        return await db.transaction(async (tx) => {
          const member = await loadMember(tx, act, req.params.memberNumber);
          if (member.productConfigurations > 0) throw hasProducts(member.memberNumber);
          await tx.delete(customerMembers).where(eq(customerMembers.id, member.id));
          await auditAdmin(tx, act, { action: 'account-number.deleted', targetType: 'account-number', targetId: member.memberNumber, before: auditView(view(member)), after: null });
          return { status: 'success' as const, message: MESSAGES.accountNumbers.deleted };
        });
      } catch (err) {
        // a configuration added meanwhile: the foreign key refuses the delete
        if (pgError(err).code === FOREIGN_KEY_VIOLATION) throw hasProducts(req.params.memberNumber.trim());
        throw err;
      }
    });
  });

  registerEndpoint(app, validateMemberNumberEndpoint, async (req) => judgeMemberNumber(db, req.caller.customerId, req.body.memberNumber));

  registerEndpoint(app, memberNumberLookupEndpoint, async (req) => judgeMemberNumber(db, req.caller.customerId, req.params.memberNumber));
}
