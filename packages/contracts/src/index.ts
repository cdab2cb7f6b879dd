// The package's entry point: both the API and the portal import from here.
export * from './access/entitlements.js';
export * from './access/routes.js';
export * from './access/products.js';
export * from './common/login-codes.js';
export * from './common/messages.js';
export * from './common/error-body.js';
export * from './common/enums.js';
export * from './common/fields.js';
export * from './common/patterns.js';
export * from './common/formatters.js';
export * from './http/endpoint.js';
export * from './auth/tokens.js';
export * from './auth/auth.endpoints.js';
export * from './users/users.js';
export * from './config/client-config.js';
