import { bootstrapSession } from '../lib/auth/session-bootstrap';
import { readSessionTokens } from '../lib/auth/token-storage';
import { preloadFooter } from './layout/public-layout';
import { preloadUiRoot } from './root-layout';
import type { AppRouter } from './router';
import type { RouteHandle } from './routes';
import type { AppStore } from './store';

/**
 * When React may replace the page the server sent prerendered in #root ('/', '/login': the first paint
 * without script, issue 30, apps/web/first-paint.ts). The page is what a visitor without a session sees,
 * so for one the session check runs now (it answers at once without a session) and React's first render
 * waits for the page's chunks, the theme's and the footer's: it then draws the same page in the same
 * place (no loading screen in between, no layout shift). A stored session opens another page (home,
 * the portal's chrome): the prerendered one goes at once and the app starts as it does elsewhere.
 * Without a prerendered page (any other path) React renders at once.
 */
export function firstPaintTakeover(container: HTMLElement, store: AppStore, router: AppRouter): Promise<unknown> {
  if (!container.hasChildNodes()) return Promise.resolve();
  if (readSessionTokens()) {
    container.replaceChildren();
    return Promise.resolve();
  }
  void store.dispatch(bootstrapSession());
  const pages = router.state.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.());
  // a chunk that fails to load: React renders anyway, and its error handling shows the failure
  return Promise.all([preloadUiRoot(), preloadFooter(), ...pages]).catch(() => undefined);
}
