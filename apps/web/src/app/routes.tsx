import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, type RouteObject } from 'react-router';
import { LOGIN_ERROR_PAGES, PORTAL_ROUTES, type PortalRoute } from '@creditdesk/contracts';
import { ComingSoonPage } from '../components/coming-soon-page';
import { PublicComingSoonPage } from '../components/public-coming-soon-page';
import { AccountNumbersPage } from '../features/account-numbers/pages/account-numbers-page';
import { AddAccountNumberPage } from '../features/account-numbers/pages/add-account-number-page';
import { EditAccountNumberPage } from '../features/account-numbers/pages/edit-account-number-page';
import { LoginErrorPage } from '../features/auth/pages/login-error-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { CompanySettingsPage } from '../features/company/pages/company-settings-page';
import { DevOutboxPage } from '../features/dev-outbox/pages/dev-outbox-page';
import { HomePage } from '../features/home/pages/home-page';
import { LandingPage } from '../features/home/pages/landing-page';
import { MigrationPage } from '../features/migration/pages/migration-page';
import { MigrationSuccessPage } from '../features/migration/pages/migration-success-page';
import { MyReportsPage } from '../features/my-reports/pages/my-reports-page';
import { ReportPage } from '../features/my-reports/pages/report-page';
import { ForgotPasswordPage } from '../features/password-reset/pages/forgot-password-page';
import { RegistrationCompletePage } from '../features/registration/pages/registration-complete-page';
import { RegistrationPage } from '../features/registration/pages/registration-page';
import { OrderPage } from '../features/reports/pages/order-page';
import { ProductsPage } from '../features/reports/pages/products-page';
import { FeaturesPage } from '../features/subscription/pages/features-page';
import { AddUserGroupPage } from '../features/user-groups/pages/add-user-group-page';
import { EditUserGroupPage } from '../features/user-groups/pages/edit-user-group-page';
import { UserGroupsPage } from '../features/user-groups/pages/user-groups-page';
import { AddUserPage } from '../features/users/pages/add-user-page';
import { EditUserPage } from '../features/users/pages/edit-user-page';
import { UsersPage } from '../features/users/pages/users-page';
import { selectIsLoggedIn } from '../lib/auth/auth-slice';
import { OrderSessionLayout } from '../reports/order/order-session';
import { ProfileRoute } from './profile-route';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';

export type RouteHandle = { portalRoute: PortalRoute };

function HomeOrLanding() {
  return useSelector(selectIsLoggedIn) ? <HomePage /> : <LandingPage />;
}

/**
 * Development only, not in the contracts' route table: the e-mails the server kept. The page asks the
 * server, and where the server has no outbox (production answers 404) it goes to '/' like an unknown path.
 */
export const DEV_OUTBOX_ROUTE: PortalRoute = { path: '/dev/outbox', title: 'Development outbox', entitlements: [], public: true };

/** Screens built so far; every other route of the table shows its title and a 'coming' note. */
const PAGES: Record<string, () => ReactNode> = {
  '/': () => <HomeOrLanding />,
  '/login': () => <LoginPage />,
  '/forgot-password': () => <ForgotPasswordPage />,
  '/registration': () => <RegistrationPage />,
  '/registration/complete': () => <RegistrationCompletePage />,
  '/migration/sso': () => <MigrationPage />,
  '/migration/success': () => <MigrationSuccessPage />,
  '/profile': () => <ProfileRoute />,
  '/products': () => <ProductsPage />,
  '/products/:key': () => <OrderPage />,
  '/my-reports': () => <MyReportsPage />,
  '/reports/:inquiryId': () => <ReportPage />,
  '/users': () => <UsersPage />,
  '/users/add': () => <AddUserPage />,
  '/users/edit': () => <EditUserPage />,
  '/user-groups': () => <UserGroupsPage />,
  '/user-groups/add': () => <AddUserGroupPage />,
  '/user-groups/edit': () => <EditUserGroupPage />,
  '/account-numbers': () => <AccountNumbersPage />,
  '/account-numbers/add': () => <AddAccountNumberPage />,
  '/account-numbers/edit': () => <EditAccountNumberPage />,
  '/company': () => <CompanySettingsPage />,
  '/subscription': () => <FeaturesPage />,
  [DEV_OUTBOX_ROUTE.path]: () => <DevOutboxPage />,
  ...Object.fromEntries(LOGIN_ERROR_PAGES.map((page) => [`/login-error/${page}`, () => <LoginErrorPage page={page} />])),
};

function pageFor(route: PortalRoute): ReactNode {
  const page = PAGES[route.path];
  if (page) return page();
  return route.public ? <PublicComingSoonPage path={route.path} /> : <ComingSoonPage path={route.path} />;
}

/**
 * A product's order page and the report it produces share the order in progress (the form's values to
 * change and run it again, the answer shown at the report's address): one layout route around the two.
 */
const ORDER_SESSION_PATHS: ReadonlySet<string> = new Set(['/products/:key', '/reports/:inquiryId']);

const routeObject = (route: PortalRoute): RouteObject => ({
  path: route.path,
  handle: { portalRoute: route } satisfies RouteHandle,
  element: <RouteGuard route={route}>{pageFor(route)}</RouteGuard>,
});

/** Every path of the contracts route table, each behind the guard; unknown paths go to '/'. */
export function appRoutes(): RouteObject[] {
  const routes = [...PORTAL_ROUTES, DEV_OUTBOX_ROUTE];
  return [
    {
      element: <RootLayout />,
      children: [
        ...routes.filter((route) => !ORDER_SESSION_PATHS.has(route.path)).map(routeObject),
        { element: <OrderSessionLayout />, children: routes.filter((route) => ORDER_SESSION_PATHS.has(route.path)).map(routeObject) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
