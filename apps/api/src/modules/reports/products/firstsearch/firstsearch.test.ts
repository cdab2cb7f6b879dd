import { describe, expect, it } from 'vitest';
import { FIRST_SEARCH_NO_CRITERION, type FirstSearchReport, type FirstSearchResponse, firstSearchResponseSchema } from '@creditdesk/contracts';
import { type FirstSearchDataSource, FirstSearchUnavailableError, createSandboxFirstSearch } from './firstsearch.sandbox.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { pdfFlowText } from '../../pdf/poppler.js';

const kit = productOrderKit({ product: 'firstsearch', source: createSandboxFirstSearch(), call: 'search' });
const { order, pdfOf, inquiry } = kit;

const JOHNSONS = { firstName: 'Michael', lastName: 'Johnson', address: { line1: '77 Maple Ave', zip: '62704' } };
const request = (criteria: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ accountNumber: '100200300', customerReferenceNumber: 'LOC-9', criteria, ...extra });
const searched = async (criteria: Record<string, unknown>): Promise<FirstSearchResponse> => {
  const res = await order(request(criteria));
  expect(res.statusCode, res.body).toBe(200);
  return firstSearchResponseSchema.parse(res.json());
};
const reportOf = async (criteria: Record<string, unknown>): Promise<FirstSearchReport> => (await searched(criteria)).dataSourceResponse.value.firstSearchReport;

describe('ordering a First Search', () => {
  it('finds one consumer by SSN, masked, with what matched, and stores the search', async () => {
    const res = await searched({ ssn: '123-45-1001' });
    const r = res.dataSourceResponse.value.firstSearchReport;
    expect(r.criteria).toEqual({ name: null, address: null, phone: null, ssnMasked: '***-**-1001' });
    expect(r.candidates).toEqual([
      expect.objectContaining({ candidateId: 'FS-1001', name: { firstName: 'MARGARET', middleName: null, lastName: 'ELLISON', suffix: null }, ssnMasked: '***-**-1001', birthYear: 1966, phone: '3125550101', matchScore: 98, matched: ['ssn'] }),
    ]);
    expect(JSON.stringify(res)).not.toContain('123451001');
    expect(await inquiry(res.inquiryId)).toMatchObject({ product: 'firstsearch', productCode: 'FSCH', status: 'Completed', permissiblePurpose: '', customerReferenceNumber: 'LOC-9', consumerName: 'Search by SSN', ssnLast4: '1001' });
  });

  it('lists several candidates best first for a name and address, and for the household phone; none for a stranger (No Hit)', async () => {
    const byName = await reportOf(JOHNSONS);
    expect(byName.candidates.map((c) => [c.candidateId, c.matchScore, c.matched])).toEqual([
      ['FS-2001', 95, ['name', 'address']],
      ['FS-2002', 90, ['name', 'address']],
      ['FS-2003', 74, ['address']],
    ]);
    expect(byName.criteria).toMatchObject({ name: 'MICHAEL JOHNSON', address: '77 Maple Ave, 62704' });
    expect((await reportOf({ phone: '217-555-0150' })).candidates.map((c) => c.candidateId)).toEqual(['FS-2001', 'FS-2002']);
    const stranger = await searched({ firstName: 'Nobody', lastName: 'Atall', address: { line1: '1 Main St', city: 'Boise', state: 'id' } });
    expect(stranger.dataSourceResponse.value.firstSearchReport.candidates).toEqual([]);
    expect(await inquiry(stranger.inquiryId)).toMatchObject({ status: 'No Hit', consumerName: 'Nobody Atall' });
  });

  it('prints the criteria and the candidates in firstSearch_report.pdf', async () => {
    const res = await searched(JOHNSONS);
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'firstSearch_report.pdf');
    const text = await pdfFlowText(pdf.rawPayload);
    for (const words of ['First Search', 'MICHAEL JOHNSON', '3 CANDIDATES FOUND', 'MICHAEL A JOHNSON JR', 'STRONG MATCH (95)', 'not a consumer report', '***-**-2002', '217-555-0150', 'Matched on Name, Address', '1400 N Grand Ave']) expect(text).toContain(words);
    expect(text).not.toContain('123452001');
  });

  itRefuses(kit, [
    ['no criterion at all', () => request({}), 400, new RegExp(FIRST_SEARCH_NO_CRITERION)],
    ['a name without an address', () => request({ firstName: 'Michael', lastName: 'Johnson' }), 400, /line1 is required to search by name and address/],
    ['an address without a last name', () => request({ firstName: 'Michael', address: JOHNSONS.address }), 400, /lastName is required to search by name and address/],
    ['a street without a ZIP or city and state', () => request({ ...JOHNSONS, address: { line1: '77 Maple Ave', city: 'Springfield' } }), 400, /zip \(or city and state\) is required/],
    ['an SSN of 8 digits', () => request({ ssn: '12345678' }), 400, /ssn must be 9 digits/],
    ['a phone of 7 digits', () => request({ phone: '555-0150' }), 400, /phone must be 10 digits/],
    ['a state that is none', () => request({ ...JOHNSONS, address: { line1: '77 Maple Ave', zip: '62704', state: 'ZZ' } }), 400, /state 'ZZ' is not a US state code/],
    ['another company’s account number', () => request({ ssn: '123451001' }, { accountNumber: '900800700' }), 400, /accountNumber/],
  ] as RefusalCase[], 'refuses %s with a 400 naming the field: nothing searched, stored or billed');

  itRefusesACompanyNotHoldingIt(kit, () => request({ ssn: '123451001' }), /First Search/);

  it('answers 502 with its tracking id when the search is down: nothing stored or billed, audited', async () => {
    const down: FirstSearchDataSource = { name: 'down', search: async () => Promise.reject(new FirstSearchUnavailableError()) };
    await expectDataSourceFailure({ product: 'firstsearch', source: down, body: () => request({ ssn: '123451001' }), message: /First Search service did not answer/, details: { product: 'firstsearch', dataSource: 'First Search service' } });
  });

  it('the sandbox’s failure persona (SSN 123-45-9999) is the search being down', async () => {
    await expect(createSandboxFirstSearch().search({ criteria: { firstName: undefined, lastName: undefined, phone: undefined, ssn: '123459999' }, idempotencyKey: 'k' })).rejects.toBeInstanceOf(FirstSearchUnavailableError);
  });
});
