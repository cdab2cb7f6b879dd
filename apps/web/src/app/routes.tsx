import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, type RouteObject } from 'react-router';
import { PORTAL_ROUTES, type PortalRoute } from '@creditdesk/contracts/shell';
import { PageLoading } from '../components/page-loading';
import { selectIsLoggedIn } from '../lib/auth/auth-slice';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import { DEV_OUTBOX_ROUTE } from './dev-outbox-route';

export type RouteHandle = {
  portalRoute: PortalRoute;
  /** starts loading the route's page; called for the page the portal opens on (see createAppRouter). */
  preload?: () => Promise<unknown>;
};

/*
 * Every screen is its own chunk, loaded when first opened; while it arrives the route shows
 * PageLoading. The landing page, home and the login page are imported here (the pages a visitor
 * opens first); every other screen through app/page-table.tsx, a chunk of its own holding one lazy
 * import per route, so a route added there costs the first load nothing (issue 30). Vite preloads a
 * chunk's shared imports with it.
 */
const Landing = lazyComponent(() => import('../features/home/pages/landing-page'), 'LandingPage');
const Home = lazyComponent(() => import('../features/home/pages/home-page'), 'HomePage');
const Login = lazyComponent(() => import('../features/auth/pages/login-page'), 'LoginPage');
type PageTable = typeof import('./page-table');
const loadPageTable = (): Promise<PageTable> => import('./page-table');
/** A screen from the page table, as lazyComponent wants it (a module with a `Page`). */
const fromTable = (load: (table: PageTable) => Promise<ComponentType>) => lazyComponent(() => loadPageTable().then(load).then((Page) => ({ Page })), 'Page');
const OrderSession = fromTable((table) => table.loadOrderSession());

function HomeOrLanding() {
  return useSelector(selectIsLoggedIn) ? <Home.Component /> : <Landing.Component />;
}

type Page = { render: () => ReactNode; preload: () => Promise<unknown> };
const page = (lazy: LazyComponent<object>): Page => ({ render: () => <lazy.Component />, preload: lazy.preload });

/** The pages the shell imports itself; every other route's screen comes from the page table. */
const SHELL_PAGES: Record<string, Page> = {
  // '/' opens mostly logged out: the landing page is the one preloaded there.
  '/': { render: () => <HomeOrLanding />, preload: Landing.preload },
  '/login': page(Login),
};

function pageFor(route: PortalRoute): Page {
  return SHELL_PAGES[route.path] ?? page(fromTable((table) => table.loadPage(route)));
}

/**
 * A product's order page and the report it produces share the order in progress (the form's values to
 * change and run it again, the answer shown at the report's address): one layout route around the two.
 */
const ORDER_SESSION_PATHS: ReadonlySet<string> = new Set(['/products/:key', '/reports/:inquiryId', '/kount/report']);

/**
 * The page inside its own Suspense boundary, keyed by the route: opening another route mounts a new
 * boundary, so its loading indicator shows at once instead of the old page staying on screen while the
 * router's transition waits for the chunk.
 */
const routeObject = (route: PortalRoute): RouteObject => {
  const { render, preload } = pageFor(route);
  return {
    path: route.path,
    handle: { portalRoute: route, preload } satisfies RouteHandle,
    element: (
      <RouteGuard key={route.path} route={route}>
        <Suspense fallback={<PageLoading fillViewport />}>{render()}</Suspense>
      </RouteGuard>
    ),
  };
};

/** Every path of the contracts route table, each behind the guard; unknown paths go to '/'. */
export function appRoutes(): RouteObject[] {
  const routes = [...PORTAL_ROUTES, DEV_OUTBOX_ROUTE];
  return [
    {
      element: <RootLayout />,
      children: [
        ...routes.filter((route) => !ORDER_SESSION_PATHS.has(route.path)).map(routeObject),
        {
          element: (
            <Suspense fallback={<PageLoading fillViewport />}>
              <OrderSession.Component />
            </Suspense>
          ),
          children: routes.filter((route) => ORDER_SESSION_PATHS.has(route.path)).map(routeObject),
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
