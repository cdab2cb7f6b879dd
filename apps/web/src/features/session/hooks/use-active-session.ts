import { useEffect, useEffectEvent, useState } from 'react';
import { sessionPhase, type SessionPhase } from '../session-phase';

type Options = {
  /** reads the session end (epoch ms) at each check: a refresh may move it. */
  readEndsAt: () => number | null;
  warningMs: number;
  checkMs: number;
  expiredLogoutMs: number;
  onExpire: () => void;
};

/**
 * The active-session check (portal.md §4): runs every `checkMs`; warns `warningMs` before the end
 * (Stay Logged In only dismisses the warning); at the end, forces logout after `expiredLogoutMs`.
 */
export function useActiveSession({ readEndsAt, warningMs, checkMs, expiredLogoutMs, onExpire }: Options) {
  const [phase, setPhase] = useState<SessionPhase>('active');
  const [dismissed, setDismissed] = useState(false);
  const check = useEffectEvent(() => setPhase(sessionPhase(Date.now(), readEndsAt(), warningMs)));
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    check();
    const id = setInterval(check, checkMs);
    return () => clearInterval(id);
  }, [checkMs, warningMs]);

  useEffect(() => {
    if (phase !== 'expired') return;
    const id = setTimeout(expire, expiredLogoutMs);
    return () => clearTimeout(id);
  }, [phase, expiredLogoutMs]);

  return {
    phase,
    warningOpen: phase === 'warning' && !dismissed,
    expiredOpen: phase === 'expired',
    dismissWarning: () => setDismissed(true),
  };
}
