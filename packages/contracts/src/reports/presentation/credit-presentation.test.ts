import { describe, expect, it } from 'vitest';
import type { CreditReport } from '../credit-report.js';
import {
  UTILISATION_THRESHOLDS,
  adverseCountLevel,
  amountOwedLevel,
  summaryTilesOf,
  tradelineStatusLevel,
  utilisationLevel,
} from './credit-presentation.js';

const summary = (overrides: Partial<CreditReport['summary']> = {}): CreditReport['summary'] => ({
  tradelineCount: 22,
  openTradelineCount: 19,
  totalBalance: 48210,
  totalCreditLimit: 61500,
  revolvingUtilizationPercent: 35,
  totalPastDue: 0,
  totalMonthlyPayment: 1840,
  derogatoryCount: 0,
  collectionsCount: 0,
  publicRecordsCount: 0,
  inquiriesLast12Months: 2,
  ...overrides,
});

describe('revolving utilisation', () => {
  it('is good at or under 30 %, poor above it, alarm at 75 % and over', () => {
    expect(UTILISATION_THRESHOLDS).toEqual({ hurting: 30, severe: 75 });
    expect(utilisationLevel(0)).toBe('good');
    expect(utilisationLevel(30)).toBe('good');
    expect(utilisationLevel(31)).toBe('poor');
    expect(utilisationLevel(60)).toBe('poor');
    expect(utilisationLevel(74)).toBe('poor');
    expect(utilisationLevel(75)).toBe('alarm');
    expect(utilisationLevel(120)).toBe('alarm');
  });

  it('judges the whole percent shown, and is neutral when there is none', () => {
    expect(utilisationLevel(30.4)).toBe('good');
    expect(utilisationLevel(30.5)).toBe('poor');
    expect(utilisationLevel(74.6)).toBe('alarm');
    expect(utilisationLevel(null)).toBe('neutral');
    expect(utilisationLevel(Number.NaN)).toBe('neutral');
  });
});

describe('amounts owed, adverse counts and account status', () => {
  it('any amount past due or owed to a collector is an alarm', () => {
    expect(amountOwedLevel(0)).toBe('neutral');
    expect(amountOwedLevel(1)).toBe('alarm');
  });

  it('one derogatory account, collection or public record is an alarm', () => {
    expect(adverseCountLevel(0)).toBe('neutral');
    expect(adverseCountLevel(1)).toBe('alarm');
  });

  it('a derogatory account is an alarm, an open clean one good, a closed one neutral', () => {
    expect(tradelineStatusLevel({ derogatory: true, open: true })).toBe('alarm');
    expect(tradelineStatusLevel({ derogatory: false, open: true })).toBe('good');
    expect(tradelineStatusLevel({ derogatory: false, open: false })).toBe('neutral');
  });
});

describe('summary tiles', () => {
  it('are ten, in order, with their labels and values as shown', () => {
    const tiles = summaryTilesOf(summary());
    expect(tiles.map((t) => [t.label, t.value])).toEqual([
      ['Accounts (open / total)', '19 / 22'],
      ['Total balance', '$48,210'],
      ['Credit limit (open)', '$61,500'],
      ['Revolving utilization', '35%'],
      ['Monthly payments', '$1,840'],
      ['Total past due', '$0'],
      ['Derogatory accounts', '0'],
      ['Collections', '0'],
      ['Public records', '0'],
      ['Hard inquiries (12 months)', '2'],
    ]);
  });

  it('carry the levels of the rules above; tiles without a rule are neutral', () => {
    const level = (s: CreditReport['summary'], key: string) => summaryTilesOf(s).find((t) => t.key === key)?.level;
    expect(level(summary({ revolvingUtilizationPercent: 60 }), 'revolvingUtilization')).toBe('poor');
    expect(level(summary({ revolvingUtilizationPercent: 75 }), 'revolvingUtilization')).toBe('alarm');
    expect(level(summary({ revolvingUtilizationPercent: null }), 'revolvingUtilization')).toBe('neutral');
    expect(summaryTilesOf(summary({ revolvingUtilizationPercent: null })).find((t) => t.key === 'revolvingUtilization')?.value).toBe('—');
    expect(level(summary({ totalPastDue: 120 }), 'pastDue')).toBe('alarm');
    expect(level(summary({ derogatoryCount: 1 }), 'derogatory')).toBe('alarm');
    expect(level(summary({ collectionsCount: 1 }), 'collections')).toBe('alarm');
    expect(level(summary({ publicRecordsCount: 1 }), 'publicRecords')).toBe('alarm');
    for (const key of ['accounts', 'totalBalance', 'totalCreditLimit', 'monthlyPayments', 'hardInquiries']) {
      expect(level(summary({ inquiriesLast12Months: 9, totalBalance: 999999 }), key)).toBe('neutral');
    }
  });
});
