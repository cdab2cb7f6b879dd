/**
 * Webhook deliveries benchmark (issue 34): BENCH_WEBHOOK_EVENTS events (default 3000) queued for one
 * endpoint of Demo Lending, a fast receiver on loopback (answers 200 at once, checks nothing), then the
 * server's own worker loops (BENCH_WEBHOOK_LOOPS, default 2, as on PostgreSQL) send them. Prints the
 * queueing rate (events written in their transactions), the deliveries per second from the loops'
 * start to the last delivered, and the machine's load.
 *
 *   npm run bench:webhooks
 *   DATABASE_URL=postgres://…/test npm run bench:webhooks     a fresh database on that server
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { customers } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/rows.js';
import { seedDemoData } from '../src/demo-seed.js';
import { createTestDatabase } from '../src/testing/test-database.js';
import { addSecret } from '../src/modules/webhooks/webhooks.repository.js';
import { emitWebhookEvent } from '../src/modules/webhooks/webhook-events.js';
import { newWebhookSecret } from '../src/modules/webhooks/webhook-signing.js';
import { webhookEndpoints } from '../src/db/schema/index.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 3000);
const LOOPS = process.env.BENCH_WEBHOOK_LOOPS ?? '2';
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function main() {
  let received = 0;
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-bench-webhooks-'));
  const database = await createTestDatabase();
  await seedDemoData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BATCH_WORKERS: LOOPS,
    BATCH_IDLE_MS: '50',
    CLEANUP_INTERVAL_SECONDS: '86400',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    const [demo] = await database.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Demo Lending'));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const [endpoint] = await database.db.insert(webhookEndpoints).values({ customerId: demo.id, url, events: ['batch.completed'], createdBy: 'bench' }).returning({ id: webhookEndpoints.id });
    await addSecret(database.db, app.ctx.cipher, endpoint.id, newWebhookSecret());

    // queued as the batches queue them: each in its own transaction with what happened (here: nothing else)
    let t0 = performance.now();
    for (let i = 0; i < EVENTS; i++) {
      await database.db.transaction((tx) =>
        emitWebhookEvent(tx, {
          customerId: demo.id,
          type: 'batch.completed',
          data: { batchId: crypto.randomUUID(), batchName: `Bench ${i}`, product: 'acrov6', totalRows: 10, completedRows: 10, failedRows: 0, invalidRows: 0 },
        }),
      );
    }
    const queueMs = performance.now() - t0;

    const load = os.loadavg()[0];
    t0 = performance.now();
    await app.ready(); // starts the worker loops
    const delivered = async () => Number(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from webhook_deliveries where status = 'delivered'`))[0].n);
    let done = 0;
    while ((done = await delivered()) < EVENTS) {
      if (performance.now() - t0 > 600_000) throw new Error(`only ${done} of ${EVENTS} delivered in 10 minutes`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const sendMs = performance.now() - t0;
    const loadAfter = os.loadavg()[0];

    console.log(`\nWebhook deliveries (${EVENTS} events, one endpoint, a fast receiver on loopback; ${LOOPS} worker loop${LOOPS === '1' ? '' : 's'}, 20 deliveries claimed at once each; ${database.kind === 'postgres' ? 'PostgreSQL' : database.kind})`);
    console.log('| measure | result |');
    console.log('|---|---|');
    console.log(`| events queued (one transaction each) | ${round(EVENTS / (queueMs / 1000))} / s |`);
    console.log(`| deliveries (signed, sent, answered, settled) | ${round(EVENTS / (sendMs / 1000))} / s (${round(sendMs / 1000, 2)} s for ${EVENTS}) |`);
    console.log(`| receiver got | ${received} requests (each event once) |`);
    console.log(`| machine load (1 min) before / after | ${round(load, 2)} / ${round(loadAfter, 2)} on ${os.cpus().length} cores |`);
    if (received !== EVENTS) throw new Error(`the receiver got ${received} requests for ${EVENTS} events`);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await new Promise((resolve) => receiver.close(resolve));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
