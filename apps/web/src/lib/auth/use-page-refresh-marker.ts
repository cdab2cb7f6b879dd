import { useEffect } from 'react';
import { SESSION_KEYS } from './storage-keys';

/**
 * While logged in, leaving the page (a reload, or typing an address) leaves a marker behind, so the
 * next start knows it is a browser page refresh and shows the short 'refreshing' state (portal.md §4).
 */
export function usePageRefreshMarker(loggedIn: boolean) {
  useEffect(() => {
    if (!loggedIn) return;
    const mark = () => sessionStorage.setItem(SESSION_KEYS.pageRefreshMarker, String(Date.now()));
    window.addEventListener('pagehide', mark);
    return () => window.removeEventListener('pagehide', mark);
  }, [loggedIn]);
}
