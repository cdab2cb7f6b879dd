/**
 * Every product of the registry (issue 11): orders per second (8 in flight), one order's server time
 * (p50/p99, one at a time) and PDF downloads per second through the endpoint, on the embedded
 * database in memory, through the server's own request injection. Each product is ordered with its
 * well-formed request of the security checks (apps/api/src/security/endpoint-requests.ts).
 *
 *   npm run bench                      BENCH_PRODUCT_ORDERS=500 to change the count
 */
import { performance } from 'node:perf_hooks';
import { REPORT_ORDER_ENDPOINTS, REPORT_PDF_ENDPOINTS, REPORT_PRODUCTS } from '@creditdesk/contracts';
import { ENDPOINT_REQUESTS, endpointKey } from '../src/security/endpoint-requests.js';
import { SYSADMIN, createWorld } from '../src/security/world.js';

const ORDERS = Number(process.env.BENCH_PRODUCT_ORDERS ?? 300);
const CONCURRENCY = 8;
const PDFS = 60;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const round = (n: number) => Math.round(n * 100) / 100;

async function main() {
  const w = await createWorld();
  const rows: string[] = [];
  // one session for the whole run: the server's time, not the minting of a token per request
  const authorization = `Bearer ${await w.tokenOf(SYSADMIN.username!)}`;
  const asAnonymous = { ...SYSADMIN, username: undefined };
  for (const product of REPORT_PRODUCTS) {
    const endpoint = REPORT_ORDER_ENDPOINTS[product.key];
    const row = await ENDPOINT_REQUESTS[endpointKey(endpoint)](w, SYSADMIN);
    const parts = { ...row, headers: { ...(row.headers ?? {}), authorization } };
    const order = async () => {
      const res = await w.send(endpoint, parts, asAnonymous);
      if (res.statusCode !== 200) throw new Error(`${product.key} order failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    };
    for (let i = 0; i < 50; i++) await order(); // warm-up (the first product also warms the process)

    // server time of one order: the injected request, token verification to answer, one at a time
    const latencies: number[] = [];
    for (let i = 0; i < Math.min(ORDERS, 200); i++) {
      const s = performance.now();
      await order();
      latencies.push(performance.now() - s);
    }

    let next = 0;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => { while (next++ < ORDERS) await order(); }));
    const perSecond = ORDERS / ((performance.now() - t0) / 1000);

    const inquiryId = (await order()).json().inquiryId as string;
    const pdf = REPORT_PDF_ENDPOINTS[product.key];
    const p0 = performance.now();
    for (let i = 0; i < PDFS; i++) {
      const res = await w.send(pdf, { body: { inquiryId }, headers: { authorization } }, asAnonymous);
      if (res.statusCode !== 200) throw new Error(`${product.key} PDF failed: ${res.statusCode}`);
    }
    const pdfsPerSecond = PDFS / ((performance.now() - p0) / 1000);
    rows.push(`| ${product.name} (${product.code}) | ${Math.round(perSecond)}/s | ${round(pct(latencies, 50))} ms / ${round(pct(latencies, 99))} ms | ${Math.round(pdfsPerSecond)}/s |`);
  }
  console.log(`
Products (embedded PostgreSQL, ${ORDERS} orders with ${CONCURRENCY} in flight, ${PDFS} PDFs; targets: p50 ≤ 10 ms and p99 ≤ 50 ms a order, ≥ 20 PDFs/s)

| product | orders/s | one order p50 / p99 | PDFs/s (endpoint) |
|---|---|---|---|
${rows.join('\n')}
`);
  await w.t.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
