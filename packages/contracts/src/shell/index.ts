/*
 * The contracts' shell tier, `@creditdesk/contracts/shell` (issue 30): what the portal's first load
 * reads (the session bootstrap, the route guard, the navigation), without classic zod: the route
 * table and entitlements (plain data and checks), the session's shapes in `zod/mini`, and the
 * method, path and access of the calls the shell makes. The full contracts (`@creditdesk/contracts`)
 * build on these modules; nothing here is declared twice. eslint.config.js keeps the files the
 * portal loads at start to this tier.
 */
export * from '../access/routes.js';
export * from '../access/entitlements.js';
export * from '../access/telecheck-list-products.js';
export * from '../efts/efts-messages.js';
export { AUTHENTICATED, PUBLIC, buildPath, type Access, type HttpMethod } from '../http/endpoint.js';
export * from './session.js';
export * from '../auth/step-up-challenge.js';
