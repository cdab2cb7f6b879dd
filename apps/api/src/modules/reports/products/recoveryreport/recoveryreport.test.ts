import { describe, expect, it } from 'vitest';
import { RECOVERY_NO_LOCATE, type RecoveryReportResponse, recoveryKeyFindings, recoveryReportResponseSchema, recoveryScoreBandOf, recoveryStatusOf } from '@creditdesk/contracts';
import { RECOVERY_PERSONAS, type RecoveryPersona } from './recoveryreport-personas.sandbox.js';
import { type RecoveryDataSource, RecoveryUnavailableError } from './recoveryreport.port.js';
import { createSandboxRecovery } from './recoveryreport.sandbox.js';
import type { Consumer } from '../../../../testing/consumer-requests.js';
import { recoveryRequest } from '../../../../testing/recovery-requests.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { pdfFlowText } from '../../pdf/poppler.js';

const persona = (key: RecoveryPersona['key']) => RECOVERY_PERSONAS.find((p) => p.key === key)!;
const CHARGE_OFF = '2024-03-15';

const kit = productOrderKit({ product: 'recoveryreport', source: createSandboxRecovery(), call: 'pullRecovery', pdfPath: 'recoveryReport' });
const { as, order, pdfOf, inquiry } = kit;

const ordered = async (body: unknown): Promise<RecoveryReportResponse> => {
  const res = await order(body);
  expect(res.statusCode, res.body).toBe(200);
  return recoveryReportResponseSchema.parse(res.json());
};
const reportOf = async (consumer: Consumer, chargeOffDate = CHARGE_OFF) => (await ordered(recoveryRequest(consumer, { chargeOffDate }))).dataSourceResponse.value.recoveryReport;
const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('ordering a Recovery Report', () => {
  it('locates a skip who moved twice since the charge-off, billed to the account number for ACCOUNT_REVIEW', async () => {
    const p = persona('skip');
    const res = await ordered(recoveryRequest(p, { chargeOffDate: CHARGE_OFF, reference: 'COLL-1' }));
    expect(res).toMatchObject({ product: 'recoveryreport', dataSourceResponse: { status: 200, errors: [] } });
    expect(JSON.parse(res.formatedResponse)).toEqual({ dataSourceResponse: res.dataSourceResponse });
    const r = res.dataSourceResponse.value.recoveryReport;
    expect(r).toMatchObject({ hit: true, chargeOffDate: CHARGE_OFF, asOfDate: '2026-11-01', subject: { firstName: 'BRITTANY', lastName: 'COLE', ssnMasked: '***-**-1009', deceased: false } });
    const since = r.addresses.filter((a) => a.sinceChargeOff);
    expect(since).toHaveLength(2);
    expect(since.every((a) => a.firstReported > CHARGE_OFF)).toBe(true);
    expect(r.addresses[0]).toMatchObject({ current: true, sinceChargeOff: true, city: 'DALLAS', state: 'TX' });
    expect(r.addresses[1]).toMatchObject({ current: false, sinceChargeOff: true, city: 'BOSSIER CITY', state: 'LA' });
    // the address the lender had at the charge-off, last reported before the first move
    expect(r.addresses[2]).toMatchObject({ line1: '4421 ELM ST APT 12', city: 'SHREVEPORT', current: false, sinceChargeOff: false });
    expect(r.phones.filter((p) => p.sinceChargeOff)).toHaveLength(2);
    expect(r.employers).toEqual([expect.objectContaining({ current: true, sinceChargeOff: false })]);
    expect(r.newAccounts).toEqual([]);
    expect(recoveryStatusOf(r)).toMatchObject({ key: 'skip', label: 'Skip located' });
    expect(recoveryKeyFindings(r)[0].text).toMatch(/^Moved twice since the charge-off on 03-15-2024: now at .+, DALLAS, TX 75201 since \d\d-\d\d-20\d\d\.$/);
    expect(r.recoveryScore.value).toBeGreaterThan(0);
    expect(await inquiry(res.inquiryId)).toMatchObject({ product: 'recoveryreport', productCode: 'RREP', status: 'Completed', accountNumber: '100200300', permissiblePurpose: 'ACCOUNT_REVIEW', customerReferenceNumber: 'COLL-1', consumerName: 'BRITTANY COLE', ssnLast4: '1009' });
  });

  it('finds a new employer since the charge-off and the accounts opened since', async () => {
    const r = await reportOf(persona('newEmployer'));
    const current = r.employers.find((e) => e.current)!;
    expect(current).toMatchObject({ name: 'FedEx Ground', sinceChargeOff: true });
    expect(current.firstReported > CHARGE_OFF).toBe(true);
    expect(r.employers.filter((e) => !e.current)).toEqual([expect.objectContaining({ sinceChargeOff: false })]);
    expect(r.newAccounts).toHaveLength(2);
    expect(r.newAccounts.every((a) => a.openedDate > CHARGE_OFF && a.status === 'current')).toBe(true);
    expect(r.addresses.filter((a) => a.sinceChargeOff)).toEqual([]);
    expect(r.addresses[0]).toMatchObject({ line1: '1187 CEDAR ST', city: 'AKRON', current: true });
    expect(recoveryStatusOf(r).key).toBe('located');
    expect(recoveryScoreBandOf(r.recoveryScore.value!).key).toBe('high');
    expect(recoveryKeyFindings(r).map((f) => f.text)).toEqual([
      expect.stringMatching(/^New employer since the charge-off: FedEx Ground, first reported \d\d-\d\d-20\d\d\.$/),
      expect.stringMatching(/^2 new accounts opened since the charge-off, \$[\d,]+ of new credit\.$/),
    ]);
  });

  it('answers no locate data with every list empty and no score, stored as No Hit', async () => {
    const res = await ordered(recoveryRequest(persona('noLocate'), { chargeOffDate: CHARGE_OFF }));
    const r = res.dataSourceResponse.value.recoveryReport;
    expect(r).toMatchObject({ hit: false, addresses: [], phones: [], employers: [], newAccounts: [], bankruptcy: null, recoveryScore: { value: null } });
    expect(recoveryStatusOf(r).key).toBe('no-hit');
    expect((await inquiry(res.inquiryId)).status).toBe('No Hit');
  });

  it('flags a deceased consumer and does not score them', async () => {
    const r = await reportOf(persona('deceased'));
    expect(r.subject).toMatchObject({ deceased: true, deceasedDate: expect.stringMatching(/^2026-01-/) });
    expect(r.recoveryScore).toMatchObject({ value: null, notScoredReason: 'Consumer reported deceased' });
    expect(r.newAccounts).toEqual([]);
    expect(recoveryStatusOf(r)).toMatchObject({ key: 'deceased', level: 'alarm' });
  });

  it('flags a bankruptcy filed after the charge-off as an alarm', async () => {
    const r = await reportOf(persona('bankruptcy'));
    expect(r.bankruptcy).toMatchObject({ chapter: '7', status: 'discharged', filedDate: expect.stringMatching(/^2025-03-/) });
    expect(recoveryStatusOf(r)).toMatchObject({ key: 'bankruptcy', level: 'alarm' });
    expect(recoveryKeyFindings(r)[0]).toMatchObject({ level: 'alarm', text: expect.stringMatching(/^Chapter 7 bankruptcy filed 03-\d\d-2025, discharged/) });
  });

  it('gives the same consumer and charge-off the same report, and nothing new for a charge-off this month', async () => {
    expect(await reportOf(persona('skip'))).toEqual(await reportOf(persona('skip')));
    const someone: Consumer = { firstName: 'Nadia', lastName: 'Okonkwo', ssn: '321-54-9876', dateOfBirth: '1987-02-11', address: { line1: '12 Elm Street', city: 'Columbus', state: 'OH', zip: '43215' } };
    expect(await reportOf(someone, '2023-06-30')).toEqual(await reportOf(someone, '2023-06-30'));
    const today = todayIso();
    const fresh = await reportOf(someone, today);
    expect(fresh.asOfDate >= '2026-11-01').toBe(true);
    expect(fresh.addresses.filter((a) => a.sinceChargeOff)).toEqual([]);
    expect(fresh.newAccounts).toEqual([]);
    expect(fresh.addresses[0]).toMatchObject({ line1: '12 ELM ST', current: true });
  });

  it('answers a retried call (the same idempotency key) with the first answer', async () => {
    const source = createSandboxRecovery();
    const p = persona('skip');
    const consumer = { ...p, middleName: '', suffix: '', address: { ...p.address, country: 'US' as const } };
    const pull = (chargeOffDate: string) => source.pullRecovery({ consumer, chargeOffDate, permissiblePurpose: 'ACCOUNT_REVIEW', subscriber: { customerName: 'C', accountNumber: '1' }, idempotencyKey: 'k-1' });
    const first = await pull('2024-03-15');
    expect(await pull('2020-01-01')).toBe(first);
  });

  it('opens a stored report from My Reports as it was answered', async () => {
    const res = await ordered(recoveryRequest(persona('newEmployer')));
    const details = await kit.t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${res.inquiryId}/details`, headers: as('demo.user') });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({ inquiryId: res.inquiryId, product: 'recoveryreport', dataSourceResponse: res.dataSourceResponse, item: { productName: 'Recovery Report' } });
  });
});

describe('a refused Recovery Report order stores nothing, bills nothing and never calls the data source', () => {
  const skip = () => recoveryRequest(persona('skip'));
  const cases: RefusalCase[] = [
    ['a purpose other than the collection of an account', () => recoveryRequest(persona('skip'), { permissiblePurpose: 'CREDIT_TRANSACTION' }), 400, /body\.permissiblePurpose: the Recovery Report may not be ordered for 'CREDIT_TRANSACTION'/],
    ['no permissible purpose', () => { const { permissiblePurpose: _, ...b } = skip(); return b; }, 400, /permissiblePurpose is required/],
    ['no charge-off date', () => { const { chargeOffDate: _, ...b } = skip(); return b; }, 400, /body\.chargeOffDate: chargeOffDate is required/],
    ['a charge-off date in the future', () => recoveryRequest(persona('skip'), { chargeOffDate: '2099-01-01' }), 400, /chargeOffDate cannot be in the future/],
    ['a charge-off date before 1970', () => recoveryRequest(persona('skip'), { chargeOffDate: '1969-12-31' }), 400, /chargeOffDate cannot be before 1970/],
    ['a charge-off date that is no date', () => recoveryRequest(persona('skip'), { chargeOffDate: '2024-02-30' }), 400, /chargeOffDate must be a real date written YYYY-MM-DD/],
    ['a charge-off date before the birth', () => recoveryRequest(persona('newEmployer'), { chargeOffDate: '1980-01-01' }), 400, /chargeOffDate must be after the consumer's date of birth/],
    ["another company's account number", () => recoveryRequest(persona('skip'), { accountNumber: '200300400' }), 400, /body\.accountNumber/],
    ['a co-applicant', () => { const b = skip(); b.consumers.name.push({ identifier: 'Co-Applicant' as never, firstName: 'A', lastName: 'B' }); return b; }, 400, /body\.consumers\.name/],
    ['a co-applicant address', () => { const b = skip(); b.consumers.addresses[0].identifier = 'Co-Applicant'; return b; }, 400, /body\.consumers\.addresses\.0\.identifier/],
    ['a malformed SSN', () => { const b = skip(); b.consumers.socialNum[0].number = '12-3456-789'; return b; }, 400, /body\.consumers\.socialNum\.0\.number/],
    ['an unknown state', () => { const b = skip(); b.consumers.addresses[0].state = 'XX'; return b; }, 400, /state 'XX' is not a US state code/],
    ['a NUL byte in the reference', () => recoveryRequest(persona('skip'), { reference: 'COLL\u0000' }), 400, /customerReferenceNumber/],
  ];
  itRefuses(kit, cases);

  itRefusesACompanyNotHoldingIt(kit, () => recoveryRequest(persona('skip'), { accountNumber: '200300400' }), /Recovery Report/);
});

describe('a data source that fails', () => {
  it('answers 502 with the correlation id, stores and bills nothing, and audits report.order-failed', () =>
    expectDataSourceFailure({
      product: 'recoveryreport',
      source: { name: 'down', pullRecovery: async () => { throw new RecoveryUnavailableError('timeout'); } } satisfies RecoveryDataSource,
      body: () => recoveryRequest(persona('skip')),
      message: /locate service/,
      details: { product: 'recoveryreport', permissiblePurpose: 'ACCOUNT_REVIEW', dataSource: 'locate service' },
    }));
});

describe('the Recovery Report PDF', () => {
  it("holds the consumer's name, the charge-off date and the moves, under recovery_report.pdf, and the download is audited", async () => {
    const res = await ordered(recoveryRequest(persona('skip')));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'recovery_report.pdf');
    const text = pdfFlowText(pdf.rawPayload);
    expect(text).toContain('BRITTANY COLE');
    expect(text).toContain('***-**-1009');
    expect(text).not.toContain('123451009');
    expect(text).toContain('Charge-off date 03-15-2024');
    expect(text).toMatch(/Moved twice since the charge-off on 03-15-2024: now at .+ DALLAS, TX 75201/);
    expect(text).toContain('New since charge-off');
    expect(text).toContain('Review or collection of an existing account');
    expect(text).toContain('100200300');
    expect(text).toContain('Recovery score');
  });

  it('names the new employer, says so for no locate data, and flags the deceased', async () => {
    const employer = pdfFlowText((await pdfOf((await ordered(recoveryRequest(persona('newEmployer')))).inquiryId)).rawPayload);
    expect(employer).toContain('DERRICK HOLLAND');
    expect(employer).toMatch(/New employer since the charge-off: FedEx Ground/);
    expect(employer).toMatch(/High likelihood of recovery/);
    const none = pdfFlowText((await pdfOf((await ordered(recoveryRequest(persona('noLocate')))).inquiryId)).rawPayload);
    expect(none).toContain('PRIYA RAMAN');
    expect(none).toContain(RECOVERY_NO_LOCATE.title);
    const deceased = pdfFlowText((await pdfOf((await ordered(recoveryRequest(persona('deceased')))).inquiryId)).rawPayload);
    expect(deceased).toMatch(/Reported deceased on 01-\d\d-2026/);
    expect(deceased).toContain('Not scored');
  });

  it("refuses another company's caller as if the report were missing", async () => {
    const res = await ordered(recoveryRequest(persona('skip')));
    expect((await pdfOf(res.inquiryId, 'other.admin')).statusCode).toBe(404);
  });
});
