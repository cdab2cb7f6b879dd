/**
 * Reports benchmark (issue: reports core). Runs in-process through the server's own request
 * injection on the embedded database (PostgreSQL under DATA_DIR), so it measures the server and the
 * database, not a network stack. Prints a JSON summary and a table for docs/benchmarks.md.
 *
 *   npm run bench            (all)      BENCH_ORDERS=1000 BENCH_INQUIRIES=100000 to change sizes
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { benchSession, copyInquiries } from './bench-session.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { seedDemoData } from '../src/demo-seed.js';
import { SANDBOX_PERSONAS } from '../src/datasources/sandbox/personas.js';
import { renderConsumerReportPdf } from '../src/modules/reports/pdf/consumer-report-pdf.js';
import { consumerRequest } from '../src/testing/consumer-requests.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const INQUIRIES = Number(process.env.BENCH_INQUIRIES ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (n: number) => Math.round(n * 100) / 100;
/** 0 → 'a', 27 → 'bb': names may hold letters only. */
const lettersOf = (i: number): string => (i < 26 ? String.fromCharCode(97 + i) : lettersOf(Math.floor(i / 26) - 1) + String.fromCharCode(97 + (i % 26)));

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-bench-'));
  // one user orders thousands of reports here: the per-user order rate is lifted
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ORDER_RATE_PER_MINUTE: '1000000' });
  const database = await openDatabase({ kind: 'embedded', dataDir });
  await seedDemoData(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  const { customerId, headers } = await benchSession(app, 'demo.user');

  // Varied consumers: every persona and generated identities.
  const consumers = Array.from({ length: ORDERS }, (_, i) => {
    const base = SANDBOX_PERSONAS[i % SANDBOX_PERSONAS.length];
    if (i % 3 === 0) return base;
    const serial = String(1000 + (i % 8999)).padStart(4, '0');
    return { ...base, firstName: `Bench${lettersOf(i)}`, ssn: `${String(100 + (i % 500)).padStart(3, '0')}55${serial}` };
  });
  const order = (i: number) =>
    app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: consumerRequest(consumers[i]), headers });

  // 1. Throughput: ORDERS orders, CONCURRENCY in flight.
  for (let i = 0; i < 20; i++) await order(i); // warm-up
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ORDERS) {
        const res = await order(next++);
        if (res.statusCode !== 200) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
      }
    }),
  );
  const ordersPerSecond = ORDERS / ((performance.now() - t0) / 1000);

  // 2. Latency of one order, one at a time.
  const latencies: number[] = [];
  for (let i = 0; i < Math.min(300, ORDERS); i++) {
    const s = performance.now();
    await order(i);
    latencies.push(performance.now() - s);
  }

  // 3. PDF renders for the thick-file persona, through the endpoint (decrypt + split + render + audit).
  const thick = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
  const thickOrder = await app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: consumerRequest(thick), headers });
  const inquiryId = thickOrder.json().inquiryId as string;
  const pdfCount = 100;
  for (let i = 0; i < 5; i++) await app.inject({ method: 'POST', url: '/api/pdfs/consumercredit/download', payload: { inquiryId }, headers });
  const p0 = performance.now();
  for (let i = 0; i < pdfCount; i++) {
    const res = await app.inject({ method: 'POST', url: '/api/pdfs/consumercredit/download', payload: { inquiryId }, headers });
    if (res.statusCode !== 200) throw new Error(`pdf failed: ${res.statusCode}`);
  }
  const pdfsPerSecond = pdfCount / ((performance.now() - p0) / 1000);
  const pdfRenderOnly = await (async () => {
    const dsr = thickOrder.json().dataSourceResponse;
    const s = performance.now();
    for (let i = 0; i < pdfCount; i++) {
      await renderConsumerReportPdf({
        product: 'acrov6',
        dataSourceResponse: dsr,
        inquiry: { id: inquiryId, createdAt: new Date(), customerName: 'Demo Lending', userName: 'demo.user', accountNumber: '100200300', customerReferenceNumber: 'x', permissiblePurpose: 'CREDIT_TRANSACTION' },
      });
    }
    return pdfCount / ((performance.now() - s) / 1000);
  })();

  // 4. My Reports with INQUIRIES stored for this user: copy one real row many times, spread over two years.
  const existing = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from report_inquiries`))[0].n;
  const toAdd = Math.max(0, INQUIRIES - existing);
  await copyInquiries(database.db, toAdd);
  await database.db.execute(sql`analyze report_inquiries`);
  const pageUrl = (n: number) => `/api/reportinquiries/extract/customers/${customerId}/pages?pageNumber=${n}&pageSize=10`;
  const pageTimes: number[] = [];
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: pageUrl(1), headers });
  for (let i = 0; i < 200; i++) {
    const n = i % 4 === 0 ? 1 + ((i * 37) % 50) : 1; // mostly the first page, some deeper ones
    const s = performance.now();
    const res = await app.inject({ method: 'GET', url: pageUrl(n), headers });
    pageTimes.push(performance.now() - s);
    if (res.statusCode !== 200) throw new Error(`page failed: ${res.statusCode}`);
  }
  const total = (await app.inject({ method: 'GET', url: pageUrl(1), headers })).json().totalElements;
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await database.db.execute(
      sql.raw(`explain select id from report_inquiries where customer_id = '${customerId}' and user_id = (select id from users where username = 'demo.user') and deleted_at is null order by created_at desc, id desc limit 10`),
    ),
  );

  const summary = {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    database: 'embedded PostgreSQL',
    ordersPerSecond: Math.round(ordersPerSecond),
    orderConcurrency: CONCURRENCY,
    orderMedianMs: ms(pct(latencies, 50)),
    orderP99Ms: ms(pct(latencies, 99)),
    pdfThickPerSecondEndpoint: Math.round(pdfsPerSecond),
    pdfThickPerSecondRenderOnly: Math.round(pdfRenderOnly),
    myReportsInquiries: total,
    myReportsPageMedianMs: ms(pct(pageTimes, 50)),
    myReportsPageP99Ms: ms(pct(pageTimes, 99)),
    myReportsPlan: plan.map((r) => r['QUERY PLAN']).join(' | '),
  };
  console.log(JSON.stringify(summary, null, 2));
  console.log(`
| measure | target | result |
|---|---|---|
| consumer reports ordered per second (${CONCURRENCY} in flight) | ≥ 200/s | ${summary.ordersPerSecond}/s |
| one order, server time (median / p99) | | ${summary.orderMedianMs} ms / ${summary.orderP99Ms} ms |
| thick-file PDF downloads per second (endpoint) | ≥ 20/s | ${summary.pdfThickPerSecondEndpoint}/s |
| thick-file PDF renders per second (renderer alone) | | ${summary.pdfThickPerSecondRenderOnly}/s |
| My Reports page with ${total} inquiries (median / p99) | p99 ≤ 50 ms | ${summary.myReportsPageMedianMs} ms / ${summary.myReportsPageP99Ms} ms |
`);
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
