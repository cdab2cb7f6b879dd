import { PRODUCT_FAMILIES, type ProductFamily } from '../reports/products/families.js';

/**
 * The scopes an API client (a lender's own system, OAuth 2.0 client credentials) may be given. Each
 * endpoint a machine may call declares the scopes that open it (Endpoint.scopes); the guard, the
 * OpenAPI document (the client-credentials flow's scopes and each operation's) and the API clients
 * screen read this one list. What only a person may do (passwords, user administration,
 * impersonation, company settings) has no scope at all.
 */
/** One order scope per product family (the registry's `family`); `reports:order` opens every family. */
type OrderFamilyScope = `reports:order:${ProductFamily}`;

export const API_SCOPES = {
  'reports:order': 'Order reports of every product family the company holds (a permissible purpose stated per call)',
  ...(Object.fromEntries(
    Object.entries(PRODUCT_FAMILIES).map(([family, name]) => [`reports:order:${family}`, `Order only ${name.toLowerCase()} reports (of the products the company holds)`]),
  ) as Record<OrderFamilyScope, string>),
  'reports:read': 'Read stored reports and their PDFs',
  'batches:write': 'Submit, confirm and rerun batches',
  'batches:read': "Read batches' progress, rows and results",
  'audit:read': 'Read the audit trail and download it as CSV',
} as const;

export type ApiScope = keyof typeof API_SCOPES;
export const API_SCOPE_NAMES = Object.keys(API_SCOPES) as [ApiScope, ...ApiScope[]];

/** The OAuth 2.0 security scheme of machine clients in the OpenAPI document. */
export const CLIENT_CREDENTIALS_SCHEME = 'clientCredentials';
/** The scopes whose calls take an Idempotency-Key (orders and batch calls). */
export const IDEMPOTENT_SCOPES: readonly ApiScope[] = ['reports:order', 'batches:write'];
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The scopes that open a product's order calls: every family's (reports:order) or its own family's. */
export const orderScopesOf = (family: ProductFamily): ApiScope[] => ['reports:order', `reports:order:${family}`];
