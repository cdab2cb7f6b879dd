import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER, API_SCOPE_NAMES, type Endpoint, accessVerdict, domainOpenToClients, scopesOf, tenancyOf } from '@creditdesk/contracts';
import { ENDPOINT_REQUESTS, endpointKey } from './endpoint-requests.js';
import { type Caller, CLIENT_CALLERS, MATRIX_CALLERS, type World, createWorld } from './world.js';

/**
 * The authorization matrix (issue 10): every endpoint the server registers × anonymous, a standard
 * user, an admin holding each single entitlement, and another company's administrator, with real
 * object ids of Demo Lending. The expected answer of each cell is read from the endpoint's own
 * declaration (its access rule and tenancy, in packages/contracts) by `accessVerdict`; any
 * difference fails. A refusal must be exactly the declared status; an allowed call must not be
 * refused as unauthenticated, nor answer 5xx. API-key endpoints are also called with their key.
 * The machine column (issue 34): an API client holding every scope, of Demo Lending and of the other
 * company, is let in only where an endpoint declares a scope (persons only otherwise).
 */
const CALLERS = [...MATRIX_CALLERS, ...CLIENT_CALLERS];
let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

type Cell = { endpoint: string; caller: string; expected: string; got: number; body: string };

const keyHolder: Caller = { name: 'anonymous', entitlements: [], ownCompany: true };

/**
 * An allowed call may still fail on its merits (a wrong password, a bad refresh token, a business
 * rule), but a call that needs a token is never refused as unauthenticated, and a call declared
 * free of other companies' data never refuses another company's admin as if it were.
 */
function allowedAnswer(endpoint: Endpoint, caller: Caller, status: number, body: string): boolean {
  if (endpoint.access.kind === 'public') return true;
  if (status === 401) return false;
  // an API client let in by the declaration is never refused by the guard's scope check
  if (caller.client && status === 403 && /"error":"(insufficient_scope|unauthorized_client)"/.test(body)) return false;
  return !(status === 403 && !caller.ownCompany);
}

async function runCell(endpoint: Endpoint, caller: Caller, withKey: boolean): Promise<Cell> {
  const row = ENDPOINT_REQUESTS[endpointKey(endpoint)];
  const parts = await row(w, caller);
  // no caller of the matrix holds an API key: the key rides only on the key-holder's cell
  const headers = { ...(parts.headers ?? {}) };
  if (!withKey) delete headers[API_KEY_HEADER];
  const res = await w.send(endpoint, { ...parts, headers }, caller);
  const verdict = accessVerdict(endpoint, {
    authenticated: caller.username !== undefined || caller.client === true,
    apiKey: withKey,
    entitlements: caller.entitlements,
    ownCompany: caller.ownCompany,
    ...(caller.client ? { clientScopes: API_SCOPE_NAMES } : {}),
  });
  const ok = res.statusCode < 500 && (verdict === 'allowed' ? allowedAnswer(endpoint, caller, res.statusCode, res.body) : res.statusCode === verdict);
  return { endpoint: endpointKey(endpoint), caller: withKey ? 'API key holder' : caller.name, expected: String(verdict), got: ok ? -1 : res.statusCode, body: ok ? '' : res.body.slice(0, 200) };
}

describe('the authorization matrix', () => {
  it('has a request row and a declared tenancy for every registered endpoint', () => {
    const endpoints = w.t.app.endpoints;
    expect(endpoints.length).toBeGreaterThan(70);
    expect(endpoints.filter((e) => !ENDPOINT_REQUESTS[endpointKey(e)]).map(endpointKey), 'endpoints without a row in security/endpoint-requests.ts').toEqual([]);
    expect(endpoints.filter((e) => e.access.kind !== 'public' && e.access.kind !== 'apiKey' && !tenancyOf(e)).map(endpointKey), 'endpoints without a declared tenancy').toEqual([]);
    // a domain open to API clients: each of its endpoints says which scopes open it ([]: persons only)
    expect(endpoints.filter((e) => e.access.kind !== 'public' && e.access.kind !== 'apiKey' && domainOpenToClients(e) && e.scopes === undefined).map(endpointKey), 'endpoints without declared scopes').toEqual([]);
    const registered = new Set(endpoints.map(endpointKey));
    expect(Object.keys(ENDPOINT_REQUESTS).filter((k) => !registered.has(k)), 'rows for endpoints that are not registered').toEqual([]);
  });

  it('answers every cell as the declarations say', async () => {
    const failures: Cell[] = [];
    let cells = 0;
    for (const endpoint of w.t.app.endpoints) {
      for (const caller of CALLERS) {
        // another company's client: only where a scope lets clients in (elsewhere the own company's client shows the refusal)
        if (caller.client && !caller.ownCompany && scopesOf(endpoint).length === 0) continue;
        cells++;
        const cell = await runCell(endpoint, caller, false);
        if (cell.got !== -1) failures.push(cell);
      }
      if (endpoint.access.kind === 'apiKey') {
        cells++;
        const cell = await runCell(endpoint, keyHolder, true);
        if (cell.got !== -1) failures.push(cell);
      }
    }
    console.log(`authorization matrix: ${w.t.app.endpoints.length} endpoints × ${CALLERS.length} callers, ${cells} cells checked, ${failures.length} differing`);
    expect(failures).toEqual([]);
  }, 180_000); // 1,000 cells and more (144 endpoints × 7 callers): 30 s on PostgreSQL under load in CI
});
