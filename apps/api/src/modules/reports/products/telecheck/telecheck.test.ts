import { describe, expect, it } from 'vitest';
import { type TelecheckReport, type TelecheckResponse, telecheckResponseSchema } from '@creditdesk/contracts';
import { type TelecheckDataSource, TelecheckUnavailableError } from './telecheck.port.js';
import { createSandboxTelecheck } from './telecheck.sandbox.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, itRefusesAUserNotGranted, productOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { TELECHECK_ACCOUNTS, telecheckRequest } from '../../../../testing/telecheck-requests.js';
import { pdfFlowText } from '../../pdf/poppler.js';

const kit = productOrderKit({ product: 'telecheck', pdfPath: 'tele', source: createSandboxTelecheck(), call: 'verifyCheck', grant: 'TLCK' });
const { order, pdfOf, inquiry } = kit;

const ordered = async (body: unknown): Promise<TelecheckResponse> => {
  const res = await order(body);
  expect(res.statusCode, res.body).toBe(200);
  return telecheckResponseSchema.parse(res.json());
};
const reportOf = async (checkingAccountNumber: string): Promise<TelecheckReport> => (await ordered(telecheckRequest({ checkingAccountNumber }))).dataSourceResponse.value.telecheckReport;

describe('ordering a TeleCheck verification', () => {
  it('approves a check on a clean account, answers the account by its last four digits only, and stores the order encrypted', async () => {
    const res = await ordered(telecheckRequest());
    const r = res.dataSourceResponse.value.telecheckReport;
    expect(r).toMatchObject({
      decision: 'approve',
      code: '00',
      reason: 'Approved',
      check: { routingNumber: '021000021', bankName: 'JPMORGAN CHASE BANK, NA', accountMasked: '****3456', checkNumber: '1042', amount: 125.5 },
      consumer: { firstName: 'MARGARET', lastName: 'ELLISON', idMasked: '****4567', idState: 'OH' },
      traceNumber: expect.stringMatching(/^TC[0-9A-F]{10}$/),
    });
    expect(res.formatedResponse).not.toContain('1000123456');
    const row = await inquiry(res.inquiryId);
    expect(row).toMatchObject({ product: 'telecheck', productCode: 'TLCK', status: 'Completed', permissiblePurpose: '', accountNumber: '100200300', customerReferenceNumber: 'SALE-4411', consumerName: 'Margaret Ellison', ssnLast4: '' });
    // the full checking account number is only in the encrypted columns
    expect(JSON.stringify(row)).not.toContain('1000123456');
  });

  it('declines on negative history (Code 4) and on velocity (Code 3), refers an account it cannot verify (Code 25)', async () => {
    expect(await reportOf(TELECHECK_ACCOUNTS.negativeHistory)).toMatchObject({ decision: 'decline', code: '04', history: { unpaidReturnedChecks: 2, unpaidAmount: 612.45 } });
    expect(await reportOf(TELECHECK_ACCOUNTS.velocity)).toMatchObject({ decision: 'decline', code: '03', history: { checksLast24Hours: 7 } });
    expect(await reportOf(TELECHECK_ACCOUNTS.unverified)).toMatchObject({ decision: 'refer', code: '25', history: { firstSeen: null } });
  });

  it('prints the decision, its code and reason, and the check with the account masked in telecheck_report.pdf', async () => {
    const res = await ordered(telecheckRequest({ checkingAccountNumber: TELECHECK_ACCOUNTS.negativeHistory }));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'telecheck_report.pdf');
    const text = await pdfFlowText(pdf.rawPayload);
    for (const words of ['TeleCheck check verification', 'MARGARET ELLISON', 'Declined · Code 4', 'returned check unpaid', '****0004', '021000021', '$125.50', 'Unpaid returned checks']) expect(text).toContain(words);
    expect(text).not.toContain('4000040004');
  });

  itRefuses(kit, [
    ['a routing number whose check digit is wrong', () => telecheckRequest({ routingNumber: '021000022' }), 400, /routingNumber is not a valid ABA routing number/],
    ['a routing number of 8 digits', () => telecheckRequest({ routingNumber: '02100002' }), 400, /routingNumber must be 9 digits/],
    ['no routing number', () => telecheckRequest({ routingNumber: undefined as never }), 400, /routingNumber is required/],
    ['an amount of 0', () => telecheckRequest({ amount: 0 }), 400, /amount must be more than 0/],
    ['an amount with fractions of a cent', () => telecheckRequest({ amount: 10.005 }), 400, /amount may have at most 2 decimals/],
    ['an amount over the limit', () => telecheckRequest({ amount: 100000 }), 400, /amount may be at most/],
    ['an amount as text', () => telecheckRequest({ amount: '12.50' as never }), 400, /amount must be a number/],
    ['a checking account of letters', () => telecheckRequest({ checkingAccountNumber: '12AB5678' }), 400, /checkingAccountNumber must be 4 to 17 digits/],
    ['no check number', () => telecheckRequest({ checkNumber: '' }), 400, /checkNumber is required/],
    ['an ID without its state', () => telecheckRequest({}, { idState: undefined }), 400, /idState is required with an idNumber/],
    ['another company’s account number', () => telecheckRequest({ accountNumber: '900800700' }), 400, /accountNumber/],
  ] as RefusalCase[], 'refuses %s with a 400 naming the field: nothing verified, stored or billed');

  it('names the routing number as the field refused', async () => {
    const res = await order(telecheckRequest({ routingNumber: '123456789' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().additionalErrorDetails.fields).toEqual([{ field: 'body.routingNumber', message: expect.stringMatching(/check digit/) }]);
  });

  itRefusesACompanyNotHoldingIt(kit, () => telecheckRequest({ accountNumber: '200300400' }), /TeleCheck/);
  itRefusesAUserNotGranted(kit, 'TLCK', () => telecheckRequest(), /TeleCheck/);

  it('answers 502 with its tracking id when TeleCheck does not answer: nothing stored or billed, audited', async () => {
    const down: TelecheckDataSource = { name: 'down', verifyCheck: async () => Promise.reject(new TelecheckUnavailableError()) };
    await expectDataSourceFailure({ product: 'telecheck', source: down, body: () => telecheckRequest(), message: /TeleCheck did not answer/, details: { product: 'telecheck', dataSource: 'TeleCheck' }, grant: 'TLCK' });
  });
});
