import { randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { MEMBER_NUMBER_LOCK, REGISTRATION_MEMBER_NUMBER_PATTERN, normalizeSecurityCode } from '@creditdesk/contracts';
import { customerMembers, memberNumberFailures, memberNumbers } from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { Executor } from '../admin/shared/admin-context.js';

/*
 * The provider's registry of member numbers (docs/onboarding.md). A security code is stored only as
 * an argon2id hash of its normalised form (upper case, no dashes or spaces), like a password: it is
 * typed by a person, and a leaked table must not give it away. Wrong codes are rows of
 * member_number_failures; the third within an hour sets locked_until an hour ahead. Every check runs
 * under a row lock on the member number, so racing requests (any process) count exactly.
 */

export type MemberNumberRow = typeof memberNumbers.$inferSelect;

/** No 0/O, 1/I/L: read from a letter and typed by hand. 31 symbols: 12 of them carry about 59 bits. */
export const SECURITY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SECURITY_CODE_LENGTH = 12;

/** A new security code, printed in groups of four: `K7QM-3XTR-9HWP`. */
export function generateSecurityCode(): string {
  let out = '';
  for (let i = 0; i < SECURITY_CODE_LENGTH; i++) out += SECURITY_CODE_ALPHABET[randomInt(SECURITY_CODE_ALPHABET.length)];
  return out.match(/.{4}/g)!.join('-');
}

export const hashSecurityCode = (code: string) => hashPassword(normalizeSecurityCode(code));

export class IssueError extends Error {}

/** Whether a number is in the registry or is already some company's account number. */
async function numberInUse(db: Executor, memberNumber: string): Promise<'issued' | 'account-number' | undefined> {
  const [issued] = await db.select({ n: memberNumbers.memberNumber }).from(memberNumbers).where(eq(memberNumbers.memberNumber, memberNumber));
  if (issued) return 'issued';
  const [account] = await db.select({ n: customerMembers.memberNumber }).from(customerMembers).where(eq(customerMembers.memberNumber, memberNumber));
  return account ? 'account-number' : undefined;
}

export type IssueInput = {
  companyName: string;
  /** a number of the provider's choosing (6–12 digits); else a random free 9-digit number. */
  memberNumber?: string;
  /** the report products the company will hold (its Administrators group grants them). */
  products: string[];
  issuedBy: string;
  /** a fixed code (the demo data); else a random one. */
  securityCode?: string;
};

/** Issues a member number and its security code; the code is returned once and stored only hashed. */
export async function issueMemberNumber(db: Executor, input: IssueInput): Promise<{ memberNumber: string; securityCode: string }> {
  const companyName = input.companyName.trim();
  if (companyName === '') throw new IssueError('The company name is required (--name "Company")');
  let memberNumber = input.memberNumber?.trim();
  if (memberNumber !== undefined) {
    if (!REGISTRATION_MEMBER_NUMBER_PATTERN.test(memberNumber)) throw new IssueError(`The member number must be 6 to 12 digits (got '${memberNumber}')`);
    const used = await numberInUse(db, memberNumber);
    if (used === 'issued') throw new IssueError(`The member number ${memberNumber} has already been issued`);
    if (used === 'account-number') throw new IssueError(`The member number ${memberNumber} is already an account number of a company`);
  } else {
    for (let i = 0; i < 50 && memberNumber === undefined; i++) {
      const candidate = String(randomInt(100_000_000, 1_000_000_000));
      if (!(await numberInUse(db, candidate))) memberNumber = candidate;
    }
    if (memberNumber === undefined) throw new IssueError('No free member number was found; give one with --member-number');
  }
  const securityCode = input.securityCode ?? generateSecurityCode();
  await db.insert(memberNumbers).values({
    memberNumber,
    companyName,
    securityCodeHash: await hashSecurityCode(securityCode),
    products: [...new Set(input.products)],
    issuedBy: input.issuedBy,
  });
  return { memberNumber, securityCode };
}

/** Whether a number is held for a registration: issued and unused, or used by another company. */
export async function reservedForRegistration(db: Executor, memberNumber: string, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ usedBy: memberNumbers.usedByCustomerId })
    .from(memberNumbers)
    .where(eq(memberNumbers.memberNumber, memberNumber.trim()));
  return row !== undefined && row.usedBy !== customerId;
}

export type CodeVerdict =
  | { ok: true; row: MemberNumberRow }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'locked'; lockedUntil: Date; justLocked: boolean }
  | { ok: false; reason: 'wrong-code'; attemptsLeft: number }
  | { ok: false; reason: 'used'; row: MemberNumberRow };

/**
 * Judges a member number and security code. Call inside a transaction (the row stays locked until
 * it ends): unknown → locked (whatever the code: attempts while locked are not even checked) →
 * wrong code (recorded; the third within an hour locks) → already used → valid. A caller that
 * refuses must still commit, so the failure is kept.
 */
export async function judgeMemberNumberCode(tx: Executor, memberNumber: string, securityCode: string, ip: string | undefined): Promise<CodeVerdict> {
  const [found] = await tx
    .select({ row: memberNumbers, locked: sql<boolean>`coalesce(${memberNumbers.lockedUntil} > now(), false)` })
    .from(memberNumbers)
    .where(eq(memberNumbers.memberNumber, memberNumber))
    .for('update');
  if (!found) return { ok: false, reason: 'unknown' };
  const { row } = found;
  if (found.locked && row.lockedUntil) return { ok: false, reason: 'locked', lockedUntil: row.lockedUntil, justLocked: false };

  if (!(await verifyPassword(row.securityCodeHash, normalizeSecurityCode(securityCode)))) {
    await tx.insert(memberNumberFailures).values({ memberNumber, ip: ip ?? null });
    const window = sql`now() - make_interval(mins => ${MEMBER_NUMBER_LOCK.windowMinutes}::int)`;
    const recent = await tx.$count(memberNumberFailures, and(eq(memberNumberFailures.memberNumber, memberNumber), gt(memberNumberFailures.failedAt, window)));
    if (recent >= MEMBER_NUMBER_LOCK.attempts) {
      const [locked] = await tx
        .update(memberNumbers)
        .set({ lockedUntil: sql`now() + make_interval(mins => ${MEMBER_NUMBER_LOCK.lockMinutes}::int)` })
        .where(eq(memberNumbers.memberNumber, memberNumber))
        .returning({ lockedUntil: memberNumbers.lockedUntil });
      return { ok: false, reason: 'locked', lockedUntil: locked.lockedUntil!, justLocked: true };
    }
    return { ok: false, reason: 'wrong-code', attemptsLeft: MEMBER_NUMBER_LOCK.attempts - recent };
  }
  if (row.usedAt) return { ok: false, reason: 'used', row };
  return { ok: true, row };
}

/** Marks the number used by the company; false when it was used meanwhile (the caller rolls back). */
export async function markMemberNumberUsed(
  tx: Executor,
  memberNumber: string,
  use: { customerId: string; registrationType: 'SSO' | 'REG'; acknowledgedBy: string },
): Promise<boolean> {
  const rows = await tx
    .update(memberNumbers)
    .set({ usedAt: sql`now()`, usedByCustomerId: use.customerId, registrationType: use.registrationType, acknowledgedBy: use.acknowledgedBy })
    .where(and(eq(memberNumbers.memberNumber, memberNumber), sql`${memberNumbers.usedAt} is null`))
    .returning({ n: memberNumbers.memberNumber });
  return rows.length === 1;
}

/** The registration of a company (GET /customer/{id}). */
export async function findRegistrationOf(db: Executor, customerId: string): Promise<MemberNumberRow | undefined> {
  const [row] = await db.select().from(memberNumbers).where(eq(memberNumbers.usedByCustomerId, customerId));
  return row;
}
