import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_TEMPLATE_MESSAGES, CONSUMER_BATCH_LAYOUT } from '@creditdesk/contracts';
import { customerSubscriptions } from '../../../db/schema/index.js';
import { bearer } from '../../../testing/test-app.js';
import { multipartBody } from '../../../testing/multipart.js';
import { type AdminKit, createAdminKit } from '../../admin/admin-testing.js';
import { suggestColumns } from './batch-sample.js';

let k: AdminKit;
const tokens = new Map<string, string>();
beforeAll(async () => {
  k = await createAdminKit();
});
afterAll(() => k.t.close());

async function auth(user: string) {
  if (!tokens.has(user)) tokens.set(user, (await k.t.login(user)).access_token);
  return bearer({ access_token: tokens.get(user)! });
}

async function preview(user: string, fields: Record<string, string>, file?: { name: string; content: string | Buffer }) {
  const { payload, headers } = multipartBody(fields, file);
  return k.t.app.inject({ method: 'POST', url: '/api/batch/templates/preview', payload, headers: { ...headers, ...(await auth(user)) } });
}

/**
 * A lender's export as Excel writes it: a byte-order mark, CRLF line ends, a quoted cell holding
 * commas, another holding a line break, US dates, its own header names, a column the layout has no
 * use for, blank trailing lines, and more rows than the preview reads.
 */
const EXPORT = [
  '\uFEFFFirst Name,Last Name,Social Security Number,DOB,Street Address,City,State,Zip Code,Loan Officer',
  'Jane,Sample,123-45-6789,4/12/1980,"100 Main St, Apt 4",Columbus,OH,43004,"Smith, John"',
  'Robert,Doe,987654321,12/1/1975,"12 Elm St',
  'Unit B",Dayton,OH,45402,"Lee, Ann"',
  'Ann,,123-45-678,1990-02-30,5 Oak Ave,Akron,OH,44301,',
  'Carl,Ray,111-22-3333,29221,9 Pine Rd,Toledo,OH,43601,Kim',
  'Dee,Fox,222-33-4444,1/2/1970,1 First St,Canton,OH,44702,Kim',
  'Eve,Gee,333-44-5555,1/3/1971,2 Second St,Canton,OH,44702,Kim',
  '',
  '',
].join('\r\n');

describe('reading a sample file for the template editor (POST /batch/templates/preview)', () => {
  it('reads a real-world export: BOM, CRLF, quoted commas and line breaks; suggests a column per header and checks the first rows', async () => {
    const res = await preview('demo.admin', { product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' }, { name: 'export.csv', content: EXPORT });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.headers).toEqual(['First Name', 'Last Name', 'Social Security Number', 'DOB', 'Street Address', 'City', 'State', 'Zip Code', 'Loan Officer']);
    expect(body.rows).toHaveLength(5);
    expect(body.rows[0]).toEqual(['Jane', 'Sample', '123-45-6789', '4/12/1980', '100 Main St, Apt 4', 'Columbus', 'OH', '43004', 'Smith, John']);
    // a line break inside quotes is kept as the file wrote it
    expect(body.rows[1][4]).toBe('12 Elm St\r\nUnit B');
    // every column it can read is proposed by its words (synonyms, abbreviations); the loan officer is left for the user
    expect(body.suggested).toEqual(['firstName', 'lastName', 'ssn', 'dateOfBirth', 'addressLine1', 'city', 'state', 'zip', null]);
    // judged as the batch will: the first row is ready, the third fails on its own columns only
    expect(body.rowErrors).toHaveLength(5);
    expect(body.rowErrors[0]).toEqual([]);
    expect(body.rowErrors[2].map((e: { column: string }) => e.column)).toEqual(['lastName', 'ssn', 'dateOfBirth']);
  });

  it('checks the rows through the suggested mapping with the product schema: a file in the standard layout passes', async () => {
    const header = CONSUMER_BATCH_LAYOUT.columns.map((c) => c.label).join(',');
    const good = CONSUMER_BATCH_LAYOUT.columns.map((c) => (c.key === 'accountNumber' ? '100200300' : c.key === 'suffix' ? '' : c.example)).join(',');
    const bad = good.replace('123-45-6789', '12-345');
    const res = await preview('demo.admin', { product: 'acrov6' }, { name: 'standard.csv', content: `${header}\n${good}\n${bad}\n` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.suggested).toEqual(CONSUMER_BATCH_LAYOUT.columns.map((c) => c.key));
    expect(body.rowErrors[0]).toEqual([]);
    expect(body.rowErrors[1]).toEqual([{ column: 'ssn', message: expect.any(String) }]);
  });

  it('reads a stray double quote as text (issue 27: it answered 500)', async () => {
    const res = await preview('demo.admin', { product: 'acrov6' }, { name: 'quotes.csv', content: 'First Name,Address,Reference\nJane,700 "Old" Mill Rd,=HYPERLINK("x")\n' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows[0]).toEqual(['Jane', '700 "Old" Mill Rd', '=HYPERLINK("x")']);
  });

  it('a header-only file previews with no rows; nothing is stored', async () => {
    const res = await preview('demo.admin', { product: 'ofac' }, { name: 'h.csv', content: 'Company,Ctry\r\n' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ headers: ['Company', 'Ctry'], rows: [], suggested: ['businessName', 'country'], rowErrors: [] });
  });

  it('judges the rows as the batch will: a permissible purpose or account number Create Batch supplies is not missing', async () => {
    // the issue-33 export, no defaults: it said "0 of 5 rows would be ordered"; ZIP+4 values are read as ZIPs
    const content = 'Applicant First Name,Applicant Last Name,SSN,DOB,Street,City,ST,ZIP,Ref #\nAna,Ortiz,123-45-2501,4/12/1980,1 Oak St,Dayton,OH,45402-1968,L-1\nBen,Ng,123-45-2502,1/2/1981,2 Elm St,Dayton,OH,45402,L-2\n';
    const res = await preview('demo.admin', { product: 'acrov6' }, { name: 'export.csv', content });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().suggested).toEqual(['firstName', 'lastName', 'ssn', 'dateOfBirth', 'addressLine1', 'city', 'state', 'zip', 'customerReferenceNumber']);
    expect(res.json().rowErrors).toEqual([[], []]);
  });

  it('suggests a layout column once, to its first header', () => {
    expect(suggestColumns(CONSUMER_BATCH_LAYOUT, ['first_name', 'FIRST NAME', 'Zip'])).toEqual(['firstName', null, 'zip']);
    // and by its values when the header says nothing
    expect(suggestColumns(CONSUMER_BATCH_LAYOUT, ['A', 'B'], [['123-45-6789', '4/12/1980']])).toEqual(['ssn', 'dateOfBirth']);
  });

  describe('refuses a file it cannot read (400 with the reason)', () => {
    const refusal = async (content: string | Buffer, fields: Record<string, string> = { product: 'acrov6' }) => {
      const res = await preview('demo.admin', fields, { name: 'x.csv', content });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    it('an empty file', async () => expect(await refusal('')).toMatch(/empty/));
    it('a file whose first line is data, not headers', async () => expect(await refusal('Jane,Sample,123-45-6789,1980-04-12\n')).toMatch(/no header row.*'123-45-6789'/));
    it('a blank header', async () => expect(await refusal('First,,Last\na,b,c\n')).toMatch(/Column 2 has no header/));
    it('a header twice', async () => expect(await refusal('First Name,first_name\na,b\n')).toMatch(/'First Name' and 'first_name'/));
    it('an Excel workbook', async () => expect(await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatch(/Excel workbook/));
    it('binary data', async () => expect(await refusal(Buffer.from([0x41, 0x00, 0x42]))).toMatch(/not a CSV file/));
    it('a quote never closed', async () => expect(await refusal('A,B\n"x,y\n')).toMatch(/not valid CSV at line 2: a quoted cell is never closed/));
    it('no product, or one no batch orders', async () => {
      expect(await refusal('A,B\n', {})).toMatch(/product is required/);
      expect(await refusal('A,B\n', { product: 'adv' })).toMatch(/'adv' is not a product a batch can order/);
    });
    it('no file', async () => {
      const res = await preview('demo.admin', { product: 'acrov6' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/file is required/);
    });
    it('a multipart body that is cut short, or is not multipart at all (400, not a hang or a 500)', async () => {
      const { headers } = multipartBody({});
      const boundary = headers['content-type'].split('boundary=')[1];
      const cut = `--${boundary}\r\ncontent-disposition: form-data; name="product"\r\n\r\nacrov6\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.csv"\r\n\r\nA,B\r\n`;
      for (const payload of [cut, '{"product":"acrov6"}']) {
        const res = await k.t.app.inject({ method: 'POST', url: '/api/batch/templates/preview', payload, headers: { ...headers, ...(await auth('demo.admin')) } });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toMatch(/not a complete multipart/);
      }
    });
    it('a body that is not multipart', async () => {
      const res = await k.call('demo.admin', 'POST', '/batch/templates/preview', { product: 'acrov6' });
      expect([400, 415]).toContain(res.statusCode);
    });
  });

  it('is for product-management admins (403) of a company holding storage (403 saying so)', async () => {
    const file = { name: 'x.csv', content: 'First Name\nJane\n' };
    expect((await preview('demo.user', { product: 'acrov6' }, file)).statusCode).toBe(403);
    const other = await preview('other.admin', { product: 'acrov6' }, file);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(BATCH_TEMPLATE_MESSAGES.storageRequired);
    // with the feature, Second Bank reads its own sample of a product it holds
    await k.t.database.db.insert(customerSubscriptions).values({ customerId: k.company.second, subscriptionName: 'storage' });
    expect((await preview('other.admin', { product: 'acrov6' }, file)).statusCode).toBe(200);
  });
});
