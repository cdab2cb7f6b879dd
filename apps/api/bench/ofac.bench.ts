/**
 * OFAC screening benchmark (issue: compliance screening). Screens the test set made from the shipped
 * SDN list (screening-test-set.ts: the list's names reordered, with a middle name dropped, a one-letter
 * typo, a transliteration variant or as an alias; and 200 common US names) at the default threshold,
 * and prints recall, false hits and the time to screen one name against the whole list.
 *
 *   npx tsx apps/api/bench/ofac.bench.ts      OFAC_THRESHOLD=0.9 OFAC_SEED=7 to vary
 */
import { performance } from 'node:perf_hooks';
import { OFAC_DEFAULT_MATCH_THRESHOLD } from '@creditdesk/contracts';
import { readSdnFolder, shippedSnapshotDir } from '../src/modules/compliance/ofac/sdn-files.js';
import { SdnIndex } from '../src/modules/compliance/ofac/sdn-index.js';
import { readSdnList } from '../src/modules/compliance/ofac/sdn-list.js';
import { commonUsNames, expectedHits, type VariantKind } from '../src/modules/compliance/ofac/screening-test-set.js';

const threshold = Number(process.env.OFAC_THRESHOLD ?? OFAC_DEFAULT_MATCH_THRESHOLD);
const seed = Number(process.env.OFAC_SEED ?? 2026);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const ms = (n: number) => `${(Math.round(n * 1000) / 1000).toFixed(3)} ms`;

let started = performance.now();
const list = readSdnList(readSdnFolder(shippedSnapshotDir()));
const loadMs = performance.now() - started;
started = performance.now();
const index = SdnIndex.build(list);
const buildMs = performance.now() - started;

const hits = expectedHits(list, { seed });
const usNames = commonUsNames();
// warm-up: the first screens compile the hot paths
for (const h of hits.slice(0, 200)) index.screen({ name: h.query }, { threshold });

const times: number[] = [];
const byKind = new Map<VariantKind, { total: number; found: number }>();
for (const h of hits) {
  const t0 = performance.now();
  const candidates = index.screen({ name: h.query }, { threshold, limit: 50 });
  times.push(performance.now() - t0);
  const kind = byKind.get(h.kind) ?? { total: 0, found: 0 };
  kind.total++;
  if (candidates.some((c) => c.entry.entNum === h.entNum)) kind.found++;
  byKind.set(h.kind, kind);
}
const falseHits: string[] = [];
for (const name of usNames) {
  const t0 = performance.now();
  const candidates = index.screen({ name }, { threshold });
  times.push(performance.now() - t0);
  if (candidates.length > 0) falseHits.push(`${name} → ${candidates[0].matchedName} (${candidates[0].score.toFixed(3)})`);
}

const found = [...byKind.values()].reduce((n, k) => n + k.found, 0);
const recall = found / hits.length;
const falseRate = falseHits.length / usNames.length;
const p50 = pct(times, 50);
console.log(`\nOFAC screening (shipped SDN list: ${index.size.entries} entries, ${index.size.names} names, ${index.size.tokens} distinct tokens; read in ${Math.round(loadMs)} ms, indexed in ${Math.round(buildMs)} ms)`);
console.log(`threshold ${threshold}, test set seed ${seed}: ${hits.length} variants of listed names, ${usNames.length} common US names\n`);
console.log('| measure | result | target |');
console.log('|---|---|---|');
console.log(`| recall | ${(recall * 100).toFixed(2)} % (${found} of ${hits.length}) | ≥ 98 % ${recall >= 0.98 ? 'met' : 'NOT met'} |`);
for (const [kind, k] of byKind) console.log(`| · ${kind} | ${k.found} of ${k.total} | |`);
console.log(`| false hits, common US names | ${(falseRate * 100).toFixed(1)} % (${falseHits.length} of ${usNames.length}) | ≤ 2 % ${falseRate <= 0.02 ? 'met' : 'NOT met'} |`);
console.log(`| one name screened, p50 / p99 | ${ms(p50)} / ${ms(pct(times, 99))} | p50 ≤ 0.5 ms ${p50 <= 0.5 ? 'met' : 'NOT met'} |`);
if (falseHits.length > 0) console.log(`\nfalse hits: ${falseHits.join('; ')}`);
