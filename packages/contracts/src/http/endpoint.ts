import type { z } from 'zod';
import type { Entitlement } from '../access/entitlements.js';
import { entitlementsForRoute } from '../access/routes.js';

/**
 * Who may call an endpoint. The server's guard enforces it on every call; the SPA reads the same
 * declaration, so a rule cannot drift between the two sides.
 * - public: no token needed.
 * - authenticated: any logged-in user of any company.
 * - entitled: a logged-in user holding any of the entitlements.
 * - apiKey: no token; an active API key of the purpose in the `x-api-key` header (401 otherwise).
 *   The registration service's calls (docs/onboarding.md): the portal reads the key from
 *   GET /api/portal/config (`registrationApiKey`).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'entitled'; entitlements: readonly Entitlement[] }
  | { kind: 'apiKey'; purpose: ApiKeyPurpose };

/**
 * What an API key is for: the provider's support console, the registration service's calls, or
 * (outside production, from this machine only) reading the development outbox.
 */
export type ApiKeyPurpose = 'support' | 'registration' | 'dev-outbox';

export const PUBLIC: Access = { kind: 'public' };
export const AUTHENTICATED: Access = { kind: 'authenticated' };
export const REGISTRATION_KEY: Access = { kind: 'apiKey', purpose: 'registration' };

/** The access of a portal screen: an endpoint that serves /users is allowed exactly when /users is. */
export function accessOfRoute(path: string): Access {
  const entitlements = entitlementsForRoute(path);
  return entitlements.length === 0 ? AUTHENTICATED : { kind: 'entitled', entitlements };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint = {
  method: HttpMethod;
  /** the spec's path below /api, with :params (Fastify style). */
  path: string;
  summary: string;
  access: Access;
  /** the path parameter holding the customer id: the guard requires it to be the caller's own. */
  customerParam?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** 'form' for application/x-www-form-urlencoded bodies (the OAuth endpoints). */
  bodyEncoding?: 'json' | 'form';
  response?: Record<number, z.ZodType>;
  /**
   * Callable with a token issued while the password must be changed (a temporary or expired
   * password: claim pwd_change). Every other endpoint answers such a token 403.
   */
  allowDuringPasswordChange?: boolean;
};

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** Fills :params into an endpoint path: buildPath('/users/user/:id', { id: 'a b' }) → '/users/user/a%20b'. */
export function buildPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
