import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRELATION_HEADER, LOGIN_ERROR_CODES, errorBodySchema } from '@creditdesk/contracts';
import { DEMO_PASSWORD } from '../demo-seed.js';
import { workUntilIdle } from '../modules/batches/batch-worker.js';
import { deliverWebhooksUntilIdle } from '../modules/webhooks/webhook-delivery.js';
import { multipartBody } from '../testing/multipart.js';
import { type TestApp, bearer, createTestApp } from '../testing/test-app.js';
import { summarize } from './tracing.js';

/*
 * Traces and metrics on one app (observability/, docs/operations.md): every span of a full order of
 * three products, a two-row batch and a webhook delivery exported to memory, then each attribute
 * searched for the consumers' data, the users' names and every secret the run handled; /metrics
 * behind its token, with the counts the same run made.
 */
const METRICS_TOKEN = 'metrics-token-for-the-observability-test-0123456789';
const WRONG_PASSWORD = 'Not-The-Password-7731!';
const exporter = new InMemorySpanExporter();
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200).end('ok'));
});

/** Margaret Ellison: a credit file, no active-duty record, on no SDN list. */
const ELLISON = { firstName: 'Margaret', lastName: 'Ellison', ssn: '123-45-1001', dateOfBirth: '1966-04-12', address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201', country: 'US' } };
const PRODUCTS = [
  { product: 'ofac', accountNumber: '100200300', customerReferenceNumber: 'LOAN-9' },
  { product: 'mla', accountNumber: '100200300', customerReferenceNumber: 'LOAN-9' },
  { product: 'acrov6', accountNumber: '100200301', customerReferenceNumber: 'LOAN-9', permissiblePurpose: 'CREDIT_TRANSACTION' },
];
const CSV = [
  'First Name,Last Name,SSN,Date of Birth,Address,City,State,ZIP,Reference',
  'Janelle,Quintero,123-45-2001,4/12/1980,"101 Main St, Apt 1",Columbus,OH,43004,APP-1',
  'Oksana,Vasylenko,123-45-2002,7/3/1975,"9 Elm St",Columbus,OH,43004,APP-2',
].join('\n');

let t: TestApp;
let spans: ReadableSpan[] = [];
const secrets: string[] = [METRICS_TOKEN, DEMO_PASSWORD, WRONG_PASSWORD];
let orderTraceId = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ METRICS_TOKEN, LOCKOUT_THRESHOLD: '2', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' }, undefined, { traceExporter: exporter });
  const user = await t.login('demo.user');
  const admin = await t.login('demo.admin');
  secrets.push(user.access_token, user.refresh_token, admin.access_token, admin.refresh_token);
  const company = String(decodeJwt(admin.access_token).customerId);

  // a webhook endpoint told of locked users (its signing secret is one more secret)
  const hook = await t.app.inject({
    method: 'POST',
    url: `/api/customers/${company}/webhooks`,
    headers: bearer(admin),
    payload: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`, events: ['user.locked'] },
  });
  expect(hook.statusCode, hook.body).toBe(200);
  secrets.push(hook.json().secret);

  const order = await t.app.inject({ method: 'POST', url: '/api/consumers/reports/multi', headers: bearer(user), payload: { applicant: ELLISON, products: PRODUCTS } });
  expect(order.statusCode, order.body).toBe(200);
  orderTraceId = String(order.headers[CORRELATION_HEADER]);

  const body = multipartBody({ product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' }, { name: 'applicants.csv', content: CSV });
  const submitted = await t.app.inject({ method: 'POST', url: '/api/consumers/batchs/submission', payload: body.payload, headers: { ...body.headers, ...bearer(user) } });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const confirmed = await t.app.inject({ method: 'POST', url: `/api/consumers/batchs/${submitted.json().batch.batchId}/confirm`, headers: bearer(user) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await workUntilIdle(t.app.ctx, { chunkSize: 5, leaseSeconds: 60 }, { error: () => undefined, info: () => undefined });

  // two wrong passwords lock demo.sysadmin out: a lockout, and a user.locked delivery
  for (let i = 0; i < 2; i++) await t.attemptLogin('demo.sysadmin', WRONG_PASSWORD);
  await deliverWebhooksUntilIdle(t.app.ctx, { error: () => undefined });
  spans = exporter.getFinishedSpans();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const named = (name: string) => spans.filter((s) => s.name === name);
const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;

describe('traces (an in-memory exporter in place of OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('a span per request (named by route template), per query, per data-source call, per batch row and per webhook delivery', () => {
    const [request] = named('POST /api/consumers/reports/multi');
    expect(request.spanContext().traceId).toBe(orderTraceId);
    expect(request.attributes).toMatchObject({ 'http.route': '/api/consumers/reports/multi', 'http.response.status_code': 200 });
    const inOrder = spans.filter((s) => s.spanContext().traceId === orderTraceId);
    // the order's data-source calls and queries are in the request's trace, the calls children of the handler's context
    expect(inOrder.map((s) => s.name)).toEqual(expect.arrayContaining(['datasource bureau.pullConsumerReport', 'datasource mla.checkCoveredBorrower', 'INSERT report_inquiries']));
    for (const s of inOrder.filter((x) => x !== request)) expect(s.parentSpanContext, s.name).toBeDefined();
    expect(inOrder.find((s) => s.name === 'datasource mla.checkCoveredBorrower')!.attributes).toEqual({ 'creditdesk.datasource': 'mla', 'creditdesk.datasource.operation': 'checkCoveredBorrower' });

    // the batch: one chunk, a span per row inside it, each row's bureau call inside its row
    const [chunk] = named('batch.chunk');
    const rows = named('batch.row');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.spanContext().traceId).toBe(chunk.spanContext().traceId);
      expect(row.attributes).toMatchObject({ 'creditdesk.product': 'acrov6', 'creditdesk.batch.row_state': 'completed' });
      expect(spans.some((s) => s.name === 'datasource bureau.pullConsumerReport' && parentOf(s) === row.spanContext().spanId)).toBe(true);
    }
    const [delivery] = named('webhook.deliver');
    expect(delivery.attributes).toMatchObject({ 'creditdesk.webhook.outcome': 'delivered', 'http.response.status_code': 200 });
    expect(spans.some((s) => s.attributes['db.system.name'] === 'postgresql' && s.spanContext().traceId === delivery.spanContext().traceId)).toBe(true);
  });

  it('no SSN (any format), date of birth, name or secret in any span name, attribute, event or status', () => {
    const texts = spans.flatMap((s) => [
      s.name,
      s.status.message ?? '',
      ...Object.values(s.attributes).map(String),
      ...s.events.flatMap((e) => [e.name, ...Object.values(e.attributes ?? {}).map(String)]),
      ...Object.values(s.resource.attributes).map(String),
    ]);
    expect(texts.length).toBeGreaterThan(200);
    const ssns = ['123451001', '123452001', '123452002'];
    const dates = ['1966-04-12', '04/12/1966', '4/12/1966', '19660412', '1980-04-12', '4/12/1980', '1975-07-03', '7/3/1975'];
    const names = ['Margaret', 'Ellison', 'Janelle', 'Quintero', 'Oksana', 'Vasylenko', 'Linden', 'Devon', 'Dana', 'demo.user', 'demo.admin', 'demo.sysadmin'];
    const words = [...dates, ...names, ...secrets].map((w) => w.toLowerCase());
    const found = texts.flatMap((text) => {
      const digits = text.replace(/\D/g, '');
      const lower = text.toLowerCase();
      return [...ssns.filter((ssn) => digits.includes(ssn)), ...words.filter((w) => lower.includes(w))].map((w) => `${w} in ${text}`);
    });
    expect(found).toEqual([]);
    // route templates, never a path with an id in it
    for (const s of spans) expect(s.name, s.name).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('the correlation id of an error body is the trace id of its request (a caller\'s traceparent names the trace)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-endpoint?ssn=123451001' });
    const body = errorBodySchema.parse(res.json());
    expect(body.correlationId).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers[CORRELATION_HEADER]).toBe(body.correlationId);
    const [span] = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === body.correlationId);
    expect(span.name).toBe('GET unmatched');
    expect(span.attributes['http.response.status_code']).toBe(404);
    expect(span.status.code, 'a refusal is not a server error').toBe(SpanStatusCode.UNSET);

    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const joined = await t.app.inject({ method: 'GET', url: '/api/no-such-endpoint', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(errorBodySchema.parse(joined.json()).correlationId).toBe(traceId);
    const child = exporter.getFinishedSpans().find((s) => s.spanContext().traceId === traceId)!;
    expect(child.parentSpanContext).toMatchObject({ spanId: '00f067aa0ba902b7', isRemote: true });
  });

  it('a query is named by its statement kind and first table, never its text', () => {
    expect(summarize('select "id", "name" from "users" where "users"."id" = $1')).toEqual({ operation: 'SELECT', table: 'users' });
    expect(summarize('insert into "report_inquiries" ("id") values ($1)')).toEqual({ operation: 'INSERT', table: 'report_inquiries' });
    expect(summarize("update batches set status = 'x'")).toEqual({ operation: 'UPDATE', table: 'batches' });
    expect(summarize('with due as (select 1) select * from due')).toEqual({ operation: 'WITH', table: 'due' });
    expect(summarize("select pg_advisory_lock($1)")).toEqual({ operation: 'SELECT' });
    expect(summarize('Margaret')).toEqual({ operation: 'OTHER' });
  });
});

describe('GET /metrics', () => {
  const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only Authorization: Bearer METRICS_TOKEN', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(METRICS_TOKEN)).statusCode).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).statusCode).toBe(200);
  });

  it('counts what the run did: requests by route, orders and pulls by product, data sources, batch rows, queues, webhooks, logins, lockouts, the pool, the event loop', async () => {
    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const value = (series: string) => {
      const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
      expect(line, series).toBeDefined();
      return Number(line!.slice(series.length + 1));
    };
    expect(value('creditdesk_http_request_duration_seconds_count{method="POST",route="/api/consumers/reports/multi",status_code="200"}')).toBe(1);
    expect(value('creditdesk_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/consumers/reports/multi",status_code="200"}')).toBe(1);
    for (const product of ['ofac', 'mla', 'acrov6']) expect(value(`creditdesk_orders_total{product="${product}",outcome="stored"}`)).toBe(1);
    expect(value('creditdesk_pulls_total{product="acrov6",channel="order"}')).toBe(1);
    expect(value('creditdesk_pulls_total{product="acrov6",channel="batch"}')).toBe(2);
    expect(value('creditdesk_datasource_calls_total{source="bureau"}')).toBe(3);
    expect(value('creditdesk_datasource_calls_total{source="mla"}')).toBe(1);
    expect(value('creditdesk_batch_rows_total{state="completed"}')).toBe(2);
    expect(value('creditdesk_batch_rows{state="completed"}')).toBe(2);
    expect(value('creditdesk_batch_rows{state="waiting"}')).toBe(0);
    expect(value('creditdesk_queue_depth{queue="batch_rows"}')).toBe(0);
    expect(value('creditdesk_queue_depth{queue="webhook_deliveries"}')).toBe(0);
    expect(value('creditdesk_queue_oldest_age_seconds{queue="batch_rows"}')).toBe(0);
    expect(value('creditdesk_webhook_deliveries_total{outcome="delivered"}')).toBe(1);
    expect(value('creditdesk_login_outcomes_total{code="signed-in"}')).toBe(2);
    expect(value(`creditdesk_login_outcomes_total{code="${LOGIN_ERROR_CODES.invalidCredentials}"}`)).toBe(1);
    expect(value(`creditdesk_login_outcomes_total{code="${LOGIN_ERROR_CODES.lockedOut}"}`)).toBe(1);
    expect(value('creditdesk_lockouts_total')).toBe(1);
    expect(value('creditdesk_db_pool_connections{state="waiting"}')).toBe(0);
    expect(value('creditdesk_db_pool_connections{state="idle"}')).toBeGreaterThan(0);
    expect(value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // bounded labels: no path with an id, no name, no secret
    expect(res.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    for (const word of ['Margaret', 'Ellison', 'demo.user', ...secrets]) expect(res.body.includes(word), word).toBe(false);
  });
});
