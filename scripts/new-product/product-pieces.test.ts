// Every product of the contracts' registry has each piece the kit gives a product (docs/architecture.md,
// "Adding a product"): a test fails here, naming the product and the piece, instead of a product
// shipping without its adapter, data source, PDF, portal folder, doc, example request or test consumers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPORT_PRODUCTS, type ReportProduct } from '../../packages/contracts/src/index.js';
import { API_FOLDERS, indexFilesOf } from './indexes.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '');
const exists = (file: string) => fs.existsSync(path.join(root, file));
/** A product made by the kit: its API side is one folder (modules/reports/products/<key>/). */
const folder = (p: ReportProduct, file: string) => exists(`${API_FOLDERS}/${p.key}/${p.key}${file}`);

const CONSUMER_CREDIT = ['acrov6', 'nal', 'oneviewplus'];
/*
 * Where a product made before the kit keeps a piece elsewhere, each with why. A product the generator
 * makes has every piece in its own place, so it is in none of these lists.
 */
const DATA_SOURCE_ELSEWHERE: Record<string, string> = {
  acrov6: 'the consumer bureau (datasources/consumer-bureau.ts, ctx.bureau)',
  nal: 'the consumer bureau',
  oneviewplus: 'the consumer bureau',
  ofac: 'the SDN list in the database (modules/compliance/ofac/ofac-source.ts, a module data source)',
  kount: 'the OFAC screen',
  pmalerts: 'the company’s collected alerts (the pmalerts port feeds them)',
};
const PDF_ELSEWHERE: Record<string, string> = { acrov6: 'pdf/consumer-report-pdf.ts', nal: 'pdf/consumer-report-pdf.ts', oneviewplus: 'pdf/consumer-report-pdf.ts' };
const TEST_ELSEWHERE: Record<string, string> = { pmalerts: 'apps/api/src/modules/pmalerts/pmalerts.test.ts' };
const DOC_ELSEWHERE: Record<string, string> = { acrov6: 'docs/sandbox-personas.md', nal: 'docs/sandbox-personas.md', oneviewplus: 'docs/sandbox-personas.md' };
/** Products whose documented test data is not a consumer or a subject its contract declares, each with why. */
const TEST_CONSUMERS_ELSEWHERE: Record<string, string> = {
  acrov6: 'the consumer bureau’s personas (datasources/sandbox/personas.ts), served by GET /sandbox/personas',
  nal: 'the consumer bureau’s personas',
  oneviewplus: 'the consumer bureau’s personas',
  firstsearch: 'test searches (search criteria, not consumers) on its form',
  pmalerts: 'no order form: the alerts come from the feed (its consumers are the pmalerts sandbox’s)',
  telecheck: 'test checks (bank accounts, not consumers) on its form',
};

/**
 * Pieces several products genuinely share, kept outside every product folder (a product folder never
 * imports another's), each with why. Grouped by who moved the products beside them (issue 31).
 */
const SHARED_PIECES: Record<string, string> = {
  'packages/contracts/src/reports/products/screening.ts': 'the SDN screen’s subject, form values and answer: OFAC, AML Connect and Kount ask and answer the same screen',
  'apps/api/src/modules/reports/pdf/products/screening-sections.ts': 'the SDN candidates table the OFAC, AML Connect and Kount PDFs print alike',
  'apps/api/src/datasources/sandbox/id-records': 'the sandbox’s ID records (personas, verifier, SSN issuance): the ID report answers from them and DTEC screens the same identities',
  'apps/api/src/datasources/sandbox/identity-files': 'the sandbox’s identity files: eIDcompare compares an application with them and eIDverifier asks its questions from the same file',
  'apps/api/src/modules/reports/pdf/products/eid-sections.ts': 'the applicant panel and confidentiality line the eIDcompare and eIDverifier PDFs print alike',
  'apps/api/src/testing/adv-requests.ts': 'ADV’s world-built requests: its API test and the authorization matrix (security/endpoint-requests.ts) order with them',
  'apps/api/src/testing/dtec-requests.ts': 'DTEC’s world-built requests: its API test and the authorization matrix',
  'apps/api/src/testing/idreport-requests.ts': 'the ID report’s requests: its API test, the letters’ test and the authorization matrix',
  'apps/api/src/testing/eid-requests.ts': 'the identity files’ requests both eIDcompare’s and eIDverifier’s API tests send',
  'apps/api/src/security/eid-requests.ts': 'the matrix’s eIDcompare and eIDverifier rows (the answers endpoint needs an ordered verification)',
  'apps/api/src/modules/compliance/ofac/ofac-source.ts': 'the OFAC screen on the SDN list in the database: the compliance module’s (its list updates, review cases), asked by OFAC, Kount and AML Connect',
  'apps/api/src/datasources/pmalerts.ts': 'the portfolio-monitoring feed: the PM watch list module (modules/pmalerts) polls it and keeps the alerts; the PM Alerts report reads those kept alerts, not the feed',
  'apps/api/src/datasources/sandbox/pmalerts/pmalerts-source.ts': 'the feed’s sandbox (its consumers also seed the demo’s watch list and the matrix’s rows)',
  'apps/api/src/modules/pmalerts/pmalerts.test.ts': 'the PM Alerts report’s API test: it orders over the watch list and alerts that file sets up',
  'packages/contracts/src/reports/products/consumer-credit.ts': 'the consumer credit trio’s one order (path, request, answer), batch layout and score-model configuration: three views of one bureau file',
  'apps/api/src/modules/reports/products/consumer-credit.ts': 'the trio’s pull from the consumer bureau, subject, configuration check and PDF view; each folder’s adapter adds its own (the CCR’s add-on checks, OneView+’s connected sources)',
  'apps/api/src/datasources/consumer-bureau.ts': 'the consumer bureau (ctx.bureau, over HTTP or the sandbox bureau): the trio’s source, whose sandbox personas are also the other products’ shared identities and the portal’s test consumers (GET /sandbox/personas)',
  'apps/api/src/modules/reports/pdf/consumer-report-pdf.ts': 'one PDF of a bureau file’s view, titled by the trio’s product (with pdf/sections/)',
  'apps/api/src/modules/reports/products/consumer-credit.test.ts': 'the trio’s order through the HTTP bureau, the same for the three',
  'docs/sandbox-personas.md': 'the trio’s doc: the bureau’s personas, the answers of the three',
  'packages/contracts/src/reports/products/identity-applicant.ts': 'the ID report’s applicant, form values, submit body and answer subject: DTEC and eIDcompare extend the applicant, eIDcompare and eIDverifier answer with the same subject',
  'packages/contracts/src/reports/products/identity-phone-request.ts': 'DTEC’s request (the identity and a phone), applicant and submit body: eIDverifier takes the same request',
  'packages/contracts/src/reports/products/one-consumer-order.ts': 'the Persona’s one-consumer form values and submit body: the Recovery Report extends them with the country and the charge-off date',
};

/** The authorization matrix's hand-written rows (security/endpoint-requests.ts and the files it spreads in). */
const securityRows = fs.readdirSync(path.join(root, 'apps/api/src/security')).filter((f) => f.endsWith('-requests.ts')).map((f) => read(`apps/api/src/security/${f}`)).join('\n');

const pieces: [string, (p: ReportProduct) => boolean][] = [
  ['a contract with the request and answer schemas', (p) => p.order.request !== undefined && p.order.response !== undefined],
  ['an adapter (<key>/<key>.adapter.ts, or a line in modules/reports/products/index.ts)', (p) => folder(p, '.adapter.ts') || new RegExp(`^\\s+${p.key}: \\w+`, 'm').test(read('apps/api/src/modules/reports/products/index.ts'))],
  [
    'a data-source port with a sandbox (<key>/<key>.port.ts and .sandbox.ts, or datasources/<port>.ts)',
    (p) =>
      p.key in DATA_SOURCE_ELSEWHERE ||
      (folder(p, '.port.ts') && folder(p, '.sandbox.ts')) ||
      (fs.readdirSync(path.join(root, 'apps/api/src/datasources')).some((f) => f.endsWith('.ts') && new RegExp(`interface DataSources \\{\\s*${p.key}:`).test(read(`apps/api/src/datasources/${f}`))) &&
        new RegExp(`^\\s+${p.key}: \\(\\) =>`, 'm').test(read('apps/api/src/datasources/sandbox/sandbox-data-sources.ts'))),
  ],
  ['a PDF (<key>/<key>-pdf.ts, or pdf/products/<key>-pdf.ts)', (p) => folder(p, '-pdf.ts') || exists(`apps/api/src/modules/reports/${PDF_ELSEWHERE[p.key] ?? `pdf/products/${p.key}-pdf.ts`}`)],
  ['a portal folder (apps/web/src/reports/products/<key>/<key>-portal.ts)', (p) => exists(`apps/web/src/reports/products/${p.key}/${p.key}-portal.ts`)],
  ['a doc (docs/products/<key>.md)', (p) => exists(DOC_ELSEWHERE[p.key] ?? `docs/products/${p.key}.md`)],
  ['an example request its schema takes, or a row in security/*-requests.ts', (p) => (p.example !== undefined ? p.order.request.safeParse(p.example).success : securityRows.includes(`'POST ${p.order.path}'`))],
  ['test consumers or subjects declared with it', (p) => (p.testConsumers?.length ?? 0) > 0 || (p.testSubjects?.length ?? 0) > 0 || p.key in TEST_CONSUMERS_ELSEWHERE],
  ['an API test (<key>/<key>.test.ts, or modules/reports/products/<key>.test.ts)', (p) => folder(p, '.test.ts') || exists(TEST_ELSEWHERE[p.key] ?? `apps/api/src/modules/reports/products/${CONSUMER_CREDIT.includes(p.key) ? 'consumer-credit' : p.key}.test.ts`)],
];

describe('every registry product has every piece', () => {
  it.each(REPORT_PRODUCTS.map((p) => [p.key, p] as const))('%s', (_key, product) => {
    expect(pieces.filter(([, has]) => !has(product)).map(([piece]) => piece)).toEqual([]);
  });

  it('fails for a product missing its pieces', () => {
    const bare = { ...REPORT_PRODUCTS[0], key: 'nothing', example: undefined, testConsumers: undefined, order: { ...REPORT_PRODUCTS[0].order, path: '/none' } } as ReportProduct;
    expect(pieces.filter(([, has]) => !has(bare)).length).toBeGreaterThanOrEqual(6);
  });
});

describe('the pieces products share', () => {
  it.each(Object.keys(SHARED_PIECES))('%s exists', (file) => {
    expect(exists(file)).toBe(true);
  });
});

describe('the registries find the products in folders', () => {
  it('through index files written from the folders, none stale (npm run new-product -- --index writes them)', () => {
    for (const [file, text] of Object.entries(indexFilesOf(root))) expect(read(file), file).toBe(text);
  });
});
