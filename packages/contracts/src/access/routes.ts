import { TELECHECK_ANY_LIST_PRODUCT_CODES } from './telecheck-list-products.js';
import type { Entitlement } from './entitlements.js';
import type { ProductCode } from './products.js';

/**
 * The portal's route table (portal.md §2 and §6). The SPA's route guard and drawer read it,
 * and API endpoints that serve a screen take their entitlements from it, so the rule is written once.
 */
export type PortalRoute = {
  /** the path; a segment `:name` stands for any one segment (`/reports/:inquiryId`). */
  path: string;
  title: string;
  /** any-of: the route is allowed if the user holds one of these. Empty: any logged-in user. */
  entitlements: readonly Entitlement[];
  /** true: reachable without logging in (landing, login, forgot-password, login-error and migration pages). */
  public?: boolean;
  /** a subscription the company must hold for the route to be enabled. */
  subscription?: string;
  /**
   * Who may open it, in words: a logged-in user whose entitlements do not open it is told this on the
   * page instead of being sent home (other screens link to it, so people who may not open it can
   * follow a link there).
   */
  refusal?: string;
  /** the route needs file transfer from one of the user's groups (isFileTransportAuthorized): hidden and closed without it. */
  fileTransfer?: true;
  /**
   * any-of: the route needs one of these products from the user's groups (productList): hidden and
   * closed without it (as a route the entitlements do not open). The server checks the grant on every call.
   */
  products?: readonly ProductCode[];
};

const PM: readonly Entitlement[] = ['productmanagementadmin'];
const UM: readonly Entitlement[] = ['usermanagementadmin'];
const SA: readonly Entitlement[] = ['securityadmin'];

const OFAC_CASES_REFUSAL = "OFAC review cases are decided by your company's compliance users: those holding the Security administrator right.";

export const LOGIN_ERROR_PAGES = [
  'warning',
  'blocked',
  'location',
  'recertification',
  'company-inactive',
  'user-inactive',
  'user-revoked',
  'user-retry',
  'requested-access',
  'sso-configured',
  'sso-not-configured',
  'generic',
] as const;
export type LoginErrorPage = (typeof LOGIN_ERROR_PAGES)[number];

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/', title: 'Home', entitlements: [], public: true },
  { path: '/login', title: 'Log In', entitlements: [], public: true },
  { path: '/registration', title: 'Register Your Company', entitlements: [], public: true },
  { path: '/registration/complete', title: 'Registration Complete', entitlements: [], public: true },
  { path: '/migration/sso', title: 'Create New User ID', entitlements: [], public: true },
  { path: '/migration/success', title: 'User ID Created', entitlements: [], public: true },
  /** Forgot password: ask for an e-mailed code, then choose a new password (no login needed). */
  { path: '/forgot-password', title: 'Reset Your Password', entitlements: [], public: true },
  ...LOGIN_ERROR_PAGES.map((page) => ({
    path: `/login-error/${page}`,
    title: 'Login',
    entitlements: [] as Entitlement[],
    public: true,
  })),
  { path: '/profile', title: 'My Profile', entitlements: [] },
  { path: '/products', title: 'Products', entitlements: [] },
  /** Several products for one applicant in one form (issue 33); the server checks each product's grant at order time. */
  { path: '/products/several', title: 'Order Several Products', entitlements: [] },
  /** A product's order page (its key in the contracts' product registry); the server checks the grant at order time. */
  { path: '/products/:key', title: 'Order a Report', entitlements: [] },
  { path: '/my-reports', title: 'My Reports', entitlements: [] },
  /** An ordered report at its own address; the server answers only the reports the caller may read (404 otherwise). */
  { path: '/reports/:inquiryId', title: 'Report', entitlements: [] },
  /** A letter built from a stored consumer credit report (the server answers only reports the caller may read). */
  { path: '/reports/:inquiryId/letter', title: 'Create Letter', entitlements: [] },
  /** The letters tracker: adverse-action letters due (30 days after the decision) and sent; each user sees the letters they built. */
  { path: '/letters', title: 'Letters', entitlements: [] },
  { path: '/help', title: 'Help', entitlements: [] },
  /** File transfer (docs/file-transfer.md): the systems, a system's folders, a folder's inputs, outputs and uploads. */
  { path: '/file-transfer', title: 'File Transfer', entitlements: [], fileTransfer: true },
  { path: '/file-transfer/:system', title: 'File Transfer', entitlements: [], fileTransfer: true },
  { path: '/file-transfer/:system/:folder', title: 'File Transfer', entitlements: [], fileTransfer: true },
  { path: '/batch', title: 'Create Batch', entitlements: [] },
  /** A batch's progress, rows and results; the server answers only batches the caller may read (404 otherwise). */
  { path: '/batch/:batchId', title: 'Batch', entitlements: [] },
  { path: '/batch/input-templates/add-template', title: 'Create Input Template', entitlements: PM, subscription: 'storage' },
  { path: '/batch/input-templates/template-list', title: 'Input Templates', entitlements: PM, subscription: 'storage' },
  { path: '/batch/input-templates/edit-template-details', title: 'Edit Input Template Details', entitlements: PM, subscription: 'storage' },
  { path: '/batch/input-templates/edit-template', title: 'Edit Input Template', entitlements: PM, subscription: 'storage' },
  { path: '/users', title: 'Users', entitlements: UM },
  { path: '/users/add', title: 'Add User', entitlements: UM },
  { path: '/users/edit', title: 'Edit User', entitlements: UM },
  { path: '/user-groups', title: 'User Groups', entitlements: UM },
  { path: '/user-groups/add', title: 'Add User Group', entitlements: UM },
  { path: '/user-groups/edit', title: 'Edit User Group', entitlements: UM },
  { path: '/company', title: 'Company Settings', entitlements: SA },
  /** API clients: the company's own systems calling the API with client credentials (docs/integration.md). */
  { path: '/api-clients', title: 'API Clients', entitlements: SA },
  /** Webhooks: the company's endpoints told of its events, signed per Standard Webhooks (docs/integration.md). */
  { path: '/webhooks', title: 'Webhooks', entitlements: SA },
  { path: '/account-numbers', title: 'Account Numbers', entitlements: PM },
  { path: '/account-numbers/add', title: 'Add Account Number', entitlements: PM },
  { path: '/account-numbers/edit', title: 'Edit Account Number', entitlements: PM },
  { path: '/product-configuration', title: 'Product Configurations', entitlements: PM },
  { path: '/product-configuration/add', title: 'Add Product Configuration', entitlements: PM },
  { path: '/product-configuration/edit', title: 'Edit Product Configuration', entitlements: PM },
  { path: '/product-registration', title: 'Product Registration', entitlements: PM },
  { path: '/letter-templates', title: 'Letter Templates', entitlements: PM },
  /** A letter template's editor: 'new', or a template's id. */
  { path: '/letter-templates/:eletterId', title: 'Letter Template', entitlements: PM },
  { path: '/audit-report', title: 'Audit Logs', entitlements: SA },
  { path: '/audit-report/report-history', title: 'Audit Logs', entitlements: SA },
  /** the other four tabs of Audit Logs (reports.md §2), each at its slug (audit/audit.ts's AUDIT_TABS). */
  { path: '/audit-report/user-activity', title: 'Audit Logs', entitlements: SA },
  { path: '/audit-report/report-audit-downloads', title: 'Audit Logs', entitlements: SA },
  { path: '/audit-report/user-audit-downloads', title: 'Audit Logs', entitlements: SA },
  { path: '/audit-report/user-status-downloads', title: 'Audit Logs', entitlements: SA },
  { path: '/subscription', title: 'Features', entitlements: PM },
  { path: '/config-engine', title: 'Configuration Engine', entitlements: PM },
  { path: '/kount/report', title: 'Kount Compliance Report', entitlements: [] },
  /** The checks the company placed with TeleCheck for collection or reported as negative items, for users granted a list (TLKC, TLKN, TCCN). */
  {
    path: '/telecheck/collections-negatives',
    title: 'TeleCheck Collections and Negatives',
    entitlements: [],
    products: TELECHECK_ANY_LIST_PRODUCT_CODES,
  },
  /** The review cases OFAC hits open (docs/ofac-screening.md); a screen's report links to its case. */
  { path: '/compliance/ofac-cases', title: 'OFAC Review Cases', entitlements: SA, refusal: OFAC_CASES_REFUSAL },
  { path: '/compliance/ofac-cases/:caseId', title: 'OFAC Review Case', entitlements: SA, refusal: OFAC_CASES_REFUSAL },
];

const byPath = new Map(PORTAL_ROUTES.map((r) => [r.path, r]));
const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const withParams = PORTAL_ROUTES.filter((r) => r.path.includes('/:')).map((r) => ({ route: r, segments: segmentsOf(r.path) }));

/**
 * The route of a path: the route's own path ('/reports/:inquiryId'), or a path it stands for
 * ('/reports/6f1c…'); a literal route wins over one with parameters.
 */
export function findPortalRoute(path: string): PortalRoute | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const exact = byPath.get(clean);
  if (exact) return exact;
  const segments = segmentsOf(clean);
  return withParams.find(
    (candidate) => candidate.segments.length === segments.length && candidate.segments.every((part, i) => part.startsWith(':') || part === segments[i]),
  )?.route;
}

/** The entitlements that open a route (any-of); empty when any logged-in user may open it. */
export function entitlementsForRoute(path: string): readonly Entitlement[] {
  const route = findPortalRoute(path);
  if (!route) throw new Error(`unknown portal route ${path}`);
  return route.entitlements;
}

/** portal.md §6: a listed route is allowed if any of the user's entitlements lists it; unlisted routes are open. */
export function hasAnyEntitlement(held: readonly Entitlement[], required: readonly Entitlement[]): boolean {
  return required.length === 0 || required.some((e) => held.includes(e));
}

export function canOpenRoute(path: string, held: readonly Entitlement[]): boolean {
  const route = findPortalRoute(path);
  if (!route) return false;
  return route.public === true || hasAnyEntitlement(held, route.entitlements);
}

/** A route that needs a subscription (the input templates need 'storage') is enabled only with it. */
export function hasRouteSubscription(route: PortalRoute, subscriptions: readonly string[]): boolean {
  return !route.subscription || subscriptions.includes(route.subscription);
}

/** A route that needs a product (the TeleCheck lists) opens for a user whose groups grant one of them. */
export function hasRouteProduct(route: PortalRoute, productList: readonly string[]): boolean {
  return !route.products || route.products.some((code) => productList.includes(code));
}

/** Entitlements (any-of) and the route's subscription: what the route guard and the server both check. */
export function canEnterRoute(path: string, held: readonly Entitlement[], subscriptions: readonly string[]): boolean {
  const route = findPortalRoute(path);
  return route !== undefined && canOpenRoute(path, held) && hasRouteSubscription(route, subscriptions);
}
