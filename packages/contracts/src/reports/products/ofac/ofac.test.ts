import { describe, expect, it } from 'vitest';
import { OFAC_PRODUCT, ofacNoCandidateText } from './ofac.js';
import { type ScreeningFormValues, ofacRequestSchema, ofacSubmitBody } from '../screening.js';

const person = (values: Partial<ScreeningFormValues> = {}): ScreeningFormValues => ({
  accountNumber: ' 100200300 ',
  customerReferenceNumber: '',
  subjectType: 'individual',
  firstName: ' Joaquin ',
  middleName: '',
  lastName: 'Guzman Loera',
  dateOfBirth: '',
  country: '',
  businessName: 'left from a business typed before',
  ...values,
});

const issues = (body: unknown) => {
  const parsed = ofacRequestSchema.safeParse(body);
  // the first issue of each field, as the form shows it
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  return lines.filter((line, index) => lines.findIndex((other) => other.split(': ')[0] === line.split(': ')[0]) === index);
};

describe('the OFAC body the portal sends', () => {
  it('sends a person: trimmed, the blank optional fields and the business name left out, the user name as the reference', () => {
    const body = ofacSubmitBody(person(), { userName: 'demo.user' });
    expect(body).toEqual({ accountNumber: '100200300', customerReferenceNumber: 'demo.user', subject: { type: 'individual', firstName: 'Joaquin', lastName: 'Guzman Loera' } });
    expect(issues(body)).toEqual([]);
  });

  it('sends the optional fields when given, the country upper-cased, and the reference typed', () => {
    const body = ofacSubmitBody(person({ middleName: ' A ', dateOfBirth: '1954-12-25', country: 'mx', customerReferenceNumber: ' KYC-1 ' }), { userName: 'demo.user' });
    expect(body).toEqual({
      accountNumber: '100200300',
      customerReferenceNumber: 'KYC-1',
      subject: { type: 'individual', firstName: 'Joaquin', middleName: 'A', lastName: 'Guzman Loera', dateOfBirth: '1954-12-25', country: 'MX' },
    });
    expect(issues(body)).toEqual([]);
  });

  it('sends a business by its name and country only, whatever the person fields still hold', () => {
    const body = ofacSubmitBody(person({ subjectType: 'business', businessName: ' Banco Nacional de Cuba ', country: 'CU', dateOfBirth: '1954-12-25' }), { userName: 'demo.user' });
    expect(body.subject).toEqual({ type: 'business', businessName: 'Banco Nacional de Cuba', country: 'CU' });
    expect(issues(body)).toEqual([]);
  });

  it('leaves the request schema to name what is missing or wrong', () => {
    expect(issues(ofacSubmitBody(person({ firstName: ' ', accountNumber: '' }), { userName: 'u' }))).toEqual(['accountNumber: accountNumber is required', 'subject.firstName: firstName is required']);
    expect(issues(ofacSubmitBody(person({ subjectType: 'business', businessName: '' }), { userName: 'u' }))).toEqual(['subject.businessName: businessName is required']);
    expect(issues(ofacSubmitBody(person({ country: 'Mexico' }), { userName: 'u' }))).toEqual(['subject.country: country must be a two-letter ISO 3166 country code']);
  });

  it('is declared once: OFAC, its path and file name, no permissible purpose; an empty screen says so at its threshold', () => {
    expect(OFAC_PRODUCT).toMatchObject({ key: 'ofac', code: 'OFAC', family: 'compliance', order: { path: '/idfc/reports/ofac' }, permissiblePurposes: [] });
    expect(ofacNoCandidateText(0.88)).toBe('No candidate at or above 88 %');
  });
});
