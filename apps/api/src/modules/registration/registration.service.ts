import { eq } from 'drizzle-orm';
import {
  ADMIN_ERROR_DETAILS,
  ENTITLEMENTS,
  MESSAGES,
  REGISTRATION_MESSAGES,
  REGISTRATION_REFUSALS,
  type RegisteredCustomer,
  type registrationCustomerSchema,
  registrationUserName,
} from '@creditdesk/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { customerMembers, customerProducts, customers, userGroupProducts, userGroups, users } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { RetryLaterError, secondsUntil } from '../../lib/retry-later.js';
import { hashPassword } from '../../lib/passwords.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { RequestMeta } from '../auth/open-session.js';
import { findCompany } from '../admin/company/company.repository.js';
import { type Executor, UNIQUE_VIOLATION, pgError } from '../admin/shared/admin-context.js';
import { userNameTaken } from '../admin/users-admin/users-admin.repository.js';
import { setUserGroups } from '../admin/groups/groups.repository.js';
import { generateTemporaryPassword } from '../passwords/password-policy.js';
import { storePassword } from '../passwords/password-store.js';
import { type CodeVerdict, findRegistrationOf, judgeMemberNumberCode, markMemberNumberUsed } from './member-numbers.repository.js';

type RegistrationInput = z.infer<typeof registrationCustomerSchema>;

/** Who acts in a registration: nobody signed in; the API key's client, from an address. */
export type RegistrationAct = { ctx: AppContext; meta: RequestMeta; apiKeyName: string };

/** The actor name registration acts are recorded under (as support's are under `support:<agent>`). */
export const REGISTRATION_ACTOR = 'registration';

export function auditRegistration(
  db: Executor,
  act: RegistrationAct,
  e: { action: string; outcome?: 'success' | 'failure'; customerId?: string | null; targetType: string; targetId: string; details?: Record<string, unknown> },
) {
  return recordAudit(db as never, {
    action: e.action,
    outcome: e.outcome ?? 'success',
    customerId: e.customerId ?? null,
    actorUsername: REGISTRATION_ACTOR,
    targetType: e.targetType,
    targetId: e.targetId,
    details: { apiKey: act.apiKeyName, ...e.details },
    correlationId: act.meta.correlationId,
    ip: act.meta.ip,
  });
}

/** The refusal of a member number and code, as the error body the portal reads (reason, attemptsLeft, lockedUntil). */
export function refusalOf(verdict: Exclude<CodeVerdict, { ok: true }>): HttpError {
  switch (verdict.reason) {
    case 'unknown':
      return new HttpError(400, REGISTRATION_MESSAGES.unknownMemberNumber, { reason: REGISTRATION_REFUSALS.unknownMemberNumber });
    case 'wrong-code':
      return new HttpError(400, REGISTRATION_MESSAGES.wrongSecurityCode(verdict.attemptsLeft), {
        reason: REGISTRATION_REFUSALS.wrongSecurityCode,
        attemptsLeft: verdict.attemptsLeft,
      });
    case 'locked': {
      const lockedUntil = verdict.lockedUntil.toISOString();
      return new RetryLaterError(423, REGISTRATION_MESSAGES.memberNumberLocked(lockedUntil), secondsUntil(verdict.lockedUntil), {
        reason: REGISTRATION_REFUSALS.memberNumberLocked,
        lockedUntil,
      });
    }
    case 'used':
      return new HttpError(409, REGISTRATION_MESSAGES.memberNumberUsed, { reason: REGISTRATION_REFUSALS.memberNumberUsed });
  }
}

/** What the audit trail keeps of a verdict (never the code). */
export function verdictDetails(verdict: CodeVerdict): Record<string, unknown> {
  if (verdict.ok) return { result: 'valid' };
  switch (verdict.reason) {
    case 'wrong-code':
      return { result: verdict.reason, attemptsLeft: verdict.attemptsLeft };
    case 'locked':
      return { result: verdict.reason, lockedUntil: verdict.lockedUntil.toISOString(), justLocked: verdict.justLocked };
    default:
      return { result: verdict.reason };
  }
}

/** Records a check of a member number: success or the refusal, and the lock when this failure set it. */
export async function auditVerdict(act: RegistrationAct, memberNumber: string, verdict: CodeVerdict, attempted: string) {
  const { db } = act.ctx;
  await auditRegistration(db, act, {
    action: 'registration.member-number-checked',
    outcome: verdict.ok ? 'success' : 'failure',
    customerId: !verdict.ok && verdict.reason === 'used' ? verdict.row.usedByCustomerId : null,
    targetType: 'member-number',
    targetId: memberNumber,
    details: { attempted, ...verdictDetails(verdict) },
  });
  if (!verdict.ok && verdict.reason === 'locked' && verdict.justLocked) {
    await auditRegistration(db, act, {
      action: 'registration.member-number-locked',
      outcome: 'failure',
      targetType: 'member-number',
      targetId: memberNumber,
      details: { lockedUntil: verdict.lockedUntil.toISOString() },
    });
  }
}

/** POST /membernumber/validate: valid, or the refusal (a wrong code is kept even though the answer is a refusal). */
export async function validateMemberNumber(act: RegistrationAct, memberNumber: string, securityCode: string) {
  const verdict = await act.ctx.db.transaction((tx) => judgeMemberNumberCode(tx, memberNumber, securityCode, act.meta.ip));
  await auditVerdict(act, memberNumber, verdict, 'validate');
  if (!verdict.ok) throw refusalOf(verdict);
  return { valid: true as const, memberNumber, companyName: verdict.row.companyName, message: REGISTRATION_MESSAGES.memberNumberValid };
}

const userNameTakenError = () =>
  new HttpError(409, MESSAGES.userId.taken, { reason: REGISTRATION_REFUSALS.userNameTaken, message: ADMIN_ERROR_DETAILS.userNameExists });
const accountNumberTakenError = () => new HttpError(409, REGISTRATION_MESSAGES.accountNumberTaken, { reason: REGISTRATION_REFUSALS.accountNumberTaken });

/** Raised inside the transaction to roll everything back and answer the refusal it carries. */
class Rollback extends Error {
  constructor(readonly error: HttpError) {
    super(error.message);
  }
}

/**
 * POST /customer (portal.md §3): in ONE transaction, under the member number's row lock, re-checks
 * the member number and security code, then creates the company (holding the products issued with
 * the number), its account number (the member number), an "Administrators" group of Administrator
 * privileges granting those products, the first administrator (Admin user, every admin entitlement,
 * a temporary password to change at first login) and marks the member number used. Any failure
 * leaves nothing behind; a wrong code is still counted (that transaction commits only the failure).
 * The welcome e-mail goes after the commit.
 */
export async function registerCustomer(act: RegistrationAct, input: RegistrationInput): Promise<RegisteredCustomer> {
  const { ctx } = act;
  const { userName } = registrationUserName(input);
  const d = input.userDetails;
  const sso = input.registrationType === 'SSO';
  const temporary = generateTemporaryPassword({ userName, email: d.email, firstName: d.firstName, lastName: d.lastName });
  const passwordHash = await hashPassword(temporary);
  const acknowledgedBy = `${input.securityAcknowledge.firstName} ${input.securityAcknowledge.lastName}`;

  let outcome: { verdict: Exclude<CodeVerdict, { ok: true }> } | { customerId: string; products: string[] };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const verdict = await judgeMemberNumberCode(tx, input.memberNumber, input.securityCode, act.meta.ip);
      if (!verdict.ok) return { verdict };
      const products = verdict.row.products;

      const [company] = await tx.insert(customers).values({ name: input.companyName }).returning({ id: customers.id });
      if (products.length > 0) await tx.insert(customerProducts).values(products.map((productCode) => ({ customerId: company.id, productCode })));
      await tx.insert(customerMembers).values({ customerId: company.id, memberNumber: input.memberNumber, name: input.companyName });
      const [group] = await tx
        .insert(userGroups)
        .values({ customerId: company.id, name: 'Administrators', description: `Administrators of ${input.companyName}`, privilege: 'admin' })
        .returning({ id: userGroups.id });
      if (products.length > 0) await tx.insert(userGroupProducts).values(products.map((productCode) => ({ groupId: group.id, productCode })));

      // The unique index on user names (and the retired-name trigger) is the authority: a name
      // taken since the portal's check fails here, and everything above is rolled back.
      const [admin] = await tx
        .insert(users)
        .values({
          customerId: company.id,
          username: userName,
          email: d.email,
          firstName: d.firstName,
          lastName: d.lastName,
          role: 'adminuser',
          entitlements: [...ENTITLEMENTS],
          jobTitle: d.jobTitle || null,
          country: d.country,
          timeZone: d.timeZone,
          // SSO: the company's provider will know the administrator by this id; until an identity
          // provider is set up (Company Settings) the administrator logs in with the password.
          corporateUserId: sso ? userName : null,
        })
        .returning({ id: users.id });
      await setUserGroups(tx, admin.id, [group.id]);
      await storePassword(tx, admin.id, passwordHash, { mustChange: true });

      if (!(await markMemberNumberUsed(tx, input.memberNumber, { customerId: company.id, registrationType: input.registrationType, acknowledgedBy }))) {
        throw new Rollback(refusalOf({ ok: false, reason: 'used', row: verdict.row }));
      }
      await auditRegistration(tx, act, {
        action: 'registration.customer-created',
        customerId: company.id,
        targetType: 'company',
        targetId: company.id,
        details: {
          companyName: input.companyName,
          memberNumber: input.memberNumber,
          registrationType: input.registrationType,
          securityAcknowledge: acknowledgedBy,
          products,
          administrator: userName,
        },
      });
      await auditRegistration(tx, act, {
        action: 'user.created',
        customerId: company.id,
        targetType: 'user',
        targetId: userName,
        details: {
          after: { userName, firstName: d.firstName, lastName: d.lastName, email: d.email, role: 'adminuser', entitlements: [...ENTITLEMENTS], userGroups: ['Administrators'] },
        },
      });
      return { customerId: company.id, products };
    });
  } catch (err) {
    const refusal = err instanceof Rollback ? err.error : await refusalOfConflict(ctx, err, userName, input.memberNumber);
    if (!refusal) throw err;
    await auditRegistration(ctx.db, act, {
      action: 'registration.customer-refused',
      outcome: 'failure',
      targetType: 'member-number',
      targetId: input.memberNumber,
      details: { status: refusal.statusCode, reason: refusal.details?.reason, companyName: input.companyName, userName },
    });
    throw refusal;
  }

  if ('verdict' in outcome) {
    await auditVerdict(act, input.memberNumber, outcome.verdict, 'register');
    throw refusalOf(outcome.verdict);
  }

  const mail = await ctx.mailer.send({
    to: d.email,
    template: 'welcome',
    subject: `Welcome to Creditdesk: ${input.companyName} is registered`,
    text: [
      `Hello ${d.firstName},`,
      '',
      `${input.companyName} is registered on Creditdesk, and you are its first administrator.`,
      '',
      `User name: ${userName}`,
      `Temporary password: ${temporary}`,
      `Account number: ${input.memberNumber}`,
      '',
      `Log in at ${ctx.config.publicUrl}/login with them. You will be asked to choose your own password before you can continue.`,
      'Then add your colleagues under Users & Groups, and review Company Settings and Account Numbers.',
      ...(sso
        ? ['', 'You registered for single sign-on: set up your company’s identity provider under Company Settings; until then, log in with your password.']
        : []),
      '',
      'If you did not register this company, contact support.',
    ].join('\n'),
  });
  await auditRegistration(ctx.db, act, {
    action: 'registration.welcome-sent',
    customerId: outcome.customerId,
    targetType: 'user',
    targetId: userName,
    details: { outboxId: mail.id, emailSent: mail.sent },
  });
  return {
    status: 'success',
    message: REGISTRATION_MESSAGES.registered(input.companyName, d.email),
    customerId: outcome.customerId,
    companyName: input.companyName,
    memberNumber: input.memberNumber,
    userName,
    email: d.email,
  };
}

/** A unique violation of the registration: the user name, or the member number as another company's account number. */
async function refusalOfConflict(ctx: AppContext, err: unknown, userName: string, memberNumber: string): Promise<HttpError | undefined> {
  const { code, constraint } = pgError(err);
  if (code !== UNIQUE_VIOLATION) return undefined;
  if (constraint?.startsWith('users_username') || (await userNameTaken(ctx.db, userName))) return userNameTakenError();
  if (constraint?.startsWith('customer_members') || (await memberIsAccountNumber(ctx, memberNumber))) return accountNumberTakenError();
  return undefined;
}

async function memberIsAccountNumber(ctx: AppContext, memberNumber: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: customerMembers.id }).from(customerMembers).where(eq(customerMembers.memberNumber, memberNumber));
  return row !== undefined;
}

/**
 * A company created by registration, and only what is not personal: the id is the capability (a
 * random UUID that only the registration's answer gave out). 404 for any other company.
 */
export async function registeredCompany(db: Executor, customerId: string) {
  const registration = await findRegistrationOf(db, customerId);
  const company = registration ? await findCompany(db, customerId) : undefined;
  if (!registration || !company) throw notFound(REGISTRATION_MESSAGES.companyNotFound);
  return {
    customerId: company.id,
    companyName: company.name,
    status: company.status === 'active' ? ('active' as const) : ('inactive' as const),
    registrationType: registration.registrationType === 'SSO' ? ('SSO' as const) : ('REG' as const),
    registeredAt: (registration.usedAt ?? company.createdAt).toISOString(),
  };
}
