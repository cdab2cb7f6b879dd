import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { formFieldOf, formFieldOfServerPath } from './order-form-fields';
import { humanizeMessage, orderFormSchema } from './order-form-schema';
import { defaultOrderValues, toOrderRequest, type ApplicantValues, type OrderFormValues } from './order-form-values';

const person = (overrides: Partial<ApplicantValues> = {}): ApplicantValues => ({
  firstName: 'Margaret',
  middleName: '',
  lastName: 'Ellison',
  suffix: '',
  ssn: '123-45-1001',
  dateOfBirth: '1966-04-12',
  line1: '2847 Linden Ave',
  city: 'Evanston',
  country: 'US',
  state: 'IL',
  zip: '60201',
  ...overrides,
});

const values = (overrides: Partial<OrderFormValues> = {}): OrderFormValues => ({
  ...defaultOrderValues('100200300'),
  permissiblePurpose: 'CREDIT_TRANSACTION',
  applicant: person(),
  ...overrides,
});

function issues(v: OrderFormValues) {
  const result = orderFormSchema.safeParse(v);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('order form rules (the contracts schema, in the form’s words)', () => {
  it('accepts a complete order', () => {
    expect(issues(values())).toEqual({});
  });

  it('accepts names as people write them, and refuses digits in a name (issue 27)', () => {
    for (const [firstName, middleName, lastName] of [['José', 'Zoë', 'García'], ['Anne-Marie', '', "D'Andre"], ['Nguyễn Văn', 'Q.', 'Thành'], ['Александр', '', 'O’Brien']]) {
      expect(issues(values({ applicant: person({ firstName, middleName, lastName }) })), firstName).toEqual({});
    }
    expect(issues(values({ applicant: person({ firstName: '12345', middleName: 'R2' }) }))).toEqual({
      'applicant.firstName': 'First name may hold letters, spaces, apostrophes, dots and dashes',
      'applicant.middleName': 'Middle name may hold letters, spaces, apostrophes, dots and dashes',
    });
  });

  it('words SSN problems with the field’s label', () => {
    expect(issues(values({ applicant: person({ ssn: '12-345-678' }) }))).toEqual({
      'applicant.ssn': 'Social Security number must be 9 digits (dashes optional, grouped 3-2-4)',
    });
    expect(issues(values({ applicant: person({ ssn: '666-12-3456' }) }))).toEqual({
      'applicant.ssn': 'Social Security number is not a number the Social Security Administration issues',
    });
  });

  it('refuses a date of birth in the future', () => {
    const next = new Date();
    next.setFullYear(next.getFullYear() + 1);
    const iso = `${next.getFullYear()}-01-01`;
    expect(issues(values({ applicant: person({ dateOfBirth: iso }) }))['applicant.dateOfBirth']).toBe('Date of birth cannot be in the future');
  });

  it('checks state and zip by country', () => {
    expect(issues(values({ applicant: person({ country: 'CA', state: 'ON', zip: 'K1A 0B1' }) }))).toEqual({});
    expect(issues(values({ applicant: person({ country: 'CA', state: 'IL', zip: '60201' }) }))).toEqual({
      'applicant.state': "Province 'IL' is not a Canadian province code",
      'applicant.zip': MESSAGES.validation.zip,
    });
    expect(issues(values({ applicant: person({ zip: 'K1A 0B1' }) }))['applicant.zip']).toBe(MESSAGES.validation.zip);
  });

  it('checks the co-applicant only when one is added, and puts its problems on its section', () => {
    expect(issues(values({ coApplicant: person({ ssn: 'x' }) }))).toEqual({});
    expect(issues(values({ hasCoApplicant: true, coApplicant: person({ firstName: '', ssn: '123451011' }) }))).toEqual({
      'coApplicant.firstName': 'First name is required',
    });
  });

  it('names required fields', () => {
    expect(issues({ ...defaultOrderValues(), applicant: { ...person(), firstName: ' ', zip: '' } })).toEqual({
      permissiblePurpose: 'Permissible purpose is required',
      accountNumber: 'Account number is required',
      'applicant.firstName': 'First name is required',
      'applicant.zip': 'ZIP code is required',
    });
  });
});

describe('order request', () => {
  it('lists the primary applicant first, then the co-applicant, in every list', () => {
    const request = toOrderRequest(values({ hasCoApplicant: true, coApplicant: person({ firstName: 'Emily', ssn: '123451011' }) }));
    expect(request.consumers.name.map((n) => [n.identifier, n.firstName])).toEqual([
      ['current', 'Margaret'],
      ['Co-Applicant', 'Emily'],
    ]);
    expect(request.consumers.socialNum.map((s) => s.identifier)).toEqual(['current', 'Co-Applicant']);
    expect(request.consumers.addresses[1]).toEqual({ identifier: 'Co-Applicant', line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201', country: 'US' });
  });
});

describe('server field paths', () => {
  it('map onto the form’s fields by list index', () => {
    expect(formFieldOfServerPath('body.consumers.socialNum.0.number')).toBe('applicant.ssn');
    expect(formFieldOfServerPath('body.consumers.dateOfBirth.1.dob')).toBe('coApplicant.dateOfBirth');
    expect(formFieldOfServerPath('body.consumers.addresses.0.zip')).toBe('applicant.zip');
    expect(formFieldOfServerPath('body.consumers.name.1.lastName')).toBe('coApplicant.lastName');
    expect(formFieldOfServerPath('body.accountNumber')).toBe('accountNumber');
    expect(formFieldOfServerPath('body.consumers.name')).toBeUndefined();
    expect(formFieldOf(['consumers', 'socialNum', 2, 'number'])).toBeUndefined();
  });

  it('and their messages read as the form’s', () => {
    const v = values();
    expect(humanizeMessage('is not an active account number of your company', 'accountNumber', v)).toBe(
      'Account number is not an active account number of your company',
    );
    expect(humanizeMessage('socialNum is required', 'applicant.ssn', v)).toBe('Social Security number is required');
    expect(humanizeMessage('Too big: expected string to have <=40 characters', 'applicant.middleName', v)).toBe('Middle name must be at most 40 characters');
    expect(humanizeMessage('something else', undefined, v)).toBe('something else');
  });
});
