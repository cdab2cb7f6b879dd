import { z } from 'zod';
import type { GivenNameParts } from '../../applicant-identity.js';
import { requiredText } from '../../../common/fields.js';
import { PATTERNS, US_STATES, validateZip } from '../../../common/patterns.js';
import { isRealCalendarDate, todayIso } from '../../consumer-request.js';
import {
  customerReferenceNumberSchema,
  givenText,
  identityNameText,
  oneConsumerEntry,
  optionalIdentityText,
  optionalMiddleName,
  optionalSuffix,
  productDataSourceResponseSchema,
  productResponseSchema,
} from '../consumer-identity.js';
import { PDF_FAILURES, defineProduct, type ProductTestConsumer } from '../product.js';
import { SANDBOX_IDENTITIES } from '../sandbox-identities.js';
import { reportedAddressFields, reportedNameFields } from '../../reported-parts.js';

export * from './adv-presentation.js';

/*
 * ADV, the Automated Data View (reports.md §1, §3 "Adv report request", §5 "Adv submit"): a
 * public-records view of one consumer (identity, address history, phones, relatives and associates,
 * property, vehicles, bankruptcies, liens and judgments), searched by name and address with an
 * optional SSN and date of birth, under one of the company's ADV product configurations.
 * docs/products/adv.md describes the answer; docs/decisions.md why it takes no account number and
 * no permissible purpose.
 */

/** The one identifier of every list of the request (reports.md §3). */
export const ADV_IDENTIFIER = 'current';
const identifier = z.literal(ADV_IDENTIFIER, { error: `identifier must be '${ADV_IDENTIFIER}'` });


/** Area 000, 666 and 900–999, group 00 and serial 0000 are never issued. */
export const isIssuableSsn = (digits: string): boolean =>
  /^\d{9}$/.test(digits) && !digits.startsWith('000') && !digits.startsWith('666') && !digits.startsWith('9') && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';

/** A nine-digit number, dashes optional (3-2-4) and removed; blank means "not given". */
const ssnNumber = z
  .string({ error: 'number must be text' })
  .trim()
  .refine((v) => PATTERNS.ssn.test(v), 'number must be 9 digits (dashes optional, grouped 3-2-4)')
  .transform((v) => v.replace(/\D/g, ''))
  .refine((v) => v === '' || isIssuableSsn(v), 'number is not a number the Social Security Administration issues');

/** YYYY-MM-DD, a real date from 1900 to today; blank means "not given". */
const optionalDateOfBirth = z
  .string({ error: 'dob must be text' })
  .trim()
  .refine((v) => v === '' || isRealCalendarDate(v), 'dob must be a real date written YYYY-MM-DD')
  .refine((v) => v === '' || v >= '1900-01-01', 'dob must be after 1900')
  .refine((v) => v === '' || v <= todayIso(), 'dob cannot be in the future');

const advNameSchema = z.object({
  identifier,
  firstName: identityNameText('firstName'),
  lastName: identityNameText('lastName'),
  middleName: optionalMiddleName,
  suffix: optionalSuffix,
});

const advAddressSchema = z
  .object({
    identifier,
    addressLine1: optionalIdentityText('addressLine1', 80).refine((v) => v === undefined || PATTERNS.noPipeBangPlus.test(v), 'addressLine1 cannot contain | ! or +'),
    city: requiredText('city', { max: 40 }),
    state: requiredText('state', { max: 2 }).transform((s) => s.toUpperCase()),
    zip: optionalIdentityText('zip', 10),
  })
  .superRefine((a, ctx) => {
    if (!(US_STATES as readonly string[]).includes(a.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: `state '${a.state}' is not a US state code` });
    const zipError = a.zip === undefined ? undefined : validateZip(a.zip, 'US');
    if (zipError) ctx.addIssue({ code: 'custom', path: ['zip'], message: zipError });
  });

export const advReportRequestSchema = z.object({
  personalInformation: z.object(
    {
      name: oneConsumerEntry(advNameSchema, 'name'),
      addresses: oneConsumerEntry(advAddressSchema, 'addresses'),
      /** optional; a blank number is left out, the dashes of a given one removed. */
      socialSecurityNumber: z
        .array(z.object({ identifier, number: ssnNumber }), { error: 'socialSecurityNumber must be a list' })
        .max(1, 'socialSecurityNumber holds at most one entry')
        .optional()
        .transform((list) => {
          const given = (list ?? []).filter((e) => e.number !== '');
          return given.length > 0 ? given : undefined;
        }),
      /** optional; a blank date is left out. */
      dateOfBirth: z
        .array(z.object({ identifier, dob: optionalDateOfBirth }), { error: 'dateOfBirth must be a list' })
        .max(1, 'dateOfBirth holds at most one entry')
        .optional()
        .transform((list) => {
          const given = (list ?? []).filter((e): e is { identifier: typeof ADV_IDENTIFIER; dob: string } => e.dob !== '');
          return given.length > 0 ? given : undefined;
        }),
    },
    { error: 'personalInformation is required' },
  ),
  customerConfigurations: z.object(
    {
      /** must be the caller's own user name (the server checks it; 403 otherwise). */
      userName: requiredText('userName', { max: 100 }),
      /** must be the caller's own company (the server checks it; 403 otherwise). */
      customerId: requiredText('customerId', { max: 64 }),
      /** blank: the server stores the user name (reports.md §3). */
      customerReferenceNumber: customerReferenceNumberSchema,
    },
    { error: 'customerConfigurations is required' },
  ),
  profileDetails: z.object(
    {
      /** the name of one of the company's ADV product configurations (the server checks it; 400 otherwise). */
      profileName: requiredText('profileName', { max: 100 }),
    },
    { error: 'profileDetails is required' },
  ),
});
export type AdvReportRequest = z.input<typeof advReportRequestSchema>;
export type AdvReportRequestParsed = z.output<typeof advReportRequestSchema>;

/** The order form's values, as the user typed them. */
export type AdvFormValues = GivenNameParts & {
  addressLine1?: string;
  city: string;
  state: string;
  zip?: string;
  ssn?: string;
  dateOfBirth?: string;
  customerReferenceNumber?: string;
  /** the chosen product configuration's name. */
  profileName: string;
};

/**
 * reports.md §5 "Adv submit": the body the portal sends. Middle name, suffix, address line, zip, SSN
 * and date of birth only when not empty; the SSN's dashes removed; a blank reference replaced by
 * the user name.
 */
export function advSubmitBody(form: AdvFormValues, session: { userName: string; customerId: string }): AdvReportRequest {
  const middleName = givenText(form.middleName);
  const suffix = givenText(form.suffix);
  const addressLine1 = givenText(form.addressLine1);
  const zip = givenText(form.zip);
  const ssn = givenText(form.ssn)?.replace(/-/g, '');
  const dob = givenText(form.dateOfBirth);
  return {
    personalInformation: {
      name: [{ firstName: form.firstName.trim(), lastName: form.lastName.trim(), ...(middleName ? { middleName } : {}), ...(suffix ? { suffix: suffix as never } : {}), identifier: ADV_IDENTIFIER }],
      addresses: [{ city: form.city.trim(), state: form.state.trim(), identifier: ADV_IDENTIFIER, ...(addressLine1 ? { addressLine1 } : {}), ...(zip ? { zip } : {}) }],
      ...(ssn ? { socialSecurityNumber: [{ identifier: ADV_IDENTIFIER, number: ssn }] } : {}),
      ...(dob ? { dateOfBirth: [{ identifier: ADV_IDENTIFIER, dob }] } : {}),
    },
    customerConfigurations: {
      userName: session.userName,
      customerId: session.customerId,
      customerReferenceNumber: givenText(form.customerReferenceNumber) ?? session.userName,
    },
    profileDetails: { profileName: form.profileName },
  };
}

// ---- the answer ---------------------------------------------------------------------------------

const isoDate = z.string();

export const ADV_PHONE_TYPES = ['mobile', 'landline', 'voip'] as const;
export const ADV_DWELLING_TYPES = ['single-family', 'apartment', 'condominium', 'mobile-home', 'po-box'] as const;
export const ADV_RELATIONSHIPS = ['relative', 'spouse', 'associate', 'roommate'] as const;
export const ADV_BANKRUPTCY_CHAPTERS = ['7', '11', '13'] as const;
export const ADV_BANKRUPTCY_STATUSES = ['filed', 'discharged', 'dismissed'] as const;
export const ADV_LIEN_TYPES = ['federal-tax', 'state-tax', 'county-tax', 'mechanics', 'judgment-lien', 'hoa'] as const;
export const ADV_LIEN_STATUSES = ['open', 'released'] as const;
export const ADV_JUDGMENT_TYPES = ['civil', 'small-claims', 'eviction'] as const;
export const ADV_JUDGMENT_STATUSES = ['open', 'satisfied', 'vacated'] as const;

export const advReportSchema = z.object({
  identifier: z.string(),
  /** false: no public-records identity matched the search (every list empty). */
  hit: z.boolean(),
  /** the product configuration the report was ordered under. */
  profileName: z.string(),
  /** the date the records are current to. */
  asOfDate: isoDate,
  subject: z.object({
    ...reportedNameFields,
    /** ***-**-1234: the SSN searched, or the one on record; null when neither. */
    ssnMasked: z.string().nullable(),
    dateOfBirth: isoDate.nullable(),
    age: z.number().int().nullable(),
    deceased: z.boolean(),
    deceasedDate: isoDate.nullable(),
  }),
  /** the SSN on record, when there is one, and how many other identities were reported with it. */
  ssnInfo: z.object({ ssnMasked: z.string(), otherIdentities: z.number().int() }).nullable(),
  akas: z.array(z.object({ firstName: z.string(), middleName: z.string().nullable(), lastName: z.string(), lastSeen: isoDate })),
  addresses: z.array(
    z.object({
      ...reportedAddressFields,
      county: z.string(),
      dwelling: z.enum(ADV_DWELLING_TYPES),
      firstSeen: isoDate,
      lastSeen: isoDate,
      current: z.boolean(),
    }),
  ),
  phones: z.array(
    z.object({
      /** ten digits. */
      number: z.string(),
      type: z.enum(ADV_PHONE_TYPES),
      carrier: z.string(),
      listedName: z.string().nullable(),
      firstSeen: isoDate,
      lastSeen: isoDate,
      current: z.boolean(),
    }),
  ),
  relatives: z.array(
    z.object({
      name: z.string(),
      relationship: z.enum(ADV_RELATIONSHIPS),
      age: z.number().int().nullable(),
      city: z.string(),
      state: z.string(),
    }),
  ),
  properties: z.array(
    z.object({
      ...reportedAddressFields,
      county: z.string(),
      parcelNumber: z.string(),
      propertyType: z.string(),
      purchaseDate: isoDate.nullable(),
      purchasePrice: z.number().nullable(),
      assessedValue: z.number().nullable(),
      /** false: sold since (the sale date is then given). */
      owned: z.boolean(),
      soldDate: isoDate.nullable(),
    }),
  ),
  vehicles: z.array(
    z.object({
      year: z.number().int(),
      make: z.string(),
      model: z.string(),
      /** the last six characters of the VIN. */
      vinLast6: z.string(),
      plateState: z.string(),
      registeredDate: isoDate,
      expirationDate: isoDate,
    }),
  ),
  bankruptcies: z.array(
    z.object({
      chapter: z.enum(ADV_BANKRUPTCY_CHAPTERS),
      court: z.string(),
      caseNumber: z.string(),
      filedDate: isoDate,
      status: z.enum(ADV_BANKRUPTCY_STATUSES),
      statusDate: isoDate.nullable(),
      liabilities: z.number().nullable(),
      assets: z.number().nullable(),
    }),
  ),
  liens: z.array(
    z.object({
      type: z.enum(ADV_LIEN_TYPES),
      creditor: z.string(),
      filingOffice: z.string(),
      filingNumber: z.string(),
      filedDate: isoDate,
      amount: z.number(),
      status: z.enum(ADV_LIEN_STATUSES),
      releasedDate: isoDate.nullable(),
    }),
  ),
  judgments: z.array(
    z.object({
      type: z.enum(ADV_JUDGMENT_TYPES),
      court: z.string(),
      caseNumber: z.string(),
      plaintiff: z.string(),
      filedDate: isoDate,
      amount: z.number(),
      status: z.enum(ADV_JUDGMENT_STATUSES),
      statusDate: isoDate.nullable(),
    }),
  ),
});
export type AdvReport = z.infer<typeof advReportSchema>;

export const advDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ advReport: advReportSchema }));
export type AdvDataSourceResponse = z.infer<typeof advDataSourceResponseSchema>;

export const advReportResponseSchema = productResponseSchema('adv', advDataSourceResponseSchema);
export type AdvReportResponse = z.infer<typeof advReportResponseSchema>;

/**
 * The ADV sandbox's documented test consumers (docs/products/adv.md, "Sandbox personas"): fictitious
 * identities, served by GET /sandbox/personas for its form while the sandbox answers. Four are the sandbox's shared personas.
 */
export const ADV_TEST_CONSUMERS: readonly ProductTestConsumer[] = [
  {
    key: 'full',
    ...SANDBOX_IDENTITIES.thick,
    description: 'Records found: an AKA, four addresses over 25 years, phones, relatives, her home owned and one sold, two vehicles; nothing derogatory.',
  },
  {
    key: 'noHit',
    ...SANDBOX_IDENTITIES.noHit,
    description: 'No record found: no public-records identity matches, every list is empty.',
  },
  {
    key: 'bankruptcyLien',
    ...SANDBOX_IDENTITIES.bankruptcy,
    description: 'Derogatory records: a Chapter 7 bankruptcy discharged, an open federal tax lien, a released state tax lien, a satisfied judgment.',
  },
  {
    key: 'manyAddresses',
    firstName: 'ANGELA',
    lastName: 'BRISCOE',
    ssn: '123453101',
    dateOfBirth: '1991-05-09',
    address: { line1: '77 Canal St Apt 4', city: 'New Orleans', state: 'LA', zip: '70112', country: 'US' },
    description: 'A frequent mover: nine addresses in about four years, roommates, one other identity on the SSN.',
  },
  {
    key: 'deceased',
    ...SANDBOX_IDENTITIES.deceased,
    description: 'Reported deceased in January 2026: his home still on record.',
  },
];

export const ADV_PRODUCT = defineProduct({
  key: 'adv',
  code: 'ADV',
  name: 'Automated Data View',
  family: 'identity-fraud',
  position: 40,
  description: 'A public-records view of a consumer: identity, address history, phones, relatives and associates, property, vehicles, bankruptcies, liens and judgments.',
  order: { path: '/consumers/reports/adv', request: advReportRequestSchema, response: advReportResponseSchema },
  pdf: { path: '/pdfs/adv/download', fileName: () => 'adv_report.pdf', failure: PDF_FAILURES.advFailed },
  // not ordered as an FCRA consumer report: the spec's request names no purpose (docs/decisions.md)
  permissiblePurposes: [],
  // an ADV order names its configuration as its profile (profileDetails.profileName): the profile and
  // the account number it is billed to are the configuration; it holds no options of its own
  configuration: { options: [] },
  testConsumers: ADV_TEST_CONSUMERS,
});
