import { describe, expect, it } from 'vitest';
import type { ScreeningFormValues } from '../screening.js';
import { KOUNT_PRODUCT, kountPdfFileName, kountRequestSchema, kountSubmitBody } from './kount.js';

const session = { customerId: 'c-1', userName: 'demo.user' };
const form = (values: Partial<ScreeningFormValues> = {}): ScreeningFormValues => ({
  accountNumber: '100200300',
  customerReferenceNumber: '',
  subjectType: 'individual',
  firstName: 'Joaquin',
  middleName: '',
  lastName: 'Guzman Loera',
  dateOfBirth: '',
  country: '',
  businessName: '',
  ...values,
});
const issues = (body: unknown) => {
  const parsed = kountRequestSchema.safeParse(body);
  // the first issue of each field, as the form shows it
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  return lines.filter((line, index) => lines.findIndex((other) => other.split(': ')[0] === line.split(': ')[0]) === index);
};

describe('the Kount Compliance body the portal sends', () => {
  it('completes customerConfigurations from the session, the reference defaulting to the user name, and sends a personMatch', () => {
    const body = kountSubmitBody(form(), session);
    expect(body).toEqual({
      customerConfigurations: { userName: 'demo.user', customerId: 'c-1', customerReferenceNumber: 'demo.user' },
      accountNumber: '100200300',
      personMatch: { name: { first: 'Joaquin', last: 'Guzman Loera' } },
    });
    expect(issues(body)).toEqual([]);
  });

  it('sends the middle name, date of birth and country when given, and the reference typed', () => {
    const body = kountSubmitBody(form({ middleName: 'A', dateOfBirth: '1954-12-25', country: 'mx', customerReferenceNumber: 'AML-3' }), session);
    expect(body.customerConfigurations.customerReferenceNumber).toBe('AML-3');
    expect(body.personMatch).toEqual({ name: { first: 'Joaquin', middle: 'A', last: 'Guzman Loera' }, dateOfBirth: '1954-12-25', country: 'MX' });
    expect(issues(body)).toEqual([]);
  });

  it('sends a businessMatch, never both', () => {
    const body = kountSubmitBody(form({ subjectType: 'business', businessName: ' Maple Street Bakery LLC ', country: 'US' }), session);
    expect(body.businessMatch).toEqual({ name: 'Maple Street Bakery LLC', country: 'US' });
    expect(body.personMatch).toBeUndefined();
    expect(issues(body)).toEqual([]);
  });

  it('leaves the request schema to name a bad field by its request path', () => {
    expect(issues(kountSubmitBody(form({ firstName: '!!' }), session))).toEqual(['personMatch.name.first: firstName may hold letters, spaces, apostrophes, dots and dashes']);
    expect(issues(kountSubmitBody(form({ subjectType: 'business' }), session))).toEqual(['businessMatch.name: businessName is required']);
  });

  it('names the PDF after the person, or the business', () => {
    expect(KOUNT_PRODUCT.pdf.fileName({ firstName: 'Joaquin', lastName: 'Guzman Loera' })).toBe(kountPdfFileName({ firstName: 'Joaquin', lastName: 'Guzman Loera' }));
    expect(kountPdfFileName({ firstName: 'Joaquin', lastName: 'Guzman Loera' })).toMatch(/^AMLCompliance_report_Joaquin_Guzman.?Loera\.pdf$/);
    expect(kountPdfFileName({ firstName: 'Maple Street Bakery LLC', lastName: '' })).toMatch(/^AMLCompliance_report_Maple.Street.Bakery.LLC\.pdf$/);
  });
});
