import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { passwordChangeCompleted, selectAuth } from '../../../lib/auth/auth-slice';
import { messageAdded, messagesCleared } from '../../../lib/messages-slice';
import { passwordChangeResult, passwordTransportError } from '../../../lib/password-change-outcome';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { useChangeOwnPasswordMutation } from '../api';

/** portal.md §8: after 3003 (locked out, sessions revoked) the user is logged out after 1 second. */
export const FORCED_LOGOUT_DELAY_MS = 1000;

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * The password change of My Profile: the answer becomes a message in the message area and the page
 * scrolls to the top (portal.md §4, §8). A session that had to change its password continues to '/'.
 */
export function useChangePassword(onLogout: () => void) {
  const [change] = useChangeOwnPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { username, passwordChangeRequired } = useSelector(selectAuth);
  const [pending, setPending] = useState(false);
  const logoutTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(logoutTimer.current), []);

  const say = (status: 'success' | 'error', content: string) => {
    dispatch(messagesCleared());
    dispatch(messageAdded({ status, content }));
    scrollToTop();
  };

  /** Resolves true when the password was changed (the form then empties). */
  const submit = async (currentPassword: string, newPassword: string): Promise<boolean> => {
    setPending(true);
    const answer = await change({ userName: username, currentPassword, newPassword });
    setPending(false);
    if (answer.error) {
      say('error', passwordTransportError(answer.error));
      return false;
    }
    const result = passwordChangeResult(answer.data, 'MY_PROFILE');
    if (result.forceLogout) {
      setPending(true); // nothing more to do here: the session has been revoked
      logoutTimer.current = setTimeout(onLogout, FORCED_LOGOUT_DELAY_MS);
    }
    if (result.status === 'success' && passwordChangeRequired) {
      dispatch(passwordChangeCompleted());
      await navigate('/');
      say('success', result.message);
      return true;
    }
    say(result.status, result.message);
    return result.status === 'success';
  };

  return { submit, pending };
}
