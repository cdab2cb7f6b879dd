import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_ALERT_STEPS, PORTAL_CLIENT_ID, REPORT_PRODUCTS, type ReportProduct, orderEndpointOf } from '@creditdesk/contracts';
import { apiClients, batchRows, productConfigurations, users } from '../db/schema/index.js';
import { SANDBOX_PERSONAS } from '../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../testing/consumer-requests.js';
import { dtecRequest } from '../testing/dtec-requests.js';
import { idReportRequest } from '../testing/idreport-requests.js';
import { personaRequest } from '../testing/persona-requests.js';
import { advRequest } from '../testing/adv-requests.js';
import { recoveryRequest } from '../testing/recovery-requests.js';
import { TELECHECK_ACCOUNTS, telecheckRequest } from '../testing/telecheck-requests.js';
import { recordPlacements } from '../modules/telecheck-lists/telecheck-lists.service.js';
import { caseOfInquiry } from '../modules/compliance/ofac/ofac-cases.repository.js';
import { insertBatchTemplate } from '../modules/batches/templates/batch-templates.repository.js';
import { insertEletter, insertReasonCode } from '../modules/letters/letter-templates.repository.js';
import { credentialsContext, upsertConnection } from '../modules/config-engine/config-engine.repository.js';
import { SANDBOX_DATAX_PASSWORD, SANDBOX_TWN_PASSWORD, SANDBOX_TWN_TEMPLATES } from '../datasources/sandbox/account-checks.js';
import { type Caller, MATRIX_CALLERS, type RequestParts, type World } from './world.js';
import { EFTS_REQUESTS } from './efts-requests.js';
import { EID_ENDPOINT_REQUESTS } from './eid-requests.js';
import { PM_ALERTS_REQUESTS } from './pmalerts-requests.js';
import { WEBHOOKS_REQUESTS } from './webhooks-requests.js';
import { PASSKEYS_REQUESTS } from './passkeys-requests.js';

/*
 * One well-formed request per endpoint, naming real objects of Demo Lending: the authorization
 * matrix sends it as every kind of caller, and the fuzz mutates it. An endpoint without a row here
 * fails both checks, so no new endpoint escapes them. Calls that change or remove what they name
 * get a fresh object each time, so one cell never spoils another.
 *
 * `caller` is given for the calls on "one's own" user: a caller of Demo Lending names themself, the
 * other company's admin names a user of Demo Lending (which it must not reach).
 */
export type RequestRow = (w: World, caller: Caller) => Promise<RequestParts> | RequestParts;

const thick = () => SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
/** the Recovery Report's skip (moved twice since the charge-off): its largest report. */
const skip = () => SANDBOX_PERSONAS.find((p) => p.key === 'collections')!;
/** the caller's own user name (for calls on oneself). */
const self = (caller: Caller) => caller.username ?? 'demo.user';
/** a caller of Demo Lending names themself; the other company's admin names a user of Demo Lending, whom it must not reach. */
const own = (caller: Caller) => (caller.ownCompany ? self(caller) : 'demo.user');
const pkce = {
  response_type: 'code',
  client_id: PORTAL_CLIENT_ID,
  scope: 'openid',
  state: 'matrix-state',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
};
// the matrix orders one persona again and again: each order confirms the new pull (docs/careful-pulls.md)
const order: RequestRow = () => ({ body: pullAgain(consumerRequest(thick())) });
const FIRST_SEARCH_REQUEST = { accountNumber: '100200300', criteria: { ssn: '123-45-1001' } };
const MLA_REQUEST = { accountNumber: '100200300', consumer: { firstName: 'Marcus', lastName: 'Bell', ssn: '123-45-1006', dateOfBirth: '1992-01-17' } };
const AML_REQUEST = { accountNumber: '100200300', subject: { type: 'individual', firstName: 'Oswald', lastName: 'Kresge', country: 'VE' } };
/** Kount names its caller in the body: each caller names itself and its own company (the server checks both). */
const kountRequest = (w: World, c: Caller) => ({ customerConfigurations: { userName: c.username ?? 'demo.user', customerId: c.ownCompany ? w.demo : w.second, customerReferenceNumber: '' }, accountNumber: '100200300', businessMatch: { name: 'Banco Nacional de Cuba' } });
const OFAC_REQUEST = { accountNumber: '100200300', subject: { type: 'individual', firstName: 'Joaquin', lastName: 'Guzman Loera', dateOfBirth: '1954-12-25', country: 'MX' } };
/** Several products for one applicant (issue 33): the MLA check's civilian, on no SDN list, and a credit report. */
const MULTI_ORDER_REQUEST = {
  applicant: { firstName: 'Margaret', lastName: 'Ellison', ssn: '123-45-1001', dateOfBirth: '1966-04-12', address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201', country: 'US' } },
  products: [
    { product: 'ofac', accountNumber: '100200300' },
    { product: 'mla', accountNumber: '100200300' },
    { product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' },
  ],
};
const pdf: RequestRow = (w) => ({ body: { inquiryId: w.inquiryId } });
/** ADV names its caller in the body: each caller names itself and its own company (the server checks both). */
const advOrder: RequestRow = (w, c) => ({ body: advRequest(thick(), { customerId: c.ownCompany ? w.demo : w.second, userName: c.username ?? 'demo.user' }) });
/** an ADV report of Demo Lending (ordered by demo.user), for its PDF. */
const advInquiries = new WeakMap<World, Promise<string>>();
const advInquiry = (w: World) => {
  if (!advInquiries.has(w)) {
    const endpoint = { method: 'POST' as const, path: '/consumers/reports/adv', summary: '', access: { kind: 'authenticated' as const } };
    const standard = MATRIX_CALLERS[1];
    advInquiries.set(w, (async () => {
      const res = await w.send(endpoint, (await advOrder(w, standard)) as RequestParts, standard);
      if (res.statusCode !== 200) throw new Error(`ordering an ADV report failed: ${res.body}`);
      return (res.json() as { inquiryId: string }).inquiryId;
    })());
  }
  return advInquiries.get(w)!;
};

/** an OFAC screen of Demo Lending that hit (ordered by demo.user), and its review case: a fresh one each call, as a decision closes it. */
async function ofacHit(w: World): Promise<{ inquiryId: string; caseId: string }> {
  const standard = MATRIX_CALLERS[1];
  const res = await w.send({ method: 'POST', path: '/idfc/reports/ofac', summary: '', access: { kind: 'authenticated' } }, { body: OFAC_REQUEST }, standard);
  if (res.statusCode !== 200) throw new Error(`ordering an OFAC screen failed: ${res.body}`);
  const inquiryId = (res.json() as { inquiryId: string }).inquiryId;
  const found = await caseOfInquiry(w.t.database.db, w.demo, inquiryId);
  if (!found) throw new Error('the OFAC screen opened no review case');
  return { inquiryId, caseId: found.id };
}

/** the demo's CCR configuration 'Retail consumer credit' (seed-demo.ts). */
async function demoConfiguration(w: World): Promise<string> {
  const [row] = await w.t.database.db.select({ id: productConfigurations.id }).from(productConfigurations).where(and(eq(productConfigurations.customerId, w.demo), eq(productConfigurations.name, 'Retail consumer credit')));
  return row!.id;
}

/** a fresh CCR configuration of Demo Lending on 100200301, to change or delete. */
async function freshConfiguration(w: World): Promise<string> {
  const [row] = await w.t.database.db
    .insert(productConfigurations)
    .values({ customerId: w.demo, name: `Matrix ${Math.random().toString(36).slice(2, 11)}`, productCode: 'CCR', memberNumber: '100200301', options: { scoreModel: 'fico8' } })
    .returning({ id: productConfigurations.id });
  return row!.id;
}

/** An input template of Demo Lending in its own layout (the consumer credit report's columns under other headers). */
const TEMPLATE_COLUMNS: { header: string; column: string | null }[] = [
  ['First', 'firstName'], ['Last', 'lastName'], ['Tax ID', 'ssn'], ['Born', 'dateOfBirth'], ['Street', 'addressLine1'], ['Town', 'city'], ['St', 'state'], ['Postal', 'zip'], ['Officer', null],
].map(([header, column]) => ({ header: header!, column }));
const templateBody = () => ({
  templateName: `Matrix template ${randomBytes(4).toString('hex')}`,
  description: '',
  product: 'acrov6',
  columns: TEMPLATE_COLUMNS,
  defaults: { accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' },
});
/** a new template of Demo Lending, for calls that read, change or remove it. */
/** a TeleCheck check declined on negative history (Code 4), ordered by demo.user: a report that may be placed on a list. */
const declinedTelecheck = async (w: World) =>
  (await w.send({ method: 'POST', path: '/idfc/reports/telecheck', summary: '', access: { kind: 'authenticated' } }, { body: telecheckRequest({ checkingAccountNumber: TELECHECK_ACCOUNTS.negativeHistory }) }, MATRIX_CALLERS[1])).json().inquiryId as string;
/** a new entry of Demo Lending's negatives list (as a processed input file places one), for the call that deletes it. */
const freshTelecheckEntry = async (w: World) =>
  (await recordPlacements(w.t.app.ctx, { companyId: w.demo, type: 'negatives', entries: [{ checkNumber: '2001', amount: 80, routingNumber: '021000021', checkingAccountNumber: '4000040004', consumerName: 'Dwayne Price' }], source: { kind: 'file', fileName: 'tlck_negative.txt' } })).recorded[0].id;
const freshTemplate = async (w: World) => (await insertBatchTemplate(w.t.database.db, w.demo, 'demo.admin', templateBody())).id;

/** A batch file of Demo Lending: one consumer to order and one row the dry run refuses. */
const BATCH_FILE = {
  fields: { product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' },
  file: { name: 'matrix.csv', content: 'firstName,lastName,ssn,dateOfBirth,addressLine1,city,state,zip\nJane,Sample,123-45-6789,1980-04-12,1 Main St,Columbus,OH,43004\nBad,Row,123,1980-04-12,1 Main St,Columbus,OH,43004\n' },
};
/** A fresh dry run of Demo Lending (submitted by demo.user): its id and its refused row's id. */
const freshBatch = async (w: World): Promise<{ batchId: string; rowId: string }> => {
  const submission = { method: 'POST' as const, path: '/consumers/batchs/submission', summary: '', access: { kind: 'authenticated' as const } };
  const res = await w.send(submission, { multipart: true, body: BATCH_FILE }, MATRIX_CALLERS[1]);
  if (res.statusCode !== 201) throw new Error(`submitting a batch failed: ${res.body}`);
  const batchId = (res.json() as { batch: { batchId: string } }).batch.batchId;
  const [row] = await w.t.database.db.select({ id: batchRows.id }).from(batchRows).where(and(eq(batchRows.batchId, batchId), eq(batchRows.status, 'invalid')));
  return { batchId, rowId: row.id };
};
/** one batch a world for the calls that only read it. */
const sharedBatches = new WeakMap<World, Promise<{ batchId: string; rowId: string }>>();
const sharedBatch = (w: World) => {
  if (!sharedBatches.has(w)) sharedBatches.set(w, freshBatch(w));
  return sharedBatches.get(w)!;
};

/** Letters (issue 15): templates of Demo Lending that need a score, a reason code, and a letter demo.user built from its report. */
const eletterBody = () => ({ eletterName: `Matrix letter ${randomBytes(4).toString('hex')}`, eletterType: 'Declination', scoreType: 'credit', subject: 'Your application', language: 'en', body: 'Dear {{consumer.name}},\n\n{{reasons}}' });
const freshEletter = async (w: World) => (await insertEletter(w.t.database.db, w.demo, 'demo.admin', eletterBody())).id;
const freshReasonCode = async (w: World) => (await insertReasonCode(w.t.database.db, w.demo, 'demo.admin', `MX${randomBytes(3).toString('hex')}`, { description: 'Matrix reason', bureauFactorCodes: [] })).code;
/** one template and one letter a world: the calls that name them only read them, mark it sent again or are refused its deletion (25 months). */
const sharedEletters = new WeakMap<World, Promise<string>>();
const sharedEletter = (w: World) => {
  if (!sharedEletters.has(w)) sharedEletters.set(w, freshEletter(w));
  return sharedEletters.get(w)!;
};
const letterRequest = async (w: World) => ({ inquiryId: w.inquiryId, eletterId: await sharedEletter(w), decision: 'declined', decisionDate: new Date().toISOString().slice(0, 10) });
const sharedLetters = new WeakMap<World, Promise<string>>();
const sharedLetter = (w: World) => {
  if (!sharedLetters.has(w)) {
    sharedLetters.set(w, (async () => {
      const res = await w.send({ method: 'POST', path: '/eletters/letters', summary: '', access: { kind: 'authenticated' } }, { body: await letterRequest(w) }, MATRIX_CALLERS[1]);
      if (res.statusCode !== 201) throw new Error(`building a letter failed: ${res.body}`);
      return (res.json() as { letterId: string }).letterId;
    })());
  }
  return sharedLetters.get(w)!;
};

/**
 * A product declaring its example request (contracts, `example`) needs no row below: its order sends
 * the example, its PDF the inquiry the example makes. A row below wins (a request built from the world).
 */
const exampleRows = (p: ReportProduct): [string, RequestRow][] =>
  p.example === undefined
    ? []
    : [
        [`POST ${p.order.path}`, () => ({ body: p.example })],
        [`POST ${p.pdf.path}`, async (w) => ({ body: { inquiryId: (await w.send(orderEndpointOf(p), { body: p.example }, MATRIX_CALLERS[1])).json().inquiryId } })],
      ];

/** a new API client of Demo Lending (with its service identity), for calls that change or remove it. */
async function freshApiClient(w: World): Promise<string> {
  const { db } = w.t.database;
  const username = `apiclient.${randomBytes(6).toString('hex')}`;
  const [identity] = await db.insert(users).values({ customerId: w.demo, username, email: `${username}@api-clients.invalid`, firstName: 'API client', lastName: username, role: 'apiclient', deletedAt: new Date() }).returning({ id: users.id });
  const [client] = await db.insert(apiClients).values({ customerId: w.demo, userId: identity.id, name: username, scopes: ['reports:read'], createdBy: 'matrix' }).returning({ id: apiClients.id });
  return client.id;
}

export const ENDPOINT_REQUESTS: Record<string, RequestRow> = {
  ...Object.fromEntries(REPORT_PRODUCTS.flatMap(exampleRows)),
  ...EFTS_REQUESTS,
  ...EID_ENDPOINT_REQUESTS,
  ...PASSKEYS_REQUESTS,
  ...PM_ALERTS_REQUESTS,
  ...WEBHOOKS_REQUESTS,
  // sign-in, tokens, single sign-on, configuration
  'GET /portal/config': () => ({}),
  'POST /oauth2/token': () => ({ form: true, body: { client_id: PORTAL_CLIENT_ID, userName: 'demo.user', password: 'not-the-password' } }),
  'POST /oauth2/token/refresh': () => ({ form: true, body: { client_id: PORTAL_CLIENT_ID, refresh_token: 'not-a-refresh-token' } }),
  'GET /oauth2/logout': () => ({}),
  'GET /oauth2/jwks': () => ({}),
  'GET /.well-known/openid-configuration': () => ({}),
  'GET /oauth2/authorize': (w) => ({ query: { ...pkce, redirect_uri: `${w.t.config.publicUrl}/login`, idp_identifier: 'no-such-company' } }),
  'GET /oauth2/callback': () => ({ query: { code: 'made-up', state: 'made-up' } }),
  'GET /cognito/identityproviders/identifier/details': () => ({ query: { idpIdentifier: 'no-such-company' } }),
  'POST /login/users/otp/validate': () => ({ body: { mfa_token: 'not-a-token', code: '123456', method: 'totp' } }),
  'POST /login/users/otp/email': () => ({ body: { mfa_token: 'not-a-token' } }),
  'POST /login/users/changepassword': () => ({ query: { page: 'FORGOT_PW' }, body: { userName: 'no.such.user' } }),
  'GET /users/health': () => ({}),
  'GET /health/ready': () => ({}),
  'GET /dev/outbox': (w) => ({ headers: { 'x-api-key': w.devOutboxKey } }),
  // support: consent, privacy choice, impersonation
  'POST /consent': (_w, c) => ({ body: { userName: self(c) } }),
  'DELETE /consent/delete/:user': (_w, c) => ({ params: { user: own(c) } }),
  'GET /consent': () => ({}),
  'GET /help/administrators': () => ({}),
  'GET /consent/refresh_token/:token': () => ({ params: { token: 'no-such-consent' } }),
  'PUT /users/user/:id/privacy-policy': (_w, c) => ({ params: { id: own(c) }, body: { neverDisplay: false } }),
  'GET /token': (w) => ({ query: { userName: 'demo.user', uuid: '0b6f2c1e-7d0a-4c59-9a51-7a3c2d9e8f10' }, headers: { 'x-api-key': w.supportKey } }),
  'POST /oauth2/handoff': () => ({ body: { code: 'not-a-handoff-code' } }),
  // users
  'GET /users/user/:id': (_w, c) => ({ params: { id: own(c) } }),
  'GET /products/customers/:customerId': (w) => ({ params: { customerId: w.demo } }),
  'GET /customers/:customerId/members': (w) => ({ params: { customerId: w.demo } }),
  'GET /customers/:customerId/members/download': (w) => ({ params: { customerId: w.demo }, query: { sort: 'name' } }),
  'GET /products/configurations/customers/:customerId/all': (w) => ({ params: { customerId: w.demo } }),
  'GET /sandbox/personas': () => ({}),
  // reports
  'POST /consumers/reports/acrov6': order,
  'POST /consumers/reports/nal': order,
  'POST /consumers/reports/oneviewplus': order,
  'POST /pdfs/consumercredit/download': pdf,
  'POST /pdfs/nal/download': pdf,
  'POST /pdfs/oneviewplusReport/download': pdf,
  'POST /consumers/reports/adv': advOrder,
  'POST /pdfs/adv/download': async (w) => ({ body: { inquiryId: await advInquiry(w) } }),
  'POST /consumers/reports/idreport': () => ({ body: idReportRequest(thick()) }),
  'POST /pdfs/idreport/download': async (w) => ({ body: { inquiryId: (await w.send({ method: 'POST', path: '/consumers/reports/idreport', summary: '', access: { kind: 'authenticated' } }, { body: idReportRequest(thick()) }, MATRIX_CALLERS[1])).json().inquiryId } }),
  'POST /consumers/reports/persona': () => ({ body: personaRequest(thick()) }),
  'POST /pdfs/persona/download': async (w) => ({ body: { inquiryId: (await w.send({ method: 'POST', path: '/consumers/reports/persona', summary: '', access: { kind: 'authenticated' } }, { body: personaRequest(thick()) }, MATRIX_CALLERS[1])).json().inquiryId } }),
  'POST /consumers/reports/dtec': () => ({ body: dtecRequest(thick()) }),
  'POST /pdfs/dtec/download': async (w) => ({ body: { inquiryId: (await w.send({ method: 'POST', path: '/consumers/reports/dtec', summary: '', access: { kind: 'authenticated' } }, { body: dtecRequest(thick()) }, MATRIX_CALLERS[1])).json().inquiryId } }),
  'POST /idfc/reports/ofac': () => ({ body: OFAC_REQUEST }),
  'POST /pdfs/ofac/download': async (w) => ({ body: { inquiryId: (await w.send({ method: 'POST', path: '/idfc/reports/ofac', summary: '', access: { kind: 'authenticated' } }, { body: OFAC_REQUEST }, MATRIX_CALLERS[1])).json().inquiryId } }),
  'GET /compliance/ofac/cases': () => ({ query: { status: 'open' } }),
  'GET /compliance/ofac/cases/download': () => ({ query: { status: 'open' } }),
  'GET /compliance/ofac/cases/:caseId': async (w) => ({ params: { caseId: (await ofacHit(w)).caseId } }),
  'GET /compliance/ofac/inquiries/:inquiryId/case': async (w) => ({ params: { inquiryId: (await ofacHit(w)).inquiryId } }),
  'POST /compliance/ofac/cases/:caseId/decision': async (w) => ({ params: { caseId: (await ofacHit(w)).caseId }, body: { decision: 'cleared', reason: 'Date of birth and country differ from the listed ones' } }),
  'POST /consumers/reports/mla': () => ({ body: MLA_REQUEST }),
  'POST /consumers/reports/multi': () => ({ body: pullAgain(MULTI_ORDER_REQUEST) }),
  'POST /pdfs/mla/download': async (w) => ({ body: { inquiryId: (await w.send({ method: 'POST', path: '/consumers/reports/mla', summary: '', access: { kind: 'authenticated' } }, { body: MLA_REQUEST }, MATRIX_CALLERS[1])).json().inquiryId } }),
  'POST /idfc/reports/telecheck': () => ({ body: telecheckRequest() }),
  'POST /pdfs/tele/download': async (w) => ({ body: { inquiryId: (await w.send({ method: 'POST', path: '/idfc/reports/telecheck', summary: '', access: { kind: 'authenticated' } }, { body: telecheckRequest() }, MATRIX_CALLERS[1])).json().inquiryId } }),
  'GET /telecheck/collections-negatives/customers/:customerId/reports/:type': (w) => ({ params: { customerId: w.demo, type: 'collections' }, query: { page: '1', size: '10' } }),
  'POST /telecheck/collections-negatives/customers/:customerId/reports/:type': (w) => ({ params: { customerId: w.demo, type: 'negatives' }, query: { page: '1', size: '10', fromDate: '2026-01-01', toDate: '2026-12-31' }, body: { keyWords: 'Price', userId: '' } }),
  'DELETE /telecheck/collections-negatives/:id': async (w) => ({ params: { id: await freshTelecheckEntry(w) } }),
  'POST /telecheck/collections-negatives/placements': async (w) => ({ body: { inquiryId: await declinedTelecheck(w), type: 'collections' } }),
  'GET /telecheck/collections-negatives/inquiries/:inquiryId': async (w) => ({ params: { inquiryId: await declinedTelecheck(w) } }),
  'POST /pdfs/telecheckcollectionsnegatives/download': () => ({ body: { type: 'collections', keyWords: '' } }),
  'POST /idfc/reports/firstsearch': () => ({ body: FIRST_SEARCH_REQUEST }),
  'POST /pdfs/firstsearch/download': async (w) => ({ body: { inquiryId: (await w.send({ method: 'POST', path: '/idfc/reports/firstsearch', summary: '', access: { kind: 'authenticated' } }, { body: FIRST_SEARCH_REQUEST }, MATRIX_CALLERS[1])).json().inquiryId } }),
  'POST /idfc/reports/amlconnect': () => ({ body: AML_REQUEST }),
  'POST /pdfs/amlconnect/download': async (w) => ({ body: { inquiryId: (await w.send({ method: 'POST', path: '/idfc/reports/amlconnect', summary: '', access: { kind: 'authenticated' } }, { body: AML_REQUEST }, MATRIX_CALLERS[1])).json().inquiryId } }),
  'POST /idfc/reports/kount': (w, c) => ({ body: kountRequest(w, c) }),
  'POST /pdfs/kount/download': async (w) => ({ body: { inquiryId: (await w.send({ method: 'POST', path: '/idfc/reports/kount', summary: '', access: { kind: 'authenticated' } }, { body: kountRequest(w, MATRIX_CALLERS[1]) }, MATRIX_CALLERS[1])).json().inquiryId } }),
  'POST /consumers/reports/recoveryreport': () => ({ body: recoveryRequest(skip()) }),
  'POST /pdfs/recoveryReport/download': async (w) => ({ body: { inquiryId: (await w.send({ method: 'POST', path: '/consumers/reports/recoveryreport', summary: '', access: { kind: 'authenticated' } }, { body: recoveryRequest(skip()) }, MATRIX_CALLERS[1])).json().inquiryId } }),
  'GET /reportinquiries/extract/customers/:customerId/pages': (w) => ({ params: { customerId: w.demo } }),
  'GET /reportinquiries/extract/customers/:customerId/download': (w) => ({ params: { customerId: w.demo }, query: { sort: 'consumerName' } }),
  'POST /reportinquiries/extract/customers/:customerId/search': (w) => ({ params: { customerId: w.demo }, body: { keyWords: 'Ellison' } }),
  'GET /reportinquiries/extract/:id/details': (w) => ({ params: { id: w.inquiryId } }),
  'GET /reportinquiries/extract/:id/applicant': (w) => ({ params: { id: w.inquiryId } }),
  // a report ordered alone: 404 (no batch's); another company's: 404
  'GET /reportinquiries/extract/:id/batchdetails': (w) => ({ params: { id: w.inquiryId } }),
  'POST /legacy/reporthistory': () => ({ body: { pageNumber: 1, pageSize: 10, keyWords: '' } }),
  // legacy.user's report: no matrix caller has a legacy identity, so each is answered 404
  'GET /legacy/reporthistory/:id': () => ({ params: { id: 'LR-100217-0004' } }),
  'DELETE /reportinquries/:id': async (w) => ({ params: { id: await w.freshInquiry() } }),
  // a fresh report with an initial fraud alert, every step of the default policy done
  'POST /reportinquiries/:id/alerts/resolution': async (w) => {
    const fraud = SANDBOX_PERSONAS.find((p) => p.key === 'initialFraud')!;
    const res = await w.send({ method: 'POST', path: '/consumers/reports/acrov6', summary: '', access: { kind: 'authenticated' } }, { body: pullAgain(consumerRequest(fraud)) }, MATRIX_CALLERS[1]);
    const steps = DEFAULT_ALERT_STEPS.INITIAL_FRAUD.map((step) => ({ alert: 'primary:INITIAL_FRAUD', step, done: true, note: 'Checked' }));
    return { params: { id: (res.json() as { inquiryId: string }).inquiryId }, body: { outcome: 'verified', steps } };
  },
  // user administration
  'GET /users/customers/:customerId': (w) => ({ params: { customerId: w.demo } }),
  'POST /users/customers/:customerId/search': (w) => ({ params: { customerId: w.demo }, body: { keyWords: 'demo' } }),
  'POST /users/customers/:customerId/download': (w) => ({ params: { customerId: w.demo }, body: {} }),
  'GET /users/customers/:customerId/roles/systemadmin': (w) => ({ params: { customerId: w.demo } }),
  'POST /orchestrator/users': (w) => ({
    body: { customerId: w.demo, userName: `new_${Math.random().toString(36).slice(2, 9)}`, firstName: 'Nora', lastName: 'New', email: 'nora@demolending.example', role: 'enduser' },
  }),
  'PUT /orchestrator/users': async (w) => ({ body: { customerId: w.demo, userName: await w.freshUser(), firstName: 'Changed' } }),
  'PUT /orchestrator/users/status': async (w) => ({ body: { customerId: w.demo, userName: await w.freshUser(), status: 'inactive' } }),
  'POST /orchestrator/users/recertify': async (w) => ({ body: { customerId: w.demo, userNames: [await w.freshUser()] } }),
  'POST /users/batchdelete': async (w) => ({ body: { customerId: w.demo, deleteList: [await w.freshUser()] } }),
  'POST /orchestrator/users/generateuser': () => ({ body: { firstName: 'Nora', lastName: 'New' } }),
  'GET /orchestrator/users/exits/:name': () => ({ params: { name: 'demo.user' } }),
  'POST /orchestrator/products/users': (w) => ({ body: { customerId: w.demo, userName: 'demo.user' } }),
  'POST /cognito/users/temp/passwordgenerator': async (w) => ({ body: { userName: await w.freshUser() } }),
  // user groups
  'GET /usergroups/customers/:customerId': (w) => ({ params: { customerId: w.demo } }),
  'GET /usergroups/customers/:customerId/download': (w) => ({ params: { customerId: w.demo }, query: { keyWords: 'credit' } }),
  'POST /usergroups/customers/:customerId/search': (w) => ({ params: { customerId: w.demo }, body: { keyWords: 'Credit' } }),
  'GET /usergroups/customers/:customerId/group/:name': (w) => ({ params: { customerId: w.demo, name: 'Credit Reports' } }),
  'DELETE /usergroups/customers/:customerId/group/:name': async (w) => ({ params: { customerId: w.demo, name: await w.freshGroup() } }),
  'GET /usergroups/customers/:customerId/groupmap': (w) => ({ params: { customerId: w.demo } }),
  'POST /orchestrator/users/groups': (w) => ({ body: { customerId: w.demo, groupName: `New group ${Math.random().toString(36).slice(2, 9)}`, privilege: 'standard', productList: ['CCR'] } }),
  'PUT /orchestrator/users/groups': async (w) => ({ body: { customerId: w.demo, groupName: await w.freshGroup(), description: 'Changed' } }),
  'PUT /orchestrator/users/groups/detach': async (w) => ({ body: { customerId: w.demo, groupName: 'Credit Reports', userList: [await w.freshUser()] } }),
  // account numbers
  'POST /customers/:customerId/members': (w) => ({ params: { customerId: w.demo }, body: { memberNumber: String(800_000_000 + Math.floor(Math.random() * 99_999_999)), name: 'New account' } }),
  'GET /customers/:customerId/members/:memberNumber': (w) => ({ params: { customerId: w.demo, memberNumber: '100200301' } }),
  'PUT /customers/:customerId/members/:memberNumber': async (w) => ({ params: { customerId: w.demo, memberNumber: await w.freshAccountNumber() }, body: { name: 'Renamed' } }),
  // API clients (issue 34): a fresh client of Demo Lending to change, rotate or delete
  'GET /customers/:customerId/apiclients': (w) => ({ params: { customerId: w.demo } }),
  'POST /customers/:customerId/apiclients': (w) => ({ params: { customerId: w.demo }, body: { name: `Matrix ${randomBytes(4).toString('hex')}`, scopes: ['reports:read'] } }),
  'PUT /customers/:customerId/apiclients/:clientId': async (w) => ({ params: { customerId: w.demo, clientId: await freshApiClient(w) }, body: { status: 'disabled' } }),
  'POST /customers/:customerId/apiclients/:clientId/rotate': async (w) => ({ params: { customerId: w.demo, clientId: await freshApiClient(w) }, body: { graceHours: 1 } }),
  'DELETE /customers/:customerId/apiclients/:clientId': async (w) => ({ params: { customerId: w.demo, clientId: await freshApiClient(w) } }),
  'DELETE /customers/:customerId/members/:memberNumber': async (w) => ({ params: { customerId: w.demo, memberNumber: await w.freshAccountNumber() } }),
  'POST /orchestrator/products/membernumber/validate': () => ({ body: { memberNumber: '100200301' } }),
  'GET /membernumbers/:memberNumber': () => ({ params: { memberNumber: '100200301' } }),
  // product configurations (issue 17): the demo's 'Retail consumer credit' to read; a fresh one on 100200301 to change or delete
  'POST /orchestrator/products/configurations': () => ({ body: { configurationName: `Matrix ${Math.random().toString(36).slice(2, 9)}`, productCode: 'CCR', memberNumber: '100200301', options: { scoreModel: 'fico8' } } }),
  'GET /products/configurations/:configurationId': async (w) => ({ params: { configurationId: await demoConfiguration(w) } }),
  'PUT /products/configurations/:configurationId': async (w) => ({ params: { configurationId: await freshConfiguration(w) }, body: { configurationName: `Matrix ${Math.random().toString(36).slice(2, 9)}`, memberNumber: '100200301', options: { scoreModel: 'vantagescore3' } } }),
  'DELETE /products/configurations/:configurationId': async (w) => ({ params: { configurationId: await freshConfiguration(w) } }),
  'POST /products/configurations/customers/:customerId/search': (w) => ({ params: { customerId: w.demo }, query: { pageNumber: '1', pageSize: '10' }, body: { searchValue: 'Retail', productCode: 'CCR' } }),
  'POST /products/configurations/customers/:customerId/download': (w) => ({ params: { customerId: w.demo }, query: { sort: '-updatedAt' }, body: { searchValue: 'Retail' } }),
  'POST /orchestrator/products/customers/productconfigs': (w) => ({ query: { page: 'products' }, body: { customerId: w.demo, userName: 'demo.user', productCode: 'CCR' } }),
  'POST /orchestrator/products/membernumber': () => ({ body: { memberNumber: '100200301' } }),
  'GET /orchestrator/products/customers/:customerId/members/:memberNumber/options': (w) => ({ params: { customerId: w.demo, memberNumber: '100200301' } }),
  'GET /orchestrator/products/customers/:customerId/configurations/:configurationId/options': async (w) => ({ params: { customerId: w.demo, configurationId: await demoConfiguration(w) } }),
  // company, features, billing
  'GET /customers/:customerId': (w) => ({ params: { customerId: w.demo } }),
  'PUT /customers/:customerId': (w) => ({ params: { customerId: w.demo }, body: { passwordMaxAgeDays: null } }),
  'GET /customers/:customerId/subscriptions': (w) => ({ params: { customerId: w.demo } }),
  'PUT /customers/:customerId/subscriptions': (w) => ({ params: { customerId: w.demo }, body: { subscriptions: ['storage', 'batch'] } }),
  'GET /billing/customers/:customerId/subscriptions': (w) => ({ params: { customerId: w.demo } }),
  // batch input templates
  'GET /batch/templates/customers/:customerId/list': (w) => ({ params: { customerId: w.demo }, query: { all: 'true' } }),
  'GET /batch/templates/:templateId': async (w) => ({ params: { templateId: await freshTemplate(w) } }),
  'POST /batch/templates': () => ({ body: templateBody() }),
  'PUT /batch/templates/:templateId': async (w) => ({ params: { templateId: await freshTemplate(w) }, body: templateBody() }),
  'DELETE /batch/templates/:templateId': async (w) => ({ params: { templateId: await freshTemplate(w) } }),
  'POST /batch/templates/preview': () => ({ multipart: true, body: { fields: { product: 'acrov6' }, file: { name: 'sample.csv', content: 'First,Last,Tax ID\r\nJane,Sample,123-45-6789\r\n' } } }),
  // batches
  'POST /consumers/batchs/submission': () => ({ multipart: true, body: BATCH_FILE }),
  'POST /consumers/batchs/:batchId/confirm': async (w) => ({ params: { batchId: (await freshBatch(w)).batchId } }),
  'POST /consumers/batchs/:batchId/rerun': async (w) => ({ params: { batchId: (await freshBatch(w)).batchId } }),
  'POST /consumers/batchs/customers/:customerId/search': (w) => ({ params: { customerId: w.demo }, body: { keyWords: '' } }),
  'GET /consumers/batchs/:batchId/details': async (w) => ({ params: { batchId: (await sharedBatch(w)).batchId } }),
  'PUT /consumers/batchs/:batchId': async (w) => ({ params: { batchId: (await freshBatch(w)).batchId }, body: { status: 'deleted' } }),
  'GET /reportinquiries/extract/customers/:customerId/batch/:batchId/pages': async (w) => ({ params: { customerId: w.demo, batchId: (await sharedBatch(w)).batchId }, query: { status: 'invalid' } }),
  'DELETE /reportinquries/:id/batchs': async (w) => ({ params: { id: (await freshBatch(w)).rowId } }),
  'GET /consumers/batchs/:batchId/results': async (w) => ({ params: { batchId: (await sharedBatch(w)).batchId } }),
  'GET /consumers/batchs/:batchId/rejected': async (w) => ({ params: { batchId: (await sharedBatch(w)).batchId } }),
  // audit logs (issue 16)
  'GET /audit/customers/:customerId/report-history': (w) => ({ params: { customerId: w.demo }, query: { fromDate: '01/01/2020', event: 'ordered' } }),
  'GET /audit/customers/:customerId/user-activity': (w) => ({ params: { customerId: w.demo }, query: { event: 'login' } }),
  'GET /audit/customers/:customerId/report-audit-downloads': (w) => ({ params: { customerId: w.demo } }),
  'GET /audit/customers/:customerId/user-audit-downloads': (w) => ({ params: { customerId: w.demo } }),
  'GET /audit/customers/:customerId/user-status-downloads': (w) => ({ params: { customerId: w.demo } }),
  'GET /audit/customers/:customerId/report-history/download': (w) => ({ params: { customerId: w.demo } }),
  'GET /audit/customers/:customerId/user-activity/download': (w) => ({ params: { customerId: w.demo }, query: { event: 'login' } }),
  'GET /audit/customers/:customerId/report-audit-downloads/download': (w) => ({ params: { customerId: w.demo } }),
  'GET /audit/customers/:customerId/user-audit-downloads/download': (w) => ({ params: { customerId: w.demo } }),
  'GET /audit/customers/:customerId/user-status-downloads/download': (w) => ({ params: { customerId: w.demo } }),
  // letters (issue 15)
  'GET /eletters/customers/:customerId': (w) => ({ params: { customerId: w.demo }, query: { sortbyfield: 'eletterName', sortorder: 'asc' } }),
  'GET /eletters/customers/:customerId/names/:name': (w) => ({ params: { customerId: w.demo, name: 'Welcome' } }),
  'GET /eletters/:eletterId': async (w) => ({ params: { eletterId: await freshEletter(w) } }),
  'POST /eletters': () => ({ body: eletterBody() }),
  'PUT /eletters/:eletterId': async (w) => ({ params: { eletterId: await freshEletter(w) }, body: eletterBody() }),
  'DELETE /eletters/:eletterId': async (w) => ({ params: { eletterId: await freshEletter(w) } }),
  'POST /eletters/delete': async (w) => ({ body: { customerId: w.demo, deleteList: [await freshEletter(w)] } }),
  'GET /eletters/customers/:customerId/reasoncodes': (w) => ({ params: { customerId: w.demo }, query: { userName: 'demo.user' } }),
  'POST /eletters/customers/:customerId/reasoncodes': (w) => ({ params: { customerId: w.demo }, body: { code: `MX${randomBytes(3).toString('hex')}`, description: 'Matrix reason', bureauFactorCodes: [] } }),
  'PUT /eletters/customers/:customerId/reasoncodes/:code': async (w) => ({ params: { customerId: w.demo, code: await freshReasonCode(w) }, body: { description: 'Matrix reason, changed', bureauFactorCodes: [] } }),
  'DELETE /eletters/customers/:customerId/reasoncodes/:code': async (w) => ({ params: { customerId: w.demo, code: await freshReasonCode(w) } }),
  'GET /eletters/customers/:customerId/settings': (w) => ({ params: { customerId: w.demo } }),
  'PUT /eletters/customers/:customerId/settings': (w) => ({ params: { customerId: w.demo }, body: { address: ['100 Main Street', 'Columbus, OH 43215'], phone: '1-800-555-0100', regulator: 'ftc' } }),
  'POST /eletters/letters/preview': async (w) => ({ body: await letterRequest(w) }),
  'POST /eletters/letters': async (w) => ({ body: await letterRequest(w) }),
  'GET /eletters/letters/customers/:customerId': (w) => ({ params: { customerId: w.demo }, query: { status: 'all' } }),
  'GET /eletters/letters/customers/:customerId/download': (w) => ({ params: { customerId: w.demo }, query: { status: 'all' } }),
  'GET /eletters/letters/:letterId': async (w) => ({ params: { letterId: await sharedLetter(w) } }),
  'PUT /eletters/letters/:letterId': async (w) => ({ params: { letterId: await sharedLetter(w) }, body: { status: 'sent', sentOn: new Date().toISOString().slice(0, 10) } }),
  'DELETE /eletters/letters/:letterId': async (w) => ({ params: { letterId: await sharedLetter(w) } }),
  'POST /pdfs/eletter/download': async (w) => ({ body: { letterId: await sharedLetter(w) } }),
  // the Configuration Engine (issue 17): the sandbox's accounts (docs/config-engine.md); a fresh DataX connection to disconnect each time
  'GET /reportconfig/connections': () => ({}),
  'POST /reportconfig/twn/templates': () => ({ body: { userId: 'matrix-twn', userPass: SANDBOX_TWN_PASSWORD } }),
  'POST /reportconfig/datax/validate': () => ({ body: { licensekey: 'DX-MATRIX-0001', password: SANDBOX_DATAX_PASSWORD } }),
  'PUT /reportconfig/twn/template': () => ({ body: { templatename: SANDBOX_TWN_TEMPLATES[0]!.templatename } }),
  'DELETE /reportconfig/connections/:source': async (w) => {
    const ctx = w.t.app.ctx;
    await upsertConnection(ctx.db, {
      customerId: w.demo,
      source: 'datax',
      accountMasked: '••••0001',
      credentialsEnc: ctx.cipher.encrypt(JSON.stringify({ licensekey: 'DX-MATRIX-0001', password: SANDBOX_DATAX_PASSWORD }), credentialsContext(w.demo, 'datax')),
      templates: null,
      templateName: null,
      validatedAt: new Date(),
      validatedBy: 'demo.admin',
    });
    return { params: { source: 'datax' } };
  },
  // registration (API key) and the move to a new User ID
  'POST /membernumber/validate': (w) => ({ body: { memberNumber: '999000111', securityCode: 'WRONG-CODE-0000' }, headers: { 'x-api-key': w.t.app.ctx.registrationApiKey } }),
  'GET /exits/:userName': (w) => ({ params: { userName: 'demo.user' }, headers: { 'x-api-key': w.t.app.ctx.registrationApiKey } }),
  'POST /generateuser': (w) => ({ body: { firstName: 'Nora', lastName: 'New' }, headers: { 'x-api-key': w.t.app.ctx.registrationApiKey } }),
  'POST /customer': (w) => ({ body: { memberNumber: '999000111', securityCode: 'WRONG-CODE-0000', companyName: 'Nobody Inc' }, headers: { 'x-api-key': w.t.app.ctx.registrationApiKey } }),
  'GET /customer/:id': (w) => ({ params: { id: w.demo }, headers: { 'x-api-key': w.t.app.ctx.registrationApiKey } }),
  'GET /migration/validate': () => ({}),
  'GET /migration/exits/:userName': () => ({ params: { userName: 'someone.new' } }),
  'POST /migrateuser': () => ({ body: { userName: 'someone.new', legacyCustomerId: 'HS-004417', legacyUserId: 'U-100217' } }),
};

export const endpointKey = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
