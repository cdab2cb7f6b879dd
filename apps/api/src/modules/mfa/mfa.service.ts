import type { TokenResponse } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import type { RequestMeta } from '../auth/login.service.js';
import type { UserWithCustomer } from '../users/users.repository.js';

// The second factor (issue: sign-in complete) is being built here: until then no company requires it.
export async function mfaRequired(_ctx: AppContext, user: UserWithCustomer): Promise<boolean> {
  void user;
  return false;
}

export async function startMfaChallenge(
  _ctx: AppContext,
  _user: UserWithCustomer,
  _clientId: string,
  _meta: RequestMeta,
): Promise<TokenResponse> {
  throw new Error('multi-factor login is not built yet');
}
