import { describe, expect, it } from 'vitest';
import { type MlaReport, type MlaResponse, mlaResponseSchema } from '@creditdesk/contracts';
import { DmdcUnavailableError, type MlaDataSource } from './mla.port.js';
import { createSandboxMla } from './mla.sandbox.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { pdfFlowText } from '../../pdf/poppler.js';

const kit = productOrderKit({ product: 'mla', source: createSandboxMla(), call: 'checkCoveredBorrower' });
const { order, pdfOf, inquiry } = kit;

const MARCUS = { firstName: 'Marcus', lastName: 'Bell', ssn: '123-45-1006', dateOfBirth: '1992-01-17' };
const request = (consumer: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ accountNumber: '100200300', customerReferenceNumber: 'LOAN-77', consumer, ...extra });
const ordered = async (body: unknown): Promise<MlaResponse> => {
  const res = await order(body);
  expect(res.statusCode, res.body).toBe(200);
  return mlaResponseSchema.parse(res.json());
};
const reportOf = async (consumer: Record<string, unknown>): Promise<MlaReport> => (await ordered(request(consumer))).dataSourceResponse.value.mlaReport;

describe('ordering a Military Lending Act check', () => {
  it('answers an active-duty member as a covered borrower, with the safe-harbour record, and stores it', async () => {
    const res = await ordered(request(MARCUS));
    const r = res.dataSourceResponse.value.mlaReport;
    expect(r).toMatchObject({
      coveredBorrower: true,
      status: 'covered-member',
      statusText: 'Covered borrower',
      subject: { firstName: 'MARCUS', lastName: 'BELL', ssnMasked: '***-**-1006', dateOfBirth: '1992-01-17' },
      recordsAsOf: '2026-11-01',
      source: expect.stringMatching(/^Department of Defense, Defense Manpower Data Center/),
      certificateId: expect.stringMatching(/^MLA-[0-9A-F]{12}$/),
    });
    expect(r.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(JSON.stringify(r)).not.toContain('123451006');
    const row = await inquiry(res.inquiryId);
    expect(row).toMatchObject({ product: 'mla', productCode: 'MLA', status: 'Completed', permissiblePurpose: '', accountNumber: '100200300', customerReferenceNumber: 'LOAN-77', consumerName: 'Marcus Bell', ssnLast4: '1006' });
  });

  it('answers a dependent as covered, a civilian and a mismatched date of birth as not covered', async () => {
    expect(await reportOf({ firstName: 'Angela', lastName: 'Bell', ssn: '123451201', dateOfBirth: '1993-05-09' })).toMatchObject({ coveredBorrower: true, status: 'covered-dependent' });
    expect(await reportOf({ firstName: 'Margaret', lastName: 'Ellison', ssn: '123451001', dateOfBirth: '1966-04-12' })).toMatchObject({ coveredBorrower: false, status: 'not-covered', statusText: 'Not a covered borrower' });
    expect(await reportOf({ ...MARCUS, dateOfBirth: '1992-01-18' })).toMatchObject({ coveredBorrower: false });
  });

  it('prints the answer and the safe-harbour record in mla_report.pdf', async () => {
    const res = await ordered(request(MARCUS));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'mla_report.pdf');
    const text = await pdfFlowText(pdf.rawPayload);
    const r = res.dataSourceResponse.value.mlaReport;
    for (const words of ['Military Lending Act check', 'MARCUS BELL', 'Covered borrower', 'SAFE-HARBOUR RECORD', 'Checked by demo.user', '32 CFR 232.5', r.certificateId, 'Defense Manpower Data Center']) expect(text).toContain(words);
  });

  itRefuses(kit, [
    ['no SSN', () => request({ ...MARCUS, ssn: '' }), 400, /ssn is required/],
    ['an SSN never issued', () => request({ ...MARCUS, ssn: '666-12-3456' }), 400, /ssn is not a number the Social Security Administration issues/],
    ['no date of birth', () => request({ ...MARCUS, dateOfBirth: undefined }), 400, /dateOfBirth is required/],
    ['a date of birth in the future', () => request({ ...MARCUS, dateOfBirth: '2999-01-01' }), 400, /dateOfBirth cannot be in the future/],
    ['a name of punctuation only', () => request({ ...MARCUS, lastName: '--' }), 400, /lastName may hold letters/],
    ['another company’s account number', () => request(MARCUS, { accountNumber: '900800700' }), 400, /accountNumber/],
  ] as RefusalCase[], 'refuses %s with a 400 naming the field: nothing checked, stored or billed');

  itRefusesACompanyNotHoldingIt(kit, () => request(MARCUS), /Military Lending Act/);

  it('answers 502 with its tracking id when the DMDC does not answer: nothing stored or billed, audited', async () => {
    const down: MlaDataSource = { name: 'down', checkCoveredBorrower: async () => Promise.reject(new DmdcUnavailableError()) };
    await expectDataSourceFailure({ product: 'mla', source: down, body: () => request(MARCUS), message: /Defense Manpower Data Center did not answer/, details: { product: 'mla', dataSource: 'Defense Manpower Data Center' } });
  });
});
