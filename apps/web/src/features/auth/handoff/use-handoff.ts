import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { selectClientConfig } from '../../../lib/client-config-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { oncePerKey } from '../once-per-key';
import { startSession } from '../session-thunks';
import { handoffApi } from './handoff-api';

export type HandoffState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'complete'; redirectMs: number }
  | { status: 'failed'; message: string };

export const HANDOFF_MESSAGES = {
  refused: 'This support link has already been used or has expired. Open a new one from the support console.',
  unavailable: 'Creditdesk could not be reached. Please try the support link again in a moment.',
  profile: 'The support session started, but the user’s profile could not be loaded. Please try again.',
} as const;

type Result = { ok: true } | { ok: false; message: string };
const redeemOnce = oncePerKey<Result>();

/**
 * Support impersonation in the agent's browser (portal.md §4 Impersonation): /login?handoff=<code>
 * is exchanged once for the support session, which is stored like any other; "impersonation
 * complete" shows, and after impersonationRedirectMs (5 s) the portal moves to '/'.
 */
export function useHandoff(): HandoffState {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { impersonationRedirectMs } = useSelector(selectClientConfig);
  const [code] = useState(() => new URLSearchParams(location.search).get('handoff'));
  const [state, setState] = useState<HandoffState>(code ? { status: 'working' } : { status: 'idle' });

  useEffect(() => {
    if (!code) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The code works once: it leaves the address bar at once, so a reload cannot present it again.
    void navigate('/login', { replace: true });
    const work = redeemOnce(code, async (): Promise<Result> => {
      try {
        const tokens = await dispatch(handoffApi.endpoints.redeemHandoff.initiate(code)).unwrap();
        const ok = await dispatch(startSession(tokens)).unwrap();
        return ok ? { ok: true } : { ok: false, message: HANDOFF_MESSAGES.profile };
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        return { ok: false, message: typeof status === 'number' ? HANDOFF_MESSAGES.refused : HANDOFF_MESSAGES.unavailable };
      }
    });
    void work.then((result) => {
      if (!active) return;
      if (!result.ok) return setState({ status: 'failed', message: result.message });
      setState({ status: 'complete', redirectMs: impersonationRedirectMs });
      timer = setTimeout(() => void navigate('/', { replace: true }), impersonationRedirectMs);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // Runs once, for the URL the page was opened with.
  }, []);

  return state;
}
