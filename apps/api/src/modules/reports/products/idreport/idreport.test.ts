import { describe, expect, it } from 'vitest';
import { ID_VERDICT_INFO, type IdReport, type IdReportResponse, idReportResponseSchema } from '@creditdesk/contracts';
import { ID_REPORT_PERSONAS, type IdPersonaKey } from '../../../../datasources/sandbox/id-records/idreport-personas.js';
import { type IdReportDataSource, IdentityServiceUnavailableError, createSandboxIdReport } from './idreport.sandbox.js';
import { type IdReportTestConsumer, idReportRequest } from '../../../../testing/idreport-requests.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { pdfFlowText } from '../../pdf/poppler.js';

const persona = (key: IdPersonaKey) => ID_REPORT_PERSONAS.find((p) => p.key === key)!;

const kit = productOrderKit({ product: 'idreport', source: createSandboxIdReport(), call: 'verifyIdentity' });
const { as, order, pdfOf, inquiry } = kit;

const ordered = async (body: unknown, user = 'demo.user'): Promise<IdReportResponse> => {
  const res = await order(body, user);
  expect(res.statusCode, res.body).toBe(200);
  return idReportResponseSchema.parse(res.json());
};
const reportOf = async (consumer: IdReportTestConsumer, options: Parameters<typeof idReportRequest>[1] = {}): Promise<IdReport> =>
  (await ordered(idReportRequest(consumer, options))).dataSourceResponse.value.idReport;
const results = (r: IdReport) => Object.fromEntries(r.elements.map((e) => [e.element, e.result]));
const codes = (r: IdReport) => r.riskIndicators.map((i) => i.code);

describe('ordering an ID Report', () => {
  it('verifies a clean match: every element matches, the SSN was issued in New York before randomisation; stored with its account number', async () => {
    const p = persona('clean');
    const res = await ordered(idReportRequest(p, { reference: 'ID-1' }));
    expect(res).toMatchObject({ product: 'idreport', dataSourceResponse: { status: 200, errors: [] } });
    expect(JSON.parse(res.formatedResponse)).toEqual({ dataSourceResponse: res.dataSourceResponse });
    const r = res.dataSourceResponse.value.idReport;
    expect(r).toMatchObject({ identifier: 'current', hit: true, verdict: 'verified', riskIndicators: [], subject: { firstName: 'MARGARET', lastName: 'ELLISON', ssnMasked: '***-**-1001', dateOfBirth: '1966-04-12' } });
    expect(results(r)).toEqual({ name: 'match', ssn: 'match', dateOfBirth: 'match', address: 'match' });
    expect(r.ssn).toMatchObject({
      validity: 'valid',
      neverIssuedReasons: [],
      issuance: { assignment: 'state', area: '123', areaState: 'NY', issuedNotBefore: null, issuedNotAfter: '1984-09-10' },
      deceased: false,
      otherIdentities: [],
    });
    const row = await inquiry(res.inquiryId);
    expect(row).toMatchObject({ product: 'idreport', productCode: 'IDRT', status: 'Completed', accountNumber: '100200300', permissiblePurpose: '', customerReferenceNumber: 'ID-1', consumerName: 'MARGARET ELLISON', ssnLast4: '1001' });
    expect(JSON.stringify(row)).not.toContain(p.ssn);
  });

  it('gives a partial address match for a former address on file (a low indicator: still verified)', async () => {
    const r = await reportOf({ ...persona('clean'), address: { line1: '1120 Maple Street', city: 'Skokie', state: 'IL', zip: '60076' } });
    expect(results(r).address).toBe('partial');
    expect(r.riskIndicators).toEqual([{ code: 'ADDRESS_FORMER', severity: 'low', text: 'The address submitted is a former address: on file as a former address, last reported 05-01-2009.' }]);
    expect(r.verdict).toBe('verified');
  });

  it('answers a no-hit: nothing to compare, NO_RECORD, verdict no-record, stored as No Hit', async () => {
    const res = await ordered(idReportRequest(persona('noHit')));
    const r = res.dataSourceResponse.value.idReport;
    expect(r).toMatchObject({ hit: false, verdict: 'no-record' });
    expect(results(r)).toEqual({ name: 'not-checked', ssn: 'not-checked', dateOfBirth: 'not-checked', address: 'not-checked' });
    expect(codes(r)).toEqual(['NO_RECORD']);
    expect(r.ssn.issuance).toMatchObject({ assignment: 'undetermined', areaState: 'NY', issuedNotAfter: null });
    expect((await inquiry(res.inquiryId)).status).toBe('No Hit');
  });

  it('reports a deceased SSN from the Death Master File: not verified', async () => {
    const r = await reportOf(persona('deceased'));
    expect(r.ssn).toMatchObject({ deceased: true, dateOfDeath: '2026-01-14', deathSource: 'Death Master File' });
    expect(r.riskIndicators[0]).toEqual({ code: 'SSN_DECEASED', severity: 'high', text: 'The SSN is reported deceased in the Death Master File: date of death 01-14-2026.' });
    expect(results(r)).toEqual({ name: 'match', ssn: 'match', dateOfBirth: 'match', address: 'match' });
    expect(r.verdict).toBe('not-verified');
  });

  it('accepts a never-issued SSN (area 666) and says so: no record can exist, not verified', async () => {
    const res = await ordered(idReportRequest(persona('neverIssued')));
    const r = res.dataSourceResponse.value.idReport;
    expect(r).toMatchObject({ hit: false, verdict: 'not-verified', ssn: { validity: 'never-issued', neverIssuedReasons: ['area-666'], issuance: null, firstReported: null } });
    expect(results(r)).toEqual({ name: 'not-checked', ssn: 'no-match', dateOfBirth: 'not-checked', address: 'not-checked' });
    expect(r.riskIndicators).toEqual([{ code: 'SSN_NEVER_ISSUED', severity: 'high', text: 'The SSN ***-**-1204 is not a number the Social Security Administration issues: area number 666 is never issued.' }]);
    expect((await inquiry(res.inquiryId)).status).toBe('No Hit');
  });

  it.each([
    ['000-45-1234', ['area-000']],
    ['912-45-1234', ['area-900-999']],
    ['123-00-1234', ['group-00']],
    ['123-45-0000', ['serial-0000']],
    ['999-00-0000', ['area-900-999', 'group-00', 'serial-0000']],
  ])('judges %s never issued whoever submits it', async (ssn, reasons) => {
    const r = await reportOf({ ...persona('clean'), ssn });
    expect(r.ssn).toMatchObject({ validity: 'never-issued', neverIssuedReasons: reasons });
    expect(codes(r)).toEqual(['SSN_NEVER_ISSUED']);
  });

  it('flags an SSN issued long after the date of birth: area 812 is randomised, issued on or after 06-25-2011 when she was 37', async () => {
    const r = await reportOf(persona('issuedAfterBirth'));
    expect(r.ssn.issuance).toEqual({ assignment: 'randomized', area: '812', areaState: null, issuedNotBefore: '2011-06-25', issuedNotAfter: '2012-04-17' });
    expect(r.riskIndicators).toEqual([
      { code: 'SSN_ISSUED_AFTER_BIRTH', severity: 'medium', text: 'The SSN was issued on or after 06-25-2011, when the consumer was at least 37: a first SSN issued to an adult. Confirm the identity with documents.' },
    ]);
    expect(r.verdict).toBe('review');
  });

  it('flags an SSN issued before the date of birth: a Railroad Retirement Board number (by 1963) for a consumer born in 1994', async () => {
    const r = await reportOf(persona('issuedBeforeBirth'));
    expect(r.ssn.issuance).toMatchObject({ assignment: 'railroad', area: '712', areaState: null, issuedNotAfter: '1963-12-31' });
    expect(r.riskIndicators).toEqual([
      { code: 'SSN_ISSUED_BEFORE_BIRTH', severity: 'high', text: 'The SSN was issued no later than 12-31-1963, 30 years before the date of birth given (07-19-1994).' },
    ]);
    expect(r.verdict).toBe('not-verified');
  });

  it('lists other identities on one SSN: review needed', async () => {
    const r = await reportOf(persona('multipleIdentities'));
    expect(r.ssn.otherIdentities.map((o) => `${o.firstName} ${o.lastName} ${o.state}`)).toEqual(['LUIS ORTEGA TX', 'KEISHA MORROW GA']);
    expect(r.riskIndicators).toEqual([{ code: 'SSN_MULTIPLE_IDENTITIES', severity: 'medium', text: '2 other identities reported with this SSN since 04-11-2019.' }]);
    expect(results(r)).toEqual({ name: 'match', ssn: 'match', dateOfBirth: 'match', address: 'match' });
    expect(r.verdict).toBe('review');
  });

  it('finds an address that is not on file: review needed', async () => {
    const r = await reportOf(persona('addressMismatch'));
    expect(results(r)).toEqual({ name: 'match', ssn: 'match', dateOfBirth: 'match', address: 'no-match' });
    expect(r.elements[3].detail).toBe('Not among the 2 addresses on file for this identity.');
    expect(codes(r)).toEqual(['ADDRESS_MISMATCH']);
    expect(r.verdict).toBe('review');
    // the address on file matches
    expect(results(await reportOf({ ...persona('addressMismatch'), address: { line1: '5512 Magnolia Boulevard', city: 'Burbank', state: 'CA', zip: '91505-1234' } })).address).toBe('match');
  });

  it("refuses to verify another person's SSN: the name does not match the one on file", async () => {
    const r = await reportOf({ ...persona('clean'), firstName: 'Oscar', lastName: 'Fielding' });
    expect(results(r)).toMatchObject({ name: 'no-match', ssn: 'no-match' });
    expect(codes(r)).toContain('SSN_OTHER_NAME');
    expect(r.verdict).toBe('not-verified');
  });

  it('matches a nickname in part, a transposed date of birth in part, and leaves a date of birth not given unchecked', async () => {
    const nickname = await reportOf({ ...persona('clean'), firstName: 'Peggy' });
    expect(results(nickname).name).toBe('partial');
    expect(codes(nickname)).toEqual(['NAME_PARTIAL']);
    const transposed = await reportOf({ ...persona('clean'), dateOfBirth: '1966-12-04' });
    expect(transposed.elements[2]).toEqual({ element: 'dateOfBirth', result: 'partial', detail: 'The month and day are transposed.' });
    const wrong = await reportOf({ ...persona('clean'), dateOfBirth: '1971-08-30' });
    expect(results(wrong).dateOfBirth).toBe('no-match');
    expect(wrong.verdict).toBe('review');
    const { dateOfBirth: _dob, ...withoutDob } = persona('issuedBeforeBirth');
    const unchecked = await reportOf(withoutDob);
    expect(results(unchecked).dateOfBirth).toBe('not-checked');
    expect(unchecked.subject.dateOfBirth).toBeNull();
    // without a date of birth there is nothing to hold the issuance against
    expect(codes(unchecked)).toEqual([]);
  });

  it('verifies a generated consumer deterministically, and applies the SSA rules to anyone', async () => {
    const someone: IdReportTestConsumer = { firstName: 'Nadia', lastName: 'Okonkwo', ssn: '321-54-9876', dateOfBirth: '1987-02-11', address: { line1: '12 Elm Street', city: 'Columbus', state: 'OH', zip: '43215' } };
    const a = await reportOf(someone);
    expect(a).toEqual(await reportOf(someone));
    expect(a).toMatchObject({ hit: true, verdict: 'verified', riskIndicators: [] });
    expect(a.ssn.issuance).toMatchObject({ assignment: 'state', areaState: 'IL' });
    // a randomised-only area for a consumer born in 1960: issued after 2011, at 51 or older
    const late = await reportOf({ ...someone, ssn: '775-12-3456', dateOfBirth: '1960-05-05' });
    expect(late.riskIndicators[0]).toMatchObject({ code: 'SSN_ISSUED_AFTER_BIRTH', text: expect.stringContaining('at least 51') });
    // a minor has no identity record
    expect((await reportOf({ ...someone, dateOfBirth: '2015-03-01' })).hit).toBe(false);
  });

  it('answers a retried call (the same idempotency key) with the first answer', async () => {
    const source = createSandboxIdReport();
    const consumer = { firstName: 'A', lastName: 'B', ssn: '321549876', address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } };
    const subscriber = { customerName: 'C', accountNumber: '1' };
    const first = await source.verifyIdentity({ consumer, subscriber, idempotencyKey: 'k-1' });
    const retried = await source.verifyIdentity({ consumer: { ...consumer, firstName: 'Other' }, subscriber, idempotencyKey: 'k-1' });
    expect(retried).toBe(first);
  });

  it('strips the SSN dashes, leaves out blank optional fields and falls back to the user name for a blank reference', async () => {
    const body = idReportRequest({ ...persona('clean'), ssn: '123-45-1001' }, { middleName: '  ', suffix: '' });
    Object.assign(body.consumer, { dateOfBirth: '' });
    const res = await ordered(body);
    const r = res.dataSourceResponse.value.idReport;
    expect(r.subject).toMatchObject({ middleName: null, suffix: null, ssnMasked: '***-**-1001', dateOfBirth: null });
    expect(results(r)).toMatchObject({ ssn: 'match', dateOfBirth: 'not-checked' });
    expect(await inquiry(res.inquiryId)).toMatchObject({ customerReferenceNumber: 'demo.user', ssnLast4: '1001', consumerName: 'MARGARET ELLISON' });
  });

  it('opens a stored report from My Reports as it was answered', async () => {
    const res = await ordered(idReportRequest(persona('multipleIdentities')));
    const details = await kit.t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${res.inquiryId}/details`, headers: as('demo.user') });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({ inquiryId: res.inquiryId, product: 'idreport', dataSourceResponse: res.dataSourceResponse });
  });
});

describe('a refused ID Report order stores nothing, bills nothing and never calls the data source', () => {
  const clean = () => idReportRequest(persona('clean'));
  const cases: RefusalCase[] = [
    ['no consumer', () => { const { consumer: _, ...b } = clean(); return b; }, 400, /body\.consumer: consumer is required/],
    ['no account number', () => ({ ...clean(), accountNumber: ' ' }), 400, /body\.accountNumber: accountNumber is required/],
    ["another company's account number", () => idReportRequest(persona('clean'), { accountNumber: '200300400' }), 400, /body\.accountNumber: '200300400' is not an active account number of your company/],
    ['a missing first name', () => { const b = clean(); b.consumer.firstName = ''; return b; }, 400, /body\.consumer\.firstName: firstName is required/],
    ['a digit in the last name', () => { const b = clean(); b.consumer.lastName = 'Ell1son'; return b; }, 400, /body\.consumer\.lastName: lastName may hold letters/],
    ['a suffix outside JR, SR, I–V', () => idReportRequest(persona('clean'), { suffix: 'ESQ' }), 400, /body\.consumer\.suffix: suffix must be JR, SR, I, II, III, IV or V/],
    ['no SSN', () => { const b = clean(); delete (b.consumer as { ssn?: string }).ssn; return b; }, 400, /body\.consumer\.ssn: ssn is required/],
    ['a malformed SSN', () => { const b = clean(); b.consumer.ssn = '12-3456-789'; return b; }, 400, /body\.consumer\.ssn: ssn must be 9 digits/],
    ['an impossible date of birth', () => { const b = clean(); b.consumer.dateOfBirth = '1990-02-30'; return b; }, 400, /body\.consumer\.dateOfBirth: dateOfBirth must be a real date/],
    ['a date of birth in the future', () => { const b = clean(); b.consumer.dateOfBirth = '2099-01-01'; return b; }, 400, /body\.consumer\.dateOfBirth: dateOfBirth cannot be in the future/],
    ['no address', () => { const b = clean(); delete (b.consumer as { address?: unknown }).address; return b; }, 400, /body\.consumer\.address: address is required/],
    ['a street line with a pipe', () => { const b = clean(); b.consumer.address.line1 = '1 Main | St'; return b; }, 400, /body\.consumer\.address\.line1: line1 cannot contain/],
    ['a Canadian province', () => { const b = clean(); b.consumer.address.state = 'ON'; return b; }, 400, /body\.consumer\.address\.state: state 'ON' is not a US state code/],
    ['a malformed zip', () => { const b = clean(); b.consumer.address.zip = '6020'; return b; }, 400, /body\.consumer\.address\.zip/],
    ['a NUL byte in the reference', () => idReportRequest(persona('clean'), { reference: 'REF\u0000-1' }), 400, /customerReferenceNumber/],
    ['a NUL byte in the name', () => { const b = clean(); b.consumer.firstName = 'MAR\u0000GARET'; return b; }, 400, /firstName/],
    ['a reference over 50 characters', () => idReportRequest(persona('clean'), { reference: 'R'.repeat(51) }), 400, /customerReferenceNumber must be at most 50 characters/],
  ];
  itRefuses(kit, cases);

  itRefusesACompanyNotHoldingIt(kit, () => idReportRequest(persona('clean'), { accountNumber: '200300400' }), /ID Report/);
});

describe('a data source that fails', () => {
  it('answers 502 with the correlation id, stores and bills nothing, and audits report.order-failed', () =>
    expectDataSourceFailure({
      product: 'idreport',
      source: { name: 'down', verifyIdentity: async () => { throw new IdentityServiceUnavailableError('timeout'); } } satisfies IdReportDataSource,
      body: () => idReportRequest(persona('clean')),
      message: /identity verification service/,
      details: { product: 'idreport', dataSource: 'identity verification service' },
    }));
});

describe('the ID Report PDF', () => {
  it("holds the consumer's name, the verdict and the findings, under id_report.pdf, and the download is audited", async () => {
    const res = await ordered(idReportRequest(persona('multipleIdentities')));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'id_report.pdf');
    const text = pdfFlowText(pdf.rawPayload);
    expect(text).toContain('RAYMOND PIERCE');
    expect(text).toContain('***-**-1207');
    expect(text).not.toContain('123451207');
    expect(text).toContain(ID_VERDICT_INFO.review.label.toUpperCase());
    expect(text).toContain('2 other identities reported with this SSN since 04-11-2019.');
    expect(text).toContain('SSN_MULTIPLE_IDENTITIES');
    expect(text).toContain('LUIS ORTEGA');
    expect(text).toContain('KEISHA L MORROW');
    expect(text).toContain('Issued in New York before randomisation (area 123), no later than 08-22-1997.');
    expect(text).toContain('100200300');
  });

  it('shows a never-issued, a deceased and a randomised SSN in words', async () => {
    const never = pdfFlowText((await pdfOf((await ordered(idReportRequest(persona('neverIssued')))).inquiryId)).rawPayload);
    expect(never).toContain('VICTOR NASH');
    expect(never).toContain('NOT VERIFIED');
    expect(never).toContain('area number 666 is never issued');
    const deceased = pdfFlowText((await pdfOf((await ordered(idReportRequest(persona('deceased')))).inquiryId)).rawPayload);
    expect(deceased).toContain('HAROLD JENNINGS');
    expect(deceased).toContain('The SSN is reported deceased in the Death Master File: date of death 01-14-2026.');
    const randomised = pdfFlowText((await pdfOf((await ordered(idReportRequest(persona('issuedAfterBirth')))).inquiryId)).rawPayload);
    expect(randomised).toContain('no state or year can be inferred from the number');
    expect(randomised).toContain('when the consumer was at least 37');
  });

  it("refuses another product's PDF path for an ID Report, and another company's caller as if it were missing", async () => {
    const res = await ordered(idReportRequest(persona('clean')));
    const wrong = await kit.t.app.inject({ method: 'POST', url: '/api/pdfs/nal/download', payload: { inquiryId: res.inquiryId }, headers: as('demo.user') });
    expect(wrong.statusCode).toBe(400);
    expect((await pdfOf(res.inquiryId, 'other.admin')).statusCode).toBe(404);
  });
});
