import { describe, expect, it } from 'vitest';
import { eidVerifierFormSchema } from '../../../product-registrations/product-registrations.js';
import { eidVerifierAnswersSchema, eidVerifierStatusAfter } from './eidverifier.js';

describe('the eIDverifier rules', () => {
  it('eIDverifier: one wrong answer passes; a failed first attempt asks again, a failed last one is not verified', () => {
    expect(eidVerifierStatusAfter(3, 4, 1, 2)).toBe('verified');
    expect(eidVerifierStatusAfter(2, 4, 1, 2)).toBe('questions');
    expect(eidVerifierStatusAfter(2, 4, 2, 2)).toBe('not-verified');
    expect(eidVerifierAnswersSchema.safeParse({ answers: [] }).error?.issues[0].message).toBe('answers must answer every question');
  });

  it('the eIDverifier registration form needs the agreement accepted and a channel', () => {
    const form = { businessDescription: 'x', intendedUse: 'account-opening', channels: ['online'], monthlyVolume: 'under-1000', contactName: 'D', contactEmail: 'd@x.example', contactPhone: '3125550100', agreementAccepted: true };
    expect(eidVerifierFormSchema.safeParse(form).success).toBe(true);
    expect(eidVerifierFormSchema.safeParse({ ...form, agreementAccepted: false }).error?.issues[0].message).toMatch(/agreement must be accepted/);
    expect(eidVerifierFormSchema.safeParse({ ...form, channels: [] }).error?.issues[0].message).toBe('channels must name at least one channel');
  });
});
