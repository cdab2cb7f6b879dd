import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_STEPS, alertPolicyOf, alertPolicySchema, approvalAllowed, reportAlertsOf } from './alert-resolution.js';
import type { DataSourceResponse } from './consumer-response.js';

const withAlerts = (...perApplicant: { type: string; contactPhone?: string }[][]): DataSourceResponse =>
  ({
    value: { consumers: { acrov6USConsumerCreditReport: perApplicant.map((alerts) => ({ alerts: alerts.map((a) => ({ message: `${a.type} text`, contactPhone: a.contactPhone ?? null, ...a })) })) } },
    errors: [],
    status: 200,
  }) as unknown as DataSourceResponse;

describe('alerts that must be resolved', () => {
  it("are each applicant's fraud, active-duty and discrepancy alerts, once a type, with the policy's steps", () => {
    const policy = alertPolicyOf({ ADDRESS_MISMATCH: ['Asked for a lease'] });
    const alerts = reportAlertsOf('acrov6', withAlerts([{ type: 'EXTENDED_FRAUD', contactPhone: '520-555-0143' }, { type: 'SECURITY_FREEZE' }, { type: 'EXTENDED_FRAUD' }], [{ type: 'ADDRESS_MISMATCH' }, { type: 'DECEASED' }]), policy);
    expect(alerts.map((a) => [a.key, a.contactPhone, a.steps])).toEqual([
      ['primary:EXTENDED_FRAUD', '520-555-0143', DEFAULT_ALERT_STEPS.EXTENDED_FRAUD],
      ['coapplicant:ADDRESS_MISMATCH', null, ['Asked for a lease']],
    ]);
    // another product's answer has none
    expect(reportAlertsOf('idreport', withAlerts([{ type: 'INITIAL_FRAUD' }]), policy)).toEqual([]);
  });

  it('let an approval through only without alerts or with the identity verified', () => {
    expect([null, 'verified', 'unresolved', 'not-verified'].map((s) => approvalAllowed(s as never))).toEqual([true, true, false, false]);
  });

  it('take a policy of 1 to 8 steps a type', () => {
    expect(alertPolicySchema.partial().safeParse({ INITIAL_FRAUD: [] }).success).toBe(false);
    expect(alertPolicySchema.partial().safeParse({ INITIAL_FRAUD: Array(9).fill('x') }).success).toBe(false);
    expect(alertPolicySchema.partial().safeParse({ INITIAL_FRAUD: ['Called'] }).success).toBe(true);
  });
});
