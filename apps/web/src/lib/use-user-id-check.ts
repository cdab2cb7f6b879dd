import { useEffect, useRef, useState } from 'react';
import { MESSAGES, validateUserIdFormat } from '@creditdesk/contracts';

export type UserIdCheck =
  | { state: 'idle' | 'available' | 'unknown'; message?: undefined }
  | { state: 'checking'; message?: undefined }
  | { state: 'invalid' | 'taken'; message: string };

/** Asks the server whether a well-formed User ID is taken (admin, registration or migration endpoint). */
export type IsUserIdTaken = (userId: string) => Promise<boolean>;

type Answer = { name: string; exists: boolean | undefined };

export const USER_ID_CHECK_DELAY_MS = 300;

/**
 * portal.md §5, a User ID checked on every change: empty is no error; the format (contracts'
 * validateUserIdFormat) is judged at once; a well-formed ID is then asked of the server (`isTaken`)
 * after a short pause. An answer for an ID the input no longer holds is dropped (the effect that
 * asked has been cleaned up), so a slow answer for "jane" cannot mark "jane2" taken. A check that
 * fails is 'unknown': the server decides at submit anyway.
 */
export function useUserIdCheck(value: string, isTaken: IsUserIdTaken, enabled = true): UserIdCheck {
  const [answer, setAnswer] = useState<Answer>();
  // the latest check, without making a new function per render restart the pause
  const isTakenRef = useRef(isTaken);
  useEffect(() => {
    isTakenRef.current = isTaken;
  }, [isTaken]);
  const formatError = enabled ? validateUserIdFormat(value) : undefined;
  const ask = enabled && value !== '' && !formatError;

  useEffect(() => {
    if (!ask) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      isTakenRef
        .current(value)
        .then((exists) => current && setAnswer({ name: value, exists }))
        .catch(() => current && setAnswer({ name: value, exists: undefined }));
    }, USER_ID_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ask, value]);

  if (!enabled || value === '') return { state: 'idle' };
  if (formatError) return { state: 'invalid', message: formatError };
  if (answer?.name !== value) return { state: 'checking' };
  if (answer.exists === undefined) return { state: 'unknown' };
  return answer.exists ? { state: 'taken', message: MESSAGES.userId.taken } : { state: 'available' };
}

/** The check is settled and does not forbid going on (Continue, Next, Submit). */
export const userIdCheckBlocks = (check: UserIdCheck) => check.state === 'checking' || check.state === 'invalid' || check.state === 'taken';
