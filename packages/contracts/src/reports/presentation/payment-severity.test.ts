import { describe, expect, it } from 'vitest';
import { PAYMENT_CODES } from '../credit-report.js';
import { PAYMENT_SEVERITIES, paymentSeverityOf } from './payment-severity.js';

describe('payment severity', () => {
  it('steps current, 30, 60, 90+ days late, major derogatory; N is no data', () => {
    expect(paymentSeverityOf('C').key).toBe('current');
    expect(paymentSeverityOf('1').key).toBe('late-30');
    expect(paymentSeverityOf('2').key).toBe('late-60');
    for (const code of ['3', '4', '5', '6']) expect(paymentSeverityOf(code).key).toBe('late-90-plus');
    for (const code of ['G', 'R', 'F', 'K', 'B']) expect(paymentSeverityOf(code).key).toBe('derogatory');
    expect(paymentSeverityOf('N').key).toBe('no-data');
    expect(paymentSeverityOf('?').key).toBe('no-data');
  });

  it('gives every payment code exactly one severity, and its level', () => {
    const codes = PAYMENT_SEVERITIES.flatMap((s) => [...s.codes]);
    expect([...codes].sort()).toEqual(Object.keys(PAYMENT_CODES).sort());
    expect(PAYMENT_SEVERITIES.map((s) => s.level)).toEqual(['good', 'fair', 'poor', 'alarm', 'alarm', 'neutral']);
  });
});
