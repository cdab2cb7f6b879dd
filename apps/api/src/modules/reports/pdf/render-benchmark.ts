/**
 * Render-time benchmark for the consumer report PDF (not part of the test run):
 *   npx tsx apps/api/src/modules/reports/pdf/render-benchmark.ts [renders] [out.pdf]
 * Renders the thick-file fixture (22 tradelines, 24-month grids) repeatedly after a warm-up and
 * prints the mean and p95 time per render and the renders per second; writes one PDF when asked.
 * It also prints the CPU time per render (user + system), which holds steady when other processes
 * share the machine and stretch the wall-clock figures.
 */
import { writeFileSync } from 'node:fs';
import { renderConsumerReportPdf } from './consumer-report-pdf.js';
import { INQUIRY, responseOf, thickReport } from './test-fixtures.js';

const renders = Number(process.argv[2] ?? 200);
const out = process.argv[3];
const input = { product: 'acrov6' as const, dataSourceResponse: responseOf('acrov6', [thickReport()]), inquiry: INQUIRY };

for (let i = 0; i < 20; i++) await renderConsumerReportPdf(input);

const times: number[] = [];
let bytes = 0;
const cpuStarted = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < renders; i++) {
  const t0 = performance.now();
  bytes = (await renderConsumerReportPdf(input)).length;
  times.push(performance.now() - t0);
}
const elapsed = performance.now() - started;
const cpu = process.cpuUsage(cpuStarted);
const cpuPerRender = (cpu.user + cpu.system) / 1000 / renders;
times.sort((a, b) => a - b);
const mean = times.reduce((s, t) => s + t, 0) / times.length;
console.log(
  `thick file (22 tradelines): ${renders} renders, mean ${mean.toFixed(2)} ms, median ${times[Math.floor(times.length / 2)].toFixed(2)} ms, ` +
    `p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms, ${(renders / (elapsed / 1000)).toFixed(1)} renders/s; ` +
    `CPU ${cpuPerRender.toFixed(2)} ms per render; ${bytes} bytes`,
);
if (out) {
  writeFileSync(out, await renderConsumerReportPdf(input));
  console.log(`wrote ${out}`);
}
