import { useEffect, useState } from 'react';
import { validateMemberNumberFormat } from '@creditdesk/contracts';
import { type MemberNumberVerdict, useLazyLookupMemberNumberQuery } from '../api';

/** How long typing must pause before the server is asked. */
export const CHECK_DELAY_MS = 400;

export type MemberNumberCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid' }
  | { state: 'invalid'; message: string };

/**
 * A new account number judged as it is typed: the contracts' format rule at once, then (once the
 * format passes and typing pauses) the server's verdict (GET /membernumbers/{n}, portal.md §7 Members). An answer for
 * a value that is no longer in the field is ignored. A failed call gives no verdict: the add decides.
 */
export function useMemberNumberCheck(value: string): { formatError?: string; check: MemberNumberCheck } {
  const [lookup] = useLazyLookupMemberNumberQuery();
  const [answer, setAnswer] = useState<{ value: string; verdict: MemberNumberVerdict | null }>();
  const n = value.trim();
  const formatError = validateMemberNumberFormat(n);
  const askServer = n !== '' && !formatError;

  useEffect(() => {
    if (!askServer) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await lookup(n);
      if (current) setAnswer({ value: n, verdict: result.data ?? null });
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [askServer, n, lookup]);

  if (!askServer) return { formatError, check: { state: 'idle' } };
  if (answer?.value !== n) return { check: { state: 'checking' } };
  const { verdict } = answer;
  if (!verdict) return { check: { state: 'idle' } };
  return { check: verdict.valid ? { state: 'valid' } : { state: 'invalid', message: verdict.message ?? 'This account number can not be added.' } };
}
