import { useSelector } from 'react-redux';
import { useLogout } from '../features/auth/hooks/use-logout';
import { useTokenRefresh } from '../features/auth/hooks/use-token-refresh';
import { InactivityDialog, SessionExpiredDialog, SessionWarningDialog } from '../features/session/components/session-dialogs';
import { useActiveSession } from '../features/session/hooks/use-active-session';
import { useInactivityTimer } from '../features/session/hooks/use-inactivity-timer';
import { selectAuth } from '../lib/auth/auth-slice';
import { readSessionTokens, sessionEnd } from '../lib/auth/token-storage';
import { selectClientConfig } from '../lib/client-config-slice';

/** Runs while logged in: token refresh, the active-session check and the inactivity timer (portal.md §4). */
export function SessionManager() {
  const config = useSelector(selectClientConfig);
  const { tokenExpiresAt } = useSelector(selectAuth);
  const logout = useLogout();

  useTokenRefresh({
    expiresAt: tokenExpiresAt,
    refreshLeadMs: config.refreshLeadMs,
    refreshUnknownMs: config.refreshUnknownMs,
  });
  const session = useActiveSession({
    readEndsAt: () => sessionEnd(readSessionTokens(), config.sessionMaxMs),
    warningMs: config.sessionWarningMs,
    checkMs: config.sessionCheckMs,
    expiredLogoutMs: config.sessionExpiredLogoutMs,
    onExpire: logout,
  });
  const idle = useInactivityTimer({
    enabled: true,
    warningMs: config.inactivityWarningMs,
    logoutMs: config.inactivityLogoutMs,
    onTimeout: logout,
  });

  return (
    <>
      <SessionWarningDialog
        open={session.warningOpen && !session.expiredOpen}
        warningMs={config.sessionWarningMs}
        onLogout={logout}
        onStay={session.dismissWarning}
      />
      <SessionExpiredDialog open={session.expiredOpen} onOk={logout} />
      <InactivityDialog
        open={idle.warningOpen && !session.expiredOpen}
        logoutMs={config.inactivityLogoutMs}
        onLogout={logout}
        onStay={idle.stayLoggedIn}
      />
    </>
  );
}
