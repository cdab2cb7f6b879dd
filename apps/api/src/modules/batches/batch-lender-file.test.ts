import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BatchDryRun, CONSUMER_BATCH_LAYOUT, batchDryRunSchema } from '@creditdesk/contracts';
import { batchRows, reportInquiries } from '../../db/schema/index.js';
import type { ConsumerBureau, ConsumerReportPull } from '../../datasources/consumer-bureau.js';
import { createSandboxBureau } from '../../datasources/sandbox/sandbox-bureau.js';
import { lenderFile } from '../../testing/lender-file.js';
import { multipartBody } from '../../testing/multipart.js';
import { type TestApp, bearer, createTestApp } from '../../testing/test-app.js';
import { workUntilIdle } from './batch-worker.js';

/*
 * Issue 27: a lender's export of 5,000 rows had 1,456 invalid rows where 208 were wrong, because names
 * like José, Nguyễn and D'Andre were refused. The dry run of such a file must name exactly the rows
 * that are wrong, each on the column that is.
 */

let t: TestApp;
let token = '';
const pulls: ConsumerReportPull[] = [];
beforeAll(async () => {
  const sandbox = createSandboxBureau();
  const bureau: ConsumerBureau = {
    name: 'sandbox',
    pullConsumerReport(request) {
      pulls.push(structuredClone(request));
      return sandbox.pullConsumerReport(request);
    },
  };
  t = await createTestApp({}, undefined, { bureau });
  token = (await t.login('demo.user')).access_token;
});
afterAll(() => t?.close());

const dryRun = async (csv: string): Promise<BatchDryRun> => {
  const body = multipartBody({ product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' }, { name: 'lender-export.csv', content: csv });
  const res = await t.app.inject({ method: 'POST', url: '/api/consumers/batchs/submission', payload: body.payload, headers: { ...body.headers, ...bearer({ access_token: token }) } });
  expect(res.statusCode, res.body).toBe(201);
  return batchDryRunSchema.parse(res.json());
};
const rowsOf = (batchId: string) =>
  t.database.db
    .select({ rowNumber: batchRows.rowNumber, status: batchRows.status, errors: batchRows.errors, consumerName: batchRows.consumerName })
    .from(batchRows)
    .where(eq(batchRows.batchId, batchId))
    .orderBy(asc(batchRows.rowNumber));

describe("a lender's export, dry run", () => {
  it('reports as invalid exactly the 208 wrong rows of 5,000, each on its column', async () => {
    const file = lenderFile(5000, 208);
    expect(file.mistakes.size).toBe(208);
    const { batch } = await dryRun(file.csv);
    expect(batch.counts).toMatchObject({ total: 5000, invalid: 208 });

    const invalid = (await rowsOf(batch.batchId)).filter((r) => r.status === 'invalid');
    // no multi-line cells: row n is line n + 1 of the file (the header is line 1)
    expect(invalid.map((r) => r.rowNumber)).toEqual([...file.mistakes.keys()]);
    // each on the file's own header for the column (the file writes the layout's labels)
    const headerOf = (key: string | undefined) => CONSUMER_BATCH_LAYOUT.columns.find((c) => c.key === key)?.label;
    for (const row of invalid) expect(row.errors.map((e) => e.column), `row ${row.rowNumber}`).toContain(headerOf(file.mistakes.get(row.rowNumber)));
  });

  it('orders the rows with names as given: stored in NFC, the bureau given each name and its ASCII form', async () => {
    const csv = '\uFEFFFirst Name,Last Name,SSN,Date of Birth,Address,City,State,ZIP\r\n' + 'Jose\u0301,"García",123-45-7001,03/09/1984,"12 Calle Ocho, Apt 3",Miami,FL,33135-1234\r\n' + 'D’Andre,O\'Brien,123457002,1979-11-30,4 Oak Ave,Boston,MA,02134\r\n' + 'Александр,Иванов,123-45-7003,5/6/1990,9 Elm St,Newark,NJ,07102\r\n';
    const { batch } = await dryRun(csv);
    expect(batch.counts).toMatchObject({ total: 3, invalid: 0 });
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/consumers/batchs/${batch.batchId}/confirm`, headers: bearer({ access_token: token }) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await workUntilIdle(t.app.ctx, { chunkSize: 10, leaseSeconds: 60 }, { error: () => undefined, info: () => undefined });

    const rows = await rowsOf(batch.batchId);
    expect(rows.map((r) => [r.status, r.consumerName])).toEqual([
      ['completed', 'José García'],
      ['completed', 'D’Andre O\'Brien'],
      ['completed', 'Александр Иванов'],
    ]);
    const applicants = pulls.filter((p) => p.idempotencyKey.startsWith(`${batch.batchId}:`)).sort((a, b) => a.idempotencyKey.localeCompare(b.idempotencyKey)).map((p) => p.applicants[0]);
    expect(applicants.map((a) => [a.firstName, a.lastName, a.asciiName])).toEqual([
      ['José', 'García', { firstName: 'Jose', middleName: '', lastName: 'Garcia' }],
      ['D’Andre', "O'Brien", { firstName: "D'Andre", middleName: '', lastName: "O'Brien" }],
      ['Александр', 'Иванов', null],
    ]);
    const stored = await t.database.db.select({ name: reportInquiries.consumerName }).from(reportInquiries).where(and(eq(reportInquiries.consumerName, 'José García')));
    expect(stored).toHaveLength(1);
  });
});
