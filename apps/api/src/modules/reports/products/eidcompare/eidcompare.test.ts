import { describe, expect, it } from 'vitest';
import { EIDC_MATCH_INFO, EIDC_VERDICT_INFO, type EidCompareReport, type EidCompareResponse, eidCompareResponseSchema } from '@creditdesk/contracts';
import { createSandboxEidCompare } from './eidcompare.sandbox.js';
import { eidRequest, identityFile, itRefusesWithoutTheRegistration } from '../../../../testing/eid-requests.js';
import { expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { pdfFlowText } from '../../pdf/poppler.js';

const kit = productOrderKit({ product: 'eidcompare', pdfPath: 'eidc', source: createSandboxEidCompare(), call: 'compareIdentity' });
const { order, pdfOf, inquiry } = kit;

const ordered = async (body: unknown): Promise<EidCompareResponse> => {
  const res = await order(body);
  expect(res.statusCode, res.body).toBe(200);
  return eidCompareResponseSchema.parse(res.json());
};
const reportOf = async (body: unknown): Promise<EidCompareReport> => (await ordered(body)).dataSourceResponse.value.eidCompareReport;
const matches = (r: EidCompareReport) => Object.fromEntries(r.comparisons.map((c) => [c.field, c.match]));

const ellison = identityFile('ELLISON');
const everything = { phone: '847-555-0134', email: 'M.Ellison@example.com', driversLicense: { number: 'E4251-6612-041', state: 'il' } };

describe('ordering an eIDcompare', () => {
  it('matches every field given exactly: identity verified; stored with its account number, the SSN masked', async () => {
    const res = await ordered(eidRequest(ellison, everything, { reference: 'APP-7' }));
    expect(res.product).toBe('eidcompare');
    const r = res.dataSourceResponse.value.eidCompareReport;
    expect(r.verdict).toBe('verified');
    expect(matches(r)).toEqual({ name: 'exact', address: 'exact', ssn: 'exact', dateOfBirth: 'exact', phone: 'exact', email: 'exact', driversLicense: 'exact' });
    expect(r.comparisons.find((c) => c.field === 'ssn')).toMatchObject({ submitted: '***-**-1001', onFile: '***-**-1001' });
    expect(r.comparisons.find((c) => c.field === 'driversLicense')).toMatchObject({ submitted: '********2041 (IL)' });
    const row = await inquiry(res.inquiryId);
    expect(row).toMatchObject({ product: 'eidcompare', productCode: 'EIDC', status: 'Completed', accountNumber: '100200300', customerReferenceNumber: 'APP-7', consumerName: 'MARGARET ELLISON' });
    expect(JSON.stringify(res)).not.toContain('123451001');
  });

  it('reads a different apartment, a wrong phone and a licence not on file: review', async () => {
    const okafor = identityFile('OKAFOR');
    const r = await reportOf(eidRequest(okafor, { address: { ...okafor.address, line1: '1180 Birch Street Apt 7' }, phone: '6145550199', email: 'dan@example.com' }));
    expect(matches(r)).toEqual({ name: 'exact', address: 'partial', ssn: 'exact', dateOfBirth: 'exact', phone: 'no-match', email: 'not-on-file' });
    expect(r.comparisons.find((c) => c.field === 'address')?.note).toBe('Another apartment or unit');
    expect(r.verdict).toBe('review');
  });

  it('finds the file of a mistyped SSN by name and ZIP (partial), and a different date of birth: not verified', async () => {
    const parks = identityFile('PARKS');
    expect(matches(await reportOf(eidRequest(parks, { ssn: '123451430' })))).toMatchObject({ ssn: 'partial' });
    const stone = identityFile('STONE');
    const r = await reportOf(eidRequest(stone, { dateOfBirth: '1983-07-19' }));
    expect(matches(r)).toMatchObject({ name: 'exact', dateOfBirth: 'no-match' });
    expect(r.verdict).toBe('not-verified');
  });

  it('answers no record for an identity the bureau has no file for (No Hit)', async () => {
    const res = await ordered(eidRequest({ ...ellison, firstName: 'PRIYA', lastName: 'RAMAN', ssn: '123451003', address: { line1: '88 Harbor View Dr', city: 'Portland', state: 'ME', zip: '04101' } }));
    const r = res.dataSourceResponse.value.eidCompareReport;
    expect(r.verdict).toBe('no-record');
    expect(new Set(r.comparisons.map((c) => c.match))).toEqual(new Set(['not-on-file']));
    expect((await inquiry(res.inquiryId)).status).toBe('No Hit');
  });
});

describe('refused orders', () => {
  const cases: RefusalCase[] = [
    ['an account number of another company', () => eidRequest(ellison, {}, { accountNumber: '200300400' }), 400, /accountNumber/],
    ['a malformed SSN', () => eidRequest(ellison, { ssn: '12345' }), 400, /ssn must be 9 digits/],
    ['a malformed email', () => eidRequest(ellison, { email: 'not-an-email' }), 400, /email must be an address/],
    ['a licence without its state', () => eidRequest(ellison, { driversLicense: { number: 'E42516612041', state: '' } }), 400, /driversLicense.state/],
    ['a phone of 9 digits', () => eidRequest(ellison, { phone: '847555013' }), 400, /phone must be 10 digits/],
  ];
  itRefuses(kit, cases);

  itRefusesACompanyNotHoldingIt(kit, () => eidRequest(ellison, {}, { accountNumber: '200300400' }), /eIDcompare/);

  itRefusesWithoutTheRegistration(kit, 'eidCompare', 'eIDcompare', () => eidRequest(ellison));
});

describe('the eIDcompare PDF', () => {
  it('holds the verdict and each field with its match level, under eIDcompare_report.pdf, the SSN masked', async () => {
    const okafor = identityFile('OKAFOR');
    const res = await ordered(eidRequest(okafor, { address: { ...okafor.address, line1: '1180 Birch St Apt 7' }, phone: '6145550199' }));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'eIDcompare_report.pdf');
    const text = pdfFlowText(pdf.rawPayload);
    expect(text).toContain('DANIEL OKAFOR');
    expect(text).toContain(EIDC_VERDICT_INFO.review.label.toUpperCase());
    expect(text).toContain(EIDC_MATCH_INFO.partial.label);
    expect(text).toContain(EIDC_MATCH_INFO['no-match'].label);
    expect(text).toContain('***-**-1401');
    expect(text).not.toContain('123451401');
    expect((await pdfOf(res.inquiryId, 'other.admin')).statusCode).toBe(404);
  });
});
