import type { RecalledApplicant, ScreeningFormValues } from '@creditdesk/contracts';
import { joinName } from '../../format';
import type { PlacedOrder } from '../../products/portal-product';

/** A screening form's values (OFAC, AML Connect, Kount): the contracts' form values, every one a string as typed (blank when not given). */
export type ScreeningValues = Required<ScreeningFormValues>;
export type ScreeningField = keyof ScreeningValues;

/** Who orders: the session's company and user name (Kount's body names both; the server checks them). */
export type ScreeningSession = { customerId: string; userName: string };

/** The fields that say whom the screen is about. */
export const SUBJECT_FIELDS = ['subjectType', 'firstName', 'middleName', 'lastName', 'dateOfBirth', 'country', 'businessName'] as const;
export type SubjectValues = Pick<ScreeningValues, (typeof SUBJECT_FIELDS)[number]>;

export const emptySubject = (): SubjectValues => ({ subjectType: 'individual', firstName: '', middleName: '', lastName: '', dateOfBirth: '', country: '', businessName: '' });

export const defaultScreeningValues = (accountNumber = ''): ScreeningValues => ({ accountNumber, customerReferenceNumber: '', ...emptySubject() });

/**
 * A new screen of a stored report's applicant (issue 33, applicant recall; OFAC, AML Connect, Kount):
 * the person's name and date of birth, and the country of their address when the report names one.
 */
export const screeningDraftOfApplicant = (applicant: RecalledApplicant): ScreeningValues => ({
  ...defaultScreeningValues(),
  subjectType: 'individual',
  firstName: applicant.firstName,
  middleName: applicant.middleName ?? '',
  lastName: applicant.lastName,
  dateOfBirth: applicant.dateOfBirth ?? '',
  country: applicant.address?.country ?? '',
});

/**
 * A documented test subject the form offers while the sandbox answers: a person or a business, the
 * fields it is typed with, and what the screen finds for it.
 */
export type TestSubject = { key: string; description: string } & Pick<SubjectValues, 'subjectType'> & Partial<SubjectValues>;

/** A test subject as the form's subject fields, every other one blank. */
export const subjectOf = (entry: TestSubject): SubjectValues => {
  const subject = emptySubject();
  for (const field of SUBJECT_FIELDS) subject[field] = (entry[field] ?? subject[field]) as never;
  return subject;
};

/** Whom the screen is about, in a line: the person's name or the business's. */
export const screenedName = (values: SubjectValues): string =>
  values.subjectType === 'business' ? values.businessName.trim() : joinName(values.firstName, values.middleName, values.lastName);

/** The order the form's values make: the product's body, and what the report's page says about it. */
export function placedScreeningOrder(values: ScreeningValues, session: ScreeningSession, toRequest: (values: ScreeningValues, session: ScreeningSession) => Record<string, unknown>): PlacedOrder {
  return {
    request: toRequest(values, session),
    draft: values,
    summary: { people: [screenedName(values)], accountNumber: values.accountNumber },
    details: { customerReferenceNumber: values.customerReferenceNumber.trim() || session.userName, accountNumber: values.accountNumber, userName: session.userName },
  };
}
