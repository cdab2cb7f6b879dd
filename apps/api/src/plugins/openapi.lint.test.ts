import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document as SpectralDocument, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATED, type Endpoint } from '@creditdesk/contracts';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { errorAnswersOf, operationIdOf } from './endpoint-schema.js';

// The OpenAPI document the server publishes (/api/openapi.json), linted as a third party would lint it:
// Redocly's `recommended` rules (the engine of `@redocly/cli lint`) and Spectral's `oas` ruleset (the
// engine of `spectral lint`), in-process and offline (the document has no external refs). Nothing is
// ignored: any error or warning of either fails the test.

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = { info?: { contact?: unknown; license?: unknown }; tags?: { name: string }[]; paths?: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };

const operationsOf = (document: Document) => Object.entries(document.paths ?? {}).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));

let t: TestApp;
beforeAll(async () => {
  // linted as it is published: at a public address (a localhost server URL is itself a warning)
  t = await createTestApp({ PUBLIC_URL: 'https://portal.creditdesk.test' });
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules and Spectral's oas ruleset with no error and no warning", async () => {
    const document = t.app.swagger() as Document;
    const source = JSON.stringify(document);
    const config = await createConfig({ extends: ['recommended'] });
    const redocly = (await lintFromString({ source, absoluteRef: 'openapi.json', config })).filter((p) => p.severity === 'error' || p.severity === 'warn');
    const spectral = new Spectral();
    spectral.setRuleset(oas as RulesetDefinition);
    // severities 0 error, 1 warning (2 information, 3 hint do not count)
    const spectralProblems = (await spectral.run(new SpectralDocument(source, Parsers.Json, 'openapi.json'))).filter((r) => r.severity <= 1);
    console.log(`openapi lint: ${operationsOf(document).length} operations; Redocly ${redocly.length} errors and warnings, Spectral ${spectralProblems.length}`);
    expect(redocly.map((p) => `redocly ${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual([]);
    expect(spectralProblems.map((r) => `spectral ${r.severity} ${r.code} ${r.path.join('/')}: ${r.message}`)).toEqual([]);
    expect(operationsOf(document).length).toBeGreaterThan(0);
  });

  it('names its contact and licence, and each domain an operation is tagged with', () => {
    const document = t.app.swagger() as Document;
    expect(document.info?.contact).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^https:/) });
    expect(document.info?.license).toMatchObject({ name: 'Proprietary' });
    const tags = new Set(document.tags?.map((tag) => tag.name));
    for (const { path, method, operation } of operationsOf(document)) {
      expect(operation.tags?.length, `${method} ${path}`).toBe(1);
      expect(tags.has(operation.tags![0]!), `${method} ${path}: ${operation.tags![0]}`).toBe(true);
      expect(operation.description?.startsWith(`${operation.summary!.replace(/[.]$/, '')}. `), `${method} ${path}: ${operation.description}`).toBe(true);
    }
  });

  it('gives every answer its real media type and a schema, and the main shapes their names', () => {
    const document = t.app.swagger() as Document;
    for (const { path, method, operation } of operationsOf(document)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        for (const [mediaType, content] of Object.entries(response.content ?? {})) {
          // '*/*' only for a stored file (its own media type), and always with its schema
          if (mediaType === '*/*') expect(content.schema, `${method} ${path} ${status}`).toEqual({ type: 'string', format: 'binary' });
          expect(content.schema, `${method} ${path} ${status} ${mediaType}`).toBeDefined();
        }
      }
    }
    const success = (path: string, method: string) => Object.keys(document.paths?.[path]?.[method]?.responses?.['200']?.content ?? {});
    expect(success('/api/audit/customers/{customerId}/report-history/download', 'get')).toEqual(['text/csv']);
    expect(success('/api/users/customers/{customerId}/download', 'post')).toEqual(['text/csv']);
    expect(success('/api/pdfs/consumercredit/download', 'post')).toEqual(['application/pdf']);
    expect(Object.keys(document.paths?.['/api/oauth2/authorize']?.get?.responses ?? {})).toContain('302');
    for (const name of ['ErrorBody', 'User', 'Group', 'CreditReport', 'Batch', 'Inquiry', 'UserStatus']) expect(document.components?.schemas, name).toHaveProperty(name);
    // a moment the server answers is documented as an RFC 3339 date-time (contracts: isoTimestamp)
    const schemas = document.components?.schemas as Record<string, { properties?: Record<string, { format?: string }> }>;
    expect(schemas.Group?.properties?.createdAt?.format).toBe('date-time');
    expect(schemas.Batch?.properties?.createdAt?.format).toBe('date-time');
  });

  it('documents a multipart body with its fields, and a date with its form', () => {
    const document = t.app.swagger() as Document;
    const submission = document.paths?.['/api/consumers/batchs/submission']?.post?.requestBody?.content?.['multipart/form-data']?.schema;
    expect(Object.keys(submission?.properties ?? {})).toEqual(expect.arrayContaining(['file', 'product', 'templateId']));
    const part = document.paths?.['/api/filetransfers/upload/fileUploadId/{id}/part/{n}']?.put?.requestBody?.content;
    expect(Object.keys(part ?? {})).toEqual(['application/octet-stream']);
    const mla = JSON.stringify(document.paths?.['/api/consumers/reports/mla']?.post?.requestBody);
    expect(mla).toContain('"format":"date"');
  });
});

describe('each operation, from its declaration', () => {
  const operation = (path: string, method: string): Operation => (t.app.swagger() as Document).paths?.[path]?.[method] ?? {};
  const codes = (op: Operation) => Object.keys(op.responses ?? {});
  const errorBody = { $ref: '#/components/schemas/ErrorBody' };

  it('a public call declares no security and, taking nothing, only the HTTP server’s own refusal (431)', () => {
    const health = operation('/api/users/health', 'get');
    expect(health.security).toEqual([]);
    expect(codes(health)).toEqual(['200', '431']);
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
