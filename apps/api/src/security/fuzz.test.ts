import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '@creditdesk/contracts';
import { ENDPOINT_REQUESTS, endpointKey } from './endpoint-requests.js';
import { mutate, seededRandom } from './mutations.js';
import { SYSADMIN, type World, createWorld } from './world.js';

/**
 * Schema-driven fuzz of every endpoint (issue 10): each endpoint's well-formed request, mutated from
 * its contract (wrong types, NUL and other control characters, 1 MB strings, huge numbers, bad JSON,
 * JSON nested up to 100,000 levels, wrong content types, path traversal, extra fields, wrong shapes,
 * missing fields), sent by a caller holding every right of the company so the guard lets it through.
 * Zero 5xx, no stack trace or internal detail in any body, and every status the endpoint answers is
 * one its OpenAPI document lists.
 *
 * Bounded by a count, not by time: FUZZ_RUNS requests per endpoint, one test per endpoint, each with
 * its own generator seeded by FUZZ_SEED and the endpoint (the same requests whatever runs before it:
 * `-t 'POST /oauth2/token'` replays one endpoint's), and a time allowance per request far above what
 * one needs on a loaded two-core machine. A larger run on demand:
 *   FUZZ_RUNS=400 FUZZ_SEED=7 npx vitest run --project api apps/api/src/security/fuzz.test.ts
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/**
 * One endpoint's budget: its sample (which may order a report) and RUNS requests. The slowest request
 * measured under a load of 14 on two cores took 6 s (the first OFAC screen loads the list), the mean
 * 10 ms; 2 s a request and 30 s for the rest leave a wide margin without hiding a hang.
 */
const ENDPOINT_BUDGET_MS = 30_000 + RUNS * 2_000;

/** What an answer must never show: stack frames, source paths, SQL, driver names. */
const INTERNAL = [/\bat \S+ \(.*:\d+:\d+\)/, /node_modules/, /\/src\/.*\.ts/, /Failed query/i, /\bselect\b.*\bfrom\b/i, /drizzle|pglite|node-postgres/i, /SQLSTATE|syntax error at or near/i];

/**
 * Answers of the HTTP layer itself, the same for every endpoint (docs/security.md): a body over the
 * limit, a body of a media type the server does not read, a path parameter over 100 characters.
 */
const TRANSPORT = [413, 414, 415];

/** FNV-1a of the endpoint's key, mixed with the seed: each endpoint its own reproducible sequence. */
function seedOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h ^ SEED) >>> 0;
}

let w: World;
let documented: Record<string, Record<string, Record<string, unknown>>>;
beforeAll(async () => {
  w = await createWorld();
  documented = (w.t.app.swagger() as unknown as { paths: typeof documented }).paths;
});
let sent = 0;
let fiveHundreds = 0;
afterAll(async () => {
  console.log(`fuzz: ${Object.keys(ENDPOINT_REQUESTS).length} endpoints, ${sent} requests sent (seed ${SEED}, ${RUNS} each), ${fiveHundreds} 5xx seen`);
  await w?.t.close();
});

type Finding = { mutation: string; status: number; problem: string; body: string };

describe(`schema-driven fuzz: ${RUNS} hostile requests per endpoint (seed ${SEED})`, () => {
  it.each(Object.keys(ENDPOINT_REQUESTS))('%s answers without a 5xx, an internal detail or an undocumented status', async (key) => {
    const endpoint = w.t.app.endpoints.find((e) => endpointKey(e) === key);
    expect(endpoint, `${key} is not registered`).toBeDefined();
    if (!endpoint) return;
    const r = seededRandom(seedOf(key));
    const findings: Finding[] = [];
    const sample = await ENDPOINT_REQUESTS[key](w, SYSADMIN);
    const responses = documented[`/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`]?.[endpoint.method.toLowerCase()]?.responses ?? {};
    // One session for the endpoint's requests (minting one per request was half the fuzz's time); a
    // fresh one after any answer that may have ended it: a success (a logout, a password change) or a 401.
    let token: string | undefined;
    for (let i = 0; i < RUNS; i++) {
      const m = mutate(sample, endpoint, r);
      const raw = m.raw ?? {};
      const url = raw.url !== undefined ? `/api${buildPath(endpoint.path, m.parts.params ?? {})}${raw.url}` : undefined;
      token ??= await w.tokenOf(SYSADMIN.username!);
      const parts = m.parts.headers?.authorization ? m.parts : { ...m.parts, headers: { ...m.parts.headers, authorization: `Bearer ${token}` } };
      const res = await w.send(endpoint, parts, SYSADMIN, { url, payload: raw.payload, contentType: raw.contentType });
      sent++;
      if (res.statusCode < 400 || res.statusCode === 401) token = undefined;
      // a 5xx only where the endpoint documents it as an answer of its own (readiness: 503 while not ready)
      const fault = res.statusCode >= 500 && !Object.hasOwn(responses, String(res.statusCode));
      const problem =
        fault
          ? 'a 5xx answer'
          : INTERNAL.some((re) => re.test(res.body))
            ? 'an internal detail in the body'
            : res.statusCode >= 400 && !Object.hasOwn(responses, String(res.statusCode)) && !TRANSPORT.includes(res.statusCode)
              ? `status ${res.statusCode} is not in its OpenAPI answers (${Object.keys(responses).join(', ')})`
              : undefined;
      if (fault) fiveHundreds++;
      if (problem) findings.push({ mutation: m.name, status: res.statusCode, problem, body: res.body.slice(0, 300) });
    }
    expect(findings).toEqual([]);
  }, ENDPOINT_BUDGET_MS);
});
