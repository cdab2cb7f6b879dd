import { z } from 'zod';
import type { GivenNameParts } from '../../applicant-identity.js';
import { requiredText } from '../../../common/fields.js';
import { formatDate, formatDigits334 } from '../../../common/formatters.js';
import { PRIMARY_REPORT_ID, PRIMARY_REQUEST_ID } from '../../credit-report.js';
import { PERMISSIBLE_PURPOSES, dateOfBirthSchema, ssnSchema, streetAddressFields } from '../../consumer-request.js';
import type { PresentationLevel } from '../../presentation/levels.js';
import { ADDRESS_TYPE_LABELS, NAME_TYPE_LABELS } from '../../presentation/record-labels.js';
import { NOT_REPORTED, formatCount } from '../../presentation/report-format.js';
import {
  customerReferenceNumberSchema,
  identityNameText,
  oneConsumerEntry,
  optionalMiddleName,
  optionalSuffix,
  productDataSourceResponseSchema,
  productResponseSchema,
  refineUsAddress,
} from '../consumer-identity.js';
import { PDF_FAILURES, type PermissiblePurpose, defineProduct, type ProductTestConsumer } from '../product.js';
import { SANDBOX_IDENTITIES } from '../sandbox-identities.js';
import { reportedAddressFields } from '../../reported-parts.js';

/*
 * Persona (EMPL, reports.md §1, §7): the identifying part of a consumer's bureau file without any
 * credit data, as the bureau's employment-screening report of that name is publicly described: the
 * names and aliases on file, the SSN's last four and the year of birth, the address history with
 * when each address was first and last reported, the employment history and the phones. No
 * tradelines, balances, inquiries, public records or score. docs/products/persona.md describes the
 * answer; docs/decisions.md the permissible purposes it may be ordered for.
 */

// ---- the request --------------------------------------------------------------------------------

/**
 * The FCRA §604 purposes a report of identity, addresses and employment serves: employment
 * screening (§604(a)(3)(B), with the consumer's written authorization, §604(b)), the consumer's
 * written instructions, and confirming who the consumer is in a credit transaction, the review or
 * collection of an account, or another consumer transaction. Not insurance underwriting: the
 * Persona carries nothing an underwriter rates.
 */
export const PERSONA_PERMISSIBLE_PURPOSES = [
  'EMPLOYMENT',
  'WRITTEN_INSTRUCTIONS',
  'CREDIT_TRANSACTION',
  'ACCOUNT_REVIEW',
  'LEGITIMATE_BUSINESS_NEED',
] as const satisfies readonly PermissiblePurpose[];

const KNOWN_PURPOSES: readonly string[] = PERMISSIBLE_PURPOSES.map((p) => p.value);

const personaPurposeSchema = z.enum(PERSONA_PERMISSIBLE_PURPOSES, {
  error: (issue) => {
    if (issue.input === undefined || issue.input === null) return 'permissiblePurpose is required';
    if (typeof issue.input === 'string' && KNOWN_PURPOSES.includes(issue.input)) {
      return `permissiblePurpose '${issue.input}' is not one the Persona may be ordered for (${PERSONA_PERMISSIBLE_PURPOSES.join(', ')})`;
    }
    return 'permissiblePurpose is not a recognised permissible purpose';
  },
});

/** The one identifier of every list of the request: the Persona is about one consumer. */
export const PERSONA_IDENTIFIER = PRIMARY_REQUEST_ID;
const identifier = z.literal(PERSONA_IDENTIFIER, { error: `identifier must be '${PERSONA_IDENTIFIER}'` });


const personaAddressSchema = z
  .object({
    identifier,
    ...streetAddressFields,
    /** the Persona is a US file searched by SSN. */
    country: z.literal('US', { error: 'country must be US: the Persona covers consumers with a US file' }).default('US'),
  })
  .superRefine(refineUsAddress);

/**
 * The order: the consumer's identity in the consumer request's shape (reports.md §3) for one
 * consumer, the company's account number and the permissible purpose. The SSN's dashes are
 * removed; a blank middle name or suffix is left out.
 */
export const personaReportRequestSchema = z.object({
  permissiblePurpose: personaPurposeSchema,
  /** the company's account number the report is ordered and billed under (the pipeline checks it is the company's own). */
  accountNumber: requiredText('accountNumber', { max: 20 }),
  /** blank: the server stores the user name (reports.md §3). */
  customerReferenceNumber: customerReferenceNumberSchema,
  consumers: z.object(
    {
      name: oneConsumerEntry(
        z.object({
          identifier,
          firstName: identityNameText('firstName'),
          middleName: optionalMiddleName,
          lastName: identityNameText('lastName'),
          suffix: optionalSuffix,
        }),
        'name',
      ),
      socialNum: oneConsumerEntry(z.object({ identifier, number: ssnSchema }), 'socialNum'),
      dateOfBirth: oneConsumerEntry(z.object({ identifier, dob: dateOfBirthSchema }), 'dateOfBirth'),
      addresses: oneConsumerEntry(personaAddressSchema, 'addresses'),
    },
    { error: 'consumers is required' },
  ),
});
export type PersonaReportRequest = z.input<typeof personaReportRequestSchema>;
export type PersonaReportRequestParsed = z.output<typeof personaReportRequestSchema>;

/** The consumer a Persona is about: what the data source searches by. */
export type PersonaConsumer = GivenNameParts & {
  /** nine digits, no dashes. */
  ssn: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  address: { line1: string; city: string; state: string; zip: string; country: 'US' };
};

/** The one consumer of a parsed request, its lists joined; a middle name and suffix only when given. */
export function personaConsumerOf(request: PersonaReportRequestParsed): PersonaConsumer {
  const { name, socialNum, dateOfBirth, addresses } = request.consumers;
  const [{ firstName, middleName, lastName, suffix }] = name;
  const [{ line1, city, state, zip, country }] = addresses;
  return {
    firstName,
    ...(middleName ? { middleName } : {}),
    lastName,
    ...(suffix ? { suffix } : {}),
    ssn: socialNum[0].number,
    dateOfBirth: dateOfBirth[0].dob,
    address: { line1, city, state, zip, country },
  };
}

// The order form's values and the submit body (PersonaFormValues, personaSubmitBody):
// ../one-consumer-order.ts, since the Recovery Report extends them.

// ---- the answer ---------------------------------------------------------------------------------

const isoDate = z.string(); // YYYY-MM-DD

export const PERSONA_NAME_TYPES = ['primary', 'aka'] as const;
/** What kind of place an address is, as the bureau classifies it. */
export const PERSONA_ADDRESS_TYPES = ['residential', 'apartment', 'po-box', 'commercial'] as const;
export const PERSONA_PHONE_TYPES = ['mobile', 'home', 'work'] as const;
/** Current: the last one reported and still reported; former: reported before. */
export const PERSONA_RECORD_STATUSES = ['current', 'former'] as const;

const nameOnFile = z.object({
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  suffix: z.string().nullable(),
});

export const personaReportSchema = z.object({
  /** 'Primary Report 1' (reports.md §3). */
  identifier: z.string(),
  /** false: the bureau has no file for this consumer; every list is empty. */
  hit: z.boolean(),
  /** the date the file is current to. */
  asOfDate: isoDate,
  /** who the report is about: the name as searched, the SSN's last four only, the year of birth on file. */
  subject: nameOnFile.extend({
    /** the last four digits of the SSN searched; the full number never leaves the bureau. */
    ssnLast4: z.string().regex(/^\d{4}$/),
    /** the year of birth on file; null on a no-hit. */
    yearOfBirth: z.number().int().nullable(),
    /** when the file was first reported; null on a no-hit. */
    fileSinceDate: isoDate.nullable(),
  }),
  /** the name on file first, then the aliases (also-known-as) reported with the SSN. */
  names: z.array(nameOnFile.extend({ type: z.enum(PERSONA_NAME_TYPES), firstReported: isoDate, lastReported: isoDate })),
  /** newest first; the current address first. */
  addresses: z.array(
    z.object({
      ...reportedAddressFields,
      type: z.enum(PERSONA_ADDRESS_TYPES),
      status: z.enum(PERSONA_RECORD_STATUSES),
      firstReported: isoDate,
      lastReported: isoDate,
      /** how many times creditors and the consumer reported it. */
      timesReported: z.number().int().min(1),
    }),
  ),
  /** newest first; the current employer first. Position, city and state only where reported. */
  employment: z.array(
    z.object({
      employer: z.string(),
      position: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      status: z.enum(PERSONA_RECORD_STATUSES),
      firstReported: isoDate,
      lastReported: isoDate,
    }),
  ),
  phones: z.array(
    z.object({
      /** ten digits. */
      number: z.string().regex(/^\d{10}$/),
      type: z.enum(PERSONA_PHONE_TYPES),
      firstReported: isoDate,
      lastReported: isoDate,
    }),
  ),
  /** counts and the current ones, as personaSummaryOf computes them from the lists. */
  summary: z.object({
    nameCount: z.number().int(),
    akaCount: z.number().int(),
    addressCount: z.number().int(),
    employerCount: z.number().int(),
    phoneCount: z.number().int(),
    /** the current address on one line; null when none is current. */
    currentAddress: z.string().nullable(),
    currentEmployer: z.string().nullable(),
    /** whole months from the current address's first report to the file's date. */
    monthsAtCurrentAddress: z.number().int().nullable(),
  }),
});
export type PersonaReport = z.infer<typeof personaReportSchema>;
export type PersonaName = PersonaReport['names'][number];
export type PersonaAddress = PersonaReport['addresses'][number];
export type PersonaEmployment = PersonaReport['employment'][number];
export type PersonaPhone = PersonaReport['phones'][number];

export const personaDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ personaReport: personaReportSchema }));
export type PersonaDataSourceResponse = z.infer<typeof personaDataSourceResponseSchema>;

export const personaReportResponseSchema = productResponseSchema('persona', personaDataSourceResponseSchema);
export type PersonaReportResponse = z.infer<typeof personaReportResponseSchema>;

export const PERSONA_REPORT_ID = PRIMARY_REPORT_ID;

// ---- presentation rules (the viewer and the PDF read these) ------------------------------------

/** A name on file or an alias: the credit family's labels. */
export const PERSONA_NAME_TYPE_LABELS: Record<PersonaName['type'], string> = NAME_TYPE_LABELS;
/** Current or former, for an address and an employer alike: the credit family's labels. */
export const PERSONA_STATUS_LABELS: Record<PersonaAddress['status'], string> = ADDRESS_TYPE_LABELS;
export const PERSONA_ADDRESS_TYPE_LABELS: Record<PersonaAddress['type'], string> = {
  residential: 'Residential',
  apartment: 'Apartment',
  'po-box': 'PO box',
  commercial: 'Commercial',
};
export const PERSONA_PHONE_TYPE_LABELS: Record<PersonaPhone['type'], string> = { mobile: 'Mobile', home: 'Home', work: 'Work' };

/**
 * A post-office box or a commercial address given as a residence is worth a look in an identity
 * or employment check (FTC Red Flags: an address that is not a residence); the rest are plain facts.
 */
export const PERSONA_ADDRESS_TYPE_LEVELS: Record<PersonaAddress['type'], PresentationLevel> = {
  residential: 'neutral',
  apartment: 'neutral',
  'po-box': 'fair',
  commercial: 'fair',
};

/** A name as printed: first, middle, last, suffix. */
export function personaFullName(name: Pick<PersonaName, 'firstName' | 'middleName' | 'lastName' | 'suffix'>): string {
  return [name.firstName, name.middleName, name.lastName, name.suffix].filter((part) => part && part.trim()).join(' ');
}

/** An address on one line: "2847 LINDEN AVE, EVANSTON, IL 60201". */
export function personaAddressLine(a: Pick<PersonaAddress, 'line1' | 'city' | 'state' | 'zip'>): string {
  return [a.line1, a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** A phone number 3-3-4. */
export const formatPersonaPhone = (number: string): string => formatDigits334(number) || NOT_REPORTED;

/** Whole months from one YYYY-MM-DD to another (0 when the second is earlier). */
export function monthsBetween(from: string, to: string): number {
  const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) - (Number(to.slice(8, 10)) < Number(from.slice(8, 10)) ? 1 : 0);
  return Math.max(0, months);
}

/** A span of months in words: "4 yrs 2 mos", "11 mos", "1 yr". */
export function formatMonths(months: number | null | undefined): string {
  if (months === null || months === undefined || !Number.isFinite(months) || months < 0) return NOT_REPORTED;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = years > 0 ? `${years} yr${years === 1 ? '' : 's'}` : '';
  const m = rest > 0 || years === 0 ? `${rest} mo${rest === 1 ? '' : 's'}` : '';
  return [y, m].filter(Boolean).join(' ');
}

/** "MM-DD-YYYY – MM-DD-YYYY": when a record was first and last reported. */
export function reportedSpan(record: { firstReported: string; lastReported: string }): string {
  return `${formatDate(record.firstReported) || NOT_REPORTED} – ${formatDate(record.lastReported) || NOT_REPORTED}`;
}

/** The summary of a report's lists: the counts and the current address and employer. */
export function personaSummaryOf(
  report: Pick<PersonaReport, 'names' | 'addresses' | 'employment' | 'phones' | 'asOfDate'>,
): PersonaReport['summary'] {
  const currentAddress = report.addresses.find((a) => a.status === 'current');
  const currentEmployer = report.employment.find((e) => e.status === 'current');
  return {
    nameCount: report.names.length,
    akaCount: report.names.filter((n) => n.type === 'aka').length,
    addressCount: report.addresses.length,
    employerCount: report.employment.length,
    phoneCount: report.phones.length,
    currentAddress: currentAddress ? personaAddressLine(currentAddress) : null,
    currentEmployer: currentEmployer ? currentEmployer.employer : null,
    monthsAtCurrentAddress: currentAddress ? monthsBetween(currentAddress.firstReported, report.asOfDate) : null,
  };
}

export type PersonaStatusKey = 'no-hit' | 'aliases' | 'found';
export type PersonaStatus = { key: PersonaStatusKey; label: string; level: PresentationLevel };

/**
 * What holds for this report, most important first: no file found; aliases reported with the SSN
 * (worth a look: other names to search records under, or another identity on the number); "File
 * found" otherwise. The PDF's heading shows the first, the screen all of them.
 */
export function personaStatusesOf(report: Pick<PersonaReport, 'hit' | 'summary'>): PersonaStatus[] {
  if (!report.hit) return [{ key: 'no-hit', label: 'No file found', level: 'neutral' }];
  const statuses: PersonaStatus[] = [];
  const akas = report.summary.akaCount;
  if (akas > 0) statuses.push({ key: 'aliases', label: `${akas} alias${akas > 1 ? 'es' : ''}`, level: 'fair' });
  statuses.push({ key: 'found', label: 'File found', level: 'good' });
  return statuses;
}

type Summary = PersonaReport['summary'];

/** The summary tiles, in the order they are shown. */
export const PERSONA_SUMMARY_TILES = [
  { key: 'names', label: 'Names (aliases)', value: (s: Summary) => `${formatCount(s.nameCount)} (${formatCount(s.akaCount)})`, level: (s: Summary): PresentationLevel => (s.akaCount > 0 ? 'fair' : 'neutral') },
  { key: 'addresses', label: 'Addresses', value: (s: Summary) => formatCount(s.addressCount) },
  { key: 'atCurrentAddress', label: 'At current address', value: (s: Summary) => formatMonths(s.monthsAtCurrentAddress) },
  { key: 'employers', label: 'Employers', value: (s: Summary) => formatCount(s.employerCount) },
  { key: 'phones', label: 'Phones', value: (s: Summary) => formatCount(s.phoneCount) },
] as const satisfies readonly { key: string; label: string; value: (s: Summary) => string; level?: (s: Summary) => PresentationLevel }[];

export type PersonaSummaryTile = { key: (typeof PERSONA_SUMMARY_TILES)[number]['key']; label: string; value: string; level: PresentationLevel };

export function personaSummaryTilesOf(summary: Summary): PersonaSummaryTile[] {
  return PERSONA_SUMMARY_TILES.map((tile) => ({ key: tile.key, label: tile.label, value: tile.value(summary), level: 'level' in tile ? tile.level(summary) : 'neutral' }));
}

export type PersonaFinding = { text: string; level: PresentationLevel };

/**
 * What a reader must see first, in order: the current address and how long it has been reported,
 * the current employer (or that none is reported now), the aliases reported with the SSN, and any
 * address that is not a residence. Nothing on a no-hit.
 */
export function personaKeyFindings(report: PersonaReport): PersonaFinding[] {
  if (!report.hit) return [];
  const findings: PersonaFinding[] = [];
  const { summary } = report;
  const address = report.addresses.find((a) => a.status === 'current');
  if (address) {
    findings.push({
      text: `Current address: ${personaAddressLine(address)}, reported since ${formatDate(address.firstReported)} (${formatMonths(summary.monthsAtCurrentAddress)}).`,
      level: 'neutral',
    });
  }
  const employer = report.employment.find((e) => e.status === 'current');
  if (employer) {
    findings.push({ text: `Current employer: ${employer.employer}${employer.position ? `, ${employer.position}` : ''}, reported since ${formatDate(employer.firstReported)}.`, level: 'neutral' });
  } else {
    const latest = report.employment[0];
    findings.push({
      text: latest ? `No current employer reported; the last, ${latest.employer}, was last reported ${formatDate(latest.lastReported)}.` : 'No employment reported.',
      level: 'fair',
    });
  }
  const akas = report.names.filter((n) => n.type === 'aka');
  if (akas.length > 0) {
    findings.push({
      text: `${akas.length} alias${akas.length > 1 ? 'es' : ''} reported with this SSN: ${akas.map(personaFullName).join('; ')}. Search other records under these names too.`,
      level: 'fair',
    });
  }
  for (const a of report.addresses.filter((x) => PERSONA_ADDRESS_TYPE_LEVELS[x.type] !== 'neutral')) {
    findings.push({ text: `${PERSONA_ADDRESS_TYPE_LABELS[a.type]} address on file (${a.status}): ${personaAddressLine(a)}.`, level: PERSONA_ADDRESS_TYPE_LEVELS[a.type] });
  }
  return findings;
}

/** What the report never holds, said on it so a reader does not look for it. */
export const PERSONA_NO_CREDIT_DATA = 'The Persona holds no credit information: no accounts, balances, payment history, inquiries, public records or score.';

/** reports.md §8: a Persona PDF that fails shows status error with the generic text. */
export const PERSONA_PDF_FAILURE = PDF_FAILURES.unexpected;

/** The Persona's presentation rules in one place. */
export const PERSONA_PRESENTATION = {
  summaryTiles: PERSONA_SUMMARY_TILES,
  nameTypes: PERSONA_NAME_TYPE_LABELS,
  statuses: PERSONA_STATUS_LABELS,
  addressTypes: PERSONA_ADDRESS_TYPE_LABELS,
  addressTypeLevels: PERSONA_ADDRESS_TYPE_LEVELS,
  phoneTypes: PERSONA_PHONE_TYPE_LABELS,
  pdfFailure: PERSONA_PDF_FAILURE,
} as const;

/**
 * The Persona's documented test consumers (docs/products/persona.md, "The sandbox and its test
 * consumers"), served by GET /sandbox/personas for its form while the sandbox answers. Fictitious: never a real consumer.
 */
export const PERSONA_TEST_CONSUMERS: readonly ProductTestConsumer[] = [
  {
    key: 'longEmployment',
    ...SANDBOX_IDENTITIES.thick,
    description: 'A long employment history: seven employers over more than 30 years, five addresses, mobile, home and work phones; no aliases.',
  },
  {
    key: 'thin',
    ...SANDBOX_IDENTITIES.thin,
    description: 'A thin file: first reported about 13 months ago; one address, one employer, one mobile phone.',
  },
  {
    key: 'noHit',
    ...SANDBOX_IDENTITIES.noHit,
    description: 'No hit: the bureau has no file; every list is empty.',
  },
  {
    key: 'aliases',
    firstName: 'CATHERINE',
    lastName: 'WHITFIELD',
    ssn: '123457301',
    dateOfBirth: '1979-08-23',
    address: { line1: '1520 Magnolia Ave', city: 'Savannah', state: 'GA', zip: '31401', country: 'US' },
    description: 'Aliases: a maiden name, a former married name, the two joined and a nickname; four addresses, one a suite; three employers.',
  },
];

export const PERSONA_PRODUCT = defineProduct({
  key: 'persona',
  code: 'EMPL',
  name: 'Persona',
  family: 'identity-fraud',
  position: 60,
  description: "The consumer's identity on file without credit data: names and aliases, address history, employment history and phones.",
  order: { path: '/consumers/reports/persona', request: personaReportRequestSchema, response: personaReportResponseSchema },
  pdf: { path: '/pdfs/persona/download', fileName: () => 'persona_report.pdf', failure: PERSONA_PDF_FAILURE },
  permissiblePurposes: PERSONA_PERMISSIBLE_PURPOSES,
  testConsumers: PERSONA_TEST_CONSUMERS,
});
