import ipaddr from 'ipaddr.js';
import { eq, lt, sql } from 'drizzle-orm';
import { LOGIN_ERROR_CODES, LOGIN_WARNING_CODES, type LoginError } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { customers, loginIpThrottle } from '../../db/schema/index.js';
import { type UserWithCustomer, findUserById } from '../users/users.repository.js';
import type { RequestMeta } from './request-meta.js';

const outcome = (error_code: number, error_message: string): LoginError => ({ error_code, error_message });
const DAY_MS = 86_400_000;

/**
 * Every login outcome of portal.md §8 comes from state an administrator or the system sets;
 * docs/login-outcomes.md lists each code, the state behind it, who sets it and what the user sees.
 *
 * Order of the checks:
 * 1. before the password: 1012, too many attempts from the client's address this minute
 *    (loginAttemptRefusal); then the lockout (3003) and the password (3002) in login.service.ts;
 * 2. after the password (loginRefusal), so that a wrong password never reveals a state:
 *    1010 company inactive → 1002 / 1004 outside the company's / the user's networks →
 *    1008 revoked, 1009 inactive, 1003 blocked, 1013 access requested (the user's status) →
 *    1014 / 1015 single sign-on (password logins only) → 1006 re-certification overdue;
 * 3. with the tokens (loginWarning): 2003 legacy user, else 2001 password expires soon; and
 *    password_change_required for a temporary or expired password (passwordChangeRequired).
 */

export const LOGIN_OUTCOME_MESSAGES = {
  companyInactive: 'Your company account is inactive',
  location: 'You cannot log in from this location: your company allows logins only from its own networks',
  locationUser: 'You cannot log in from this location: your user account is restricted to certain networks',
  revoked: 'Your access has been revoked',
  inactive: 'Your user account is inactive',
  blocked: (reason: string | null) => `User is blocked: ${reason?.trim() || 'Contact your administrator'}`,
  requestedAccess: 'Your request for access has not been granted yet',
  ssoConfigured: 'Your company uses single sign-on: log in with your company account instead of a password',
  ssoNotConfigured:
    'Your account is set up for single sign-on, but your company has no identity provider configured. Contact your administrator',
  recertification: 'Your access is due for re-certification. Ask your administrator to re-certify your account',
  retry: 'Too many login attempts from your network. Please wait a minute and try again',
} as const;

type CompanyPolicy = {
  allowedIpRanges: string[];
  passwordMaxAgeDays: number | null;
  recertificationDays: number | null;
  hasIdentityProvider: boolean;
};

async function companyPolicy(db: Db, customerId: string): Promise<CompanyPolicy> {
  const [row] = await db
    .select({
      allowedIpRanges: customers.allowedIpRanges,
      passwordMaxAgeDays: customers.passwordMaxAgeDays,
      recertificationDays: customers.recertificationDays,
      hasIdentityProvider: sql<boolean>`exists (select 1 from identity_providers idp where idp.customer_id = ${customers}.id)`,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? { allowedIpRanges: [], passwordMaxAgeDays: null, recertificationDays: null, hasIdentityProvider: false };
}

// ---------------------------------------------------------------------------------------------
// Client addresses

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** An address as a client presents it; an IPv4-mapped IPv6 address (::ffff:1.2.3.4) is its IPv4 address. */
function parseAddress(ip: string | undefined): Address | undefined {
  if (!ip) return undefined;
  try {
    return ipaddr.process(ip.replace(/%.*$/, ''));
  } catch {
    return undefined;
  }
}

/** A CIDR range ("10.0.0.0/8", "2001:db8::/32") or a single address; undefined when malformed. */
function parseRange(range: string): [Address, number] | undefined {
  const text = range.trim();
  try {
    let [addr, bits] = text.includes('/')
      ? ipaddr.parseCIDR(text)
      : ((a: Address): [Address, number] => [a, a.kind() === 'ipv4' ? 32 : 128])(ipaddr.parse(text));
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      [addr, bits] = [(addr as ipaddr.IPv6).toIPv4Address(), bits - 96];
    }
    return [addr, bits];
  } catch {
    return undefined;
  }
}

/**
 * Whether a client address lies in any of the ranges (IPv4 and IPv6). No ranges: anywhere. A
 * malformed range matches nothing and an unknown address matches nothing, so a bad setting fails
 * closed rather than open.
 */
export function ipAllowed(ip: string | undefined, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true;
  const address = parseAddress(ip);
  if (!address) return false;
  return ranges.some((r) => {
    const range = parseRange(r);
    if (!range) return false;
    const [net, bits] = range;
    if (net.kind() === address.kind()) return address.match(net, bits);
    // an IPv4 client against an IPv6 range of mapped addresses (::ffff:0:0/96 and inside it)
    if (address.kind() === 'ipv4' && net.kind() === 'ipv6') return (address as ipaddr.IPv4).toIPv4MappedAddress().match(net, bits);
    return false;
  });
}

/** True when every range parses: for the settings screens that store ranges. */
export function validIpRange(range: string): boolean {
  return parseRange(range) !== undefined;
}

/**
 * What the per-address counter is keyed by: the IPv4 address, or the /64 network of an IPv6
 * address (one subscriber usually holds a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function ipThrottleKey(ip: string | undefined): string | undefined {
  const address = parseAddress(ip);
  if (!address) return undefined;
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(parts).toRFC5952String()}/64`;
}

/** One attempt counted: past the limit or not, and the whole seconds until the address's window ends. */
export type AddressAttempt = { over: boolean; retryAfterSeconds: number };

/**
 * Counts one attempt from the address and answers whether it is past the limit, in one statement
 * (exact across processes). The window is the minute since the address's first attempt in it; the
 * seconds left in it (at least 1, on the database's clock) are what a 429's Retry-After says.
 */
export async function countAddressAttempt(db: Db, key: string, limit: number): Promise<AddressAttempt> {
  const result = await db.execute<{ attempts: number; retry_after: number }>(sql`
    insert into login_ip_throttle as t (ip, window_start, attempts)
    values (${key}, now(), 1)
    on conflict (ip) do update set
      window_start = case when t.window_start > now() - interval '1 minute' then t.window_start else now() end,
      attempts = case when t.window_start > now() - interval '1 minute' then t.attempts + 1 else 1 end
    returning attempts, greatest(1, ceil(extract(epoch from t.window_start + interval '1 minute' - now())))::int as retry_after`);
  const row = rowsOf<{ attempts: number; retry_after: number }>(result)[0];
  // Now and then, forget addresses that have been quiet for an hour, so the table stays small.
  if (Math.random() < 0.01) await db.delete(loginIpThrottle).where(lt(loginIpThrottle.windowStart, sql`now() - interval '1 hour'`));
  return { over: Number(row?.attempts ?? 0) > limit, retryAfterSeconds: Number(row?.retry_after ?? 60) };
}

/** Counts one attempt from the address and answers whether it is past the limit. */
export async function countAttemptFromAddress(db: Db, key: string, limit: number): Promise<boolean> {
  return (await countAddressAttempt(db, key, limit)).over;
}

/** 1012: checked before the user or the password is looked at; every attempt from the address counts. */
export async function loginAttemptRefusal(ctx: AppContext, meta: RequestMeta): Promise<LoginError | undefined> {
  const key = ipThrottleKey(meta.ip);
  if (!key) return undefined;
  const over = await countAttemptFromAddress(ctx.db, key, ctx.config.loginIpAttemptsPerMinute);
  return over ? outcome(LOGIN_ERROR_CODES.retry, LOGIN_OUTCOME_MESSAGES.retry) : undefined;
}

// ---------------------------------------------------------------------------------------------
// After the password

/**
 * The account states that refuse a login once the password has been proven (so that a wrong
 * password never reveals them). Also run on every token refresh: a session ends when its user
 * may no longer log in (revoked, moved outside the allowed networks, re-certification overdue).
 * `passwordLogin`: the single-sign-on checks (1014, 1015) concern only a login with a password.
 */
export async function loginRefusal(
  ctx: AppContext,
  user: UserWithCustomer,
  meta: RequestMeta,
  options: { passwordLogin?: boolean } = {},
): Promise<LoginError | undefined> {
  if (user.customerStatus !== 'active') return outcome(LOGIN_ERROR_CODES.companyInactive, LOGIN_OUTCOME_MESSAGES.companyInactive);
  const company = await companyPolicy(ctx.db, user.customerId);
  if (!ipAllowed(meta.ip, company.allowedIpRanges)) return outcome(LOGIN_ERROR_CODES.location, LOGIN_OUTCOME_MESSAGES.location);
  if (!ipAllowed(meta.ip, user.allowedIpRanges)) return outcome(LOGIN_ERROR_CODES.locationOther, LOGIN_OUTCOME_MESSAGES.locationUser);

  switch (user.status) {
    case 'active':
      break;
    case 'revoked':
      return outcome(LOGIN_ERROR_CODES.revoked, LOGIN_OUTCOME_MESSAGES.revoked);
    case 'blocked':
      return outcome(LOGIN_ERROR_CODES.blocked, LOGIN_OUTCOME_MESSAGES.blocked(user.blockedReason));
    case 'requested':
      return outcome(LOGIN_ERROR_CODES.requestedAccess, LOGIN_OUTCOME_MESSAGES.requestedAccess);
    default:
      // 'inactive', and any status this code does not know: fail closed.
      return outcome(LOGIN_ERROR_CODES.inactive, LOGIN_OUTCOME_MESSAGES.inactive);
  }

  if (options.passwordLogin && user.isSsoUser) {
    return company.hasIdentityProvider
      ? outcome(LOGIN_ERROR_CODES.ssoConfigured, LOGIN_OUTCOME_MESSAGES.ssoConfigured)
      : outcome(LOGIN_ERROR_CODES.ssoNotConfigured, LOGIN_OUTCOME_MESSAGES.ssoNotConfigured);
  }

  if (company.recertificationDays != null) {
    const since = (user.lastRecertifiedAt ?? user.createdAt).getTime();
    if (Date.now() - since > company.recertificationDays * DAY_MS) {
      return outcome(LOGIN_ERROR_CODES.recertification, LOGIN_OUTCOME_MESSAGES.recertification);
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// With the tokens

export type PasswordAge = 'no-expiry' | 'valid' | 'expires-soon' | 'expired';

/** Where the user's password stands against the company's maximum age (none by default: NIST SP 800-63B). */
export function passwordAge(
  user: Pick<UserWithCustomer, 'passwordChangedAt' | 'createdAt'>,
  maxAgeDays: number | null,
  warningDays: number,
  now = Date.now(),
): PasswordAge {
  if (maxAgeDays == null) return 'no-expiry';
  const expiresAt = (user.passwordChangedAt ?? user.createdAt).getTime() + maxAgeDays * DAY_MS;
  if (expiresAt <= now) return 'expired';
  return expiresAt - now <= warningDays * DAY_MS ? 'expires-soon' : 'valid';
}

async function mustChange(ctx: AppContext, user: UserWithCustomer, company?: CompanyPolicy): Promise<boolean> {
  // A single-sign-on login proves no password; there is none to change.
  if (user.isSsoUser) return false;
  if (user.mustChangePassword) return true;
  const { passwordMaxAgeDays } = company ?? (await companyPolicy(ctx.db, user.customerId));
  return passwordAge(user, passwordMaxAgeDays, ctx.config.passwords.expiryWarningDays) === 'expired';
}

/** A temporary password (an admin reset it) or an expired one: tokens come with password_change_required. */
export async function passwordChangeRequired(ctx: AppContext, user: UserWithCustomer): Promise<boolean> {
  return mustChange(ctx, user);
}

/** The same, from the database, for the guard: a token issued with pwd_change stops being limited once the password is changed. */
export async function passwordChangeStillRequired(ctx: AppContext, userId: string): Promise<boolean> {
  const user = await findUserById(ctx.db, userId);
  return user ? mustChange(ctx, user) : true;
}

/**
 * A warning that comes with a valid login: 2003 a legacy user who must move to a new User ID,
 * else 2001 the password expires within PASSWORD_EXPIRY_WARNING_DAYS. None while the password
 * must be changed: that comes first.
 */
export async function loginWarning(ctx: AppContext, user: UserWithCustomer): Promise<number | undefined> {
  const company = await companyPolicy(ctx.db, user.customerId);
  if (await mustChange(ctx, user, company)) return undefined;
  if (user.isLegacy) return LOGIN_WARNING_CODES.legacyUserMustMigrate;
  if (!user.isSsoUser && passwordAge(user, company.passwordMaxAgeDays, ctx.config.passwords.expiryWarningDays) === 'expires-soon') {
    return LOGIN_WARNING_CODES.passwordExpiresSoon;
  }
  return undefined;
}
