import { z } from 'zod';
import type { FieldError, FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import { registrationCustomerSchema, registrationUserName, type RegistrationCustomer } from '@creditdesk/contracts';

/** The form holds the §3 customer payload as it is sent, plus the authorisation box of the last step. */
export type RegistrationFormValues = {
  memberNumber: string;
  securityCode: string;
  companyName: string;
  registrationType: 'REG' | 'SSO';
  userDetails: {
    firstName: string;
    lastName: string;
    email: string;
    authenticationType: 'username' | 'email';
    userName: string;
    corporateUserId: string;
    country: string;
    timeZone: string;
    jobTitle: string;
  };
  securityAcknowledge: { firstName: string; lastName: string };
  authorised: boolean;
};

export type RegistrationField = FieldPath<RegistrationFormValues>;

export const AUTHORISATION_REQUIRED = 'Confirm that you are authorised to register the company and accept these obligations.';

/**
 * The contracts' own schema of POST /customer (the server's rules: formats, required fields, the user
 * name chosen by registration and login type, §5 User ID format) and the box the server never sees.
 */
export const registrationFormSchema = z.intersection(
  registrationCustomerSchema,
  z.object({ authorised: z.boolean().refine((ticked) => ticked, AUTHORISATION_REQUIRED) }),
);

export const REGISTRATION_LABELS: Record<RegistrationField, string> = {
  memberNumber: 'Member number',
  securityCode: 'Security code',
  companyName: 'Company name',
  registrationType: 'Registration type',
  userDetails: 'Administrator',
  'userDetails.firstName': 'First name',
  'userDetails.lastName': 'Last name',
  'userDetails.email': 'E-mail address',
  'userDetails.authenticationType': 'Logs in with',
  'userDetails.userName': 'User name',
  'userDetails.corporateUserId': 'Corporate user id',
  'userDetails.country': 'Country',
  'userDetails.timeZone': 'Time zone',
  'userDetails.jobTitle': 'Job title',
  securityAcknowledge: 'Security acknowledgement',
  'securityAcknowledge.firstName': 'First name',
  'securityAcknowledge.lastName': 'Last name',
  authorised: 'Authorised',
};

/** The contracts name fields as the body does ("firstName is required"); the form says "First name is required". */
export function humanizeRegistrationMessage(message: string, field: string): string {
  const key = field.split('.').at(-1) ?? field;
  const label = REGISTRATION_LABELS[field as RegistrationField];
  return label && message.startsWith(`${key} `) ? `${label}${message.slice(key.length)}` : message;
}

/** zodResolver's job with the messages humanized: the first issue of each field, nested as the form's errors. */
export const registrationResolver: Resolver<RegistrationFormValues> = async (values) => {
  const result = registrationFormSchema.safeParse(values);
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    let node = errors;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    const last = path.at(-1) ?? 'root';
    if (node[last] === undefined) node[last] = { type: issue.code, message: humanizeRegistrationMessage(issue.message, path.join('.')) } satisfies FieldError;
  }
  return { values: {}, errors: errors as FieldErrors<RegistrationFormValues> };
};

export function emptyRegistrationForm(timeZone: string): RegistrationFormValues {
  return {
    memberNumber: '',
    securityCode: '',
    companyName: '',
    registrationType: 'REG',
    userDetails: { firstName: '', lastName: '', email: '', authenticationType: 'username', userName: '', corporateUserId: '', country: 'US', timeZone, jobTitle: '' },
    securityAcknowledge: { firstName: '', lastName: '' },
    authorised: false,
  };
}

export const REGISTRATION_STEPS: readonly { label: string; fields: readonly RegistrationField[] }[] = [
  { label: 'Account verification', fields: ['memberNumber', 'securityCode'] },
  { label: 'Company', fields: ['companyName', 'registrationType'] },
  {
    label: 'First administrator',
    fields: [
      'userDetails.firstName',
      'userDetails.lastName',
      'userDetails.email',
      'userDetails.authenticationType',
      'userDetails.userName',
      'userDetails.corporateUserId',
      'userDetails.country',
      'userDetails.timeZone',
      'userDetails.jobTitle',
    ],
  },
  { label: 'Security acknowledgement', fields: ['securityAcknowledge.firstName', 'securityAcknowledge.lastName', 'authorised'] },
];

/** The step that holds a field (the first step for anything unknown). */
export function stepOfField(field: string): number {
  const index = REGISTRATION_STEPS.findIndex((step) => step.fields.some((f) => f === field));
  return index < 0 ? 0 : index;
}

/** A field a server 400 names ('body.userDetails.email') as the form's path, when the form has it. */
export function formFieldOfServerPath(path: string): RegistrationField | undefined {
  const field = path.replace(/^body\./, '');
  return REGISTRATION_STEPS.some((step) => step.fields.some((f) => f === field)) ? (field as RegistrationField) : undefined;
}

/** Which input supplies the administrator's user name (portal.md §3): corporate id (SSO), user name or e-mail. */
export const userNameSource = (values: Parameters<typeof registrationUserName>[0]) => registrationUserName(values).field;

/** POST /customer's body: trimmed, with only the user-name input the registration and login type use. */
export function toCustomerBody(values: RegistrationFormValues): RegistrationCustomer {
  const d = values.userDetails;
  const source = userNameSource(values);
  const jobTitle = d.jobTitle.trim();
  return {
    memberNumber: values.memberNumber.trim(),
    securityCode: values.securityCode.trim(),
    companyName: values.companyName.trim(),
    registrationType: values.registrationType,
    securityAcknowledge: { firstName: values.securityAcknowledge.firstName.trim(), lastName: values.securityAcknowledge.lastName.trim() },
    userDetails: {
      firstName: d.firstName.trim(),
      lastName: d.lastName.trim(),
      email: d.email.trim(),
      ...(values.registrationType === 'SSO' ? {} : { authenticationType: d.authenticationType }),
      ...(source === 'userName' ? { userName: d.userName.trim() } : {}),
      ...(source === 'corporateUserId' ? { corporateUserId: d.corporateUserId.trim() } : {}),
      country: d.country,
      timeZone: d.timeZone,
      ...(jobTitle ? { jobTitle } : {}),
    },
  };
}
