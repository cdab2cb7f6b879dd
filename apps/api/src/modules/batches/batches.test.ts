import { randomUUID } from 'node:crypto';
import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CLIENT_MESSAGES, BATCH_LIMITS, type Batch, type BatchDryRun, type BatchRowPage, MESSAGES, batchDryRunSchema, batchRowPageSchema, batchSchema } from '@creditdesk/contracts';
import { auditEvents, batchRows, batches, customerSubscriptions, customers, outboxEmails, reportInquiries } from '../../db/schema/index.js';
import { createSandboxBureau } from '../../datasources/sandbox/sandbox-bureau.js';
import { BureauUnavailableError, type ConsumerBureau } from '../../datasources/consumer-bureau.js';
import { multipartBody } from '../../testing/multipart.js';
import { type TestApp, bearer, createTestApp } from '../../testing/test-app.js';
import { processClaim } from './batch-processing.js';
import { claimRows } from './batch-queue.repository.js';
import { workUntilIdle } from './batch-worker.js';

/** A bureau that counts pulls by idempotency key and fails for the SSNs it is told to. */
function countingBureau() {
  const sandbox = createSandboxBureau();
  const keys = new Map<string, number>();
  const failing = new Map<string, number>();
  const bureau: ConsumerBureau = {
    name: 'sandbox',
    async pullConsumerReport(request) {
      keys.set(request.idempotencyKey, (keys.get(request.idempotencyKey) ?? 0) + 1);
      const ssn = request.applicants[0].ssn;
      const left = failing.get(ssn) ?? 0;
      if (left > 0) {
        failing.set(ssn, left - 1);
        throw new BureauUnavailableError('test outage');
      }
      return sandbox.pullConsumerReport(request);
    },
  };
  return { bureau, keys, failing };
}

const HEADER = 'First Name,Last Name,SSN,Date of Birth,Address,City,State,ZIP,Reference';
const good = (i: number) => `Jane${String.fromCharCode(65 + (i % 26))},Sample,123-45-${String(2000 + i).padStart(4, '0')},4/12/1980,"${100 + i} Main St, Apt ${i}",Columbus,OH,43004,APP-${i}`;

let t: TestApp;
let counting: ReturnType<typeof countingBureau>;
let demo = '';
const tokens: Record<string, string> = {};
const as = (user: string) => bearer({ access_token: tokens[user] });
const log = { error: () => undefined, info: () => undefined };
const work = () => workUntilIdle(t.app.ctx, { chunkSize: 3, leaseSeconds: 60 }, log);

const submit = (csv: string | Buffer, fields: Record<string, string> = {}, user = 'demo.user', fileName = 'applicants.csv') => {
  const body = multipartBody({ product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION', ...fields }, { name: fileName, content: csv });
  return t.app.inject({ method: 'POST', url: '/api/consumers/batchs/submission', payload: body.payload, headers: { ...body.headers, ...as(user) } });
};
const dryRun = async (csv: string, fields: Record<string, string> = {}, user = 'demo.user'): Promise<BatchDryRun> => {
  const res = await submit(csv, fields, user);
  expect(res.statusCode, res.body).toBe(201);
  return batchDryRunSchema.parse(res.json());
};
const details = async (batchId: string, user = 'demo.user'): Promise<Batch> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/consumers/batchs/${batchId}/details`, headers: as(user) });
  expect(res.statusCode, res.body).toBe(200);
  return batchSchema.parse(res.json());
};
const confirm = (batchId: string, user = 'demo.user') => t.app.inject({ method: 'POST', url: `/api/consumers/batchs/${batchId}/confirm`, headers: as(user) });
const rows = async (batchId: string, query = ''): Promise<BatchRowPage> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/customers/${demo}/batch/${batchId}/pages?pageSize=100${query}`, headers: as('demo.user') });
  expect(res.statusCode, res.body).toBe(200);
  return batchRowPageSchema.parse(res.json());
};
const inquiryCount = async () => Number((await t.database.db.select({ n: count() }).from(reportInquiries))[0].n);
const batchCount = async () => Number((await t.database.db.select({ n: count() }).from(batches))[0].n);

beforeAll(async () => {
  counting = countingBureau();
  t = await createTestApp({}, undefined, { bureau: counting.bureau });
  for (const u of ['demo.user', 'demo.admin', 'other.admin']) tokens[u] = (await t.login(u)).access_token;
  demo = String(decodeJwt(tokens['demo.user']).customerId);
});
afterAll(() => t?.close());

describe('a batch from a real-world CSV file', () => {
  it('checks every row first (the dry run), orders nothing until confirmed, then orders each valid row once', async () => {
    // a byte-order mark, CRLF, a quoted cell with a comma and one with a line break, a blank trailing line
    const csv = `\uFEFF${HEADER}\r\n${good(1)}\r\n${good(2)}\r\n"Ana","Lee","123-45-2003","1980-04-12","7 Elm St\nUnit 2","Austin","TX","73301","APP-3"\r\n${good(4)}\r\nBad,Ssn,12345,4/12/1980,1 A St,Columbus,OH,43004,APP-5\r\nBad,Date,123-45-2006,2/30/1980,1 A St,Columbus,OH,43004,APP-6\r\n\r\n`;
    const before = await inquiryCount();
    const { batch, errors } = await dryRun(csv, { batchName: 'November applicants' });
    expect(batch).toMatchObject({ status: 'validated', batchName: 'November applicants', product: 'acrov6', counts: { total: 6, invalid: 2 }, estimate: { rows: 4, unitPriceCents: 1495, totalCents: 5980 } });
    expect(errors).toEqual([
      // on the file's own column and line (the header is line 1; row 3 spans lines 4 and 5)
      { rowNumber: 5, line: 7, column: 'SSN', message: expect.stringMatching(/^SSN must be 9 digits/) },
      { rowNumber: 6, line: 8, column: 'Date of Birth', message: expect.stringMatching(/^Date of Birth must be a real date/) },
    ]);
    expect(await inquiryCount()).toBe(before);
    await work();
    expect(await inquiryCount(), 'a dry run is never ordered').toBe(before);

    const queued = await confirm(batch.batchId);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toMatchObject({ status: 'queued' });
    expect((await confirm(batch.batchId)).statusCode, 'confirmed once').toBe(409);
    await work();

    const done = await details(batch.batchId);
    expect(done).toMatchObject({ status: 'completed', counts: { total: 6, invalid: 2, pending: 0, processing: 0, completed: 4, failed: 0 } });
    expect(await inquiryCount()).toBe(before + 4);
    const page = await rows(batch.batchId);
    expect(page.content.map((r) => r.status)).toEqual(['completed', 'completed', 'completed', 'completed', 'invalid', 'invalid']);
    const third = page.content[2];
    expect(third).toMatchObject({ consumerName: 'Ana Lee', ssnMasked: '***-**-2003', customerReferenceNumber: 'APP-3', reportStatus: 'Completed', keyFindings: expect.stringMatching(/^Score \d{3}; \d+ tradelines/) });
    // the row's report opens like any report
    const report = await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${third.inquiryId}/details`, headers: as('demo.user') });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ item: { consumerName: 'Ana Lee', customerReferenceNumber: 'APP-3' } });
    // every row pulled once, with its own key
    for (const r of page.content.filter((r) => r.status === 'completed')) expect(counting.keys.get(`${batch.batchId}:${r.rowNumber}`)).toBe(1);
    // the submitter is told
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.template, 'batch-ended'));
    expect(mail.subject).toBe('Your batch November applicants has finished');
    expect(mail.textBody).toContain('4 of 4 reports were ordered');
    expect(mail.textBody).toContain(`/batch/${batch.batchId}`);

    const results = await t.app.inject({ method: 'GET', url: `/api/consumers/batchs/${batch.batchId}/results`, headers: as('demo.user') });
    expect(results.statusCode).toBe(200);
    expect(results.headers['content-disposition']).toBe('attachment; filename="November_applicants_results.csv"');
    const lines = results.body.trim().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe('row,status,report status,tracking id,consumer,ssn,reference,key findings,problems');
    expect(lines[3]).toMatch(new RegExp(`^3,Completed,Completed,${third.inquiryId},Ana Lee,\\*\\*\\*-\\*\\*-2003,APP-3,`));
    expect(lines[5]).toMatch(/^5,Invalid,,,Bad Ssn,,APP-5,,"SSN must be 9 digits/);
    expect(results.body).not.toContain('123452003');
  });

  it('reads a file through an input template (its own headers; a header it does not know is refused)', async () => {
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/batch/templates',
      headers: as('demo.admin'),
      payload: {
        templateName: 'Loan system export',
        product: 'acrov6',
        columns: [
          { header: 'FNAME', column: 'firstName' },
          { header: 'LNAME', column: 'lastName' },
          { header: 'SOCIAL', column: 'ssn' },
          { header: 'DOB', column: 'dateOfBirth' },
          { header: 'STREET', column: 'addressLine1' },
          { header: 'CITY', column: 'city' },
          { header: 'ST', column: 'state' },
          { header: 'POSTAL', column: 'zip' },
          { header: 'LOAN OFFICER', column: null },
        ],
        defaults: { accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' },
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const templateId = template.json().template.templateId as string;
    const csv = 'FNAME,LNAME,SOCIAL,DOB,STREET,CITY,ST,POSTAL,LOAN OFFICER\nJo,Park,123-45-2101,29323,1 Oak St,Dayton,OH,45402,M. Chan\n';
    const { batch, errors } = await dryRun(csv, { product: '', templateId, accountNumber: '', permissiblePurpose: '' }, 'demo.admin');
    expect(errors).toEqual([]);
    expect(batch).toMatchObject({ templateName: 'Loan system export', accountNumber: '100200300', counts: { total: 1, invalid: 0 } });
    const unknown = await submit('FNAME,LNAME,SOCIAL,DOB,STREET,CITY,ST,POSTAL,BRANCH\n', { product: '', templateId }, 'demo.admin');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("The file has a column 'BRANCH' that the template 'Loan system export' does not know. Edit the template, or remove the column.");
  });
});

describe("a lender's own file without a template (issue 33)", () => {
  const EXPORT = 'Applicant First Name,Applicant Last Name,SSN,DOB,Street,City,ST,ZIP,Ref #';
  const MAPPING = [
    ['Applicant First Name', 'firstName'],
    ['Applicant Last Name', 'lastName'],
    ['SSN', 'ssn'],
    ['DOB', 'dateOfBirth'],
    ['Street', 'addressLine1'],
    ['City', 'city'],
    ['ST', 'state'],
    ['ZIP', 'zip'],
    ['Ref #', 'customerReferenceNumber'],
  ].map(([header, column]) => ({ header, column }));
  const file = `${EXPORT}
Ana,Ortiz,123-45-2501,4/12/1980,"1 Oak St, Apt 2",Dayton,OH,45402-1968,L-1
Ben,Ng,12345,1/2/1981,2 Elm St,Dayton,OH,45402,L-2
"Cy",,123-45-2503,1982-02-30,3 Ash St,Dayton,OH,45402,L-3
`;

  it('refuses every header the layout does not have at once, with nothing stored', async () => {
    const before = await batchCount();
    const res = await submit(file);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The file has the columns 'Applicant First Name', 'Applicant Last Name', 'DOB', 'Street', 'ST', 'Ref #' that the layout does not have\./);
    expect(await batchCount()).toBe(before);
  });

  it('reads the file through the mapping the user accepted; problems name the file’s own columns and lines; the rejected rows come back in the file’s layout', async () => {
    const { batch, errors } = await dryRun(file, { columns: JSON.stringify(MAPPING), batchName: 'Own layout' });
    expect(batch).toMatchObject({ templateName: null, counts: { total: 3, invalid: 2 } });
    expect(errors).toEqual([
      { rowNumber: 2, line: 3, column: 'SSN', message: expect.stringMatching(/^SSN must be 9 digits/) },
      { rowNumber: 3, line: 4, column: 'Applicant Last Name', message: 'Applicant Last Name is required' },
      { rowNumber: 3, line: 4, column: 'DOB', message: expect.stringMatching(/^DOB must be a real date/) },
    ]);
    const stored = await rows(batch.batchId, '&status=invalid');
    expect(stored.content[0].errors).toEqual([{ column: 'SSN', message: expect.stringMatching(/^SSN must be 9 digits/) }]);
    // the cells as sent are kept encrypted, never in clear
    const [raw] = await t.database.db.select({ enc: batchRows.requestEnc }).from(batchRows).where(and(eq(batchRows.batchId, batch.batchId), eq(batchRows.rowNumber, 2)));
    expect(raw.enc).toBeTruthy();
    expect(raw.enc).not.toContain('12345');

    const rejected = await t.app.inject({ method: 'GET', url: `/api/consumers/batchs/${batch.batchId}/rejected`, headers: as('demo.user') });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.headers['content-disposition']).toBe('attachment; filename="applicants_rejected.csv"');
    const lines = rejected.body.trim().split('\r\n');
    expect(lines[0]).toBe(`${EXPORT},Problems`);
    expect(lines[1]).toMatch(/^Ben,Ng,12345,1\/2\/1981,2 Elm St,Dayton,OH,45402,L-2,"SSN must be 9 digits/);
    expect(lines[2]).toMatch(/^Cy,,123-45-2503,1982-02-30,3 Ash St,Dayton,OH,45402,L-3,Applicant Last Name is required; DOB must be a real date/);
    const [audit] = await t.database.db.select({ details: auditEvents.details }).from(auditEvents).where(and(eq(auditEvents.action, 'batch.rejected-downloaded'), eq(auditEvents.targetId, batch.batchId)));
    expect(audit.details).toMatchObject({ rows: 2, complete: true });

    // fixed and sent again: the Problems column is ignored, the same mapping reads it
    const fixed = rejected.body.replace('12345,', '123-45-2502,').replace('Cy,,', 'Cy,Diaz,').replace('1982-02-30', '1982-02-03');
    const again = await dryRun(fixed, { columns: JSON.stringify([...MAPPING, { header: 'Problems', column: null }]) });
    expect(again.errors).toEqual([]);
    expect(again.batch.counts).toMatchObject({ total: 2, invalid: 0 });
  });

  it('checks the mapping the client sends as a template’s: unknown columns, a column twice, a required one missing, a header it does not map, bad JSON', async () => {
    const before = await batchCount();
    const cases: [string, RegExp][] = [
      ['not json', /columns: must be a JSON list/],
      [JSON.stringify([{ header: 'SSN' }]), /columns\.0\.column/],
      [JSON.stringify(MAPPING.map((m) => (m.column === 'city' ? { ...m, column: 'favouriteColour' } : m))), /'favouriteColour' is not a column of the layout/],
      [JSON.stringify(MAPPING.map((m) => (m.column === 'city' ? { ...m, column: 'state' } : m))), /both give state/],
      [JSON.stringify(MAPPING.map((m) => (m.column === 'ssn' ? { ...m, column: null } : m))), /no column for ssn \(SSN\)/],
      [JSON.stringify(MAPPING.filter((m) => m.header !== 'Ref #' && m.header !== 'ST')), /the columns 'ST', 'Ref #' that your mapping does not map/],
    ];
    for (const [columns, message] of cases) {
      const res = await submit(file, { columns });
      expect(res.statusCode, columns).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const both = await submit(file, { columns: JSON.stringify(MAPPING), templateId: randomUUID() });
    expect(both.json().message).toMatch(/a template or your own mapping, not both/);
    expect(await batchCount()).toBe(before);
  });
});

describe('files and requests a batch refuses, before anything is ordered', () => {
  const cases: [string, string | Buffer, RegExp][] = [
    ['an Excel workbook', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), /an Excel workbook/],
    ['a binary file', Buffer.from([0x41, 0x00, 0x42]), /not a CSV file: it holds binary data/],
    ['text that is not UTF-8', Buffer.from(`${HEADER}\nJos\xe9,Sample,123-45-6789,1980-01-01,1 A St,Columbus,OH,43004,R\n`, 'latin1'), /not UTF-8 text/],
    ['an empty file', '', /The file is empty/],
    ['a header without rows', `${HEADER}\r\n\r\n`, /header row but no rows/],
    ['a file without a header row', `${good(1)}\n`, /no header row: its first line must name the columns/],
    ['a column the layout does not have', `${HEADER},Favourite Colour\n${good(1)},blue\n`, /a column 'Favourite Colour' that the layout does not have/],
    ['two columns for one field', 'First Name,firstName,Last Name,SSN,Date of Birth,Address,City,State,ZIP\n', /both give firstName/],
    ['a required column missing', 'First Name,Last Name,Date of Birth,Address,City,State,ZIP\n', /no column for ssn \(SSN\)/],
    ['a quote never closed', `${HEADER}\n"Jane,Sample\n`, /not valid CSV at line \d+: a quoted cell is never closed/],
  ];
  it.each(cases)('refuses %s with a 400 naming the problem, leaving nothing stored', async (_, content, message) => {
    const before = await batchCount();
    const res = await submit(content);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await batchCount()).toBe(before);
  });

  it('refuses a product it cannot batch, a default account number not the company’s, a request that is not multipart', async () => {
    const kount = await submit(`${HEADER}\n`, { product: 'kount' });
    expect(kount.statusCode).toBe(400);
    expect(kount.json().message).toMatch(/cannot be ordered in a batch/);
    const account = await submit(`${HEADER}\n${good(1)}\n`, { accountNumber: '200300400' });
    expect(account.statusCode).toBe(400);
    expect(account.json().additionalErrorDetails.fields[0].field).toBe('accountNumber');
    const json = await t.app.inject({ method: 'POST', url: '/api/consumers/batchs/submission', headers: as('demo.user'), payload: { product: 'acrov6' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    // a body that only says it is multipart, and one cut short inside the file: a 400, never a 500 or a hang
    const fake = await t.app.inject({ method: 'POST', url: '/api/consumers/batchs/submission', headers: { ...as('demo.user'), 'content-type': 'multipart/form-data; boundary=xyz' }, payload: 'not multipart at all' });
    expect(fake.statusCode).toBe(400);
    const whole = multipartBody({ product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' }, { name: 'cut.csv', content: `${HEADER}\n${good(1)}\n` });
    const before = await batchCount();
    const cut = await t.app.inject({ method: 'POST', url: '/api/consumers/batchs/submission', headers: { ...whole.headers, ...as('demo.user') }, payload: whole.payload.subarray(0, whole.payload.length - 60) });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toMatch(/not a complete multipart/);
    expect(await batchCount()).toBe(before);
  });

  it('refuses a company without the Batch feature, and a product the company does not hold, with 403', async () => {
    const noFeature = await submit(`${HEADER}\n${good(1)}\n`, { accountNumber: '200300400' }, 'other.admin');
    expect(noFeature.statusCode).toBe(403);
    expect(noFeature.json().message).toMatch(/Batch feature/);
    const [second] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Second Bank'));
    await t.database.db.insert(customerSubscriptions).values({ customerId: second.id, subscriptionName: 'batch' });
    const notHeld = await submit('firstName,lastName\n', { product: 'ofac', accountNumber: '200300400' }, 'other.admin');
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json().message).toMatch(/not set up to order the OFAC/);
  });
});

describe('who sees a batch', () => {
  it('answers another company’s batch and another user’s (to a user who may not read the company’s reports) as not found', async () => {
    const { batch } = await dryRun(`${HEADER}\n${good(30)}\n`, {}, 'demo.admin');
    for (const [method, url, user] of [
      ['GET', `/api/consumers/batchs/${batch.batchId}/details`, 'other.admin'],
      ['POST', `/api/consumers/batchs/${batch.batchId}/confirm`, 'other.admin'],
      ['GET', `/api/consumers/batchs/${batch.batchId}/results`, 'other.admin'],
      ['GET', `/api/consumers/batchs/${batch.batchId}/details`, 'demo.user'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: as(user) });
      expect(res.statusCode, `${method} ${url} as ${user}`).toBe(404);
    }
    const list = await t.app.inject({ method: 'POST', url: `/api/consumers/batchs/customers/${demo}/search`, headers: as('demo.admin'), payload: { keyWords: 'applicants' } });
    expect(list.json().content.map((b: Batch) => b.batchId)).toContain(batch.batchId);
    const cancelled = await t.app.inject({ method: 'PUT', url: `/api/consumers/batchs/${batch.batchId}`, headers: as('demo.admin'), payload: { status: 'deleted' } });
    expect(cancelled.json().message).toBe(MESSAGES.reports.batchDeleted);
    expect(await t.database.db.select().from(batchRows).where(eq(batchRows.batchId, batch.batchId)), 'a cancelled dry run goes with its rows').toEqual([]);
  });
});

describe('rows that fail', () => {
  it('tries a failing data source again, fails the row after three attempts without failing the batch, and re-runs only the failed rows', async () => {
    counting.failing.set('123452041', 1).set('123452042', 99);
    const { batch } = await dryRun(`${HEADER}\n${good(40)}\n${good(41)}\n${good(42)}\n`);
    await confirm(batch.batchId);
    const retryNow = () => t.database.db.update(batchRows).set({ availableAt: sql`now()` }).where(and(eq(batchRows.batchId, batch.batchId), eq(batchRows.status, 'pending')));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await work();
      await retryNow(); // the retry's wait, passed
    }
    const ended = await details(batch.batchId);
    expect(ended).toMatchObject({ status: 'completed', counts: { completed: 2, failed: 1 } });
    const failed = (await rows(batch.batchId, '&status=failed')).content;
    expect(failed).toMatchObject([{ rowNumber: 3, errors: [{ column: null, message: 'The credit bureau did not answer after 3 attempts.' }], attempts: 3 }]);

    counting.failing.clear();
    const rerun = await t.app.inject({ method: 'POST', url: `/api/consumers/batchs/${batch.batchId}/rerun`, headers: as('demo.user') });
    expect(rerun.statusCode, rerun.body).toBe(200);
    expect(rerun.json()).toMatchObject({ status: 'queued', counts: { completed: 2, failed: 0, pending: 1 } });
    await work();
    expect(await details(batch.batchId)).toMatchObject({ status: 'completed', counts: { completed: 3, failed: 0 } });
    expect(counting.keys.get(`${batch.batchId}:1`), 'rows that succeeded are not pulled again').toBe(1);
    expect((await t.app.inject({ method: 'POST', url: `/api/consumers/batchs/${batch.batchId}/rerun`, headers: as('demo.user') })).statusCode).toBe(409);
  });
});

describe('the queue under several workers', () => {
  it('orders every row exactly once when workers race, and a claim whose lease ran out stores nothing', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => good(100 + i));
    const { batch } = await dryRun(`${HEADER}\n${lines.join('\n')}\n`);
    await confirm(batch.batchId);
    const before = await inquiryCount();
    await Promise.all([work(), work(), work()]);
    expect(await inquiryCount()).toBe(before + 60);
    for (let row = 1; row <= 60; row += 1) expect(counting.keys.get(`${batch.batchId}:${row}`)).toBe(1);
    const stored = await t.database.db
      .select({ n: count() })
      .from(reportInquiries)
      .innerJoin(batchRows, eq(batchRows.inquiryId, reportInquiries.id))
      .where(eq(batchRows.batchId, batch.batchId));
    expect(Number(stored[0].n)).toBe(60);

    // a worker that stalled past its lease: another takes its rows; its own store then changes nothing
    const late = await dryRun(`${HEADER}\n${good(200)}\n${good(201)}\n`);
    await confirm(late.batch.batchId);
    const stalled = await claimRows(t.database.db, { token: randomUUID(), limit: 10, leaseSeconds: 60 });
    expect(stalled?.rows).toHaveLength(2);
    await t.database.db.update(batchRows).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(batchRows.batchId, late.batch.batchId));
    await work();
    const afterTakeover = await inquiryCount();
    expect(afterTakeover).toBe(before + 62);
    await processClaim(t.app.ctx, stalled!, 'stalled', log);
    expect(await inquiryCount()).toBe(afterTakeover);
    // nor does it call the data source for rows it lost (issue 27)
    expect([1, 2].map((row) => counting.keys.get(`${late.batch.batchId}:${row}`))).toEqual([1, 1]);
    expect(await details(late.batch.batchId)).toMatchObject({ status: 'completed', counts: { completed: 2 } });
  });
});

describe('issue 27: a refused submission leaves nothing stored; quotes, NUL and control characters are 4xx, never 500', () => {
  const rowCount = async () => Number((await t.database.db.select({ n: count() }).from(batchRows))[0].n);
  const stored = async () => ({ batches: await batchCount(), rows: await rowCount() });
  const refusedWith = async (res: { statusCode: number; body: string; json(): { message: string } }, status: number, before: { batches: number; rows: number }) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(await stored(), 'nothing stored').toEqual(before);
    return res.json().message;
  };
  const raw = (payload: Buffer, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/consumers/batchs/submission', payload, headers: { ...headers, ...as('demo.user') } });
  const FIELDS = { product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' };

  it('refuses a file over 100 MB with 413 while it streams: no batch, no rows, nothing to confirm', async () => {
    // fifty orderable rows, then blank lines (skipped by the reader) past the limit
    const rows50 = Array.from({ length: 50 }, (_, i) => good(300 + i)).join('\n');
    const content = Buffer.alloc(BATCH_LIMITS.maxFileBytes + 6 * 1024 * 1024, '\n');
    content.write(`${HEADER}\n${rows50}\n`);
    const before = await stored();
    const res = await submit(content, {}, 'demo.user', 'huge.csv');
    expect(await refusedWith(res, 413, before)).toMatch(/larger than 100 MB/);
    expect(await t.database.db.select().from(batches).where(eq(batches.fileName, 'huge.csv')), 'no batch to confirm').toEqual([]);
  }, 120_000);

  it('removes the rows read when the refusal comes after the file (a second file): 400, nothing stored', async () => {
    const one = multipartBody(FIELDS, { name: 'a.csv', content: `${HEADER}\n${good(360)}\n` });
    const boundary = one.headers['content-type'].split('boundary=')[1];
    const second = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="b.csv"\r\ncontent-type: text/csv\r\n\r\n${HEADER}\n${good(361)}\n\r\n--${boundary}--\r\n`;
    const payload = Buffer.concat([one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length), Buffer.from(second)]);
    const before = await stored();
    expect(await refusedWith(await raw(payload, one.headers), 400, before)).toMatch(/one file at a time/);
  });

  it('reads a stray double quote as text (relax_quotes): 201, the cell as written', async () => {
    const csv = `${HEADER}\nJane,Quote,123-45-2370,4/12/1980,700 "Old" Mill Rd,Columbus,OH,43004,=HYPERLINK("x")\nJohn,Quote,123-45-2371,4/12/1980,"12" Elm St,Columbus,OH,43004,Q-2\n`;
    const { batch } = await dryRun(csv);
    expect(batch.counts.total).toBe(2);
    const [first, second] = (await rows(batch.batchId)).content;
    expect(first).toMatchObject({ status: 'pending', customerReferenceNumber: '=HYPERLINK("x")' });
    expect(second).toMatchObject({ status: 'pending', rowNumber: 2, customerReferenceNumber: 'Q-2' });
  });

  it('refuses what still cannot be read (a quote never closed at the end of the file) with 400 naming the line', async () => {
    const before = await stored();
    const message = await refusedWith(await submit(`${HEADER}\n${good(372)}\nJane,Sample,123-45-2373,4/12/1980,"1 Main St,Columbus,OH,43004,R\n`), 400, before);
    expect(message).toMatch(/not valid CSV at line 3: a quoted cell is never closed/);
  });

  it('refuses NUL in a file name (plain and RFC 5987) and in a field with 400 naming it, nothing stored', async () => {
    const before = await stored();
    const plain = await refusedWith(await submit(`${HEADER}\n${good(380)}\n`, {}, 'demo.user', 'a\u0000b.csv'), 400, before);
    expect(plain).toMatch(/body\.file\.filename: contains a character that cannot be stored/);
    const body = multipartBody(FIELDS, { name: 'x.csv', content: `${HEADER}\n${good(381)}\n` });
    const extended = Buffer.from(body.payload.toString('latin1').replace('filename="x.csv"', "filename*=UTF-8''a%00b.csv"), 'latin1');
    expect(await refusedWith(await raw(extended, body.headers), 400, before)).toMatch(/body\.file\.filename/);
    const field = await refusedWith(await submit(`${HEADER}\n${good(382)}\n`, { accountNumber: '100200300\u0000' }), 400, before);
    expect(field).toMatch(/body\.accountNumber: contains a character that cannot be stored/);
  });

  it('refuses control characters, ANSI escapes and over-long names as a batch name or file name; a long file name is cut to a name', async () => {
    const before = await stored();
    expect(await refusedWith(await submit(`${HEADER}\n${good(390)}\n`, { batchName: 'Nov\u001b[31mRED' }), 400, before)).toMatch(/batchName must not contain control characters/);
    expect(await refusedWith(await submit(`${HEADER}\n${good(391)}\n`, { batchName: 'x'.repeat(101) }), 400, before)).toMatch(/batchName must be at most 100 characters/);
    expect(await refusedWith(await submit(`${HEADER}\n${good(392)}\n`, {}, 'demo.user', 'line\u0007bell.csv'), 400, before)).toMatch(/file's name must not contain control characters/);
    expect(await refusedWith(await submit(`${HEADER}\n${good(393)}\n`, {}, 'demo.user', `${'n'.repeat(10_000)}.csv`), 400, before)).toMatch(/at most 255 characters/);
    const long = await submit(`${HEADER}\n${good(395)}\n`, {}, 'demo.user', `${'L'.repeat(200)}.csv`);
    expect(long.statusCode, long.body).toBe(201);
    expect(batchDryRunSchema.parse(long.json()).batch.batchName).toBe('L'.repeat(BATCH_LIMITS.maxNameLength));
  });
});

describe('issue 27: a crash re-pulls no row whose pull had returned', () => {
  it('keeps each pull the moment it returns: a claim that dies before storing its chunk is finished from them, with no second call', async () => {
    const lines = Array.from({ length: 6 }, (_, i) => good(400 + i));
    const { batch } = await dryRun(`${HEADER}\n${lines.join('\n')}\n`);
    await confirm(batch.batchId);
    const before = await inquiryCount();
    const dying = await claimRows(t.database.db, { token: randomUUID(), limit: 10, leaseSeconds: 60 });
    expect(dying?.rows).toHaveLength(6);
    // the process dies as it stores the chunk: every pull returned, no slice's statement (batch_store_slice) commits
    const db = t.app.ctx.db;
    const { dialect } = db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string } } };
    const storing = (q: SQL) => dialect.sqlToQuery(q).sql.includes('batch_store_slice(');
    const dead = new Proxy(db, {
      get: (target, prop) =>
        prop === 'transaction'
          ? () => Promise.reject(new Error('killed'))
          : prop === 'execute'
            ? (q: SQL) => (storing(q) ? Promise.reject(new Error('killed')) : target.execute(q))
            : Reflect.get(target, prop),
    });
    await expect(processClaim({ ...t.app.ctx, db: dead }, dying!, 'dying', log)).rejects.toThrow('killed');
    expect(await inquiryCount()).toBe(before);
    const kept = await t.database.db.select({ pullEnc: batchRows.pullEnc }).from(batchRows).where(eq(batchRows.batchId, batch.batchId));
    expect(kept.every((r) => r.pullEnc !== null && !r.pullEnc.includes('123-45')), 'each pull kept, encrypted').toBe(true);

    // its lease runs out; another worker finishes the rows from the kept pulls
    await t.database.db.update(batchRows).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(batchRows.batchId, batch.batchId));
    await work();
    expect(await details(batch.batchId)).toMatchObject({ status: 'completed', counts: { completed: 6, failed: 0 } });
    expect(await inquiryCount()).toBe(before + 6);
    for (let row = 1; row <= 6; row += 1) expect(counting.keys.get(`${batch.batchId}:${row}`), `calls for row ${row}`).toBe(1);
    const settled = await t.database.db.select({ pullEnc: batchRows.pullEnc }).from(batchRows).where(eq(batchRows.batchId, batch.batchId));
    expect(settled.map((r) => r.pullEnc), 'a settled row keeps no copy of its report').toEqual(Array(6).fill(null));
  });
});

describe('an Idempotency-Key on the multipart batch submission (issue 34)', () => {
  const keyed = (csv: string, key: string, user = 'demo.user', fileName = 'applicants.csv') => {
    const body = multipartBody({ product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' }, { name: fileName, content: csv });
    return t.app.inject({ method: 'POST', url: '/api/consumers/batchs/submission', payload: body.payload, headers: { ...body.headers, ...as(user), 'idempotency-key': key } });
  };

  it('the same key, file and fields answer the first dry run again (no second batch); another file or file name is a 422', async () => {
    const csv = [HEADER, good(301), good(302)].join('\n');
    const key = `batch-${randomUUID()}`;
    const before = await batchCount();
    const first = await keyed(csv, key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await keyed(csv, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await batchCount()).toBe(before + 1);

    for (const other of [keyed([HEADER, good(303)].join('\n'), key), keyed(csv, key, 'demo.user', 'other.csv')]) {
      const res = await other;
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(API_CLIENT_MESSAGES.keyReused);
    }
    expect(await batchCount()).toBe(before + 1);

    // a key is its caller's own: another user's same key is a new batch
    const colleague = await keyed(csv, key, 'demo.admin');
    expect(colleague.statusCode, colleague.body).toBe(201);
    expect(colleague.json().batch.batchId).not.toBe(first.json().batch.batchId);
    expect(await batchCount()).toBe(before + 2);
  });
});
