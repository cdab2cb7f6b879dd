import { useEffect, useState } from 'react';
import { MESSAGES, validateUserIdFormat } from '@creditdesk/contracts';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { userFormApi } from '../user-form-api';

export type UserNameCheck =
  | { state: 'idle' | 'available' | 'unknown'; message?: undefined }
  | { state: 'checking'; message?: undefined }
  | { state: 'invalid' | 'taken'; message: string };

type Answer = { name: string; exists: boolean | undefined };

export const USER_NAME_CHECK_DELAY_MS = 300;

/**
 * portal.md §5, the User ID checked on every change: empty is no error; the format (contracts'
 * validateUserIdFormat) is judged at once; a well-formed ID is then asked of the server after a
 * short pause. An answer for an ID the input no longer holds is dropped (the effect that asked has
 * been cleaned up), so a slow answer for "jane" cannot mark "jane2" taken.
 */
export function useUserNameCheck(value: string, enabled = true): UserNameCheck {
  const dispatch = useAppDispatch();
  const [answer, setAnswer] = useState<Answer>();
  const formatError = enabled ? validateUserIdFormat(value) : undefined;
  const ask = enabled && value !== '' && !formatError;

  useEffect(() => {
    if (!ask) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      const request = dispatch(userFormApi.endpoints.checkUserName.initiate(value, { subscribe: false, forceRefetch: true }));
      request
        .unwrap()
        .then((data) => current && setAnswer({ name: value, exists: data.exists }))
        // the server decides at submit anyway; a check that failed does not block the form
        .catch(() => current && setAnswer({ name: value, exists: undefined }));
    }, USER_NAME_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ask, value, dispatch]);

  if (!enabled || value === '') return { state: 'idle' };
  if (formatError) return { state: 'invalid', message: formatError };
  if (answer?.name !== value) return { state: 'checking' };
  if (answer.exists === undefined) return { state: 'unknown' };
  return answer.exists ? { state: 'taken', message: MESSAGES.userId.taken } : { state: 'available' };
}
