import { describe, expect, it } from 'vitest';
import {
  capitalizeName,
  formatAccountNumber,
  csvTimestamp,
  formatDate,
  formatDateTime,
  formatDigits334,
  formatNineDigits324,
  formatRangeEnd,
  formatRangeStart,
  formatTaxId,
  maskSsn,
} from './formatters.js';

describe('display formatters', () => {
  it('shows nine digits 3-2-4 after stripping non-digits', () => {
    expect(formatNineDigits324('123456789')).toBe('123-45-6789');
    expect(formatNineDigits324('123 45 6789')).toBe('123-45-6789');
    expect(formatNineDigits324('12345')).toBe('12345');
  });
  it('shows ten digits 3-3-4', () => {
    expect(formatDigits334('(555) 123 4567')).toBe('555-123-4567');
    expect(formatDigits334('555')).toBe('555');
  });
  it('shows an account number as it is: never masked, never grouped like an SSN', () => {
    expect(formatAccountNumber('100200300')).toBe('100200300');
    expect(formatAccountNumber(' 1234567 ')).toBe('1234567');
    expect(formatAccountNumber(null)).toBe('');
  });
  it('shows a tax id 2-7', () => {
    expect(formatTaxId('123456789')).toBe('12-3456789');
    expect(formatTaxId('12-345')).toBe('12-345');
  });
  it('masks an SSN to its last four digits', () => {
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('')).toBe('');
  });
  it('shows dates MM-DD-YYYY without shifting calendar dates across time zones', () => {
    expect(formatDate('1984-02-29')).toBe('02-29-1984');
    expect(formatDate(new Date(2026, 10, 22, 23, 59))).toBe('11-22-2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
  it('gives date-range bounds as MM/DD/YYYY 00:00:00 and 23:59:59', () => {
    const d = new Date(2026, 0, 5);
    expect(formatRangeStart(d)).toBe('01/05/2026 00:00:00');
    expect(formatRangeEnd(d)).toBe('01/05/2026 23:59:59');
  });
  it("capitalises a user's name for the Welcome menu", () => {
    expect(capitalizeName('dANA   admin')).toBe('Dana Admin');
  });
});

describe('dates and moments, declared once (DATE_DISPLAY)', () => {
  it('reads a moment MM-DD-YYYY h:mm AM/PM, in UTC and said so where asked, with seconds for the audit trail, RFC 3339 in CSV', () => {
    expect(formatDateTime('2026-03-05T14:07:09.000Z', { utc: true })).toBe('03-05-2026 2:07 PM UTC');
    expect(formatDateTime('2026-03-05T14:07:09.000Z', { utc: true, seconds: true })).toBe('03-05-2026 2:07:09 PM UTC');
    expect(formatDateTime('2026-03-05T14:07:09.000Z')).toMatch(/^\d{2}-\d{2}-2026 \d{1,2}:\d{2} [AP]M$/);
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('2026-03-05')).toBe('03-05-2026');
    expect(csvTimestamp(new Date('2026-03-05T14:07:09Z'))).toBe('2026-03-05T14:07:09.000Z');
    expect(csvTimestamp(undefined)).toBe('');
  });
});
