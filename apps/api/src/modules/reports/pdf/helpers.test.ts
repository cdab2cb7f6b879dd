import { NOT_REPORTED, PAYMENT_CODES } from '@creditdesk/contracts';
import { describe, expect, it } from 'vitest';
import { date, fullName, purposeLabel, scrubSsn } from './format.js';
import { paymentCellStyle } from './payment-grid.js';
import { fitText, printable, textWidth, wrapText } from './text-metrics.js';
import { COLOR, FONT } from './theme.js';

describe('formatting', () => {
  // Money, percent and counts are the contracts' (reports/presentation/report-format.test.ts).

  it('dates are MM-DD-YYYY, a dash when absent', () => {
    expect(date('2026-03-14')).toBe('03-14-2026');
    expect(date(new Date(2026, 0, 5))).toBe('01-05-2026');
    expect(date(null)).toBe(NOT_REPORTED);
    expect(date('not a date')).toBe(NOT_REPORTED);
  });

  it('full name, permissible purpose label', () => {
    expect(fullName({ firstName: 'Ana', middleName: null, lastName: 'Diaz', suffix: 'SR' })).toBe('Ana Diaz SR');
    expect(fullName({ firstName: 'Ana', middleName: 'M', lastName: 'Diaz', suffix: null })).toBe('Ana M Diaz');
    expect(purposeLabel('ACCOUNT_REVIEW')).toBe('Review or collection of an existing account');
    expect(purposeLabel('Something else')).toBe('Something else');
  });

  it('scrubSsn masks any full SSN to its last four and leaves other numbers alone', () => {
    expect(scrubSsn('SSN 123-45-6789 on file')).toBe('SSN ***-**-6789 on file');
    expect(scrubSsn('also 123456789 and 123 45 6789')).toBe('also ***-**-6789 and ***-**-6789');
    expect(scrubSsn('***-**-6789')).toBe('***-**-6789');
    for (const keep of ['03-14-2026', '217-555-0143', '2175550143', 'LOAN-2026-0042', '3f1c9a52-7d4e-4b8a-9c1e-5a2b7d9e0f13', '$48,210', 'ab123456789']) {
      expect(scrubSsn(keep)).toBe(keep);
    }
  });
});

describe('text metrics', () => {
  it('measures, fits and wraps with the font metrics', () => {
    expect(textWidth('WWW', FONT.bold, 10)).toBeGreaterThan(textWidth('iii', FONT.bold, 10));
    expect(textWidth('abc', FONT.regular, 20)).toBeCloseTo(2 * textWidth('abc', FONT.regular, 10));
    expect(textWidth('CCCC', FONT.monoBold, 10)).toBeCloseTo(24.08, 1);
    expect(fitText('short', FONT.regular, 8, 100)).toBe('short');
    const cut = fitText('a rather long creditor name that cannot fit', FONT.regular, 8, 60);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, FONT.regular, 8)).toBeLessThanOrEqual(60);
    const lines = wrapText('Proportion of balances to credit limits is too high on revolving accounts', FONT.regular, 8, 120);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, FONT.regular, 8)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe('Proportion of balances to credit limits is too high on revolving accounts');
  });

  it('keeps every Latin Extended name as written and replaces only what the font lacks', () => {
    expect(printable('Nguyễn Văn Thành, Dvořák Łódź, Zoë – “quoted” €5', FONT.regular)).toBe('Nguyễn Văn Thành, Dvořák Łódź, Zoë – “quoted” €5');
    expect(printable('Ελένη Смирнова', FONT.bold)).toBe('Ελένη Смирнова');
    expect(printable('王 क', FONT.regular)).toBe('? ?');
  });
});

describe('payment grid colours', () => {
  it('current is green, lates amber to red, derogatory dark red, no data grey', () => {
    expect(paymentCellStyle('C').fill).toBe(COLOR.current);
    expect(paymentCellStyle('1').fill).toBe(COLOR.late30);
    expect(paymentCellStyle('2').fill).toBe(COLOR.late60);
    for (const code of ['3', '4', '5', '6']) expect(paymentCellStyle(code).fill).toBe(COLOR.late90);
    for (const code of ['G', 'R', 'F', 'K', 'B']) expect(paymentCellStyle(code).fill).toBe(COLOR.derogatory);
    expect(paymentCellStyle('N').fill).toBe(COLOR.noData);
    for (const code of Object.keys(PAYMENT_CODES)) expect(paymentCellStyle(code)).toBeDefined();
  });
});
