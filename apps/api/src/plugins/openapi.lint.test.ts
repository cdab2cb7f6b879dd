import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATED, type Endpoint } from '@creditdesk/contracts';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { errorAnswersOf, operationIdOf } from './endpoint-schema.js';

// The OpenAPI document the server publishes (/api/openapi.json), linted with Redocly's `recommended`
// rules by the engine of `@redocly/cli lint`, in-process and offline (the document has no external refs).

type Operation = {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = { paths?: Record<string, Record<string, Operation>> };

const pointerOf = (path: string, method: string) => `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`;

/**
 * Where a recommended rule is wrong for this API, it is ignored at exactly that place (as a
 * `.redocly.lint-ignore.yaml` entry would), never switched off for the whole document.
 */
function acceptedExceptions(document: Document): Record<string, string[]> {
  const exceptions: Record<string, string[]> = {
    // Single sign-on's browser redirects: they answer 302 (to the company's provider or back to the
    // portal), or 400; never 2xx.
    'operation-2xx-response': [pointerOf('/api/oauth2/authorize', 'get'), pointerOf('/api/oauth2/callback', 'get')].map((p) => `${p}/responses`),
    // The token request is a oneOf by grant_type: 'authorization_code' and 'refresh_token' require it,
    // the password login may omit it (the portal sends none) but allows only 'password'. The schemas
    // exclude each other; the rule's heuristic only sees that one of them leaves grant_type optional.
    'no-illogical-composition-keywords': [
      `${pointerOf('/api/oauth2/token', 'post')}/requestBody/content/application~1x-www-form-urlencoded/schema/oneOf`,
    ],
    'operation-4xx-response': [],
  };
  // A public call with no parameters and no body (the portal's configuration, the token keys, the
  // OpenID configuration, health) has nothing a caller can get wrong: it answers no 4xx to document.
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.security?.length === 0 && !operation.parameters?.length && !operation.requestBody) {
        exceptions['operation-4xx-response']!.push(`${pointerOf(path, method)}/responses`);
      }
    }
  }
  return exceptions;
}

let t: TestApp;
beforeAll(async () => {
  // linted as it is published: at a public address (a localhost server URL is itself a warning)
  t = await createTestApp({ PUBLIC_URL: 'https://portal.creditdesk.test' });
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const document = t.app.swagger() as Document;
    const operations = Object.values(document.paths ?? {}).reduce((n, item) => n + Object.keys(item).length, 0);
    const absoluteRef = 'openapi.json';
    const ignore = Object.fromEntries(Object.entries(acceptedExceptions(document)).map(([rule, pointers]) => [rule, new Set(pointers)]));
    const config = await createConfig({ extends: ['recommended'] }, { ignore: { [absoluteRef]: ignore } });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef, config });

    const counted = problems.filter((p) => !p.ignored);
    const errors = counted.filter((p) => p.severity === 'error').length;
    const warnings = counted.filter((p) => p.severity === 'warn').length;
    const ignored = problems.length - counted.length;
    console.log(`openapi lint: ${operations} operations, ${errors} errors, ${warnings} warnings (${ignored} ignored where a rule does not fit, each named in openapi.lint.test.ts)`);
    expect(counted.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual([]);
    expect(operations).toBeGreaterThan(0);
  });
});

describe('each operation, from its declaration', () => {
  const operation = (path: string, method: string) => (t.app.swagger() as Document).paths?.[path]?.[method] ?? {};
  const codes = (op: Operation) => Object.keys(op.responses ?? {});
  const errorBody = { $ref: '#/components/schemas/ErrorBody' };

  it('a public call declares no security and, taking nothing, no refusal', () => {
    const health = operation('/api/users/health', 'get');
    expect(health.security).toEqual([]);
    expect(codes(health)).toEqual(['200']);
  });

  it('an entitled, customer-scoped call with a body: bearer, and 400, 401, 403, 404, 413, 415 with the shared error body', () => {
    const update = operation('/api/customers/{customerId}/members/{memberNumber}', 'put');
    expect(update.operationId).toBe('putCustomersByCustomerIdMembersByMemberNumber');
    expect(update.security).toEqual([{ bearerAuth: [] }]);
    expect(codes(update)).toEqual(['200', '400', '401', '403', '404', '413', '415']);
    for (const code of ['400', '401', '403', '404', '413', '415']) {
      expect(update.responses?.[code]?.content?.['application/json']?.schema).toEqual(errorBody);
    }
  });

  it('a call open during a password change, of no company: 401 but no 403', () => {
    const logout = operation('/api/oauth2/logout', 'get');
    expect(logout.security).toEqual([{ bearerAuth: [] }]);
    expect(codes(logout)).toEqual(['200', '401']);
  });

  it('an API-key call names the key scheme and answers 401', () => {
    const register = operation('/api/customer', 'post');
    expect(register.security).toEqual([{ apiKey: [] }]);
    expect(codes(register)).toContain('401');
  });

  it('a form-encoded body is documented as such', () => {
    const { content } = operation('/api/oauth2/token', 'post').requestBody as { content: object };
    expect(Object.keys(content)).toEqual(['application/x-www-form-urlencoded']);
  });

  it('operation ids read as method and path', () => {
    expect(operationIdOf({ method: 'GET', path: '/.well-known/openid-configuration' })).toBe('getWellKnownOpenidConfiguration');
    expect(operationIdOf({ method: 'DELETE', path: '/usergroups/customers/:customerId/group/:name' })).toBe(
      'deleteUsergroupsCustomersByCustomerIdGroupByName',
    );
  });

  it("an endpoint declared tenancy 'object' answers 404 for another company's object, even without path parameters", () => {
    const declared = { method: 'POST', path: '/things/update', summary: 'test', access: AUTHENTICATED, tenancy: 'object' } as Endpoint;
    expect(Object.keys(errorAnswersOf(declared))).toContain('404');
  });
});
