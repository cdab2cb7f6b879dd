import { LOGIN_ERROR_CODES, type LoginError } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import type { UserWithCustomer } from '../users/users.repository.js';
import type { RequestMeta } from './login.service.js';

const outcome = (error_code: number, error_message: string): LoginError => ({ error_code, error_message });

/**
 * The account states that refuse a login once the password has been proven (so that a wrong
 * password never reveals them). Order: the strongest administrative act first. docs/login-outcomes.md
 * lists which state produces which code.
 */
export async function loginRefusal(_ctx: AppContext, user: UserWithCustomer, _meta: RequestMeta): Promise<LoginError | undefined> {
  if (user.customerStatus !== 'active') return outcome(LOGIN_ERROR_CODES.companyInactive, 'Your company account is inactive');
  if (user.status === 'revoked') return outcome(LOGIN_ERROR_CODES.revoked, 'Your access has been revoked');
  if (user.status === 'inactive') return outcome(LOGIN_ERROR_CODES.inactive, 'Your user account is inactive');
  if (user.status === 'blocked')
    return outcome(LOGIN_ERROR_CODES.blocked, `User is blocked: ${user.blockedReason ?? 'Contact your administrator'}`);
  return undefined;
}

/** A warning that comes with a valid login (2001 password expires soon, 2003 legacy user). */
export function loginWarning(_ctx: AppContext, _user: UserWithCustomer): number | undefined {
  return undefined;
}
