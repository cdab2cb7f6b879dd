import { describe, expect, it } from 'vitest';
import { consumerReportRequestSchema } from './consumer-request.js';

const valid = () => ({
  permissiblePurpose: 'CREDIT_TRANSACTION',
  accountNumber: '100200300',
  customerReferenceNumber: '',
  consumers: {
    name: [{ identifier: 'current', firstName: 'Ada', lastName: 'Lovelace' }],
    socialNum: [{ identifier: 'current', number: '123-45-6789' }],
    dateOfBirth: [{ identifier: 'current', dob: '1980-12-10' }],
    addresses: [{ identifier: 'current', line1: '12 Main St', city: 'Atlanta', state: 'ga', zip: '30301', country: 'US' }],
  },
});

const issues = (value: unknown) => {
  const r = consumerReportRequestSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('consumer report request rules', () => {
  it('accepts a complete request and normalises SSN and state', () => {
    const r = consumerReportRequestSchema.parse(valid());
    expect(r.consumers.socialNum[0].number).toBe('123456789');
    expect(r.consumers.addresses[0].state).toBe('GA');
  });

  it('names the field of a malformed SSN', () => {
    const v = valid();
    v.consumers.socialNum[0].number = '12-345-678';
    expect(issues(v)).toEqual(['consumers.socialNum.0.number: socialNum must be 9 digits (dashes optional, grouped 3-2-4)']);
    v.consumers.socialNum[0].number = '666-12-3456';
    expect(issues(v)[0]).toMatch(/not a number the Social Security Administration issues/);
  });

  it('refuses a date of birth in the future or not on the calendar', () => {
    const v = valid();
    v.consumers.dateOfBirth[0].dob = `${new Date().getFullYear() + 1}-01-01`;
    expect(issues(v)).toEqual(['consumers.dateOfBirth.0.dob: dateOfBirth cannot be in the future']);
    v.consumers.dateOfBirth[0].dob = '1990-02-30';
    expect(issues(v)[0]).toMatch(/real date/);
  });

  it('checks the province against the Canadian list and the zip by country', () => {
    const v = valid();
    Object.assign(v.consumers.addresses[0], { country: 'CA', state: 'QC', zip: 'H2X 1Y4' });
    expect(issues(v)).toEqual(["consumers.addresses.0.state: state 'QC' is not a Canadian province code"]);
    Object.assign(v.consumers.addresses[0], { state: 'PQ', zip: '30301' });
    expect(issues(v)).toEqual(['consumers.addresses.0.zip: Please enter a valid zipcode']);
  });

  it('requires a permissible purpose and an account number', () => {
    const { permissiblePurpose: _p, accountNumber: _a, ...rest } = valid();
    expect(issues(rest)).toEqual(['permissiblePurpose: permissiblePurpose is required', 'accountNumber: accountNumber is required']);
  });

  it('requires each list to hold exactly one entry per applicant', () => {
    const v = valid();
    v.consumers.name.push({ identifier: 'Co-Applicant', firstName: 'Bob', lastName: 'Lovelace' });
    expect(issues(v)).toEqual([
      "consumers.socialNum: socialNum is required once for 'Co-Applicant'",
      "consumers.dateOfBirth: dateOfBirth is required once for 'Co-Applicant'",
      "consumers.addresses: addresses is required once for 'Co-Applicant'",
    ]);
  });
});
