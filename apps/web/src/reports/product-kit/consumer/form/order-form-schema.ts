import { z } from 'zod';
import { refineByRequestSchema } from '../../../../lib/request-schema-issues';
import { COUNTRIES } from '@creditdesk/contracts';
import { type OrderField, formFieldOf, labelOf } from './order-form-fields';
import type { OrderFormValues } from './order-form-values';
import { CONSUMER_FAMILY_FORM, type OrderFormVariant } from './order-form-variant';

/** The contracts' words for the request fields (messages start with them: "socialNum must be …"). */
const REQUEST_WORDS = [
  'permissiblePurpose',
  'accountNumber',
  'customerReferenceNumber',
  'chargeOffDate',
  'productConfigurationId',
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'socialNum',
  'ssn',
  'dateOfBirth',
  'phone',
  'email',
  'driversLicense.number',
  'driversLicense.state',
  'driversLicense',
  // a request of one `consumer` names the address's fields inside it (the ID Report, PM Alerts)
  'address.line1',
  'address.city',
  'address.state',
  'address.zip',
  'line1',
  'city',
  'state',
  'zip',
  'country',
];

/**
 * A contracts (or server) message in the form's words: "socialNum must be 9 digits …" becomes
 * "Social Security number must be 9 digits …"; a bare "is not an active account number …" gets the
 * field's label in front.
 */
export function humanizeMessage(message: string, field: OrderField | undefined, values: OrderFormValues): string {
  if (!field) return message;
  const label = labelOf(field, values);
  const tooLong = /expected string to have <=(\d+) characters/.exec(message);
  if (tooLong) return `${label} must be at most ${tooLong[1]} characters`;
  const word = REQUEST_WORDS.find((w) => message === w || message.startsWith(`${w} `));
  if (word) return `${label}${message.slice(word.length)}`;
  if (/^(is|must|may|cannot|can not|should|names) /.test(message)) return `${label} ${message}`;
  return message;
}

/** The consumer's name, SSN and date of birth as typed (the contracts judge them). */
export const nameAndIdShape = {
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  suffix: z.string(),
  ssn: z.string(),
  dateOfBirth: z.string(),
};

const applicantShape = z.object({
  ...nameAndIdShape,
  line1: z.string(),
  city: z.string(),
  country: z.enum(COUNTRIES),
  state: z.string(),
  zip: z.string(),
  phone: z.string().optional(),
  email: z.string().optional(),
  driversLicenseNumber: z.string().optional(),
  driversLicenseState: z.string().optional(),
});

/**
 * The order form's resolver schema for a product of the consumer request's shape. The form's values
 * become the product's request, and the request is checked with the contracts' own schema (the one
 * the server runs): SSN, date of birth, names, state by country, zip by country. Each issue is put on
 * the field it names.
 */
export const orderFormSchemaOf = ({ toRequest, requestSchema }: Pick<OrderFormVariant, 'toRequest' | 'requestSchema'>) =>
  z
    .object({
      permissiblePurpose: z.string(),
      accountNumber: z.string(),
      customerReferenceNumber: z.string(),
      chargeOffDate: z.string(),
      productConfigurationId: z.string().optional(),
      applicant: applicantShape,
      hasCoApplicant: z.boolean(),
      coApplicant: applicantShape,
    })
    .superRefine((values, ctx) =>
      refineByRequestSchema(values, ctx, { schema: requestSchema, toRequest: (v) => toRequest(v, ''), fieldOf: formFieldOf, message: humanizeMessage }),
    );

/** The consumer family's resolver schema: the consumer request (reports.md §3). */
export const orderFormSchema = orderFormSchemaOf(CONSUMER_FAMILY_FORM);
