import { useMemo } from 'react';
import type { MessageStatus } from '@creditdesk/contracts';
import { messageAdded } from './messages-slice';
import { useAppDispatch } from './redux-hooks';

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * Puts an act's outcome in the global message area and scrolls up to it (portal.md §8: "The page
 * scrolls to the top"). The router clears the area on the next route change, so a page that
 * navigates after a success adds the message once it has arrived.
 */
export function usePageMessages() {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const add = (status: MessageStatus) => (content: string) => {
      dispatch(messageAdded({ status, content }));
      scrollToTop();
    };
    return { success: add('success'), error: add('error') };
  }, [dispatch]);
}
