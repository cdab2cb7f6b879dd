import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER, type Endpoint, accessVerdict } from '@creditdesk/contracts';
import { batchRows } from '../db/schema/index.js';
import { ENDPOINT_REQUESTS, endpointKey } from './endpoint-requests.js';
import { type Caller, MATRIX_CALLERS, type RequestParts, type World, createWorld } from './world.js';

/**
 * The OpenAPI document as a contract for clients written elsewhere (issue 32): a client generated
 * from /api/openapi.json with openapi-typescript and openapi-fetch calls every endpoint the
 * authorization matrix calls (its request rows), as a caller the declaration allows, and each real
 * answer is checked against the document: its status is documented, its media type is one the
 * document gives for that status, and a JSON body validates (ajv, JSON Schema 2020-12, formats
 * checked) against the document's schema for it.
 */
type Content = Record<string, { schema?: unknown }>;
type Operation = { responses?: Record<string, { content?: Content }> };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };

let w: World;
let document: Document;
beforeAll(async () => {
  w = await createWorld();
  document = w.t.app.swagger() as Document;
}, 180_000); // the matrix's world: seconds alone, minutes on a machine loaded past its cores
afterAll(() => w.t.close());

/** The last answer as the server sent it (openapi-fetch reads the Response it is handed). */
type Answer = { status: number; contentType?: string; body: Buffer };
let lastAnswer: Answer | undefined;
/** read through a call: the compiler cannot see that the client's fetch set it. */
const takeAnswer = (): Answer | undefined => lastAnswer;

/** openapi-fetch's fetch: the request goes to the server in-process (Fastify's inject), all of it real but the socket. */
const injectFetch = async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const res = await w.t.app.inject({ method: request.method as 'GET', url: url.pathname + url.search, headers: Object.fromEntries(request.headers), ...(payload ? { payload } : {}) });
  lastAnswer = { status: res.statusCode, contentType: res.headers['content-type']?.toString(), body: res.rawPayload };
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
  return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
};

const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/** A caller the declaration lets through (the matrix's callers, first the standard user). */
function allowedCaller(endpoint: Endpoint): { caller: Caller; withKey: boolean } {
  const keyHolder = MATRIX_CALLERS[0]!;
  if (endpoint.access.kind === 'apiKey') return { caller: keyHolder, withKey: true };
  const caller = MATRIX_CALLERS.find(
    (c) => c.ownCompany && accessVerdict(endpoint, { authenticated: c.username !== undefined, entitlements: c.entitlements, ownCompany: true }) === 'allowed',
  );
  return { caller: caller ?? keyHolder, withKey: false };
}

/** The body as openapi-fetch sends it: JSON, a form, or multipart (the rows' { fields, file }). */
function bodyOf(parts: RequestParts): { body?: unknown; bodySerializer?: (body: unknown) => BodyInit; headers?: Record<string, string> } {
  if (parts.body === undefined) return {};
  if (parts.multipart) {
    const { fields, file } = parts.body as { fields: Record<string, unknown>; file?: { name: string; content: string; type?: string } };
    return {
      body: parts.body,
      bodySerializer: () => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.set(name, typeof value === 'string' ? value : JSON.stringify(value));
        if (file) form.set('file', new Blob([file.content], { type: file.type ?? 'text/csv' }), file.name);
        return form;
      },
    };
  }
  if (parts.form) {
    return {
      body: parts.body,
      bodySerializer: (body) => new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  return { body: parts.body };
}

describe('the OpenAPI document as a contract', () => {
  it('generates a typed client with real type names', async () => {
    const types = astToString(await openapiTS(document as never));
    for (const name of ['User', 'Group', 'CreditReport', 'Batch', 'ErrorBody']) expect(types).toMatch(new RegExp(`\\n\\s+${name}: \\{`));
    expect(types).toContain('"/api/consumers/batchs/submission": {');
  });

  it('holds for the real answer of every endpoint the authorization matrix calls', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats.default(ajv);
    ajv.addFormat('binary', true);
    ajv.addSchema({ ...document, $id: 'openapi.json' });
    const client = createClient<never>({ baseUrl: 'http://creditdesk.test', fetch: injectFetch });

    const differences: string[] = [];
    let answers = 0;
    for (const endpoint of w.t.app.endpoints) {
      const key = endpointKey(endpoint);
      const { caller, withKey } = allowedCaller(endpoint);
      const parts = await ENDPOINT_REQUESTS[key]!(w, caller);
      const headers: Record<string, string> = { ...(parts.headers ?? {}) };
      if (!withKey) delete headers[API_KEY_HEADER];
      if (caller.username && !headers.authorization) headers.authorization = `Bearer ${await w.tokenOf(caller.username)}`;
      const { body, bodySerializer, headers: bodyHeaders } = bodyOf(parts);
      const path = openApiPath(endpoint.path);
      lastAnswer = undefined;
      await (client as unknown as { request: (method: string, path: string, init: object) => Promise<unknown> }).request(endpoint.method, path, {
        params: { path: parts.params ?? {}, query: parts.query ?? {} },
        headers: { ...headers, ...bodyHeaders },
        ...(body !== undefined ? { body, ...(bodySerializer ? { bodySerializer } : {}) } : {}),
        parseAs: 'text',
      });
      const answer = takeAnswer();
      if (!answer) throw new Error(`${key}: the client sent nothing`);
      answers++;
      const text = answer.body;
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      const status = String(answer.status);
      const documented = operation?.responses?.[status] ?? operation?.responses?.default;
      const at = `${key} as ${caller.name}: ${status}`;
      if (!documented) {
        differences.push(`${at} is not documented (${text.toString().slice(0, 160)})`);
        continue;
      }
      const mediaType = answer.contentType?.split(';')[0]?.trim();
      const content = documented.content ?? {};
      if (text.length === 0 || !mediaType) {
        if (Object.keys(content).length > 0 && text.length > 0) differences.push(`${at} has a body without a media type`);
        continue;
      }
      if (!(mediaType in content) && !('*/*' in content)) {
        differences.push(`${at} answers ${mediaType}, documented ${Object.keys(content).join(', ') || 'no body'}`);
        continue;
      }
      if (mediaType === 'application/json') {
        const statusKey = operation?.responses?.[status] ? status : 'default';
        const pointer = `openapi.json#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${endpoint.method.toLowerCase()}/responses/${statusKey}/content/application~1json/schema`;
        const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
        if (!validate(JSON.parse(text.toString()))) differences.push(`${at} body: ${ajv.errorsText(validate.errors)}`);
      } else if (mediaType === 'application/pdf' && !text.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
        differences.push(`${at} is documented as a PDF but is not one`);
      }
    }
    console.log(`openapi contract: ${answers} real answers of ${w.t.app.endpoints.length} endpoints checked, ${differences.length} differing`);
    expect(differences).toEqual([]);
  }, 600_000); // 198 calls and their schemas: about 50 s on a loaded two-core machine (docs/benchmarks.md)
});

/** A port of this project's range (docs/decisions.md, issue 32): the real server, over a real socket. */
const HTTP_PORT = Number(process.env.CONTRACT_TEST_PORT ?? 41601);

describe('DELETE /reportinquries/{id}/batchs through the real server', () => {
  it('removes the row from its batch and answers the spec’s words; a second delete is not found', async () => {
    const address = await w.t.app.listen({ port: HTTP_PORT + (process.env.TEST_DB === 'pg' ? 1 : 0), host: '127.0.0.1' });
    const { params } = await ENDPOINT_REQUESTS['DELETE /reportinquries/:id/batchs']!(w, MATRIX_CALLERS[1]!);
    const rowId = params!.id!;
    const [row] = await w.t.database.db.select({ batchId: batchRows.batchId }).from(batchRows).where(eq(batchRows.id, rowId));
    const authorization = `Bearer ${await w.tokenOf('demo.user')}`;
    const rowsBefore = await rowCount(address, row!.batchId, authorization);

    const deleted = await fetch(`${address}/api/reportinquries/${rowId}/batchs`, { method: 'DELETE', headers: { authorization } });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await deleted.json()).toEqual({ message: '1 Report was successfully deleted' });
    expect(await rowCount(address, row!.batchId, authorization)).toBe(rowsBefore - 1);

    const again = await fetch(`${address}/api/reportinquries/${rowId}/batchs`, { method: 'DELETE', headers: { authorization } });
    expect(again.status).toBe(404);
  });
});

/** The batch's rows as its page of rows says (GET …/pages, every status). */
async function rowCount(address: string, batchId: string, authorization: string): Promise<number> {
  const res = await fetch(`${address}/api/reportinquiries/extract/customers/${w.demo}/batch/${batchId}/pages?pageSize=100`, { headers: { authorization } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { totalElements: number }).totalElements;
}
