import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_SCOPE_NAMES, ENTITLEMENTS, type Endpoint, type Entitlement, PORTAL_CLIENT_ID, REPORT_PRODUCTS, SUBSCRIPTION_NAMES, TELECHECK_LIST_PRODUCT_CODES, buildPath } from '@creditdesk/contracts';
import { apiClients, customerProducts, customerSubscriptions, customers, productRegistrations, userGroupMembers, userGroupProducts, userGroups, users } from '../db/schema/index.js';
import { createSession } from '../modules/auth/sessions.repository.js';
import { multipartBody } from '../testing/multipart.js';
import { ensureDevOutboxKey } from '../modules/dev/dev-outbox-key.js';
import { SANDBOX_PERSONAS } from '../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../testing/consumer-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/*
 * The world the security checks run in: the demo companies, one caller of every kind, and real
 * objects of Demo Lending to name. Tokens are minted for a fresh session per request (no login, no
 * argon2), so a call that logs out or revokes a session never disturbs the next cell.
 */

export type CallerName =
  | 'anonymous'
  | 'standard user'
  | `admin: ${Entitlement}`
  | "another company's admin"
  | 'system administrator'
  | 'API client (every scope)'
  | "another company's API client";

export type Caller = {
  name: CallerName;
  /** undefined for the anonymous caller; an API client's: its service identity's (the rows name their caller by it). */
  username?: string;
  entitlements: readonly Entitlement[];
  ownCompany: boolean;
  /** an API client holding every scope (client credentials; its company's by ownCompany), not a person. */
  client?: true;
};

/** The matrix's callers: anonymous, a standard user, an admin holding each single entitlement, another company's admin holding all. */
export const MATRIX_CALLERS: Caller[] = [
  { name: 'anonymous', entitlements: [], ownCompany: true },
  { name: 'standard user', username: 'demo.user', entitlements: [], ownCompany: true },
  ...ENTITLEMENTS.map((e): Caller => ({ name: `admin: ${e}`, username: `mx.${e}`, entitlements: [e], ownCompany: true })),
  { name: "another company's admin", username: 'other.admin', entitlements: [...ENTITLEMENTS], ownCompany: false },
];

/**
 * The matrix's machine column (issue 34): an API client of Demo Lending holding every scope, and one
 * of the other company. An endpoint opens to it only by its declared scopes (persons only without).
 */
export const CLIENT_CALLERS: Caller[] = [
  { name: 'API client (every scope)', username: 'apiclient.matrixown', entitlements: [], ownCompany: true, client: true },
  { name: "another company's API client", username: 'apiclient.matrixother', entitlements: [], ownCompany: false, client: true },
];

/** Every right in Demo Lending: the fuzz calls as this one, so that it gets past the guard. */
export const SYSADMIN: Caller = { name: 'system administrator', username: 'demo.sysadmin', entitlements: [...ENTITLEMENTS], ownCompany: true };

export type RequestParts = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** the body is form-encoded (the OAuth endpoints). */
  form?: boolean;
  /** the body is { fields, file? }, sent as multipart/form-data (batch files); any other body (the fuzz's) is sent as JSON. */
  multipart?: boolean;
  headers?: Record<string, string>;
};

export type RawOverride = { url?: string; payload?: string; contentType?: string };

export type World = {
  t: TestApp;
  demo: string;
  second: string;
  inquiryId: string;
  devOutboxKey: string;
  /** a support API key (SUPPORT_API_KEYS) for impersonation. */
  supportKey: string;
  /** a new Standard user of Demo Lending, for calls that change or remove the user they name. */
  freshUser(): Promise<string>;
  /** a new report of Demo Lending (ordered by demo.user), for calls that delete it. */
  freshInquiry(): Promise<string>;
  /** a new user group of Demo Lending, for calls that change or remove it. */
  freshGroup(): Promise<string>;
  /** a new account number of Demo Lending. */
  freshAccountNumber(): Promise<string>;
  /** an access token of an API client holding every scope, of Demo Lending or of the other company. */
  clientToken(ownCompany: boolean): Promise<string>;
  /** an access token of a fresh session of the user (the benchmark reuses one), with a second factor proven now; `freshFactor: false`: a password-only session (step-up acts answer 401). */
  tokenOf(username: string, options?: { freshFactor?: boolean }): Promise<string>;
  /** the request as `caller`, with a token of a fresh session (unless the parts carry an authorization); `raw` replaces the URL or the payload (and its content type) as sent. */
  send(endpoint: Endpoint, parts: RequestParts, caller: Caller, raw?: RawOverride): Promise<LightMyRequestResponse>;
};

const suffix = () => randomBytes(4).toString('hex');

/** A multipart body from { fields, file? } when the body has that shape. */
function multipartOf(body: unknown) {
  if (body === null || typeof body !== 'object' || !('fields' in body)) return undefined;
  const { fields, file } = body as { fields: unknown; file?: { name: string; content: string } };
  if (fields === null || typeof fields !== 'object') return undefined;
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]));
  return multipartBody(text, file && typeof file.content === 'string' ? file : undefined);
}

export async function createWorld(): Promise<World> {
  const supportKey = `cdsk_support_matrix_${randomBytes(24).toString('hex')}`;
  const t = await createTestApp({ LOGIN_IP_ATTEMPTS_PER_MINUTE: '1000000', REGISTRATION_ATTEMPTS_PER_MINUTE: '1000000', API_CLIENT_CALLS_PER_MINUTE: '1000000', SUPPORT_API_KEYS: supportKey });
  const { db } = t.database;
  const companyId = async (name: string) => (await db.select({ id: customers.id }).from(customers).where(eq(customers.name, name)))[0].id;
  const demo = await companyId('Demo Lending');
  const second = await companyId('Second Bank');
  const devOutboxKey = (await ensureDevOutboxKey(db, t.config))!;

  // an Admin user of Demo Lending for each single entitlement, in the Administrators group (which grants the products)
  const [admins] = await db.select({ id: userGroups.id }).from(userGroups).where(and(eq(userGroups.customerId, demo), eq(userGroups.name, 'Administrators')));
  for (const e of ENTITLEMENTS) {
    const [row] = await db
      .insert(users)
      .values({ customerId: demo, username: `mx.${e}`, email: `mx.${e}@demolending.example`, firstName: 'Matrix', lastName: e, role: 'adminuser', entitlements: [e] })
      .returning({ id: users.id });
    await db.insert(userGroupMembers).values({ groupId: admins.id, userId: row.id });
  }

  // the other company holds and grants every product (and the TeleCheck lists) too, so its admin is refused for the tenancy alone
  const beyondCcr = [...new Set([...REPORT_PRODUCTS.map((p) => p.code), ...Object.values(TELECHECK_LIST_PRODUCT_CODES).flat()])].filter((code) => code !== 'CCR');
  await db.insert(customerProducts).values(beyondCcr.map((productCode) => ({ customerId: second, productCode })));
  const [secondGroup] = await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.customerId, second));
  await db.insert(userGroupProducts).values(beyondCcr.map((productCode) => ({ groupId: secondGroup.id, productCode })));
  // with the registrations eIDcompare and eIDverifier need (portal.md §3)
  await db.insert(productRegistrations).values([{ customerId: second, registration: 'eidCompare' }, { customerId: second, registration: 'eidVerifier' }]);
  // and its features (the input templates need 'storage'), for the same reason
  await db.insert(customerSubscriptions).values(SUBSCRIPTION_NAMES.map((subscriptionName) => ({ customerId: second, subscriptionName })));

  const tokenOf = async (username: string, { freshFactor = true } = {}) => {
    const [u] = await db.select().from(users).where(eq(users.username, username));
    // with a second factor proven at sign-in, so step-up acts (Endpoint.stepUp) are judged by their access rule alone
    const session = await createSession(db, { userId: u.id, customerId: u.customerId, expiresAt: new Date(Date.now() + 3_600_000), ...(freshFactor ? { factorAmr: ['pwd', 'otp'] } : {}) });
    const tokens = await t.app.ctx.tokens.issue(
      { userId: u.id, customerId: u.customerId, username: u.username, role: u.role, entitlements: u.entitlements, email: u.email, firstName: u.firstName, lastName: u.lastName },
      session,
      PORTAL_CLIENT_ID,
      'unused-refresh-token',
    );
    return tokens.access_token;
  };

  // an API client of each company holding every scope, with its service identity (modules/api-clients)
  const clientTokens = new Map<boolean, Promise<string>>();
  const clientToken = (ownCompany: boolean) => {
    if (!clientTokens.has(ownCompany)) {
      clientTokens.set(ownCompany, (async () => {
        const customerId = ownCompany ? demo : second;
        const username = `apiclient.matrix${ownCompany ? 'own' : 'other'}`;
        const [identity] = await db.insert(users).values({ customerId, username, email: `${username}@api-clients.invalid`, firstName: 'API client', lastName: 'Matrix', role: 'apiclient', deletedAt: new Date() }).returning({ id: users.id });
        const [client] = await db.insert(apiClients).values({ customerId, userId: identity.id, name: 'Matrix', scopes: [...API_SCOPE_NAMES], createdBy: 'matrix' }).returning({ id: apiClients.id });
        return t.app.ctx.tokens.signClient({ id: client.id, customerId, scope: API_SCOPE_NAMES.join(' ') }, 3600);
      })());
    }
    return clientTokens.get(ownCompany)!;
  };

  const send: World['send'] = async (endpoint, parts, caller, raw = {}) => {
    const query = parts.query ? `?${new URLSearchParams(parts.query)}` : '';
    const headers: Record<string, string> = { ...(parts.headers ?? {}) };
    if (caller.client && !headers.authorization) headers.authorization = `Bearer ${await clientToken(caller.ownCompany)}`;
    if (caller.username && !headers.authorization) headers.authorization = `Bearer ${await tokenOf(caller.username)}`;
    let payload: InjectOptions['payload'];
    const upload = parts.multipart ? multipartOf(parts.body) : undefined;
    if (upload) {
      Object.assign(headers, upload.headers);
      payload = upload.payload;
    } else if (parts.body !== undefined) {
      if (parts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        // a form carries text: other values (the fuzz's) are sent as their JSON text
        const fields = parts.body !== null && typeof parts.body === 'object' && !Array.isArray(parts.body) ? Object.entries(parts.body) : [['body', parts.body]];
        payload = new URLSearchParams(fields.map(([k, v]): [string, string] => [String(k), typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(parts.body);
      }
    }
    if (raw.payload !== undefined) {
      payload = raw.payload;
      headers['content-type'] = raw.contentType ?? 'application/json';
    }
    return t.app.inject({ method: endpoint.method, url: raw.url ?? `/api${buildPath(endpoint.path, parts.params ?? {})}${query}`, headers, payload });
  };

  const asSysadmin = (method: Endpoint['method'], path: string, body: unknown) =>
    send({ method, path, summary: '', access: { kind: 'authenticated' } }, { body }, SYSADMIN);

  const freshInquiry = async () => {
    const thick = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
    const res = await send({ method: 'POST', path: '/consumers/reports/acrov6', summary: '', access: { kind: 'authenticated' } }, { body: pullAgain(consumerRequest(thick)) }, MATRIX_CALLERS[1]);
    if (res.statusCode !== 200) throw new Error(`ordering a report failed: ${res.body}`);
    return (res.json() as { inquiryId: string }).inquiryId;
  };

  return {
    t,
    demo,
    second,
    devOutboxKey,
    supportKey,
    tokenOf,
    clientToken,
    inquiryId: await freshInquiry(),
    send,
    freshInquiry,
    async freshUser() {
      const username = `target_${suffix()}`;
      await db.insert(users).values({ customerId: demo, username, email: `${username}@demolending.example`, firstName: 'Tara', lastName: 'Target', role: 'enduser' });
      return username;
    },
    async freshGroup() {
      const groupName = `Group ${suffix()}`;
      const res = await asSysadmin('POST', '/orchestrator/users/groups', { groupName, privilege: 'standard', productList: ['CCR'] });
      if (res.statusCode !== 200) throw new Error(`creating a group failed: ${res.body}`);
      return groupName;
    },
    async freshAccountNumber() {
      const memberNumber = String(700_000_000 + Math.floor(Math.random() * 99_999_999));
      const res = await asSysadmin('POST', `/customers/${demo}/members`, { memberNumber, name: 'Matrix account' });
      if (res.statusCode !== 200) throw new Error(`creating an account number failed: ${res.body}`);
      return memberNumber;
    },
  };
}
