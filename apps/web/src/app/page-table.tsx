import type { ComponentType } from 'react';
import { LOGIN_ERROR_PAGES, PORTAL_ROUTES, type PortalRoute } from '@creditdesk/contracts/shell';
import { DEV_OUTBOX_ROUTE } from './dev-outbox-route';

/*
 * Which screen each route of the table shows, one lazy import per route (issue 30). This module is a
 * chunk of its own, loaded with the first page that is not the landing page, home or the login page
 * (app/routes.tsx): adding a route here, by hand or by the product generator, costs the portal's
 * first load nothing (e2e/first-load-budget.e2e.ts proves the shell never names these chunks).
 * A screen reading its own path gets it as `path`.
 */
type Page = () => Promise<ComponentType>;

/** The screen `name` of the module `load` imports, given `props`. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K, props: object = {}): Page {
  return () =>
    load().then((module) => {
      const Screen = module[name] as ComponentType<object>;
      const Bound = () => <Screen {...props} />;
      Bound.displayName = String(name);
      return Bound;
    });
}

/** The routes of the table whose path starts with `prefix`, each showing the screen by its path. */
const byPath = (prefix: string, screen: (path: string) => Page) =>
  Object.fromEntries(PORTAL_ROUTES.filter((r) => r.path.startsWith(prefix)).map((r) => [r.path, screen(r.path)]));

const audit = page(() => import('../features/audit/pages/audit-page'), 'AuditPage');

const PAGES: Record<string, Page> = {
  '/forgot-password': page(() => import('../features/password-reset/pages/forgot-password-page'), 'ForgotPasswordPage'),
  '/registration': page(() => import('../features/registration/pages/registration-page'), 'RegistrationPage'),
  '/registration/complete': page(() => import('../features/registration/pages/registration-complete-page'), 'RegistrationCompletePage'),
  '/migration/sso': page(() => import('../features/migration/pages/migration-page'), 'MigrationPage'),
  '/migration/success': page(() => import('../features/migration/pages/migration-success-page'), 'MigrationSuccessPage'),
  '/profile': page(() => import('./profile-route'), 'ProfileRoute'),
  '/products': page(() => import('../features/reports/pages/products-page'), 'ProductsPage'),
  '/products/several': page(() => import('../features/reports/pages/multi-order-page'), 'MultiOrderPage'),
  '/products/:key': page(() => import('../features/reports/pages/order-page'), 'OrderPage'),
  '/my-reports': page(() => import('../features/my-reports/pages/my-reports-page'), 'MyReportsPage'),
  '/help': page(() => import('../features/help/pages/help-page'), 'HelpPage'),
  // Audit Logs: one screen whose tabs are routes of their own (the page reads the tab from its path)
  ...byPath('/audit-report', () => audit),
  '/reports/:inquiryId': page(() => import('../features/my-reports/pages/report-page'), 'ReportPage'),
  '/kount/report': page(() => import('../reports/products/kount/kount-report-page'), 'KountReportPage'),
  '/telecheck/collections-negatives': page(() => import('../features/telecheck-lists/pages/telecheck-lists-page'), 'TelecheckListsPage'),
  '/users': page(() => import('../features/users/pages/users-page'), 'UsersPage'),
  '/users/add': page(() => import('../features/users/pages/add-user-page'), 'AddUserPage'),
  '/users/edit': page(() => import('../features/users/pages/edit-user-page'), 'EditUserPage'),
  '/user-groups': page(() => import('../features/user-groups/pages/user-groups-page'), 'UserGroupsPage'),
  '/user-groups/add': page(() => import('../features/user-groups/pages/add-user-group-page'), 'AddUserGroupPage'),
  '/user-groups/edit': page(() => import('../features/user-groups/pages/edit-user-group-page'), 'EditUserGroupPage'),
  '/account-numbers': page(() => import('../features/account-numbers/pages/account-numbers-page'), 'AccountNumbersPage'),
  '/account-numbers/add': page(() => import('../features/account-numbers/pages/add-account-number-page'), 'AddAccountNumberPage'),
  '/account-numbers/edit': page(() => import('../features/account-numbers/pages/edit-account-number-page'), 'EditAccountNumberPage'),
  // the product configurations' three screens (issue 17): one module, each screen shown by its path
  ...byPath('/product-configuration', (path) => page(() => import('../features/product-configurations/pages/product-configuration-screen'), 'ProductConfigurationScreen', { path })),
  '/product-registration': page(() => import('../features/product-registrations/pages/product-registration-page'), 'ProductRegistrationPage'),
  '/company': page(() => import('../features/company/pages/company-settings-page'), 'CompanySettingsPage'),
  '/api-clients': page(() => import('../features/api-clients/pages/api-clients-page'), 'ApiClientsPage'),
  '/webhooks': page(() => import('../features/webhooks/pages/webhooks-page'), 'WebhooksPage'),
  '/config-engine': page(() => import('../features/config-engine/pages/config-engine-page'), 'ConfigEnginePage'),
  '/subscription': page(() => import('../features/subscription/pages/features-page'), 'FeaturesPage'),
  '/compliance/ofac-cases': page(() => import('../features/compliance/pages/ofac-cases-page'), 'OfacCasesPage'),
  '/compliance/ofac-cases/:caseId': page(() => import('../features/compliance/pages/ofac-case-page'), 'OfacCasePage'),
  '/batch': page(() => import('../features/batches/pages/create-batch-page'), 'CreateBatchPage'),
  '/batch/:batchId': page(() => import('../features/batches/pages/batch-page'), 'BatchPage'),
  // the four input-template screens: one module, each shown by its path
  ...byPath('/batch/input-templates/', (path) => page(() => import('../features/batch-templates/pages/template-pages'), 'TemplatePage', { path })),
  '/file-transfer': page(() => import('../features/file-transfer/pages/file-transfer-pages'), 'FileTransferPage'),
  '/file-transfer/:system': page(() => import('../features/file-transfer/pages/file-transfer-pages'), 'FileTransferSystemPage'),
  '/file-transfer/:system/:folder': page(() => import('../features/file-transfer/pages/file-transfer-pages'), 'FileTransferFolderPage'),
  '/letters': page(() => import('../features/letters/pages/letters-page'), 'LettersPage'),
  '/reports/:inquiryId/letter': page(() => import('../features/letters/pages/create-letter-page'), 'CreateLetterPage'),
  '/letter-templates': page(() => import('../features/letters/pages/letter-templates-page'), 'LetterTemplatesPage'),
  '/letter-templates/:eletterId': page(() => import('../features/letters/pages/template-page'), 'TemplatePage'),
  [DEV_OUTBOX_ROUTE.path]: page(() => import('../features/dev-outbox/pages/dev-outbox-page'), 'DevOutboxPage'),
  ...Object.fromEntries(LOGIN_ERROR_PAGES.map((name) => [`/login-error/${name}`, page(() => import('../features/auth/pages/login-error-page'), 'LoginErrorPage', { page: name })])),
};

/** The paths this table gives a screen of their own (the rest show a 'coming' note). */
export const PATHS_WITH_SCREENS: readonly string[] = Object.keys(PAGES);

/** Loads the screen of a route: its own, or the title and a 'coming' note for a route not built yet. */
export function loadPage(route: PortalRoute): Promise<ComponentType> {
  const own = PAGES[route.path];
  if (own) return own();
  return route.public
    ? page(() => import('../components/public-coming-soon-page'), 'PublicComingSoonPage', { path: route.path })()
    : page(() => import('../components/coming-soon-page'), 'ComingSoonPage', { path: route.path })();
}

/** The order session's layout around a product's order page and its report (app/routes.tsx). */
export const loadOrderSession = () => import('../reports/order/order-session').then((m) => m.OrderSessionLayout);
