import { describe, expect, it } from 'vitest';
import { eidCompareRequestSchema, eidCompareSubmitBody, eidCompareVerdictOf } from './eidcompare.js';

const consumer = { firstName: 'Daniel', lastName: 'Okafor', ssn: '123-45-1401', address: { line1: '1180 Birch St', city: 'Columbus', state: 'oh', zip: '43215' } };
const issues = (body: unknown) => eidCompareRequestSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];

describe('the eIDcompare request', () => {
  it('takes the identity with an optional phone, email and licence, normalised', () => {
    const parsed = eidCompareRequestSchema.parse({ accountNumber: '100200300', consumer: { ...consumer, phone: '614-555-0199', email: ' Dan@Example.COM ', driversLicense: { number: 'ok-123 456', state: 'oh' } } });
    expect(parsed.consumer).toMatchObject({ ssn: '123451401', phone: '6145550199', email: 'dan@example.com', driversLicense: { number: 'OK123456', state: 'OH' } });
    expect(eidCompareRequestSchema.parse({ accountNumber: '1', consumer: { ...consumer, phone: '', email: '' } }).consumer.email).toBeUndefined();
  });

  it('refuses a malformed email, licence and phone with the field named', () => {
    expect(issues({ accountNumber: '1', consumer: { ...consumer, email: 'dan' } })).toEqual(['email must be an address like name@example.com']);
    expect(issues({ accountNumber: '1', consumer: { ...consumer, driversLicense: { number: 'A1', state: 'OH' } } })).toEqual(['driversLicense.number must be 4 to 20 letters and digits']);
    expect(issues({ accountNumber: '1', consumer: { ...consumer, driversLicense: { number: 'OK123456', state: 'XX' } } })).toEqual(['driversLicense.state must be a US state code']);
    expect(issues({ accountNumber: '1', consumer: { ...consumer, phone: '12345' } })).toEqual(['phone must be 10 digits (dashes optional, grouped 3-3-4)']);
  });

  it('the submit body sends only what was given', () => {
    const body = eidCompareSubmitBody({ accountNumber: ' 100200300 ', firstName: 'A', lastName: 'B', ssn: '123-45-1401', line1: 'x', city: 'y', state: 'OH', zip: '43215', email: '', driversLicenseNumber: 'OK1234', driversLicenseState: 'OH' }, { userName: 'demo.user' });
    expect(body.consumer).toMatchObject({ ssn: '123451401', driversLicense: { number: 'OK1234', state: 'OH' } });
    expect(body.consumer).not.toHaveProperty('email');
  });
});

describe('the rules the reports read', () => {
  it('eIDcompare verdict: no file, a core field differing, all exact, else review', () => {
    expect(eidCompareVerdictOf([], false)).toBe('no-record');
    expect(eidCompareVerdictOf([{ field: 'dateOfBirth', match: 'no-match' }, { field: 'name', match: 'exact' }], true)).toBe('not-verified');
    expect(eidCompareVerdictOf([{ field: 'phone', match: 'no-match' }, { field: 'name', match: 'exact' }], true)).toBe('review');
    expect(eidCompareVerdictOf([{ field: 'name', match: 'exact' }, { field: 'ssn', match: 'exact' }], true)).toBe('verified');
  });
});
