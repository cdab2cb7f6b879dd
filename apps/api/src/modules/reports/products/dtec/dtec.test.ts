import { describe, expect, it } from 'vitest';
import { DTEC_RISK_INFO, type DtecReport, type DtecResponse, dtecResponseSchema } from '@creditdesk/contracts';
import { DTEC_PERSONAS, type DtecPersonaKey } from './dtec-personas.sandbox.js';
import { type DtecDataSource, FraudScreeningUnavailableError, createSandboxDtec } from './dtec.sandbox.js';
import { type DtecTestApplicant, dtecRequest } from '../../../../testing/dtec-requests.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { pdfFlowText } from '../../pdf/poppler.js';

const persona = (key: DtecPersonaKey) => DTEC_PERSONAS.find((p) => p.key === key)!;

const kit = productOrderKit({ product: 'dtec', source: createSandboxDtec(), call: 'screenIdentity' });
const { as, order, pdfOf, inquiry } = kit;

const ordered = async (body: unknown, user = 'demo.user'): Promise<DtecResponse> => {
  const res = await order(body, user);
  expect(res.statusCode, res.body).toBe(200);
  return dtecResponseSchema.parse(res.json());
};
const reportOf = async (applicant: DtecTestApplicant, options: Parameters<typeof dtecRequest>[1] = {}): Promise<DtecReport> =>
  (await ordered(dtecRequest(applicant, options))).dataSourceResponse.value.dtecReport;
const codes = (r: DtecReport) => r.warnings.map((w) => w.code);

describe('ordering a DTEC fraud screen', () => {
  it('finds no indicators for a clean application: low risk; stored with its account number', async () => {
    const p = persona('clear');
    const res = await ordered(dtecRequest(p, { reference: 'APP-1' }));
    expect(res).toMatchObject({ product: 'dtec', dataSourceResponse: { status: 200, errors: [] } });
    expect(JSON.parse(res.formatedResponse)).toEqual({ dataSourceResponse: res.dataSourceResponse });
    const r = res.dataSourceResponse.value.dtecReport;
    expect(r).toMatchObject({
      identifier: 'current',
      riskLevel: 'low',
      warnings: [],
      alerts: [],
      subject: { firstName: 'MARGARET', lastName: 'ELLISON', ssnMasked: '***-**-1001', phone: '8475550134' },
      ssn: { validity: 'valid', deceased: false, nameOnSsn: 'match' },
      address: { type: 'residential', onFileForSsn: true, otherSsns90Days: 0 },
      phone: { number: '8475550134', type: 'mobile', onFileForSsn: true },
      velocity: { last7Days: 0, last30Days: 0, last90Days: 1 },
    });
    // the SSN look-up: the identity on file for it, the ID Report's record of her
    expect(r.ssn.identities).toEqual([
      expect.objectContaining({ firstName: 'MARGARET', lastName: 'ELLISON', submitted: true, addresses: [expect.objectContaining({ line1: '2847 LINDEN AVE' }), expect.objectContaining({ line1: '1120 MAPLE ST', city: 'SKOKIE' })] }),
    ]);
    const row = await inquiry(res.inquiryId);
    expect(row).toMatchObject({ product: 'dtec', productCode: 'DTEC', status: 'Completed', accountNumber: '100200300', permissiblePurpose: '', customerReferenceNumber: 'APP-1', consumerName: 'MARGARET ELLISON', ssnLast4: '1001' });
    expect(JSON.stringify(row)).not.toContain(p.ssn);
  });

  it('reports a fraud alert on file with the consumer\'s contact number: high risk', async () => {
    const r = await reportOf(persona('fraudAlert'));
    expect(r.alerts).toEqual([{ type: 'initial-fraud', placedDate: '2026-08-17', expiresDate: '2027-08-17', contactPhone: '5205550143', text: expect.stringMatching(/^Initial fraud alert: .* Contact: 520-555-0143\.$/) }]);
    expect(r.warnings).toEqual([
      { code: 'FRAUD_ALERT', severity: 'high', text: 'An initial fraud alert is on file since 08-17-2026: the consumer reports identity theft and asks to be called at 520-555-0143 before credit is extended.' },
    ]);
    expect(r.riskLevel).toBe('high');
  });

  it('flags a mail-drop address given with other SSNs and not on file, and a VoIP phone: high risk', async () => {
    const r = await reportOf(persona('highRiskAddress'));
    expect(r.address).toEqual({ type: 'mail-drop', description: 'Commercial mail receiving agency (private mailbox)', onFileForSsn: false, otherSsns90Days: 3 });
    expect(r.phone).toEqual({ number: '7025550188', type: 'voip', onFileForSsn: false });
    expect(codes(r)).toEqual(['ADDRESS_HIGH_RISK', 'ADDRESS_SHARED_SSNS', 'ADDRESS_NOT_ON_FILE', 'PHONE_VOIP']);
    expect(r.riskLevel).toBe('high');
  });

  it('classifies a correctional facility, a PO box and a suite by the street line, for anyone', async () => {
    const someone: DtecTestApplicant = { firstName: 'Nadia', lastName: 'Okonkwo', ssn: '321-54-9876', dateOfBirth: '1987-02-11', address: { line1: '12 Elm Street', city: 'Columbus', state: 'OH', zip: '43215' } };
    const at = async (line1: string) => (await reportOf({ ...someone, address: { ...someone.address, line1 } })).address.type;
    expect(await at('1 Correctional Way')).toBe('correctional');
    expect(await at('PO Box 4410')).toBe('po-box');
    expect(await at('200 E Broad St Suite 1200')).toBe('commercial');
    expect(await at('12 Elm Street')).toBe('residential');
    const jail = await reportOf({ ...someone, address: { ...someone.address, line1: '2460 County Jail Rd' } });
    expect(codes(jail)).toContain('ADDRESS_HIGH_RISK');
    expect(jail.riskLevel).toBe('high');
  });

  it('counts a burst of inquiries and the addresses given with the SSN: high risk', async () => {
    const r = await reportOf(persona('velocity'));
    expect(r.velocity).toMatchObject({ last7Days: 6, last30Days: 9, last90Days: 11, distinctNames30Days: 1, distinctAddresses30Days: 3 });
    expect(r.velocity.inquiries[0]).toEqual({ date: '2026-10-31', industry: 'Bank card', city: 'CHARLOTTE', state: 'NC' });
    expect(r.warnings).toEqual([
      { code: 'INQUIRY_VELOCITY_HIGH', severity: 'high', text: '6 inquiries on this identity in the last 7 days and 9 in the last 30: a burst of applications.' },
      { code: 'SSN_CONFLICTING_ADDRESSES', severity: 'medium', text: 'The SSN was given with 3 different addresses in the last 30 days.' },
    ]);
    expect(r.riskLevel).toBe('high');
  });

  it('finds an SSN that belongs to another name, and shows whose it is', async () => {
    const r = await reportOf(persona('ssnOtherName'));
    expect(r.ssn.nameOnSsn).toBe('no-match');
    expect(r.ssn.identities).toEqual([expect.objectContaining({ firstName: 'DOROTHY', lastName: 'KLINE', dateOfBirth: '1948-02-19', submitted: false })]);
    expect(r.warnings).toEqual([{ code: 'SSN_OTHER_NAME', severity: 'high', text: 'The SSN is on file only for DOROTHY KLINE, not for the name given: it may belong to someone else.' }]);
    expect(r.riskLevel).toBe('high');
  });

  it('reports an active-duty alert (elevated), a deceased SSN (high), an SSN not on file (elevated, stored as No Hit)', async () => {
    const duty = await reportOf(persona('activeDuty'));
    expect(codes(duty)).toEqual(['ACTIVE_DUTY_ALERT']);
    expect(duty.riskLevel).toBe('elevated');
    const deceased = await reportOf(persona('deceased'));
    expect(deceased.ssn).toMatchObject({ deceased: true, dateOfDeath: '2026-01-14' });
    expect(codes(deceased)).toEqual(['SSN_DECEASED']);
    const res = await ordered(dtecRequest(persona('noHit')));
    const noHit = res.dataSourceResponse.value.dtecReport;
    expect(noHit.ssn).toMatchObject({ nameOnSsn: 'no-record', identities: [] });
    expect(codes(noHit)).toEqual(['NO_RECORD']);
    expect(noHit.riskLevel).toBe('elevated');
    expect((await inquiry(res.inquiryId)).status).toBe('No Hit');
  });

  it('accepts a never-issued SSN and warns SSN_INVALID; shows other identities on a shared SSN', async () => {
    const invalid = await reportOf({ ...persona('clear'), ssn: '666-45-1001' });
    expect(invalid.ssn).toMatchObject({ validity: 'never-issued', nameOnSsn: 'never-issued', identities: [] });
    expect(invalid.warnings).toEqual([{ code: 'SSN_INVALID', severity: 'high', text: 'The SSN ***-**-1001 is not a number the Social Security Administration issues: area number 666 is never issued.' }]);
    // the ID Report's persona with other identities on its SSN
    const shared = await reportOf({ firstName: 'Raymond', lastName: 'Pierce', ssn: '123451207', address: { line1: '2210 Fairview Ave', city: 'Baltimore', state: 'MD', zip: '21215' } });
    expect(shared.ssn.identities.map((i) => [i.firstName, i.submitted])).toEqual([
      ['RAYMOND', true],
      ['KEISHA', false],
      ['LUIS', false],
    ]);
    expect(codes(shared)).toEqual(['SSN_OTHER_IDENTITIES']);
  });

  it('screens a generated applicant deterministically', async () => {
    const someone: DtecTestApplicant = { firstName: 'Nadia', lastName: 'Okonkwo', ssn: '321-54-9876', dateOfBirth: '1987-02-11', address: { line1: '12 Elm Street', city: 'Columbus', state: 'OH', zip: '43215' }, phone: '614-555-0199' };
    const a = await reportOf(someone);
    expect(a).toEqual(await reportOf(someone));
    expect(a).toMatchObject({ ssn: { nameOnSsn: 'match' }, address: { type: 'residential', onFileForSsn: true }, phone: { number: '6145550199' } });
    expect(a.velocity.last7Days).toBe(0);
  });

  it('answers a retried call (the same idempotency key) with the first answer', async () => {
    const source = createSandboxDtec();
    const applicant = { firstName: 'A', lastName: 'B', ssn: '321549876', address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } };
    const subscriber = { customerName: 'C', accountNumber: '1' };
    const first = await source.screenIdentity({ applicant, subscriber, idempotencyKey: 'k-1' });
    expect(await source.screenIdentity({ applicant: { ...applicant, firstName: 'Other' }, subscriber, idempotencyKey: 'k-1' })).toBe(first);
  });

  it('strips the SSN and phone dashes, leaves out blank optional fields and falls back to the user name for a blank reference', async () => {
    const body = dtecRequest({ ...persona('clear'), ssn: '123-45-1001', phone: '847-555-0134' }, { middleName: ' ', suffix: '' });
    Object.assign(body.consumer, { dateOfBirth: '' });
    const res = await ordered(body);
    expect(res.dataSourceResponse.value.dtecReport.subject).toMatchObject({ middleName: null, suffix: null, dateOfBirth: null, phone: '8475550134', ssnMasked: '***-**-1001' });
    expect(await inquiry(res.inquiryId)).toMatchObject({ customerReferenceNumber: 'demo.user', ssnLast4: '1001' });
    const blankPhone = dtecRequest(persona('clear'));
    Object.assign(blankPhone.consumer, { phone: '' });
    expect((await ordered(blankPhone)).dataSourceResponse.value.dtecReport.phone).toBeNull();
  });

  it('opens a stored report from My Reports as it was answered', async () => {
    const res = await ordered(dtecRequest(persona('velocity')));
    const details = await kit.t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${res.inquiryId}/details`, headers: as('demo.user') });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({ inquiryId: res.inquiryId, product: 'dtec', dataSourceResponse: res.dataSourceResponse });
  });
});

describe('a refused DTEC order stores nothing, bills nothing and never calls the data source', () => {
  const clear = () => dtecRequest(persona('clear'));
  const cases: RefusalCase[] = [
    ['no consumer', () => { const { consumer: _, ...b } = clear(); return b; }, 400, /body\.consumer: consumer is required/],
    ['no account number', () => ({ ...clear(), accountNumber: '' }), 400, /body\.accountNumber: accountNumber is required/],
    ["another company's account number", () => dtecRequest(persona('clear'), { accountNumber: '200300400' }), 400, /body\.accountNumber: '200300400' is not an active account number of your company/],
    ['a missing last name', () => { const b = clear(); b.consumer.lastName = ' '; return b; }, 400, /body\.consumer\.lastName: lastName is required/],
    ['a malformed SSN', () => { const b = clear(); b.consumer.ssn = '1234-5-6789'; return b; }, 400, /body\.consumer\.ssn: ssn must be 9 digits/],
    ['a malformed phone', () => { const b = clear(); b.consumer.phone = '555-0134'; return b; }, 400, /body\.consumer\.phone: phone must be 10 digits/],
    ['a date of birth in the future', () => { const b = clear(); b.consumer.dateOfBirth = '2099-01-01'; return b; }, 400, /body\.consumer\.dateOfBirth: dateOfBirth cannot be in the future/],
    ['a suffix outside JR, SR, I–V', () => dtecRequest(persona('clear'), { suffix: 'MD' }), 400, /body\.consumer\.suffix/],
    ['a street line with a plus', () => { const b = clear(); b.consumer.address.line1 = '1 Main + 2nd'; return b; }, 400, /body\.consumer\.address\.line1: line1 cannot contain/],
    ['an unknown state', () => { const b = clear(); b.consumer.address.state = 'XX'; return b; }, 400, /body\.consumer\.address\.state: state 'XX' is not a US state code/],
    ['a malformed zip', () => { const b = clear(); b.consumer.address.zip = 'ABCDE'; return b; }, 400, /body\.consumer\.address\.zip/],
    ['a NUL byte in the reference', () => dtecRequest(persona('clear'), { reference: 'APP\u0000-1' }), 400, /customerReferenceNumber/],
    ['a NUL byte in the street line', () => { const b = clear(); b.consumer.address.line1 = '2847 Linden\u0000 Ave'; return b; }, 400, /line1/],
    ['a reference over 50 characters', () => dtecRequest(persona('clear'), { reference: 'R'.repeat(51) }), 400, /customerReferenceNumber must be at most 50 characters/],
  ];
  itRefuses(kit, cases);

  itRefusesACompanyNotHoldingIt(kit, () => dtecRequest(persona('clear'), { accountNumber: '200300400' }), /DTEC/);
});

describe('a data source that fails', () => {
  it('answers 502 with the correlation id, stores and bills nothing, and audits report.order-failed', () =>
    expectDataSourceFailure({
      product: 'dtec',
      source: { name: 'down', screenIdentity: async () => { throw new FraudScreeningUnavailableError('timeout'); } } satisfies DtecDataSource,
      body: () => dtecRequest(persona('clear')),
      message: /fraud screening service/,
      details: { product: 'dtec', dataSource: 'fraud screening service' },
    }));
});

describe('the DTEC PDF', () => {
  it("holds the consumer's name, the risk and the warnings, under dtec_report.pdf, and the download is audited", async () => {
    const res = await ordered(dtecRequest(persona('highRiskAddress')));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'dtec_report.pdf');
    const text = pdfFlowText(pdf.rawPayload);
    expect(text).toContain('TRENT COLLIER');
    expect(text).toContain('***-**-1302');
    expect(text).not.toContain('123451302');
    expect(text).toContain(DTEC_RISK_INFO.high.label.toUpperCase());
    expect(text).toContain('ADDRESS_HIGH_RISK');
    expect(text).toContain('The address is a commercial mail receiving agency (private mailbox): not where a consumer lives.');
    expect(text).toContain('3 other SSNs were given with this address in the last 90 days.');
    expect(text).toContain('702-555-0188');
    expect(text).toContain('100200300');
  });

  it('shows the fraud alert, the velocity, the other name and a clean screen in words', async () => {
    const text = async (key: DtecPersonaKey) => pdfFlowText((await pdfOf((await ordered(dtecRequest(persona(key)))).inquiryId)).rawPayload);
    const alert = await text('fraudAlert');
    expect(alert).toContain('SOFIA MARQUEZ');
    expect(alert).toContain('ALERTS ON FILE');
    expect(alert).toContain('asks to be called at 520-555-0143');
    const velocity = await text('velocity');
    expect(velocity).toContain('6 inquiries on this identity in the last 7 days and 9 in the last 30: a burst of applications.');
    expect(velocity).toContain('6 in 7 days · 9 in 30 · 11 in 90');
    const other = await text('ssnOtherName');
    expect(other).toContain('JASON REED');
    expect(other).toContain('DOROTHY M KLINE');
    const clear = await text('clear');
    expect(clear).toContain('MARGARET ELLISON');
    expect(clear).toContain('LOW RISK');
    expect(clear).toContain('No fraud indicators');
  });

  it("refuses another product's PDF path for a DTEC report, and another company's caller as if it were missing", async () => {
    const res = await ordered(dtecRequest(persona('clear')));
    const wrong = await kit.t.app.inject({ method: 'POST', url: '/api/pdfs/idreport/download', payload: { inquiryId: res.inquiryId }, headers: as('demo.user') });
    expect(wrong.statusCode).toBe(400);
    expect((await pdfOf(res.inquiryId, 'other.admin')).statusCode).toBe(404);
  });
});
