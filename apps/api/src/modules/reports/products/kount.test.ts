import { describe, expect, it } from 'vitest';
import { type KountResponse, kountResponseSchema } from '@creditdesk/contracts';
import { type OfacDataSource, SdnListUnavailableError, createSdnListSource } from '../../compliance/ofac/ofac-source.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type ProductOrderKit, type RefusalCase } from '../../../testing/product-order-kit.js';
import { pdfFlowText } from '../pdf/poppler.js';

// the watchlist is the SDN list of the kit's own database, read when the first match runs
const kit: ProductOrderKit = productOrderKit({ product: 'kount', source: createSdnListSource(() => kit.t.database.db), call: 'screen' });
const { order, pdfOf, inquiry } = kit;

const configurations = (customerId = kit.demo, userName = 'demo.user') => ({ userName, customerId, customerReferenceNumber: '' });
const person = (first: string, last: string, extra: Record<string, unknown> = {}) => ({ customerConfigurations: configurations(), accountNumber: '100200300', personMatch: { name: { first, last }, ...extra } });
const business = (name: string) => ({ customerConfigurations: configurations(), accountNumber: '100200300', businessMatch: { name } });
const ordered = async (body: unknown): Promise<KountResponse> => {
  const res = await order(body);
  expect(res.statusCode, res.body).toBe(200);
  return kountResponseSchema.parse(res.json());
};

describe('ordering a Kount Compliance report', () => {
  it('matches a person on the watchlist: review, the match asked echoed as reports.md §3 reads it; the reference defaults to the user name', async () => {
    const res = await ordered(person('Joaquin', 'Guzman Loera', { dateOfBirth: '1954-12-25' }));
    expect(res.dataSourceResponse.kountReportRequest).toEqual({ value: { personMatch: { name: { first: 'Joaquin', last: 'Guzman Loera' } } } });
    const r = res.dataSourceResponse.value.kountReport;
    expect(r).toMatchObject({ decision: 'review', watchlist: { name: 'OFAC Specially Designated Nationals', list: { publishedOn: '2026-11-24' } } });
    expect(r.matches[0]).toMatchObject({ entNum: 6861, score: 1 });
    expect(await inquiry(res.inquiryId)).toMatchObject({ product: 'kount', productCode: 'KOUNT', customerReferenceNumber: 'demo.user', consumerName: 'Joaquin Guzman Loera' });
  });

  it('passes a business that is on no list, and names the PDF after the match (AMLCompliance_report_…)', async () => {
    const clear = await ordered(business('Maple Street Bakery LLC'));
    expect(clear.dataSourceResponse).toMatchObject({ kountReportRequest: { value: { businessMatch: { name: 'Maple Street Bakery LLC' } } }, value: { kountReport: { decision: 'pass', matches: [] } } });
    const bank = await ordered(business('Banco Nacional de Cuba'));
    await expectPdfDownload(kit, await pdfOf(bank.inquiryId), bank.inquiryId, 'AMLCompliance_report_Banco_Nacional_de_Cuba.pdf');
    const res = await ordered(person('Joaquin', 'Guzman Loera'));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'AMLCompliance_report_Joaquin_Guzman_Loera.pdf');
    const text = await pdfFlowText(pdf.rawPayload);
    for (const words of ['Kount Compliance', 'Joaquin Guzman Loera', 'Review', 'OFAC Specially Designated Nationals', 'GUZMAN LOERA, Joaquin']) expect(text).toContain(words);
  });

  itRefuses(kit, [
    ['another user’s name in customerConfigurations', () => ({ ...person('Joaquin', 'Guzman'), customerConfigurations: configurations(kit.demo, 'demo.admin') }), 403, /customerConfigurations.userName must be your own user name/],
    ['another company in customerConfigurations', () => ({ ...person('Joaquin', 'Guzman'), customerConfigurations: configurations('0b6f2c1e-7d0a-4c59-9a51-7a3c2d9e8f10') }), 403, /customerConfigurations.customerId must be your own company/],
    ['both a person and a business match', () => ({ ...person('Joaquin', 'Guzman'), businessMatch: { name: 'Cimex' } }), 400, /give exactly one of personMatch or businessMatch/],
    ['neither', () => ({ customerConfigurations: configurations(), accountNumber: '100200300' }), 400, /give exactly one of personMatch or businessMatch/],
    ['a name of punctuation only', () => person('!!', '??'), 400, /firstName may hold letters/],
  ] as RefusalCase[], 'refuses %s: nothing matched, stored or billed');

  itRefusesACompanyNotHoldingIt(kit, () => person('Joaquin', 'Guzman'), /Kount Compliance/);

  it('answers 502 with its tracking id when the watchlist cannot be read: nothing stored or billed, audited', async () => {
    const down: OfacDataSource = { name: 'down', screen: async () => Promise.reject(new SdnListUnavailableError()) };
    await expectDataSourceFailure({ product: 'kount', dataSource: 'ofac', source: down, body: (customerId) => ({ ...person('Joaquin', 'Guzman'), customerConfigurations: configurations(customerId) }), message: /sanctions list did not answer/, details: { dataSource: 'sanctions list' } });
  });
});
