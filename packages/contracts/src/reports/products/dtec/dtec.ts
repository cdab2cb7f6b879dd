import { z } from 'zod';
import { productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { dtecRequestSchema } from '../identity-phone-request.js';
import { usAddress, SHARED_TEST_IDENTITIES } from '../test-identities.js';
import { PDF_FAILURES, defineProduct, type ProductTestConsumer } from '../product.js';
import { orderedIdentityFields, reportedAddressSchema } from '../../reported-parts.js';

export * from './dtec-presentation.js';

/*
 * DTEC: fraud and identity-theft detection on the identity an application gives (name, SSN,
 * address, phone): who the SSN is on file for (the names and addresses reported with it), fraud and
 * active-duty alerts, the SSN's validity and the Death Master File, high-risk addresses (mail drops,
 * correctional facilities, non-residential), the phone, and the velocity of recent inquiries on the
 * identity, each finding a warning with a code and plain-English text, and one risk level.
 * reports.md gives no shape: docs/products/dtec.md records this one and its sources.
 */

export const DTEC_IDENTIFIER = 'current';

// The request (the ID Report's identity and a phone), its applicant, form values and submit body:
// ../identity-phone-request.ts, since eIDverifier takes the same request.

// ---- the answer ---------------------------------------------------------------------------------

const isoDate = z.string();

export const DTEC_RISK_LEVELS = ['low', 'elevated', 'high'] as const;
export type DtecRiskLevel = (typeof DTEC_RISK_LEVELS)[number];
export const DTEC_SEVERITIES = ['high', 'medium', 'low'] as const;
export type DtecSeverity = (typeof DTEC_SEVERITIES)[number];
/** Who the SSN is on file for, against the name submitted. */
export const DTEC_NAME_ON_SSN = ['match', 'partial', 'no-match', 'no-record', 'never-issued'] as const;
export type DtecNameOnSsn = (typeof DTEC_NAME_ON_SSN)[number];
export const DTEC_ADDRESS_TYPES = ['residential', 'po-box', 'commercial', 'mail-drop', 'correctional'] as const;
export type DtecAddressType = (typeof DTEC_ADDRESS_TYPES)[number];
export const DTEC_PHONE_TYPES = ['mobile', 'landline', 'voip'] as const;
export type DtecPhoneType = (typeof DTEC_PHONE_TYPES)[number];
export const DTEC_ALERT_TYPES = ['initial-fraud', 'extended-fraud', 'active-duty'] as const;
export type DtecAlertType = (typeof DTEC_ALERT_TYPES)[number];


export const dtecReportSchema = z.object({
  identifier: z.string(),
  asOfDate: isoDate,
  /** the application's identity as submitted; the SSN masked. */
  subject: z.object({
    ...orderedIdentityFields,
    /** ten digits; null when not given. */
    phone: z.string().nullable(),
  }),
  riskLevel: z.enum(DTEC_RISK_LEVELS),
  ssn: z.object({
    ssnMasked: z.string(),
    validity: z.enum(['valid', 'never-issued']),
    deceased: z.boolean(),
    dateOfDeath: isoDate.nullable(),
    /** the name submitted against the identities reported with the SSN. */
    nameOnSsn: z.enum(DTEC_NAME_ON_SSN),
    /** the names and addresses reported with the SSN, most recent first (the SSN look-up). */
    identities: z.array(
      z.object({
        firstName: z.string(),
        middleName: z.string().nullable(),
        lastName: z.string(),
        dateOfBirth: isoDate.nullable(),
        firstReported: isoDate,
        lastReported: isoDate,
        /** this identity is the one submitted (its name matches, in full or in part). */
        submitted: z.boolean(),
        addresses: z.array(reportedAddressSchema.extend({ lastReported: isoDate })),
      }),
    ),
  }),
  address: z.object({
    type: z.enum(DTEC_ADDRESS_TYPES),
    /** what the address is, in words: "Commercial mail receiving agency (private mailbox)". */
    description: z.string(),
    /** on file for the SSN's own consumer. */
    onFileForSsn: z.boolean(),
    /** other SSNs applications gave with this address in the last 90 days. */
    otherSsns90Days: z.number().int(),
  }),
  /** null when no phone was given. */
  phone: z
    .object({
      number: z.string(),
      type: z.enum(DTEC_PHONE_TYPES),
      onFileForSsn: z.boolean(),
    })
    .nullable(),
  alerts: z.array(
    z.object({
      type: z.enum(DTEC_ALERT_TYPES),
      placedDate: isoDate,
      expiresDate: isoDate.nullable(),
      /** ten digits: the consumer asks to be called there before credit is extended. */
      contactPhone: z.string().nullable(),
      text: z.string(),
    }),
  ),
  velocity: z.object({
    last7Days: z.number().int(),
    last30Days: z.number().int(),
    last90Days: z.number().int(),
    /** different names applications gave with this SSN in the last 30 days (the submitted one included). */
    distinctNames30Days: z.number().int(),
    /** different addresses applications gave with this SSN in the last 30 days (the submitted one included). */
    distinctAddresses30Days: z.number().int(),
    /** the inquiries on the identity in the last 90 days, newest first. */
    inquiries: z.array(z.object({ date: isoDate, industry: z.string(), city: z.string(), state: z.string() })),
  }),
  /** the fraud indicators found, most severe first: a code of DTEC_WARNINGS and plain-English text. */
  warnings: z.array(z.object({ code: z.string(), severity: z.enum(DTEC_SEVERITIES), text: z.string() })),
});
export type DtecReport = z.infer<typeof dtecReportSchema>;
export type DtecWarning = DtecReport['warnings'][number];

export const dtecDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ dtecReport: dtecReportSchema }));
export type DtecDataSourceResponse = z.infer<typeof dtecDataSourceResponseSchema>;

export const dtecResponseSchema = productResponseSchema('dtec', dtecDataSourceResponseSchema);
export type DtecResponse = z.infer<typeof dtecResponseSchema>;

/**
 * DTEC's documented test consumers (docs/products/dtec.md, "Sandbox"), offered on its form while the
 * sandbox answers, with the phone each is documented with. Those the ID Report also documents are
 * the same identities. Fictitious: never a real consumer.
 */
export const DTEC_TEST_CONSUMERS: readonly ProductTestConsumer[] = [
  { key: 'clear', ...SHARED_TEST_IDENTITIES.ellison, phone: '8475550134', description: 'Low risk: the SSN is hers, the address her residence, her mobile phone on file.' },
  {
    key: 'fraudAlert',
    firstName: 'SOFIA',
    lastName: 'MARQUEZ',
    ssn: '123451005',
    dateOfBirth: '1985-06-21',
    address: usAddress('3310 Mesa Verde Ct', 'Tucson', 'AZ', '85715'),
    description: 'High risk: an initial fraud alert on file; she asks to be called before credit is extended.',
  },
  {
    key: 'highRiskAddress',
    firstName: 'TRENT',
    lastName: 'COLLIER',
    ssn: '123451302',
    dateOfBirth: '1986-11-03',
    address: usAddress('8817 Desert Bloom Pkwy Ste 110 PMB 412', 'Las Vegas', 'NV', '89118'),
    phone: '7025550188',
    description: 'High risk: a private mailbox given with 3 other SSNs, not on file for him; a VoIP phone.',
  },
  {
    key: 'velocity',
    firstName: 'MONICA',
    lastName: 'FAIRBANKS',
    ssn: '123451303',
    dateOfBirth: '1989-08-14',
    address: usAddress('4415 Ridgeway Dr', 'Charlotte', 'NC', '28210'),
    description: 'High risk: 6 inquiries in 7 days, the SSN given with 3 addresses in 30 days.',
  },
  {
    key: 'ssnOtherName',
    firstName: 'JASON',
    lastName: 'REED',
    ssn: '123451304',
    dateOfBirth: '1991-07-07',
    address: usAddress('2750 W Camelback Rd Apt 214', 'Phoenix', 'AZ', '85017'),
    description: 'High risk: the SSN is on file only for another name, born 1948.',
  },
  {
    key: 'activeDuty',
    firstName: 'MARCUS',
    lastName: 'BELL',
    ssn: '123451006',
    dateOfBirth: '1992-01-17',
    address: usAddress('56 Liberty Ln', 'Fayetteville', 'NC', '28303'),
    description: 'Elevated risk: an active-duty alert on a service member, otherwise clean.',
  },
  { key: 'deceased', ...SHARED_TEST_IDENTITIES.jennings, description: 'High risk: the Death Master File reports the SSN’s holder deceased.' },
  { key: 'noHit', ...SHARED_TEST_IDENTITIES.raman, description: 'Elevated risk: no identity is reported with the SSN.' },
];

export const DTEC_PRODUCT = defineProduct({
  key: 'dtec',
  code: 'DTEC',
  name: 'DTEC',
  family: 'identity-fraud',
  position: 70,
  description: "Screens an application's SSN, address and phone for identity fraud: who the SSN belongs to, fraud alerts, high-risk addresses and the velocity of recent inquiries.",
  order: { path: '/consumers/reports/dtec', request: dtecRequestSchema, response: dtecResponseSchema },
  pdf: { path: '/pdfs/dtec/download', fileName: () => 'dtec_report.pdf', failure: PDF_FAILURES.unexpected },
  // fraud screening of an application, not an FCRA consumer report: no permissible purpose (docs/products/dtec.md)
  permissiblePurposes: [],
  testConsumers: DTEC_TEST_CONSUMERS,
});
