import { api } from '../../api/api-slice';
import { loggedOut } from '../../lib/auth/auth-slice';
import { clearSessionData } from '../../lib/auth/token-storage';
import type { AppThunkDispatch } from '../../lib/redux-hooks';

/**
 * After the move the server has ended every session of the user (docs/onboarding.md), this one
 * included: the portal forgets it here, without a logout call or a refresh that could only be
 * refused (401s, a refresh loop), so the next login is a clean one with the new User ID.
 */
export function endMigratedSession(dispatch: AppThunkDispatch) {
  clearSessionData();
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}
