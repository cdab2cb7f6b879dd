import { Suspense, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, type RouteObject } from 'react-router';
import { LOGIN_ERROR_PAGES, PORTAL_ROUTES, type LoginErrorPage as LoginErrorPageName, type PortalRoute } from '@creditdesk/contracts';
import { PageLoading } from '../components/page-loading';
import { selectIsLoggedIn } from '../lib/auth/auth-slice';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';

export type RouteHandle = {
  portalRoute: PortalRoute;
  /** starts loading the route's page; called for the page the portal opens on (see createAppRouter). */
  preload?: () => Promise<unknown>;
};

/*
 * Every screen is its own chunk (issue 12: the first load carries the shell only), loaded when first
 * opened; while it arrives the route shows PageLoading. Vite preloads a chunk's shared imports with it.
 */
const Landing = lazyComponent(() => import('../features/home/pages/landing-page'), 'LandingPage');
const Home = lazyComponent(() => import('../features/home/pages/home-page'), 'HomePage');
const Login = lazyComponent(() => import('../features/auth/pages/login-page'), 'LoginPage');
const ForgotPassword = lazyComponent(() => import('../features/password-reset/pages/forgot-password-page'), 'ForgotPasswordPage');
// registration and the page after it share one chunk, as do the migration and its page after (one import each: the first-load budget)
const loadRegistration = () => import('./registration-screens');
const Registration = lazyComponent(loadRegistration, 'RegistrationPage');
const RegistrationComplete = lazyComponent(loadRegistration, 'RegistrationCompletePage');
const loadMigration = () => import('./migration-screens');
const Migration = lazyComponent(loadMigration, 'MigrationPage');
const MigrationSuccess = lazyComponent(loadMigration, 'MigrationSuccessPage');
// My Profile, Help and the login outcome pages share one chunk, Company Settings and Audit Logs another (app/*-screens.ts: one import each, for the first-load budget)
const loadAccountScreens = () => import('./account-screens');
const Profile = lazyComponent(loadAccountScreens, 'ProfileRoute');
const Help = lazyComponent(loadAccountScreens, 'HelpPage');
const LoginError = lazyComponent(loadAccountScreens, 'LoginErrorPage');
const ProductConfigurations = lazyComponent(loadAccountScreens, 'ProductConfigurationScreen');
const Products = lazyComponent(() => import('../features/reports/pages/products-page'), 'ProductsPage');
const Order = lazyComponent(() => import('../features/reports/pages/order-page'), 'OrderPage');
const MyReports = lazyComponent(() => import('../features/my-reports/pages/my-reports-page'), 'MyReportsPage');
// a report's page and the letters' entry (the letters' four screens, each shown by its path): one chunk
const loadReportScreens = () => import('./report-screens');
const Report = lazyComponent(loadReportScreens, 'ReportPage');
const Letters = lazyComponent(loadReportScreens, 'LetterScreen');
// the company administration's screens: one chunk, one import (app/admin-screens.ts)
const loadAdminScreens = () => import('./admin-screens');
const Users = lazyComponent(loadAdminScreens, 'UsersPage');
const AddUser = lazyComponent(loadAdminScreens, 'AddUserPage');
const EditUser = lazyComponent(loadAdminScreens, 'EditUserPage');
const UserGroups = lazyComponent(loadAdminScreens, 'UserGroupsPage');
const AddUserGroup = lazyComponent(loadAdminScreens, 'AddUserGroupPage');
const EditUserGroup = lazyComponent(loadAdminScreens, 'EditUserGroupPage');
const AccountNumbers = lazyComponent(loadAdminScreens, 'AccountNumbersPage');
const AddAccountNumber = lazyComponent(loadAdminScreens, 'AddAccountNumberPage');
const EditAccountNumber = lazyComponent(loadAdminScreens, 'EditAccountNumberPage');
const Features = lazyComponent(loadAdminScreens, 'FeaturesPage');
const loadSecurityScreens = () => import('./security-screens');
const CompanySettings = lazyComponent(loadSecurityScreens, 'CompanySettingsPage');
const Audit = lazyComponent(loadSecurityScreens, 'AuditPage');
const ConfigEngine = lazyComponent(loadSecurityScreens, 'ConfigEnginePage');
const loadComplianceScreens = () => import('./compliance-screens');
const OfacCases = lazyComponent(loadComplianceScreens, 'OfacCasesPage');
const OfacCase = lazyComponent(loadComplianceScreens, 'OfacCasePage');
// the two batch screens share one chunk (one import, one list of its chunks, in this file)
const loadBatchPages = () => import('./batch-screens');
const CreateBatch = lazyComponent(loadBatchPages, 'CreateBatchPage');
const Batch = lazyComponent(loadBatchPages, 'BatchPage');
const Templates = lazyComponent(loadBatchPages, 'TemplatePage');
// the three file-transfer screens: one chunk (app/file-transfer-screens.ts)
const loadFileTransferScreens = () => import('./file-transfer-screens');
const FileTransfer = lazyComponent(loadFileTransferScreens, 'FileTransferPage');
const FileTransferSystem = lazyComponent(loadFileTransferScreens, 'FileTransferSystemPage');
const FileTransferFolder = lazyComponent(loadFileTransferScreens, 'FileTransferFolderPage');
const ProductRegistration = lazyComponent(loadAccountScreens, 'ProductRegistrationPage');
const DevOutbox = lazyComponent(() => import('../features/dev-outbox/pages/dev-outbox-page'), 'DevOutboxPage');
const ComingSoon = lazyComponent(() => import('../components/coming-soon-page'), 'ComingSoonPage');
const PublicComingSoon = lazyComponent(() => import('../components/public-coming-soon-page'), 'PublicComingSoonPage');
const OrderSession = lazyComponent(() => import('../reports/order/order-session'), 'OrderSessionLayout');
const KountReport = lazyComponent(loadReportScreens, 'KountReportPage');
const TelecheckLists = lazyComponent(loadReportScreens, 'TelecheckListsPage');

function HomeOrLanding() {
  return useSelector(selectIsLoggedIn) ? <Home.Component /> : <Landing.Component />;
}

/**
 * Development only, not in the contracts' route table: the e-mails the server kept. The page asks the
 * server, and where the server has no outbox (production answers 404) it goes to '/' like an unknown path.
 */
export const DEV_OUTBOX_ROUTE: PortalRoute = { path: '/dev/outbox', title: 'Development outbox', entitlements: [], public: true };

type Page = { render: () => ReactNode; preload: () => Promise<unknown> };
const page = <P extends object>(lazy: LazyComponent<P>, props: P): Page => ({ render: () => <lazy.Component {...props} />, preload: lazy.preload });
const loginErrorPage = (name: LoginErrorPageName): Page => page(LoginError, { page: name });

/** Screens built so far; every other route of the table shows its title and a 'coming' note. */
const PAGES: Record<string, Page> = {
  // '/' opens mostly logged out: the landing page is the one preloaded there.
  '/': { render: () => <HomeOrLanding />, preload: Landing.preload },
  '/login': page(Login, {}),
  '/forgot-password': page(ForgotPassword, {}),
  '/registration': page(Registration, {}),
  '/registration/complete': page(RegistrationComplete, {}),
  '/migration/sso': page(Migration, {}),
  '/migration/success': page(MigrationSuccess, {}),
  '/profile': page(Profile, {}),
  '/products': page(Products, {}),
  '/products/:key': page(Order, {}),
  '/my-reports': page(MyReports, {}),
  '/help': page(Help, {}),
  '/audit-report': page(Audit, {}),
  '/audit-report/report-history': page(Audit, {}),
  '/audit-report/:tab': page(Audit, {}),
  '/reports/:inquiryId': page(Report, {}),
  '/kount/report': page(KountReport, {}),
  '/telecheck/collections-negatives': page(TelecheckLists, {}),
  '/users': page(Users, {}),
  '/users/add': page(AddUser, {}),
  '/users/edit': page(EditUser, {}),
  '/user-groups': page(UserGroups, {}),
  '/user-groups/add': page(AddUserGroup, {}),
  '/user-groups/edit': page(EditUserGroup, {}),
  '/account-numbers': page(AccountNumbers, {}),
  '/account-numbers/add': page(AddAccountNumber, {}),
  '/account-numbers/edit': page(EditAccountNumber, {}),
  ...Object.fromEntries(PORTAL_ROUTES.filter((r) => r.path.startsWith('/product-configuration')).map((r) => [r.path, page(ProductConfigurations, { path: r.path })])),
  '/product-registration': page(ProductRegistration, {}),
  '/company': page(CompanySettings, {}),
  '/config-engine': page(ConfigEngine, {}),
  '/subscription': page(Features, {}),
  '/compliance/ofac-cases': page(OfacCases, {}),
  '/compliance/ofac-cases/:caseId': page(OfacCase, {}),
  '/batch': page(CreateBatch, {}),
  '/batch/:batchId': page(Batch, {}),
  '/file-transfer': page(FileTransfer, {}),
  '/file-transfer/:system': page(FileTransferSystem, {}),
  '/file-transfer/:system/:folder': page(FileTransferFolder, {}),
  // the four input-template screens: one chunk, each shown by its path
  ...Object.fromEntries(PORTAL_ROUTES.filter((r) => r.path.startsWith('/batch/input-templates/')).map((r) => [r.path, page(Templates, { path: r.path })])),
  ...Object.fromEntries(PORTAL_ROUTES.filter((r) => r.path.includes('/letter')).map((r) => [r.path, page(Letters, { path: r.path })])),
  [DEV_OUTBOX_ROUTE.path]: page(DevOutbox, {}),
  ...Object.fromEntries(LOGIN_ERROR_PAGES.map((name) => [`/login-error/${name}`, loginErrorPage(name)])),
};

function pageFor(route: PortalRoute): Page {
  return PAGES[route.path] ?? (route.public ? page(PublicComingSoon, { path: route.path }) : page(ComingSoon, { path: route.path }));
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
