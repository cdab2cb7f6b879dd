import type { Endpoint } from './endpoint.js';

/**
 * The API's domains: each operation of the OpenAPI document is tagged with one (Swagger UI groups by
 * them; generated clients split by them). `clients`: the domain is open to API clients, so each of
 * its endpoints declares its scopes (Endpoint.scopes, [] for persons only). An endpoint belongs to the first domain one of whose path
 * prefixes its path starts with, unless its declaration names its own (Endpoint.domain).
 */
export const API_DOMAINS = [
  { name: 'Sign-in', description: 'Tokens, single sign-on, one-time codes, passwords and consents', prefixes: ['/oauth2', '/.well-known', '/token', '/login', '/cognito', '/consent'] },
  { name: 'Portal', description: 'The portal’s public configuration, health, help and the sandbox', prefixes: ['/portal', '/users/health', '/health', '/help', '/sandbox', '/dev'] },
  { name: 'Registration', description: 'Company registration, user migration and name checks', prefixes: ['/customer/', '/customer', '/generateuser', '/migrateuser', '/migration', '/exits', '/legacy'] },
  { name: 'Users', description: 'User administration: users, their status, groups and re-certification', prefixes: ['/users', '/orchestrator/users', '/orchestrator/products/users'] },
  { name: 'Groups', description: 'User groups and the products they grant', prefixes: ['/usergroups'] },
  { name: 'Company', description: 'The company, its subscriptions, billing and account numbers', prefixes: ['/customers', '/billing', '/membernumber', '/membernumbers', '/orchestrator/products/membernumber'] },
  { name: 'Product configurations', description: 'Product configurations, registrations and data-source connections', prefixes: ['/products', '/orchestrator/products', '/product-registrations', '/reportconfig'] },
  { name: 'Reports', description: 'Ordering reports and reading, deleting and downloading stored ones', prefixes: ['/consumers/reports', '/idfc', '/reportinquiries', '/reportinquries', '/pdfs', '/pmalerts'], clients: true },
  { name: 'Batches', description: 'Batch submissions and batch templates', prefixes: ['/consumers/batchs', '/batch'], clients: true },
  { name: 'Letters', description: 'Letter templates, reason codes and recorded letters', prefixes: ['/eletters'] },
  { name: 'TeleCheck lists', description: 'TeleCheck collection placements and negative items', prefixes: ['/telecheck'] },
  { name: 'Compliance', description: 'OFAC cases and their decisions', prefixes: ['/compliance'] },
  { name: 'File transfer', description: 'File-transfer systems, folders, uploads and downloads', prefixes: ['/efts', '/filetransfers'] },
  { name: 'Audit', description: 'The audit trail’s tabs and their CSV downloads', prefixes: ['/audit'], clients: true },
] as const;

export type ApiDomain = (typeof API_DOMAINS)[number]['name'];

const startsWithPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The domain an endpoint is documented under (its declaration's, else the first matching prefix). */
export function domainOf(endpoint: Pick<Endpoint, 'path' | 'domain'>): ApiDomain {
  if (endpoint.domain) return endpoint.domain;
  const domain = API_DOMAINS.find((d) => d.prefixes.some((prefix) => startsWithPrefix(endpoint.path, prefix)));
  if (!domain) throw new Error(`no API domain for ${endpoint.path}: add its prefix to API_DOMAINS`);
  return domain.name;
}

/** Whether API clients may call into the endpoint's domain at all (its endpoints then declare their scopes). */
export function domainOpenToClients(endpoint: Pick<Endpoint, 'path' | 'domain'>): boolean {
  const name = domainOf(endpoint);
  const domain = API_DOMAINS.find((d) => d.name === name);
  return domain !== undefined && 'clients' in domain && domain.clients === true;
}
