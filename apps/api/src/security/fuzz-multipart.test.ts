import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchRows, batches } from '../db/schema/index.js';
import { multipartBody } from '../testing/multipart.js';
import { type TestApp, bearer, createTestApp } from '../testing/test-app.js';
import { HOSTILE_TEXT, type Random, seededRandom } from './mutations.js';

/**
 * Fuzz of the multipart uploads (issue 27): the batch submission and the template editor's sample,
 * with hostile file names (NUL plain and RFC 5987-encoded, control characters, ANSI escapes, 10,000
 * characters), hostile field values and field names, and CSV files with stray and unbalanced double
 * quotes. Bounded by a count of requests from a fixed seed (never by time): no 5xx, every refusal a
 * JSON 4xx with a message, and a refused submission leaves no batch and no row.
 *
 *   FUZZ_RUNS=400 FUZZ_SEED=7 npx vitest run --project api apps/api/src/security/fuzz-multipart.test.ts
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);

const HEADER = 'firstName,lastName,ssn,dateOfBirth,addressLine1,city,state,zip,customerReferenceNumber';
const row = (i: number) => `Jane,Fuzz,123-45-${String(6000 + i).padStart(4, '0')},1980-04-12,${i} Main St,Columbus,OH,43004,F-${i}`;
const FIELDS = { product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' };
const NAMES = [...HOSTILE_TEXT, 'a\u0000b.csv', 'line\nbreak.csv', '\u001b[2J\u001b[31mred.csv', `${'n'.repeat(10_000)}.csv`, 'ok.csv', '"quoted".csv'];
const QUOTES = ['"', '""', '"x', 'x"', '"x"y', '700 "Old" Mill Rd', '=HYPERLINK("x")', '"a,b', '"\n"', '\\"'];

type Upload = { name: string; url: string; payload: Buffer; headers: Record<string, string> };

/** A CSV file of a few rows with quotes put at random places: inside cells, opening cells, left open at the end. */
function quotedCsv(r: Random): string {
  const lines = [HEADER, ...Array.from({ length: 1 + r.int(4) }, (_, i) => row(i + r.int(1000)))];
  for (let n = 1 + r.int(3); n > 0; n--) {
    const at = 1 + r.int(lines.length - 1);
    const cells = lines[at].split(',');
    const c = r.int(cells.length);
    cells[c] = r.next() < 0.5 ? `${cells[c]}${r.pick(QUOTES)}` : `${r.pick(QUOTES)}${cells[c]}`;
    lines[at] = cells.join(',');
  }
  return `${lines.join(r.next() < 0.5 ? '\n' : '\r\n')}${r.next() < 0.2 ? '\n"unclosed' : '\n'}`;
}

/** One hostile upload: its file name, a field's value, a field's name, or its file's quotes. */
function hostileUpload(r: Random): Upload {
  const url = r.next() < 0.75 ? '/api/consumers/batchs/submission' : '/api/batch/templates/preview';
  const fields: Record<string, string> = { ...FIELDS };
  let fileName = 'fuzz.csv';
  let content = `${HEADER}\n${row(r.int(1000))}\n`;
  let encoded = false;
  const kind = r.pick(['file name', 'file name (RFC 5987)', 'field value', 'field name', 'quotes'] as const);
  if (kind === 'file name') fileName = r.pick(NAMES);
  if (kind === 'file name (RFC 5987)') encoded = true;
  if (kind === 'field value') fields[r.pick(['product', 'accountNumber', 'permissiblePurpose', 'batchName', 'templateId'])] = r.pick(HOSTILE_TEXT);
  if (kind === 'field name') fields[r.pick(HOSTILE_TEXT)] = 'x';
  if (kind === 'quotes') content = quotedCsv(r);
  const body = multipartBody(fields, { name: fileName, content });
  const payload = encoded ? Buffer.from(body.payload.toString('latin1').replace(`filename="${fileName}"`, `filename*=UTF-8''${r.pick(['a%00b.csv', '%1B%5B31m.csv', 'ok.csv', '%E2%80%AEvsc.csv'])}`), 'latin1') : body.payload;
  return { name: `${kind} → ${url}`, url, payload, headers: body.headers };
}

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('demo.admin')).access_token;
});
afterAll(() => t.close());

const stored = async () => ({
  batches: Number((await t.database.db.select({ n: count() }).from(batches))[0].n),
  rows: Number((await t.database.db.select({ n: count() }).from(batchRows))[0].n),
});

describe('fuzz of the multipart uploads', () => {
  it(`answers ${RUNS} hostile uploads (seed ${SEED}) without a 5xx, and stores nothing for a refusal`, async () => {
    const r = seededRandom(SEED);
    const findings: { upload: string; status: number; problem: string; body: string }[] = [];
    const seen = new Map<number, number>();
    for (let i = 0; i < RUNS; i++) {
      const upload = hostileUpload(r);
      const before = await stored();
      const res = await t.app.inject({ method: 'POST', url: upload.url, payload: upload.payload, headers: { ...upload.headers, ...bearer({ access_token: token }) } });
      seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
      const after = await stored();
      const problem =
        res.statusCode >= 500
          ? 'a 5xx answer'
          : res.statusCode >= 400 && typeof res.json().message !== 'string'
            ? 'a refusal without a message'
            : res.statusCode >= 400 && (after.batches !== before.batches || after.rows !== before.rows)
              ? `a refusal left ${after.batches - before.batches} batches and ${after.rows - before.rows} rows`
              : undefined;
      if (problem) findings.push({ upload: upload.name, status: res.statusCode, problem, body: res.body.slice(0, 300) });
    }
    console.log(`fuzz-multipart: ${RUNS} uploads (seed ${SEED}), answers ${JSON.stringify(Object.fromEntries(seen))}, ${findings.length} findings`);
    expect(findings).toEqual([]);
  }, 60_000 + RUNS * 2_000);
});
