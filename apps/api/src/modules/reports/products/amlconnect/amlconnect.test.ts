import { describe, expect, it } from 'vitest';
import { type AmlConnectReport, type AmlConnectResponse, amlConnectResponseSchema } from '@creditdesk/contracts';
import { type AmlListsDataSource, AmlListsUnavailableError, createSandboxAmlLists } from './amlconnect.sandbox.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { pdfFlowText } from '../../pdf/poppler.js';

const kit = productOrderKit({ product: 'amlconnect', source: createSandboxAmlLists(), call: 'screenLists' });
const { order, pdfOf, inquiry } = kit;

const person = (firstName: string, lastName: string, extra: Record<string, unknown> = {}) => ({ type: 'individual', firstName, lastName, ...extra });
const request = (subject: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ accountNumber: '100200300', subject, ...extra });
const ordered = async (body: unknown): Promise<AmlConnectResponse> => {
  const res = await order(body);
  expect(res.statusCode, res.body).toBe(200);
  return amlConnectResponseSchema.parse(res.json());
};
const reportOf = async (subject: Record<string, unknown>): Promise<AmlConnectReport> => (await ordered(request(subject))).dataSourceResponse.value.amlConnectReport;

describe('ordering an AML Connect screen', () => {
  it('rates a former PEP named in adverse media high risk, with both lists and the SDN list named; stored', async () => {
    const res = await ordered(request(person('Oswald', 'Kresge', { country: 'VE' }), { customerReferenceNumber: 'KYC-9' }));
    const r = res.dataSourceResponse.value.amlConnectReport;
    expect(r.risk).toEqual({ level: 'high', reasons: ['Politically exposed person: Member of the National Assembly, Venezuela.', '1 adverse media article: corruption.'] });
    expect(r.peps).toEqual([expect.objectContaining({ name: 'OSWALD KRESGE', level: 'pep', until: '2021-01-05' })]);
    expect(r.adverseMedia).toHaveLength(1);
    expect(r.sanctions).toMatchObject({ result: 'clear', candidates: [], list: { publishedOn: '2026-11-24', entryCount: 8976 } });
    expect(await inquiry(res.inquiryId)).toMatchObject({ product: 'amlconnect', productCode: 'AML', status: 'Completed', consumerName: 'Oswald Kresge', customerReferenceNumber: 'KYC-9' });
  });

  it('rates a PEP, a relative of one and adverse media alone medium; a sanctions match high; nobody on a list low', async () => {
    expect((await reportOf(person('Oswin', 'Tarrant'))).risk.level).toBe('medium');
    const rca = await reportOf(person('Lucia', 'Tarrant'));
    expect(rca.risk).toEqual({ level: 'medium', reasons: ['Relative or close associate of OSWIN TARRANT, Deputy Minister of Energy.'] });
    expect((await reportOf(person('Delphine', 'Marsh'))).risk.reasons).toEqual(['2 adverse media articles: fraud, money laundering.']);
    const sanctioned = await reportOf(person('Joaquin', 'Guzman Loera'));
    expect(sanctioned.risk).toEqual({ level: 'high', reasons: ['A potential match on the OFAC SDN list.'] });
    expect(sanctioned.sanctions.candidates[0]).toMatchObject({ entNum: 6861, score: 1 });
    expect((await reportOf({ type: 'business', businessName: 'Maple Street Bakery LLC' })).risk).toEqual({ level: 'low', reasons: [] });
  });

  it('prints the risk, the lists and each finding in AMLConnect_report.pdf', async () => {
    const res = await ordered(request(person('Oswald', 'Kresge')));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'AMLConnect_report.pdf');
    const text = await pdfFlowText(pdf.rawPayload);
    for (const words of ['AML Connect screen', 'Oswald Kresge', 'High risk', 'Member of the National Assembly', 'Former legislator named in contract kickback inquiry', 'No candidate at or above 88 %', 'published 11-24-2026']) expect(text).toContain(words);
  });

  itRefuses(kit, [
    ['a name of punctuation only', () => request(person('...', '---')), 400, /firstName may hold letters/],
    ['a business name of 10,000 characters', () => request({ type: 'business', businessName: 'B'.repeat(10_000) }), 400, /businessName must be at most 120 characters/],
    ['no subject', () => ({ accountNumber: '100200300' }), 400, /subject/],
    ['another company’s account number', () => request(person('Oswin', 'Tarrant'), { accountNumber: '900800700' }), 400, /accountNumber/],
  ] as RefusalCase[], 'refuses %s with a 400 naming the field: nothing screened, stored or billed');

  itRefusesACompanyNotHoldingIt(kit, () => request(person('Oswin', 'Tarrant')), /AML Connect/);

  it('answers 502 with its tracking id when the PEP and media service does not answer: nothing stored or billed, audited', async () => {
    const down: AmlListsDataSource = { name: 'down', screenLists: async () => Promise.reject(new AmlListsUnavailableError()) };
    await expectDataSourceFailure({ product: 'amlconnect', source: down, body: () => request(person('Oswin', 'Tarrant')), message: /PEP and adverse-media service did not answer/, details: { product: 'amlconnect' } });
  });
});
