import { describe, expect, it } from 'vitest';
import { type KountResponse, jsonErrorObjectSchema, jsonMessageErrorBodySchema, kountResponseSchema } from '@creditdesk/contracts';
import { type OfacDataSource, SdnListUnavailableError, createSdnListSource } from '../../../compliance/ofac/ofac-source.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type ProductOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { pdfFlowText } from '../../pdf/poppler.js';

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

  it('answers 502 with its tracking id when the watchlist cannot be read: nothing stored or billed, audited; the error object also as JSON', async () => {
    const down: OfacDataSource = { name: 'down', screen: async () => Promise.reject(new SdnListUnavailableError()) };
    await expectDataSourceFailure({
      product: 'kount',
      dataSource: 'ofac',
      source: down,
      body: (customerId) => ({ ...person('Joaquin', 'Guzman'), customerConfigurations: configurations(customerId) }),
      message: /sanctions list did not answer/,
      details: { dataSource: 'sanctions list' },
      answer: (body) => expect(kountError(body)).toEqual({ message: 'The sanctions list did not answer. Please try again later.', code: 502 }),
    });
  });
});

/** A Kount error answer's error object (reports.md §3): additionalErrorDetails.message parsed, the common body kept beside it. */
function kountError(body: unknown) {
  const parsed = jsonMessageErrorBodySchema.parse(body);
  expect(parsed.correlationId).toBeTruthy();
  const error = jsonErrorObjectSchema.strict().parse(JSON.parse(parsed.additionalErrorDetails.message));
  expect(error.message).toBe(parsed.message);
  expect(error.code).toBe(parsed.status);
  return error;
}

describe("Kount's error answers carry additionalErrorDetails.message as a JSON string (reports.md §3)", () => {
  it('400: the message, the code and the field errors, with the common body’s fields kept', async () => {
    const res = await order(person('!!', 'Guzman'));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    const fields = [{ field: 'body.personMatch.name.first', message: 'firstName may hold letters, spaces, apostrophes, dots and dashes' }];
    expect(body.additionalErrorDetails.fields).toEqual(fields);
    expect(kountError(body)).toEqual({ message: 'Invalid request: body.personMatch.name.first: firstName may hold letters, spaces, apostrophes, dots and dashes', code: 400, fields });
    // a field the pipeline judges (not the schema) reads alike
    const account = await order({ ...person('Joaquin', 'Guzman'), accountNumber: '999999999' });
    expect(kountError(account.json())).toEqual({ message: "Invalid request: body.accountNumber: '999999999' is not an active account number of your company", code: 400, fields: [{ field: 'body.accountNumber', message: "'999999999' is not an active account number of your company" }] });
  });

  it('403: another user in customerConfigurations, and a company that does not hold the product', async () => {
    const wrongUser = await order({ ...person('Joaquin', 'Guzman'), customerConfigurations: configurations(kit.demo, 'demo.admin') });
    expect(wrongUser.statusCode).toBe(403);
    expect(kountError(wrongUser.json())).toEqual({ message: 'customerConfigurations.userName must be your own user name', code: 403 });
    const notHeld = await order(person('Joaquin', 'Guzman'), 'other.admin');
    expect(notHeld.statusCode).toBe(403);
    expect(kountError(notHeld.json())).toEqual({ message: 'Your company is not set up to order the Kount Compliance', code: 403 });
  });

  it('leaves the other products’ error body as it is', async () => {
    const res = await kit.t.app.inject({ method: 'POST', url: '/api/idfc/reports/ofac', payload: { accountNumber: '100200300', subject: { type: 'individual', firstName: '!!', lastName: 'Guzman' } }, headers: { authorization: `Bearer ${(await kit.t.login('demo.user')).access_token}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().additionalErrorDetails).toEqual({ fields: [expect.objectContaining({ field: 'body.subject.firstName' })] });
  });
});
