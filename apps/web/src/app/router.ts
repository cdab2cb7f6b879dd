import { createBrowserRouter, type RouteObject } from 'react-router';
import { messagesCleared } from '../lib/messages-slice';
import { appRoutes, type RouteHandle } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;
type CreateRouter = (routes: RouteObject[]) => AppRouter;
type Dispatcher = { dispatch: (action: { type: string }) => unknown };

/**
 * portal.md §2: the global message area is cleared on every route change. It happens when the router
 * commits the new location, so a page may add a message once its navigation has finished.
 */
export function clearMessagesOnRouteChange(router: AppRouter, store: Dispatcher) {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    store.dispatch(messagesCleared());
  });
}

export function createAppRouter(store: Dispatcher, create: CreateRouter = createBrowserRouter) {
  const router = create(appRoutes());
  // The page the portal opens on starts loading with the session check, not after it.
  for (const match of router.state.matches) void (match.route.handle as RouteHandle | undefined)?.preload?.().catch(() => undefined);
  clearMessagesOnRouteChange(router, store);
  return router;
}
