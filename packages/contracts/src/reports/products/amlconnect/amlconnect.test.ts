import { describe, expect, it } from 'vitest';
import { amlConnectRequestSchema, amlConnectSubmitBody, amlRiskOf } from './amlconnect.js';

describe('the AML Connect body the portal sends', () => {
  it('is the screen of a person or a business, the blank reference replaced by the user name', () => {
    const person = amlConnectSubmitBody({ accountNumber: '100200300', subjectType: 'individual', firstName: 'Oswin', lastName: 'Tarrant', country: 'pa', businessName: '' }, { userName: 'demo.user' });
    expect(person).toEqual({ accountNumber: '100200300', customerReferenceNumber: 'demo.user', subject: { type: 'individual', firstName: 'Oswin', lastName: 'Tarrant', country: 'PA' } });
    expect(amlConnectRequestSchema.safeParse(person).success).toBe(true);
    const business = amlConnectSubmitBody({ accountNumber: '100200300', customerReferenceNumber: 'KYB-7', subjectType: 'business', firstName: 'Oswin', businessName: 'Maple Street Bakery LLC' }, { userName: 'demo.user' });
    expect(business).toEqual({ accountNumber: '100200300', customerReferenceNumber: 'KYB-7', subject: { type: 'business', businessName: 'Maple Street Bakery LLC' } });
  });

  it('rates the risk from what each list found: sanctions first', () => {
    expect(amlRiskOf({ sanctionsHit: false, peps: [], adverseMedia: [] })).toEqual({ level: 'low', reasons: [] });
    expect(amlRiskOf({ sanctionsHit: true, peps: [], adverseMedia: [] })).toEqual({ level: 'high', reasons: ['A potential match on the OFAC SDN list.'] });
  });
});
