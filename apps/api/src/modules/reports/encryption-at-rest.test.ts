import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest } from '../../testing/consumer-requests.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

// Where the test can read the database server's files (the run's embedded server, or a local server as root), it reads them byte by byte.
let t: TestApp;
const p = SANDBOX_PERSONAS.find((x) => x.key === 'thick')!;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/consumers/reports/acrov6',
    payload: consumerRequest(p),
    headers: bearer(await t.login('demo.admin')),
  });
  expect(res.statusCode).toBe(200);
  await t.database.db.execute(sql`checkpoint`);
});
afterAll(() => t.close());

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe('consumer data at rest', () => {
  it('keeps no SSN or date of birth in the clear in any stored row', async () => {
    const rows = rowsOf<{ row: string }>(await t.database.db.execute(sql`select row_to_json(r)::text as row from report_inquiries r`));
    expect(rows).toHaveLength(1);
    const dashed = `${p.ssn.slice(0, 3)}-${p.ssn.slice(3, 5)}-${p.ssn.slice(5)}`;
    for (const needle of [p.ssn, dashed, p.dateOfBirth]) expect(rows[0].row).not.toContain(needle);
    const audit = rowsOf<{ row: string }>(await t.database.db.execute(sql`select row_to_json(a)::text as row from audit_events a`));
    for (const needle of [p.ssn, p.dateOfBirth]) expect(audit.map((a) => a.row).join()).not.toContain(needle);
  });

  it('the raw SSN does not appear in the database files', async (ctx) => {
    // this database's own folder: base/<its oid> under the server's data directory
    const [where] = rowsOf<{ dir: string }>(await t.database.db.execute(sql`select current_setting('data_directory') || '/base/' || (select oid from pg_database where datname = current_database()) as dir`));
    if (!fs.existsSync(where!.dir)) ctx.skip('the database server\'s files are not readable from here');
    const all = files(where!.dir);
    expect(all.length).toBeGreaterThan(10);
    const needles = [p.ssn, p.dateOfBirth].map((s) => Buffer.from(s));
    // The consumer's name is stored in the clear (lists show it): proof the scan reads the data.
    const name = Buffer.from(`${p.firstName} ${p.lastName}`);
    let sawName = false;
    for (const f of all) {
      const bytes = fs.readFileSync(f);
      for (const n of needles) expect(bytes.includes(n), `${n} found in ${f}`).toBe(false);
      sawName ||= bytes.includes(name);
    }
    expect(sawName).toBe(true);
  });
});
