import { describe, expect, it } from 'vitest';
import { FIRST_SEARCH_NO_CRITERION, type FirstSearchFormValues, firstSearchRequestSchema, firstSearchScoreInfo, firstSearchSubmitBody } from './firstsearch.js';

const blank: FirstSearchFormValues = { accountNumber: '100200300', customerReferenceNumber: '', firstName: '', lastName: '', line1: '', city: '', state: '', zip: '', phone: '', ssn: '' };
const form = (values: Partial<FirstSearchFormValues>) => ({ ...blank, ...values });
const issues = (criteria: unknown) => {
  const parsed = firstSearchRequestSchema.safeParse({ accountNumber: '100200300', criteria });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('First Search’s criteria', () => {
  it('takes any one complete criterion: a name with its street and ZIP (or city and state), a phone, an SSN', () => {
    expect(issues({ firstName: 'Michael', lastName: 'Johnson', address: { line1: '77 Maple Ave', zip: '62704' } })).toEqual([]);
    expect(issues({ firstName: 'Michael', lastName: 'Johnson', address: { line1: '77 Maple Ave', city: 'Springfield', state: 'il' } })).toEqual([]);
    expect(issues({ phone: '217-555-0150' })).toEqual([]);
    expect(issues({ ssn: '123451001' })).toEqual([]);
  });

  it('names what is missing from an incomplete one, and refuses none at all', () => {
    expect(issues({})).toEqual([`criteria: ${FIRST_SEARCH_NO_CRITERION}`]);
    expect(issues({ lastName: 'Johnson', phone: '2175550150' })).toEqual([
      'criteria.firstName: firstName is required to search by name and address',
      'criteria.address.line1: line1 is required to search by name and address',
      'criteria.address.zip: zip (or city and state) is required to search by name and address',
    ]);
    expect(issues({ firstName: 'M', lastName: 'J', address: { line1: '1 A St', zip: '1234' } })).toEqual(['criteria.address.zip: Please enter a valid zipcode']);
    expect(issues({ ssn: '1234' })).toEqual(['criteria.ssn: ssn must be 9 digits (dashes optional, grouped 3-2-4)']);
    expect(issues(undefined)).toEqual(['criteria: criteria is required']);
  });

  it('sends only the criteria given, digits only, the user name as a blank reference', () => {
    expect(firstSearchSubmitBody(form({ phone: '217-555-0150', ssn: ' ' }), { userName: 'demo.user' })).toEqual({ accountNumber: '100200300', customerReferenceNumber: 'demo.user', criteria: { phone: '2175550150' } });
    expect(firstSearchSubmitBody(form({ firstName: ' Michael ', lastName: 'Johnson', line1: '77 Maple Ave', zip: '62704', customerReferenceNumber: 'LOC-1' }), { userName: 'demo.user' }).criteria).toEqual({
      firstName: 'Michael',
      lastName: 'Johnson',
      address: { line1: '77 Maple Ave', zip: '62704' },
    });
  });

  it('words a match score: 90 and over strong, 70 and over likely, below possible', () => {
    expect([95, 90, 89, 70, 69].map((s) => firstSearchScoreInfo(s).label)).toEqual(['Strong match', 'Strong match', 'Likely match', 'Likely match', 'Possible match']);
  });
});
