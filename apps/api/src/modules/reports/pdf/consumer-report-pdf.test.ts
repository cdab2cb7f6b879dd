import {
  CONSUMER_PRODUCT_INFO,
  type ConsumerProduct,
  type CreditReport,
  type DataSourceResponse,
  creditReportSchema,
  dataSourceResponseSchema,
  splitConsumerResponse,
} from '@creditdesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderConsumerReportPdf } from './consumer-report-pdf.js';
import { type PageWords, pdfFlowText, pdfPages, pdfWords, requirePoppler, squash } from './poppler.js';
import { FROZEN_TITLE, NO_HIT_TITLE } from './sections/notices.js';
import { CONFIDENTIALITY } from './sections/page-frame.js';
import {
  ALERT_MESSAGE,
  COAPPLICANT,
  DATAX,
  INQUIRY,
  PRIMARY,
  REASONS,
  TWN,
  coApplicantReport,
  frozenReport,
  noHitReport,
  responseOf,
  thickReport,
} from './test-fixtures.js';
import { PAGE } from './theme.js';

/** A full SSN in any of its written forms: 123-45-6789, 123 45 6789 or 123456789. */
const FULL_SSN = /(?<![\dA-Za-z-])\d{3}[- ]?\d{2}[- ]?\d{4}(?![\dA-Za-z-])/;
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - PAGE.footerHeight;

function render(product: ConsumerProduct, dataSourceResponse: DataSourceResponse): Promise<Buffer> {
  return renderConsumerReportPdf({ product, dataSourceResponse, inquiry: INQUIRY });
}

type Rendered = { pdf: Buffer; pages: string[]; text: string };
async function renderText(product: ConsumerProduct, dsr: DataSourceResponse): Promise<Rendered> {
  const pdf = await render(product, dsr);
  const pages = pdfPages(pdf).map(squash);
  return { pdf, pages, text: pages.join('\n') };
}

const fullName = (p: typeof PRIMARY) => [p.first, p.middle, p.last, p.suffix].filter(Boolean).join(' ');

beforeAll(() => {
  requirePoppler();
});

describe('fixtures', () => {
  it('are reports and responses the contracts accept', () => {
    const reports: CreditReport[] = [thickReport(), frozenReport(), noHitReport(), coApplicantReport(), thickReport({ product: 'oneviewplus' })];
    for (const report of reports) expect(() => creditReportSchema.parse(report)).not.toThrow();
    expect(thickReport().tradelines).toHaveLength(22);
    const ovp = responseOf('oneviewplus', [thickReport(), coApplicantReport()], { twn: TWN, datax: DATAX });
    expect(() => dataSourceResponseSchema.parse(ovp)).not.toThrow();
  });
});

describe('thick file (22 tradelines)', () => {
  const report = thickReport();
  let rendered: Rendered;
  let words: PageWords[];
  beforeAll(async () => {
    rendered = await renderText('acrov6', responseOf('acrov6', [report]));
    words = pdfWords(rendered.pdf);
  });

  it('is a PDF of several Letter pages', () => {
    expect(rendered.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(rendered.pages.length).toBeGreaterThanOrEqual(3);
    for (const page of words) expect([page.width, page.height]).toEqual([PAGE.width, PAGE.height]);
  });

  it('shows the consumer: full name, masked SSN, date of birth, file since', () => {
    expect(rendered.text).toContain(fullName(PRIMARY));
    expect(rendered.text).toContain('***-**-6789');
    expect(rendered.text).toContain('07-09-1984');
    expect(rendered.text).toContain('05-01-2003');
  });

  it('never shows a full nine-digit SSN', () => {
    expect(rendered.text).not.toMatch(FULL_SSN);
  });

  it('shows the request: company, user, account number, reference, permissible purpose', () => {
    for (const value of ['Demo Lending', 'demo.user', '1234567', 'LOAN-2026-0042', 'Credit transaction initiated by the consumer']) {
      expect(rendered.text).toContain(value);
    }
  });

  it('shows the score with its model and every reason code with its text', () => {
    expect(rendered.text).toContain('VantageScore 4.0');
    expect(rendered.pages[0]).toMatch(/\b612\b/);
    for (const reason of REASONS) {
      expect(rendered.text).toContain(reason.code);
      expect(rendered.text).toContain(reason.text);
    }
  });

  it('shows the alerts prominently on the first page, with the contact phone', () => {
    expect(rendered.pages[0]).toContain('CONSUMER ALERTS ON THIS FILE');
    expect(rendered.pages[0]).toContain('Initial fraud alert');
    expect(rendered.pages[0]).toContain(ALERT_MESSAGE);
    expect(rendered.pages[0]).toContain('217-555-0143');
  });

  it('lists every tradeline creditor in full (a long name wraps, never cut short), and the summary totals as money', () => {
    const flow = pdfFlowText(rendered.pdf);
    for (const tradeline of report.tradelines) expect(flow).toContain(tradeline.creditor);
    expect(flow).not.toContain('…');
    const totalBalance = `$${report.summary.totalBalance.toLocaleString('en-US')}`;
    expect(rendered.text).toContain(totalBalance);
    expect(rendered.text).toContain('19 / 22');
  });

  it('shows inquiries, public records and collections, and identity sections', () => {
    for (const heading of ['Inquiries', 'Public records', 'Collections', 'Names and also-known-as', 'Addresses', 'Employment']) {
      expect(rendered.text).toContain(heading);
    }
    for (const value of ['CARMAX AUTO FINANCE', 'Chapter 7 bankruptcy', '19-BK-04418', 'MIDLAND CREDIT MANAGEMENT', '1428 Elm Street Apt 5B', 'Midwest Logistics Group']) {
      expect(rendered.text).toContain(value);
    }
  });

  it('carries the header and the confidentiality line on every page, and numbers the pages "Page X of Y"', () => {
    const total = rendered.pages.length;
    rendered.pages.forEach((page, i) => {
      expect(page).toContain('Creditdesk');
      expect(page).toContain(CONSUMER_PRODUCT_INFO.acrov6.name);
      expect(page).toContain(INQUIRY.id);
      expect(page).toContain('03-14-2026');
      expect(page).toContain(CONFIDENTIALITY);
      expect(page).toContain(`Page ${i + 1} of ${total}`);
    });
  });

  it('repeats the table heading and header row on each page a table continues to', () => {
    const continued = rendered.pages.filter((page) => page.includes('Tradelines (continued)'));
    expect(continued.length).toBeGreaterThan(0);
    for (const page of continued) {
      expect(page).toContain('CREDITOR');
      expect(page).toContain('PAST DUE');
    }
  });

  it('never draws content below the bottom margin: only the footer sits there', () => {
    words.forEach((page, i) => {
      const below = page.words.filter((w) => w.yMax > CONTENT_BOTTOM + 0.5);
      const footer = below.map((w) => w.text).join(' ');
      expect(footer).toBe(`${CONFIDENTIALITY} Page ${i + 1} of ${words.length}`);
      for (const word of below) expect(word.yMax).toBeLessThanOrEqual(PAGE.height - PAGE.margin);
      for (const word of page.words) expect(word.xMax).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 0.5);
    });
  });

  it('renders each tradeline with a 24-month grid of payment codes', () => {
    // One "24-MONTH HISTORY" label per tradeline.
    expect(rendered.text.match(/24-MONTH HISTORY/g)).toHaveLength(22);
  });
});

describe('frozen file', () => {
  it('says the file is frozen and shows identity only: no score, no tradelines', async () => {
    const { text } = await renderText('acrov6', responseOf('acrov6', [frozenReport()]));
    expect(text).toContain('SECURITY FREEZE');
    expect(text).toContain(FROZEN_TITLE);
    expect(text).toContain('FILE FROZEN');
    expect(text).toContain(fullName(PRIMARY));
    expect(text).toContain('***-**-6789');
    for (const absent of ['Tradelines', 'CREDITOR', 'Risk score', 'KEY FACTORS', 'Summary', 'Inquiries', 'Collections', 'Public records']) {
      expect(text).not.toContain(absent);
    }
    for (const creditor of thickReport().tradelines.map((t) => t.creditor)) expect(text).not.toContain(creditor);
    expect(text).toContain('Page 1 of 1');
  });
});

describe('no-hit', () => {
  it('says no file was found and shows no file content', async () => {
    const { text } = await renderText('acrov6', responseOf('acrov6', [noHitReport()]));
    expect(text).toContain('NO RECORD FOUND');
    expect(text).toContain(NO_HIT_TITLE);
    expect(text).toContain(fullName(PRIMARY));
    for (const absent of ['Tradelines', 'Risk score', 'Summary', 'Inquiries']) expect(text).not.toContain(absent);
  });
});

describe('applicant and co-applicant', () => {
  const dsr = responseOf('acrov6', [thickReport(), coApplicantReport()]);

  it('unsplit: renders both reports, each starting on a new page titled by its identifier', async () => {
    const { pages, text } = await renderText('acrov6', dsr);
    const coPage = pages.findIndex((page) => page.includes(fullName(COAPPLICANT)));
    expect(coPage).toBeGreaterThan(0);
    expect(pages[coPage - 1]).toContain('End of Primary Report 1');
    expect(pages[coPage]).not.toContain('End of Primary Report 1');
    expect(pages[coPage]).toContain('Co-Applicant Report 1');
    expect(pages[0]).toContain('Primary Report 1');
    expect(text).toContain('***-**-6789');
    expect(text).toContain('***-**-4321');
    for (const creditor of coApplicantReport().tradelines.map((t) => t.creditor)) expect(text).toContain(creditor);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('split views: each PDF holds only its own applicant', async () => {
    const [primary, coapplicant] = splitConsumerResponse('acrov6', dsr);
    const primaryText = (await renderText('acrov6', primary.dataSourceResponse)).text;
    const coText = (await renderText('acrov6', coapplicant.dataSourceResponse)).text;
    expect(primaryText).toContain(fullName(PRIMARY));
    expect(primaryText).not.toContain(COAPPLICANT.last);
    expect(primaryText).not.toContain('***-**-4321');
    expect(coText).toContain(fullName(COAPPLICANT));
    expect(coText).toContain('Co-Applicant Report 1');
    expect(coText).not.toContain(PRIMARY.last);
    expect(coText).not.toContain('***-**-6789');
  });
});

describe('oneviewplus', () => {
  const dsr = responseOf('oneviewplus', [thickReport({ product: 'oneviewplus' }), coApplicantReport('oneviewplus')], { twn: TWN, datax: DATAX });

  it('adds verified employment (twnSelectReport) and alternative data (dataxReport)', async () => {
    const [primary] = splitConsumerResponse('oneviewplus', dsr);
    const { text } = await renderText('oneviewplus', primary.dataSourceResponse);
    expect(text).toContain(CONSUMER_PRODUCT_INFO.oneviewplus.name);
    expect(text).toContain('Verified employment and income');
    expect(text).toContain('Operations Manager');
    expect(text).toContain('$86,500');
    expect(text).toContain('04-02-2018');
    expect(text).toContain('Alternative data');
    expect(text).toContain('SPEEDY CASH ONLINE');
    expect(text).toContain('MEDIUM');
    expect(text).not.toContain('Springfield Clinic');
  });

  it('unsplit: each report carries its own applicant’s employment and alternative data', async () => {
    const { pages } = await renderText('oneviewplus', dsr);
    const coPage = pages.findIndex((page) => page.includes(fullName(COAPPLICANT)));
    const primaryText = pages.slice(0, coPage).join('\n');
    const coText = pages.slice(coPage).join('\n');
    expect(primaryText).toContain('$86,500');
    expect(primaryText).not.toContain('Springfield Clinic');
    expect(coText).toContain('Springfield Clinic');
    expect(coText).toContain('$74,200');
    expect(coText).toContain('AFFIRM INC');
    expect(coText).toContain('LOW');
  });

  it('says a section was not requested when the company had not connected its source (Configuration Engine)', async () => {
    const flat = (t: string) => t.replace(/\s+/g, ' ');
    const none = flat((await renderText('oneviewplus', responseOf('oneviewplus', [thickReport({ product: 'oneviewplus' })], {}))).text);
    expect(none).toContain('Verified employment and income');
    expect(none).toContain('Not requested: The Work Number was not connected');
    expect(none).toContain('Not requested: DataX was not connected');
    const twnOnly = flat((await renderText('oneviewplus', responseOf('oneviewplus', [thickReport({ product: 'oneviewplus' })], { twn: [TWN[0]!] }))).text);
    expect(twnOnly).toContain('Operations Manager');
    expect(twnOnly).not.toContain('The Work Number was not connected');
    expect(twnOnly).toContain('Not requested: DataX was not connected');
  });

  it('does not show oneviewplus sections for the other products', async () => {
    const { text } = await renderText('acrov6', responseOf('acrov6', [thickReport()], { twn: TWN, datax: DATAX }));
    expect(text).not.toContain('Verified employment and income');
    expect(text).not.toContain('Alternative data');
  });
});

describe('edge cases', () => {
  it('masks a full SSN that a bureau left in free text', async () => {
    const report = thickReport({ tradelineCount: 2 });
    report.alerts = [{ type: 'SSN_MISMATCH', message: 'SSN 123-45-6789 was issued before the date of birth; also seen as 123456789.', contactPhone: null }];
    const { text } = await renderText('acrov6', responseOf('acrov6', [report]));
    expect(text).not.toMatch(FULL_SSN);
    expect(text).toContain('SSN ***-**-6789 was issued before the date of birth');
  });

  it('wraps long cell text instead of cutting it short', async () => {
    const report = thickReport({ tradelineCount: 2 });
    report.tradelines[0].paymentStatus = 'Closed at consumer request, paid as agreed';
    report.collections[0].agency = 'Receivables Performance Management of North America';
    report.publicRecords[0].court = 'U.S. Bankruptcy Court, Middle District of Pennsylvania (Harrisburg)';
    const flow = pdfFlowText(await render('acrov6', responseOf('acrov6', [report])));
    expect(flow).toContain('Closed at consumer request, paid as agreed');
    expect(flow).toContain('Receivables Performance Management of North America');
    expect(flow).toContain('U.S. Bankruptcy Court, Middle District of Pennsylvania (Harrisburg)');
    expect(flow).not.toContain('…');
  });

  it('prints a nine-digit account number whole, as an account number, never masked like an SSN', async () => {
    const pdf = await renderConsumerReportPdf({
      product: 'acrov6',
      dataSourceResponse: responseOf('acrov6', [thickReport({ tradelineCount: 1 })]),
      inquiry: { ...INQUIRY, accountNumber: '100200300' },
    });
    const text = pdfPages(pdf).map(squash).join('\n');
    expect(text).toMatch(/Account number 100200300\b/);
    expect(text).not.toContain('***-**-0300');
  });

  it('still masks a nine-digit number typed as the reference: free text may hold an SSN', async () => {
    const pdf = await renderConsumerReportPdf({
      product: 'acrov6',
      dataSourceResponse: responseOf('acrov6', [thickReport({ tradelineCount: 1 })]),
      inquiry: { ...INQUIRY, customerReferenceNumber: '123456789' },
    });
    const text = pdfPages(pdf).map(squash).join('\n');
    expect(text).not.toMatch(FULL_SSN);
    expect(text).toContain('Reference ***-**-6789');
  });

  it('masks the subject SSN even if the report carried it in full', async () => {
    const report = thickReport({ tradelineCount: 1 });
    report.subject.ssnMasked = '123-45-6789';
    const { text } = await renderText('acrov6', responseOf('acrov6', [report]));
    expect(text).not.toMatch(FULL_SSN);
    expect(text).toContain('***-**-6789');
  });

  it('flags a deceased subject', async () => {
    const report = thickReport({ tradelineCount: 1 });
    report.subject.deceased = true;
    const { pages } = await renderText('acrov6', responseOf('acrov6', [report]));
    expect(pages[0]).toMatch(/Deceased Yes/);
    expect(pages[0]).toContain('DECEASED');
  });

  it('titles a report without an identifier by its position', async () => {
    const report = thickReport({ tradelineCount: 1, identifier: '' });
    const { pages } = await renderText('acrov6', responseOf('acrov6', [report]));
    expect(pages[0]).toContain('Report 1');
  });

  it('a response without a report renders a page that says so, with the bureau errors', async () => {
    const dsr: DataSourceResponse = { value: { consumers: {} }, errors: [{ code: 'B503', message: 'Bureau timed out.' }], status: 200 };
    const { text } = await renderText('nal', dsr);
    expect(text).toContain('NO REPORT RETURNED');
    expect(text).toContain('Bureau timed out.');
    expect(text).toContain(CONSUMER_PRODUCT_INFO.nal.name);
    expect(text).toContain('Page 1 of 1');
  });

  it('shows a bureau error with the report it names', async () => {
    const dsr = responseOf('acrov6', [thickReport({ tradelineCount: 1 }), coApplicantReport()]);
    dsr.errors = [{ code: 'W210', message: 'Co-applicant address could not be standardised.', identifier: 'Co-Applicant Report 1' }];
    const { pages } = await renderText('acrov6', dsr);
    const coPage = pages.findIndex((page) => page.includes(fullName(COAPPLICANT)));
    expect(pages.slice(0, coPage).join('\n')).not.toContain('could not be standardised');
    expect(pages.slice(coPage).join('\n')).toContain('Co-applicant address could not be standardised.');
  });

  it('a score the file cannot support reads "Not scoreable"; empty sections say so', async () => {
    const report = thickReport({ tradelineCount: 0 });
    report.score = { model: 'VantageScore 4.0', value: null, reasons: [] };
    report.inquiries = [];
    const { text } = await renderText('acrov6', responseOf('acrov6', [report]));
    expect(text).toContain('Not scoreable');
    expect(text).toContain('No tradelines reported.');
    expect(text).toContain('No inquiries reported.');
  });

  it('a very thick file (120 tradelines) paginates and stays inside the margins', async () => {
    const pdf = await render('acrov6', responseOf('acrov6', [thickReport({ tradelineCount: 120 })]));
    const words = pdfWords(pdf);
    expect(words.length).toBeGreaterThan(8);
    words.forEach((page, i) => {
      const below = page.words.filter((w) => w.yMax > CONTENT_BOTTOM + 0.5).map((w) => w.text).join(' ');
      expect(below).toBe(`${CONFIDENTIALITY} Page ${i + 1} of ${words.length}`);
    });
  });
});

describe('render time (reported, not asserted)', () => {
  it('renders the thick file', async () => {
    const input = responseOf('acrov6', [thickReport()]);
    for (let i = 0; i < 10; i++) await render('acrov6', input);
    const runs = 50;
    const started = performance.now();
    for (let i = 0; i < runs; i++) await render('acrov6', input);
    const perRender = (performance.now() - started) / runs;
    console.log(`consumer report PDF, thick file (22 tradelines): ${perRender.toFixed(1)} ms per render, ${(1000 / perRender).toFixed(0)} renders/s`);
    expect(perRender).toBeGreaterThan(0);
  });
});
