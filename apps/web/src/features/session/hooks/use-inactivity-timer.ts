import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

type Options = {
  enabled: boolean;
  warningMs: number;
  logoutMs: number;
  onTimeout: () => void;
};

const ACTIVITY_EVENTS = ['click', 'keydown'] as const;

/**
 * The inactivity timer (portal.md §4). Any click or key press restarts it. After `warningMs` without
 * activity the warning opens; from then on only Stay Logged In restarts the timer, and after
 * `logoutMs` more `onTimeout` runs. Stopping the timer clears the warning.
 */
export function useInactivityTimer({ enabled, warningMs, logoutMs, onTimeout }: Options) {
  const [warningOpen, setWarningOpen] = useState(false);
  const warningRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const timeout = useEffectEvent(onTimeout);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    warningRef.current = false;
    setWarningOpen(false);
  }, []);

  const restart = useCallback(() => {
    stop();
    timer.current = setTimeout(() => {
      warningRef.current = true;
      setWarningOpen(true);
      timer.current = setTimeout(() => timeout(), logoutMs);
    }, warningMs);
  }, [stop, warningMs, logoutMs]);

  useEffect(() => {
    if (!enabled) {
      stop();
      return;
    }
    restart();
    const handleActivity = () => {
      if (!warningRef.current) restart();
    };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, handleActivity, true);
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, handleActivity, true);
      clearTimeout(timer.current);
    };
  }, [enabled, restart, stop]);

  return { warningOpen, stayLoggedIn: restart };
}
