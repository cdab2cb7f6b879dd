import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Db } from '../db/client.js';
import { unauthorized } from '../lib/http-error.js';

/*
 * Prometheus metrics (prom-client) on GET /metrics of the server's own port, for a scraper that holds
 * METRICS_TOKEN (docs/operations.md). Without the token nothing is counted and prom-client is not
 * loaded. One registry per app (tests build several apps in one process). Every label is bounded:
 * route templates, product and data-source keys, outcome codes; never a path, a name or an id.
 */

/** What the modules count; a no-op when metrics are off. */
export type AppMetrics = {
  dataSourceCall(source: string, outcome: 'ok' | 'unavailable' | 'error'): void;
  order(product: string, outcome: 'stored' | 'failed'): void;
  pull(product: string, channel: 'order' | 'batch'): void;
  batchRow(state: 'completed' | 'failed' | 'retry'): void;
  webhookDelivery(outcome: 'delivered' | 'failed'): void;
  loginOutcome(code: string): void;
  lockout(): void;
};

const noop = () => undefined;
export const NO_METRICS: AppMetrics = {
  dataSourceCall: noop,
  order: noop,
  pull: noop,
  batchRow: noop,
  webhookDelivery: noop,
  loginOutcome: noop,
  lockout: noop,
};

export type Metrics = AppMetrics & {
  /** the request hook and GET /metrics. */
  register(app: FastifyInstance): void;
};

type Sources = { db: Db; pool?: pg.Pool };

export async function createMetrics(sources: Sources): Promise<Metrics> {
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  // process, heap, GC and the event loop's delay (nodejs_eventloop_lag_*)
  prom.collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new prom.Histogram({
    name: 'creditdesk_http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status (the count is the request rate)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const dataSourceCalls = new prom.Counter({ name: 'creditdesk_datasource_calls_total', help: 'Data-source calls by source (the product\'s data source)', labelNames: ['source'] as const, registers });
  const dataSourceFailures = new prom.Counter({
    name: 'creditdesk_datasource_failures_total',
    help: 'Data-source calls that failed: unavailable (the source did not answer) or error',
    labelNames: ['source', 'reason'] as const,
    registers,
  });
  const orders = new prom.Counter({ name: 'creditdesk_orders_total', help: 'Report orders by product: stored, or failed at the data source', labelNames: ['product', 'outcome'] as const, registers });
  const pulls = new prom.Counter({ name: 'creditdesk_pulls_total', help: 'Reports pulled from a data source by product, for an order or a batch row', labelNames: ['product', 'channel'] as const, registers });
  const batchRows = new prom.Counter({ name: 'creditdesk_batch_rows_total', help: 'Batch rows processed by the state they reached', labelNames: ['state'] as const, registers });
  const webhookDeliveries = new prom.Counter({ name: 'creditdesk_webhook_deliveries_total', help: 'Webhook delivery attempts by outcome', labelNames: ['outcome'] as const, registers });
  const loginOutcomes = new prom.Counter({ name: 'creditdesk_login_outcomes_total', help: 'Password logins by outcome: signed-in, mfa, or the login error code', labelNames: ['code'] as const, registers });
  const lockouts = new prom.Counter({ name: 'creditdesk_lockouts_total', help: 'Users locked out after too many failed logins', registers });

  // read at scrape time in one statement: the queues through their partial indexes (batches_active_idx,
  // webhook_deliveries_due_idx), the rows' totals from the batches' own counters (a row a batch, not a row a row).
  // The first of the three gauges collects for all: a registry collects each metric as it writes it.
  const batchRowStates = new prom.Gauge({
    name: 'creditdesk_batch_rows',
    help: 'Rows of all batches by state, from the database (the rows every process, workers included, has processed)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const row = await readQueues(sources.db);
      for (const state of ['completed', 'failed', 'invalid'] as const) this.set({ state }, row[state]);
      this.set({ state: 'waiting' }, row.batchRows);
      queueDepth.set({ queue: 'batch_rows' }, row.batchRows);
      queueDepth.set({ queue: 'webhook_deliveries' }, row.webhookDeliveries);
      queueAge.set({ queue: 'batch_rows' }, row.batchAge);
      queueAge.set({ queue: 'webhook_deliveries' }, row.webhookAge);
    },
  });
  const queueDepth = new prom.Gauge({ name: 'creditdesk_queue_depth', help: 'Work waiting: batch rows not yet processed, webhook deliveries pending', labelNames: ['queue'] as const, registers });
  const queueAge = new prom.Gauge({
    name: 'creditdesk_queue_oldest_age_seconds',
    help: 'Age of the oldest waiting item: the oldest unfinished batch, the oldest pending webhook delivery (0 when none)',
    labelNames: ['queue'] as const,
    registers,
  });
  void batchRowStates;
  const { pool } = sources;
  if (pool) {
    new prom.Gauge({
      name: 'creditdesk_db_pool_connections',
      help: 'Database pool connections: in use, idle; and queries waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  return {
    dataSourceCall(source, outcome) {
      dataSourceCalls.inc({ source });
      if (outcome !== 'ok') dataSourceFailures.inc({ source, reason: outcome });
    },
    order: (product, outcome) => orders.inc({ product, outcome }),
    pull: (product, channel) => pulls.inc({ product, channel }),
    batchRow: (state) => batchRows.inc({ state }),
    webhookDelivery: (outcome) => webhookDeliveries.inc({ outcome }),
    loginOutcome: (code) => loginOutcomes.inc({ code }),
    lockout: () => lockouts.inc(),
    register(app) {
      app.addHook('onResponse', async (req, reply) => {
        requests.observe({ method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: reply.statusCode }, reply.elapsedTime / 1000);
      });
      app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
        if (!bearerMatches(req, app.ctx.config.metricsToken!)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw unauthorized();
        }
        reply.header('content-type', registry.contentType);
        return registry.metrics();
      });
    },
  };
}

async function readQueues(db: Db) {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(greatest(total_rows - invalid_rows - completed_rows - failed_rows, 0)), 0)::float8 from batches where status in ('queued', 'processing')) as "batchRows",
      (select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 from batches where status in ('queued', 'processing')) as "batchAge",
      (select count(*)::float8 from webhook_deliveries where status = 'pending') as "webhookDeliveries",
      (select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 from webhook_deliveries where status = 'pending') as "webhookAge",
      totals.*
    from (select coalesce(sum(completed_rows), 0)::float8 as completed, coalesce(sum(failed_rows), 0)::float8 as failed, coalesce(sum(invalid_rows), 0)::float8 as invalid from batches) totals
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, number>[];
  const row = rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return { batchRows: n('batchRows'), batchAge: n('batchAge'), webhookDeliveries: n('webhookDeliveries'), webhookAge: n('webhookAge'), completed: n('completed'), failed: n('failed'), invalid: n('invalid') };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Authorization: Bearer <METRICS_TOKEN>, compared in constant time. */
function bearerMatches(req: FastifyRequest, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = /^Bearer (.+)$/.exec(header)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
