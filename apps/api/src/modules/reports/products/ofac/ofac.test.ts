import { describe, expect, it } from 'vitest';
import { OFAC_DEFAULT_MATCH_THRESHOLD, type OfacReport, type OfacResponse, ofacResponseSchema } from '@creditdesk/contracts';
import { type OfacDataSource, SdnListUnavailableError, createSdnListSource } from '../../../compliance/ofac/ofac-source.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type ProductOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { pdfFlowText } from '../../pdf/poppler.js';

// the SDN list of the kit's own database, read when the first screen runs
const kit: ProductOrderKit = productOrderKit({ product: 'ofac', source: createSdnListSource(() => kit.t.database.db), call: 'screen', users: ['demo.user', 'demo.admin', 'other.admin'] });
const { order, pdfOf, inquiry, as } = kit;

type Subject = Record<string, unknown>;
const request = (subject: Subject, extra: Record<string, unknown> = {}) => ({ accountNumber: '100200300', customerReferenceNumber: 'KYC-1', subject, ...extra });
const CHAPO = { type: 'individual', firstName: 'Joaquin', lastName: 'Guzman Loera' };

const ordered = async (body: unknown): Promise<OfacResponse> => {
  const res = await order(body);
  expect(res.statusCode, res.body).toBe(200);
  return ofacResponseSchema.parse(res.json());
};
const reportOf = async (subject: Subject): Promise<OfacReport> => (await ordered(request(subject))).dataSourceResponse.value.ofacReport;

describe('ordering an OFAC screen', () => {
  it('finds a sanctioned person on the shipped SDN list, names the list it screened on, and stores the screen', async () => {
    const res = await ordered(request({ ...CHAPO, dateOfBirth: '1954-12-25', country: 'mx' }));
    const r = res.dataSourceResponse.value.ofacReport;
    expect(r).toMatchObject({
      result: 'hit',
      threshold: OFAC_DEFAULT_MATCH_THRESHOLD,
      subject: { type: 'individual', name: 'Joaquin Guzman Loera', dateOfBirth: '1954-12-25', country: 'MX' },
      list: { publishedOn: '2026-11-24', entryCount: 8976 },
    });
    expect(r.candidates[0]).toMatchObject({ entNum: 6861, listedName: 'GUZMAN LOERA, Joaquin', type: 'individual', programs: ['SDNTK'], score: 1, matchedAs: 'name', birthDates: ['1954-12-25'] });
    expect(r.candidates[0].reasons).toEqual(['Name "GUZMAN LOERA, Joaquin" matches 100 %', 'Date of birth 1954-12-25 is listed']);
    expect(r.list.loadedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const row = await inquiry(res.inquiryId);
    expect(row).toMatchObject({ product: 'ofac', productCode: 'OFAC', status: 'Completed', accountNumber: '100200300', permissiblePurpose: '', customerReferenceNumber: 'KYC-1', consumerName: 'Joaquin Guzman Loera', ssnLast4: '' });
  });

  it('finds an alias with a typo, and a business by its name without its legal form', async () => {
    const alias = await reportOf({ type: 'individual', firstName: 'Chapo', lastName: 'Guzmann' });
    expect(alias.candidates[0]).toMatchObject({ entNum: 6861, matchedName: 'GUZMAN, Chapo', matchedAs: 'aka' });
    const bank = await reportOf({ type: 'business', businessName: 'Banco Nacional de Cuba S.A.' });
    expect(bank.candidates[0]).toMatchObject({ entNum: 306, listedName: 'BANCO NACIONAL DE CUBA', score: 1 });
  });

  it('clears a common name: no candidate, the list still named', async () => {
    const r = await reportOf({ type: 'individual', firstName: 'Margaret', lastName: 'Ellison', dateOfBirth: '1966-04-12' });
    expect(r).toMatchObject({ result: 'clear', candidates: [], list: { entryCount: 8976 } });
  });

  it('screens at the threshold the company set: 0.99 lets a one-letter variant through, back to the default it hits again', async () => {
    const setThreshold = (ofacMatchThreshold: number | null) =>
      kit.t.app.inject({ method: 'PUT', url: `/api/customers/${kit.demo}`, payload: { ofacMatchThreshold }, headers: as('demo.admin') });
    const variant = { type: 'individual', firstName: 'Joakin', lastName: 'Guzman Loera' };
    expect((await reportOf(variant)).result).toBe('hit');
    const set = await setThreshold(0.99);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().company.ofacMatchThreshold).toBeCloseTo(0.99, 5);
    const strict = await reportOf(variant);
    expect(strict).toMatchObject({ result: 'clear', candidates: [] });
    expect(strict.threshold).toBeCloseTo(0.99, 5);
    expect((await setThreshold(0.5)).json().message).toMatch(/ofacMatchThreshold must be a number from 0.80 to 0.99/);
    expect((await setThreshold(null)).json().company.ofacMatchThreshold).toBe(OFAC_DEFAULT_MATCH_THRESHOLD);
    expect((await reportOf(variant)).result).toBe('hit');
  });

  it('prints the list’s date, the candidate and why in the PDF (ofac_report.pdf)', async () => {
    const res = await ordered(request(CHAPO));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'ofac_report.pdf');
    const text = await pdfFlowText(pdf.rawPayload);
    for (const words of ['OFAC sanctions screen', 'Joaquin Guzman Loera', 'Potential match', 'Published 11-24-2026', 'GUZMAN LOERA, Joaquin', 'SDNTK', 'Exact match 100 %', 'within 10 business days']) expect(text).toContain(words);
  });

  itRefuses(kit, [
    ['a name of punctuation only', () => request({ type: 'individual', firstName: '---', lastName: '!!!' }), 400, /firstName may hold letters/],
    ['a name of 10,000 characters', () => request({ type: 'individual', firstName: 'A'.repeat(10_000), lastName: 'B' }), 400, /firstName must be at most 60 characters/],
    ['a control character in a name', () => request({ type: 'individual', firstName: 'Jo\u0007aquin', lastName: 'Guzman' }), 400, /firstName may hold letters/],
    ['a business name of punctuation only', () => request({ type: 'business', businessName: '...' }), 400, /businessName may hold letters/],
    ['no subject', () => ({ accountNumber: '100200300' }), 400, /subject/],
    ['an unknown subject type', () => request({ type: 'vessel', name: 'X' }), 400, /subject.type must be 'individual' or 'business'/],
    ['a country that is no ISO code', () => request({ ...CHAPO, country: 'Mexico' }), 400, /country must be a two-letter ISO 3166 country code/],
    ['a date of birth in the future', () => request({ ...CHAPO, dateOfBirth: '2999-01-01' }), 400, /dateOfBirth must be between 1900 and today/],
    ['another company’s account number', () => request(CHAPO, { accountNumber: '900800700' }), 400, /accountNumber/],
  ] as RefusalCase[], 'refuses %s with a 400 naming the field: nothing screened, stored or billed');

  itRefusesACompanyNotHoldingIt(kit, () => request(CHAPO), /OFAC/);

  it('answers 502 with its tracking id when the list cannot be read: nothing stored or billed, audited', async () => {
    const down: OfacDataSource = { name: 'down', screen: async () => Promise.reject(new SdnListUnavailableError()) };
    await expectDataSourceFailure({ product: 'ofac', source: down, body: () => request(CHAPO), message: /sanctions list did not answer/, details: { product: 'ofac', dataSource: 'sanctions list' } });
  });
});
