import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES, type WebhookDelivery, type WebhookEndpoint, type WebhookSecret, webhookPayloadSchema } from '@creditdesk/contracts';
import { buildApp } from '../../app.js';
import { customerMembers, eletterLetters, eletterTemplates, outboxEmails, users, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest } from '../../testing/consumer-requests.js';
import { eidRequest, identityFile } from '../../testing/eid-requests.js';
import { multipartBody } from '../../testing/multipart.js';
import { ellisonAnswers } from '../../security/eid-requests.js';
import { type AdminKit, createAdminKit } from '../admin/admin-testing.js';
import { workUntilIdle } from '../batches/batch-worker.js';
import { claimDeliveries } from './webhooks.repository.js';
import { deliverWebhooksOnce, deliverWebhooksUntilIdle } from './webhook-delivery.js';
import { queueBatchesEnded, queueLettersDue } from './webhook-schedule.js';

/**
 * Issue 34's webhooks: the endpoints' lifecycle (securityadmin, audited, tenant-bound), URLs judged as a
 * company's identity provider's are (https, no private address), the events emitted where they happen,
 * and deliveries to a REAL receiver on loopback: Standard Webhooks signatures checked with the reference
 * library, retries with the same webhook-id on controlled time, a restart mid-retry, redirects never
 * followed, timeouts, and an endpoint failing for a day disabled with its admins mailed.
 */
let k: AdminKit;
let demo: string;
const log = { error: () => undefined, info: () => undefined };

type Received = { headers: http.IncomingHttpHeaders; body: string };
/** A receiver on loopback: answers each request with the next of `answers` (then 200), records what came. */
function receiver() {
  const got: Received[] = [];
  let answers: (number | 'hang' | { redirect: string })[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return; // never answers: the attempt's timeout ends it
      if (typeof answer === 'object') {
        res.writeHead(302, { location: answer.redirect }).end();
        return;
      }
      res.writeHead(answer).end(answer === 200 ? 'ok' : 'no');
    });
  });
  return {
    got,
    answer: (...next: typeof answers) => void (answers = next),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

beforeAll(async () => {
  k = await createAdminKit();
  demo = k.company.demo;
});
afterAll(() => k.t.close());
afterEach(() => {
  vi.useRealTimers();
  k.t.app.ctx.config.webhooks.allowPrivateUrls = false;
});

const base = `/customers/${'{c}'}/webhooks`;
const url = (path = '', company = demo) => base.replace('{c}', company) + path;
const register = async (body: Record<string, unknown>, as = 'demo.admin'): Promise<WebhookSecret> => {
  const res = await k.call(as, 'POST', url(), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const deliveries = async (endpointId: string): Promise<WebhookDelivery[]> => {
  const res = await k.call('demo.admin', 'GET', url(`/${endpointId}/deliveries`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().deliveries;
};
const eventsOf = (type: string) => k.t.database.db.select().from(webhookEvents).where(and(eq(webhookEvents.type, type), eq(webhookEvents.customerId, demo)));
/** moves the clock (Date only: sockets and timers stay real) */
const clockAt = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
};

describe('webhook endpoints: the lifecycle', () => {
  it('registers with a whsec_ secret answered once, changes events, disables, rotates (two secrets for the grace period), deletes; every act audited', async () => {
    const created = await register({ url: 'https://hooks.demolending.example/creditdesk', description: 'LOS', events: ['batch.completed', 'ofac.case.opened'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created.endpoint).toMatchObject({ url: 'https://hooks.demolending.example/creditdesk', events: ['batch.completed', 'ofac.case.opened'], status: 'active', createdBy: 'demo.admin' });
    const id = created.endpoint.id;
    // never again: the list has no secret
    const list = await k.call('demo.admin', 'GET', url());
    expect(list.body).not.toContain(created.secret);
    expect(list.json().endpoints.map((e: WebhookEndpoint) => e.id)).toContain(id);

    const changed = await k.call('demo.admin', 'PUT', url(`/${id}`), { events: ['batch.failed'] });
    expect(changed.json().endpoint.events).toEqual(['batch.failed']);
    const disabled = await k.call('demo.admin', 'PUT', url(`/${id}`), { status: 'disabled' });
    expect(disabled.json().endpoint).toMatchObject({ status: 'disabled', disabledReason: 'disabled by demo.admin' });

    const rotated = await k.call('demo.admin', 'POST', url(`/${id}/rotate`), { graceHours: 24 });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().secret).not.toBe(created.secret);
    expect(rotated.json().endpoint.secrets).toHaveLength(2);
    expect(rotated.json().endpoint.secrets.filter((s: { expiresAt: string | null }) => s.expiresAt !== null)).toHaveLength(1);

    const taken = await k.call('demo.admin', 'POST', url(), { url: 'https://hooks.demolending.example/creditdesk', events: ['batch.completed'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(WEBHOOK_MESSAGES.urlTaken);

    expect((await k.call('demo.admin', 'DELETE', url(`/${id}`))).json().message).toBe(WEBHOOK_MESSAGES.deleted);
    expect((await k.call('demo.admin', 'DELETE', url(`/${id}`))).statusCode).toBe(404);
    for (const action of ['webhook-endpoint.created', 'webhook-endpoint.changed', 'webhook-endpoint.disabled', 'webhook-endpoint.secret-rotated', 'webhook-endpoint.deleted']) {
      expect((await k.audit(action, id)).length, action).toBeGreaterThan(0);
    }
  });

  it('refuses bad input with 400 and stores nothing: no event, an unknown event, a missing URL', async () => {
    for (const body of [{ url: 'https://x.example', events: [] }, { url: 'https://x.example', events: ['report.deleted'] }, { events: ['batch.completed'] }]) {
      const res = await k.call('demo.admin', 'POST', url(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await k.t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.url, 'https://x.example'))).toEqual([]);
  });

  it.each([
    ['plain http', 'http://hooks.demolending.example/x'],
    ['loopback', 'https://127.0.0.1/x'],
    ['localhost', 'https://localhost/x'],
    ['IPv6 loopback', 'https://[::1]/x'],
    ['a private address', 'https://10.1.2.3/x'],
    ['the metadata service', 'https://169.254.169.254/latest'],
    ['an IPv4-mapped private address', 'https://[::ffff:192.168.1.1]/'],
    ['a URL with credentials', 'https://user:pw@hooks.demolending.example/'],
    ['not a URL', 'hooks'],
  ])('refuses %s (the identity provider rules) with 400 naming body.url', async (_name, target) => {
    const res = await k.call('demo.admin', 'POST', url(), { url: target, events: ['batch.completed'] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().additionalErrorDetails.fields[0].field).toBe('body.url');
    expect(res.json().message).toMatch(/^The endpoint URL /);
  });

  it('is the company security administrator’s alone: another company’s admin 403, a user without securityadmin 403, another company’s endpoint 404', async () => {
    const mine = await register({ url: 'https://hooks.demolending.example/tenant', events: ['user.locked'] });
    expect((await k.call('other.admin', 'GET', url())).statusCode).toBe(403);
    expect((await k.call('other.admin', 'POST', url(), { url: 'https://evil.example/x', events: ['user.locked'] })).statusCode).toBe(403);
    expect((await k.call('demo.user', 'GET', url())).statusCode).toBe(403);
    // Second Bank's admin, on their own company's path, cannot reach Demo Lending's endpoint
    for (const [method, path] of [['PUT', `/${mine.endpoint.id}`], ['DELETE', `/${mine.endpoint.id}`], ['POST', `/${mine.endpoint.id}/test`], ['GET', `/${mine.endpoint.id}/deliveries`]] as const) {
      const res = await k.call('other.admin', method, url(path, k.company.second), method === 'PUT' ? { status: 'disabled' } : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await k.call('demo.admin', 'GET', url())).json().endpoints.find((e: WebhookEndpoint) => e.id === mine.endpoint.id).status).toBe('active');
  });
});

describe('events are emitted where they happen, one delivery per subscribed endpoint', () => {
  let endpointId: string;
  beforeAll(async () => {
    endpointId = (
      await register({
        url: 'https://hooks.demolending.example/events',
        events: ['batch.completed', 'batch.failed', 'ofac.case.opened', 'ofac.case.decided', 'pmalert.created', 'letter.due', 'user.locked', 'report.completed'],
      })
    ).endpoint.id;
  });
  const deliveryCount = async (eventId: string) =>
    (await k.t.database.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.endpointId, endpointId)))).length;

  /** a one-row batch of demo.user's, confirmed and worked; `meanwhile` runs between the confirm and the work. */
  const runBatch = async (meanwhile: () => Promise<unknown> = async () => undefined) => {
    const csv = 'First Name,Last Name,SSN,Date of Birth,Address,City,State,ZIP,Reference\nJane,Sample,123-45-2001,4/12/1980,1 Main St,Columbus,OH,43004,A-1\n';
    const body = multipartBody({ product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' }, { name: 'hooks.csv', content: csv });
    const token = (await k.t.login('demo.user')).access_token;
    const submitted = await k.t.app.inject({ method: 'POST', url: '/api/consumers/batchs/submission', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const batchId: string = submitted.json().batch.batchId;
    // each batch orders Jane Sample again: a confirmed new pull (docs/careful-pulls.md)
    const confirmed = await k.t.app.inject({ method: 'POST', url: `/api/consumers/batchs/${batchId}/confirm`, payload: { reuse: 'pull', reason: 'the test orders this consumer again' }, headers: { authorization: `Bearer ${token}` } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await meanwhile();
    await workUntilIdle(k.t.app.ctx, { chunkSize: 10, leaseSeconds: 60 }, log);
    return batchId;
  };

  it('batch.completed when a batch ends, with counts and no SSN or date of birth', async () => {
    const batchId = await runBatch();
    const [event] = (await eventsOf('batch.completed')).filter((e) => e.body.includes(batchId));
    const payload = webhookPayloadSchema.parse(JSON.parse(event.body));
    expect(payload).toMatchObject({ type: 'batch.completed', customerId: demo, data: { batchId, batchName: expect.any(String), totalRows: 1, completedRows: 1, failedRows: 0 } });
    expect(event.body).not.toMatch(/123-45-2001|1980/);
    expect(await deliveryCount(event.id)).toBe(1);
    expect(event.id).toBe(`msg_batchend_${batchId}`);
  });

  it('batch.completed told by the periodic check when the worker died between the last slice and the event, and only once', async () => {
    const batchId = await runBatch();
    // as if the worker died after its last slice's statement: the event never written
    await k.t.database.db.delete(webhookEvents).where(eq(webhookEvents.id, `msg_batchend_${batchId}`));
    expect(await queueBatchesEnded(k.t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await queueBatchesEnded(k.t.database.db)).toBe(0);
    const told = (await eventsOf('batch.completed')).filter((e) => e.body.includes(batchId));
    expect(told.map((e) => e.id)).toEqual([`msg_batchend_${batchId}`]);
    expect(await deliveryCount(told[0].id)).toBe(1);
  });

  it('batch.failed when a batch ends having ordered nothing (its account number stopped meanwhile)', async () => {
    const account = and(eq(customerMembers.customerId, demo), eq(customerMembers.memberNumber, '100200300'));
    let batchId = '';
    try {
      batchId = await runBatch(() => k.t.database.db.update(customerMembers).set({ status: 'inactive' }).where(account));
    } finally {
      await k.t.database.db.update(customerMembers).set({ status: 'active' }).where(account);
    }
    const [event] = (await eventsOf('batch.failed')).filter((e) => e.body.includes(batchId));
    expect(JSON.parse(event.body).data).toMatchObject({ batchId, completedRows: 0, failedRows: 1 });
    expect((await eventsOf('batch.completed')).filter((e) => e.body.includes(batchId))).toEqual([]);
  });

  it('report.completed when an eIDverifier verification is answered (the asynchronous product), not when it is ordered', async () => {
    const ordered = await k.call('demo.user', 'POST', '/idfc/reports/eidverifier', eidRequest(identityFile('ELLISON')));
    expect(ordered.statusCode, ordered.body).toBe(200);
    const inquiryId = ordered.json().inquiryId;
    expect((await eventsOf('report.completed')).filter((e) => e.body.includes(inquiryId))).toEqual([]);
    const answered = await k.call('demo.user', 'POST', `/idfc/reports/eidverifier/${inquiryId}/answers`, { answers: ellisonAnswers() });
    expect(answered.statusCode, answered.body).toBe(200);
    const [event] = (await eventsOf('report.completed')).filter((e) => e.body.includes(inquiryId));
    expect(JSON.parse(event.body).data).toEqual({ inquiryId, product: 'eidverifier', outcome: 'verified' });
    expect(await deliveryCount(event.id)).toBe(1);
  });

  it('ofac.case.opened on a hit and ofac.case.decided on its decision', async () => {
    const hit = await k.call('demo.user', 'POST', '/idfc/reports/ofac', { accountNumber: '100200300', subject: { type: 'individual', firstName: 'Joaquin', lastName: 'Guzman Loera' } });
    expect(hit.statusCode, hit.body).toBe(200);
    const inquiryId = hit.json().inquiryId;
    const [opened] = (await eventsOf('ofac.case.opened')).filter((e) => e.body.includes(inquiryId));
    const caseId = JSON.parse(opened.body).data.caseId;
    expect(await deliveryCount(opened.id)).toBe(1);
    const decided = await k.call('demo.admin', 'POST', `/compliance/ofac/cases/${caseId}/decision`, { decision: 'cleared', reason: 'A different person: born elsewhere' });
    expect(decided.statusCode, decided.body).toBe(200);
    const [event] = (await eventsOf('ofac.case.decided')).filter((e) => e.body.includes(caseId));
    expect(JSON.parse(event.body).data).toEqual({ caseId, inquiryId, decision: 'cleared' });
  });

  it('user.locked when failed sign-ins lock a user', async () => {
    for (let i = 0; i < k.t.config.lockout.threshold; i++) await k.t.attemptLogin('demo.sysadmin', `wrong-${i}`);
    const [event] = await eventsOf('user.locked');
    expect(JSON.parse(event.body).data).toMatchObject({ username: 'demo.sysadmin', lockedUntil: expect.any(String) });
  });

  it('letter.due once for a letter near its 30 days, however often the check runs', async () => {
    const ordered = await k.call('demo.user', 'POST', '/consumers/reports/acrov6', consumerRequest(SANDBOX_PERSONAS.find((p) => p.key === 'thick')!));
    expect(ordered.statusCode, ordered.body).toBe(200);
    const [declined] = await k.t.database.db.select().from(eletterTemplates).where(and(eq(eletterTemplates.customerId, demo), eq(eletterTemplates.eletterName, 'Credit declined')));
    const today = new Date().toISOString().slice(0, 10);
    const letter = await k.call('demo.user', 'POST', '/eletters/letters', { inquiryId: ordered.json().inquiryId, eletterId: declined.id, decision: 'declined', decisionDate: today });
    expect(letter.statusCode, letter.body).toBe(201);
    const letterId = letter.json().letterId;
    // not near its deadline yet: nothing; 25 days on (the deadline moved near): told
    await queueLettersDue(k.t.database.db);
    expect((await eventsOf('letter.due')).filter((e) => e.body.includes(letterId))).toEqual([]);
    await k.t.database.db.update(eletterLetters).set({ dueDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10) }).where(eq(eletterLetters.id, letterId));
    await queueLettersDue(k.t.database.db);
    await queueLettersDue(k.t.database.db);
    const events = (await eventsOf('letter.due')).filter((e) => e.body.includes(letterId));
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0].body).data).toMatchObject({ letterId, daysLeft: 5 });
  });

  it('pmalert.created for each alert stored, and nothing for a company without a subscribed endpoint', async () => {
    const { collectAlerts } = await import('../pmalerts/pm-monitoring.js');
    const { insertWatchEntry } = await import('../pmalerts/pmalerts.repository.js');
    const { PM_ALERTS_PERSONAS } = await import('../../datasources/sandbox/pmalerts/pmalerts-source.js');
    const [user] = await k.t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.user'));
    const entry = await insertWatchEntry(k.t.database.db, k.t.app.ctx.cipher, demo, {
      accountNumber: '100200300',
      customerReferenceNumber: 'HOOKS',
      consumer: { firstName: 'Hook', lastName: 'Watched', middleName: undefined, ssn: PM_ALERTS_PERSONAS[1].ssn, dateOfBirth: '1979-09-30', address: { line1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' } },
      addedBy: { userId: user.id, username: 'demo.user' },
      monitoredThrough: '2000-01-01',
    });
    await collectAlerts(k.t.app.ctx, demo);
    const events = (await eventsOf('pmalert.created')).filter((e) => e.body.includes(entry!.id));
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => !e.body.includes(PM_ALERTS_PERSONAS[1].ssn))).toBe(true);
    const others = await k.t.database.db.select().from(webhookEvents).where(eq(webhookEvents.customerId, k.company.second));
    expect(others).toEqual([]);
  });
});

describe('deliveries to a real receiver on loopback (Standard Webhooks)', () => {
  const r = receiver();
  const other = receiver();
  beforeAll(async () => {
    await r.start();
    await other.start();
  });
  afterAll(async () => {
    await r.stop();
    await other.stop();
  });
  const fresh = async (path: string) => {
    k.t.app.ctx.config.webhooks.allowPrivateUrls = true; // the explicit test setting (WEBHOOK_ALLOW_PRIVATE_URLS)
    r.got.length = 0;
    r.answer();
    // the earlier tests' endpoints rest: only this one is sent to
    await k.t.database.db.update(webhookEndpoints).set({ status: 'disabled' }).where(eq(webhookEndpoints.customerId, demo));
    return register({ url: `${r.url()}/${path}`, events: ['user.locked'] });
  };
  const test = async (endpointId: string): Promise<WebhookDelivery> => {
    const res = await k.call('demo.admin', 'POST', url(`/${endpointId}/test`));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().delivery;
  };

  it('a test event arrives signed: the reference library verifies it with the secret shown once', async () => {
    const { endpoint, secret } = await fresh('signed');
    const queued = await test(endpoint.id);
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, type: 'webhook.test' });
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    expect(r.got).toHaveLength(1);
    const { headers, body } = r.got[0];
    expect(headers['webhook-id']).toBe(queued.messageId);
    const verified = new Webhook(secret).verify(body, headers as Record<string, string>) as { type: string; data: { endpointId: string } };
    expect(verified).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
    // tampered, or another secret: refused by the library
    expect(() => new Webhook(secret).verify(body.replace('webhook.test', 'webhook.tost'), headers as Record<string, string>)).toThrow();
    const [shown] = await deliveries(endpoint.id);
    expect(shown).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
  });

  it('a receiver failing twice then answering gets the event delivered once, the same webhook-id each time, on the backoff schedule', async () => {
    const { endpoint, secret } = await fresh('flaky');
    r.answer(500, 503);
    const start = Date.now();
    clockAt(start);
    await test(endpoint.id);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    expect(r.got).toHaveLength(1);
    let [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(Date.parse(d.nextAttemptAt!) - start).toBe(5_000);
    // not yet due: nothing sent
    vi.setSystemTime(start + 4_000);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    expect(r.got).toHaveLength(1);
    vi.setSystemTime(start + 5_000);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 503 });
    expect(Date.parse(d.nextAttemptAt!) - (start + 5_000)).toBe(300_000);
    vi.setSystemTime(start + 305_000);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200 });
    expect(r.got).toHaveLength(3);
    expect(new Set(r.got.map((g) => g.headers['webhook-id']))).toEqual(new Set([d.messageId]));
    // each attempt is signed afresh at its own time: the one that arrived now verifies now
    expect(() => new Webhook(secret).verify(r.got[2].body, r.got[2].headers as Record<string, string>)).not.toThrow();
    expect(new Set(r.got.map((g) => g.headers['webhook-timestamp'])).size).toBe(3);
    // nothing more is ever sent for it
    vi.setSystemTime(start + 30 * 3_600_000);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    expect(r.got).toHaveLength(3);
  });

  it('a restart mid-retry loses nothing: a process that died holding a delivery, another process sends it after the lease', async () => {
    const { endpoint } = await fresh('restart');
    const start = Date.now();
    clockAt(start);
    r.answer(500);
    await test(endpoint.id);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    // the retry is claimed by a process that dies before sending (claimed, never settled)
    vi.setSystemTime(start + 5_000);
    const held = await claimDeliveries(k.t.database.db, { now: new Date(), limit: 10, leaseSeconds: 60 });
    expect(held.map((h) => h.endpointId)).toContain(endpoint.id);
    // a new process on the same database: nothing to send while the lease holds, then it sends
    const second = await buildApp({ config: k.t.config, database: k.t.database, logger: false });
    try {
      await second.ready();
      vi.setSystemTime(start + 30_000);
      await deliverWebhooksUntilIdle(second.ctx, log);
      expect(r.got).toHaveLength(1);
      vi.setSystemTime(start + 66_000);
      await deliverWebhooksUntilIdle(second.ctx, log);
    } finally {
      await second.close();
    }
    const [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(r.got).toHaveLength(2);
    expect(r.got[0].headers['webhook-id']).toBe(r.got[1].headers['webhook-id']);
  });

  it('after a rotation both secrets sign during the grace period, each verifying alone', async () => {
    const { endpoint, secret: old } = await fresh('rotated');
    const rotated = await k.call('demo.admin', 'POST', url(`/${endpoint.id}/rotate`), { graceHours: 1 });
    const fresher = rotated.json().secret as string;
    await test(endpoint.id);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    const { headers, body } = r.got[0];
    expect(String(headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(() => new Webhook(old).verify(body, headers as Record<string, string>)).not.toThrow();
    expect(() => new Webhook(fresher).verify(body, headers as Record<string, string>)).not.toThrow();
    // with no grace the old one stops signing at once
    await k.call('demo.admin', 'POST', url(`/${endpoint.id}/rotate`), { graceHours: 0 });
    r.got.length = 0;
    await test(endpoint.id);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    expect(String(r.got[0].headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => new Webhook(fresher).verify(r.got[0].body, r.got[0].headers as Record<string, string>)).toThrow();
  });

  it('a redirect is never followed (retried instead); a receiver that never answers is cut off by the attempt timeout and retried', async () => {
    const { endpoint } = await fresh('redirect');
    other.got.length = 0;
    r.answer({ redirect: other.url() });
    await test(endpoint.id);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    expect(other.got).toHaveLength(0);
    let [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 302 });
    expect(d.lastError).toMatch(/redirect.*not followed/);

    k.t.app.ctx.config.webhooks.attemptTimeoutMs = 300;
    try {
      const slow = await fresh('slow');
      r.answer('hang');
      await test(slow.endpoint.id);
      await deliverWebhooksUntilIdle(k.t.app.ctx, log);
      [d] = await deliveries(slow.endpoint.id);
      expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
      expect(d.lastError).toMatch(/no answer within 0.3 s/);
    } finally {
      k.t.app.ctx.config.webhooks.attemptTimeoutMs = 5000;
    }
  });

  it('resend sends the same delivery again with the same webhook-id', async () => {
    const { endpoint } = await fresh('resend');
    const queued = await test(endpoint.id);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    const res = await k.call('demo.admin', 'POST', url(`/${endpoint.id}/deliveries/${queued.id}/resend`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery).toMatchObject({ id: queued.id, status: 'pending' });
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    expect(r.got.map((g) => g.headers['webhook-id'])).toEqual([queued.messageId, queued.messageId]);
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect((await k.call('demo.admin', 'POST', url(`/${endpoint.id}/deliveries/${crypto.randomUUID()}/resend`))).statusCode).toBe(404);
  });

  it('an endpoint failing for a day is disabled and its security administrators are mailed; its queue waits for it', async () => {
    const { endpoint } = await fresh('down');
    const start = Date.now();
    clockAt(start);
    r.answer(500, 500, 500, 500, 500, 500, 500, 500);
    await test(endpoint.id);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    // 25 hours of failed retries later
    for (const at of [5, 305, 2105, 9305, 27_305, 63_305, 99_305]) {
      vi.setSystemTime(start + at * 1000);
      await deliverWebhooksOnce(k.t.app.ctx, log);
    }
    const [row] = await k.t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ status: 'disabled', disabledReason: expect.stringMatching(/24 hours/) });
    const mails = await k.t.database.db.select().from(outboxEmails).where(eq(outboxEmails.template, 'webhook-disabled'));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0].textBody).toContain(endpoint.url);
    // disabled: its deliveries are not sent
    const sent = r.got.length;
    await test(endpoint.id);
    await deliverWebhooksUntilIdle(k.t.app.ctx, log);
    expect(r.got).toHaveLength(sent);
  });
});
