import { describe, expect, it } from 'vitest';
import { abaCheckDigitValid, maskAccountNumber } from '../../../common/bank-account.js';
import { telecheckListPdfSchema, telecheckPlacementEntrySchema, telecheckSearchQuerySchema } from '../../../telecheck/collections-negatives.js';
import { parseCheckAmount, telecheckRequestSchema, telecheckSubmitBody } from './telecheck.js';

const request = (overrides: Record<string, unknown> = {}) => ({
  accountNumber: '100200300',
  routingNumber: '021000021',
  checkingAccountNumber: '1000123456',
  checkNumber: '1042',
  amount: 125.5,
  consumer: { firstName: 'Margaret', lastName: 'Ellison' },
  ...overrides,
});
const issuesOf = (body: unknown) => {
  const result = telecheckRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the ABA routing number', () => {
  it.each(['021000021', '026009593', '011000015', '121000248', '111000025'])('accepts %s, whose check digit is right', (n) => expect(abaCheckDigitValid(n)).toBe(true));
  it.each(['021000022', '123456789', '000000000', '02100002', '02100002a'])('refuses %s', (n) => expect(abaCheckDigitValid(n)).toBe(false));

  it('names the routing number with the check digit rule, and its length first', () => {
    expect(issuesOf(request({ routingNumber: '021000022' }))).toEqual(['routingNumber: routingNumber is not a valid ABA routing number: its check digit does not match (3-7-1 weights)']);
    expect(issuesOf(request({ routingNumber: '0210' }))).toEqual(['routingNumber: routingNumber must be 9 digits']);
  });
});

describe('the TeleCheck request', () => {
  it('takes a check and its writer; the ID is optional, both parts or neither', () => {
    expect(issuesOf(request())).toEqual([]);
    expect(telecheckRequestSchema.parse(request({ consumer: { firstName: 'A', lastName: 'B', idNumber: 'e123-4', idState: 'OH' } })).consumer).toEqual({ firstName: 'A', lastName: 'B', idNumber: 'E123-4', idState: 'OH' });
    expect(issuesOf(request({ consumer: { firstName: 'A', lastName: 'B', idState: 'OH' } }))).toEqual(['consumer.idNumber: idNumber is required with an idState']);
  });

  it.each([
    [0, 'amount must be more than 0'],
    [-5, 'amount must be more than 0'],
    [100000, 'amount may be at most 99,999.99'],
    [1.005, 'amount may have at most 2 decimals (cents)'],
    ['12', 'amount must be a number of dollars'],
  ])('refuses an amount of %s', (amount, message) => expect(issuesOf(request({ amount }))).toEqual([`amount: ${message}`]));

  it('reads the amount as typed and builds the body the portal sends', () => {
    expect(parseCheckAmount('$1,250.00')).toBe(1250);
    expect(Number.isNaN(parseCheckAmount(''))).toBe(true);
    const form = { accountNumber: ' 100200300 ', customerReferenceNumber: '', routingNumber: '021000021', checkingAccountNumber: '1000123456', checkNumber: '7', amount: '75', firstName: 'Ann', lastName: 'Lee', idNumber: '', idState: '' };
    expect(telecheckSubmitBody(form, { userName: 'demo.user' })).toEqual({ accountNumber: '100200300', customerReferenceNumber: 'demo.user', routingNumber: '021000021', checkingAccountNumber: '1000123456', checkNumber: '7', amount: 75, consumer: { firstName: 'Ann', lastName: 'Lee' } });
  });

  it('masks an account number to its last four digits', () => expect(maskAccountNumber('998877665544')).toBe('****5544'));
});

describe('the TeleCheck lists', () => {
  it('takes search days written YYYY-MM-DD, calendar days, in order', () => {
    expect(telecheckSearchQuerySchema.parse({ fromDate: '2026-03-01', toDate: '2026-03-31' })).toEqual({ page: 1, size: 10, fromDate: '2026-03-01', toDate: '2026-03-31', sort: { column: 'placedAt', direction: 'desc' } });
    expect(telecheckSearchQuerySchema.safeParse({ fromDate: '2026-02-30' }).error?.issues[0].message).toBe('fromDate is not a calendar date');
    expect(telecheckSearchQuerySchema.safeParse({ fromDate: '2026-04-01', toDate: '2026-03-01' }).error?.issues[0].message).toBe('toDate must be on or after fromDate');
    expect(telecheckListPdfSchema.safeParse({ type: 'returns' }).success).toBe(false);
  });

  it('checks a file’s entry with the report’s rules', () => {
    const entry = { checkNumber: '1', amount: 10, routingNumber: '021000021', checkingAccountNumber: '12345678', consumerName: 'Ann Lee' };
    expect(telecheckPlacementEntrySchema.safeParse(entry).success).toBe(true);
    expect(telecheckPlacementEntrySchema.safeParse({ ...entry, routingNumber: '021000022' }).success).toBe(false);
    expect(telecheckPlacementEntrySchema.safeParse({ ...entry, status: 'lost' }).error?.issues[0].message).toBe("status must be 'open', 'paid' or 'closed'");
  });
});
