import { z } from 'zod';
import { formatDigits334 } from '../../../common/formatters.js';
import { requiredText } from '../../../common/fields.js';
import { optionalPersonName } from '../../../common/person-name.js';
import { PATTERNS, US_STATES, validateZip } from '../../../common/patterns.js';
import type { PresentationLevel } from '../../presentation/levels.js';
import { customerReferenceNumberSchema, givenText, optionalIdentityText, productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { ORDER_FAILURES, PDF_FAILURES, defineProduct } from '../product.js';
import { isoTimestamp } from '../../../common/timestamp.js';

/*
 * First Search: a search of the bureau's files for a consumer from partial criteria (a name with an
 * address, a phone number or an SSN), answering the candidate consumers on file, each with what
 * matched, to pick the right one before ordering a report on them. reports.md shows neither the
 * criteria nor the answer's fields: docs/products/firstsearch.md records this shape.
 */


export const firstSearchCriteriaSchema = z
  .object(
    {
      firstName: optionalPersonName('firstName'),
      lastName: optionalPersonName('lastName'),
      address: z
        .object({
          line1: optionalIdentityText('line1', 80).refine((v) => v === undefined || PATTERNS.noPipeBangPlus.test(v), 'line1 cannot contain | ! or +'),
          city: optionalIdentityText('city', 40),
          state: optionalIdentityText('state', 2).transform((s) => s?.toUpperCase()),
          zip: optionalIdentityText('zip', 10),
        })
        .optional(),
      /** ten digits, dashes optional (3-3-4), removed. */
      phone: optionalIdentityText('phone', 14).refine((v) => v === undefined || PATTERNS.phone334.test(v), 'phone must be 10 digits (dashes optional, grouped 3-3-4)').transform((v) => v?.replace(/\D/g, '')),
      /** nine digits, dashes optional (3-2-4), removed. */
      ssn: optionalIdentityText('ssn', 11).refine((v) => v === undefined || PATTERNS.ssn.test(v), 'ssn must be 9 digits (dashes optional, grouped 3-2-4)').transform((v) => v?.replace(/\D/g, '')),
    },
    { error: 'criteria is required' },
  )
  .superRefine((c, ctx) => {
    const a: { line1?: string; city?: string; state?: string; zip?: string } = c.address ?? {};
    const anyAddress = Boolean(a.line1 || a.city || a.state || a.zip);
    const named = Boolean(c.firstName || c.lastName);
    // a name searches only with the address it lives at: "John Smith" alone names thousands
    if (named || anyAddress) {
      if (!c.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'firstName is required to search by name and address' });
      if (!c.lastName) ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'lastName is required to search by name and address' });
      if (!a.line1) ctx.addIssue({ code: 'custom', path: ['address', 'line1'], message: 'line1 is required to search by name and address' });
      if (!a.zip && !(a.city && a.state)) ctx.addIssue({ code: 'custom', path: ['address', 'zip'], message: 'zip (or city and state) is required to search by name and address' });
      if (a.state && !(US_STATES as readonly string[]).includes(a.state)) ctx.addIssue({ code: 'custom', path: ['address', 'state'], message: `state '${a.state}' is not a US state code` });
      const zipError = a.zip ? validateZip(a.zip, 'US') : undefined;
      if (zipError) ctx.addIssue({ code: 'custom', path: ['address', 'zip'], message: zipError });
      return;
    }
    if (!c.phone && !c.ssn) ctx.addIssue({ code: 'custom', path: [], message: FIRST_SEARCH_NO_CRITERION });
  });

export const FIRST_SEARCH_NO_CRITERION = 'criteria must hold a name and address, a phone number or an SSN';

export const firstSearchRequestSchema = z.object({
  /** the company's account number the search is billed to. */
  accountNumber: requiredText('accountNumber', { max: 20 }),
  /** blank: the server stores the user name. */
  customerReferenceNumber: customerReferenceNumberSchema,
  criteria: firstSearchCriteriaSchema,
});
export type FirstSearchRequest = z.input<typeof firstSearchRequestSchema>;
export type FirstSearchRequestParsed = z.output<typeof firstSearchRequestSchema>;
export type FirstSearchCriteria = FirstSearchRequestParsed['criteria'];

/** The order form's values, as the user typed them. */
export type FirstSearchFormValues = { accountNumber: string; customerReferenceNumber?: string; firstName: string; lastName: string; line1: string; city: string; state: string; zip: string; phone: string; ssn: string };

/** The body the portal sends: only the criteria given, the SSN and phone without dashes, a blank reference replaced by the user name. */
export function firstSearchSubmitBody(form: FirstSearchFormValues, session: { userName: string }): FirstSearchRequest {
  const given = (v: string) => givenText(v);
  const address = { line1: given(form.line1), city: given(form.city), state: given(form.state), zip: given(form.zip) };
  const hasAddress = Object.values(address).some(Boolean);
  const phone = given(form.phone.replace(/-/g, ''));
  const ssn = given(form.ssn.replace(/-/g, ''));
  const criteria = {
    ...(given(form.firstName) ? { firstName: given(form.firstName) } : {}),
    ...(given(form.lastName) ? { lastName: given(form.lastName) } : {}),
    ...(hasAddress ? { address: Object.fromEntries(Object.entries(address).filter(([, v]) => v)) } : {}),
    ...(phone ? { phone } : {}),
    ...(ssn ? { ssn } : {}),
  };
  return { accountNumber: form.accountNumber.trim(), customerReferenceNumber: givenText(form.customerReferenceNumber) ?? session.userName, criteria };
}

// ---- the answer ---------------------------------------------------------------------------------

/** What a candidate matched on, strongest first. */
export const FIRST_SEARCH_MATCHES = ['ssn', 'phone', 'name', 'address'] as const;
export type FirstSearchMatch = (typeof FIRST_SEARCH_MATCHES)[number];

export const firstSearchAddressSchema = z.object({ line1: z.string(), city: z.string(), state: z.string(), zip: z.string(), firstReported: z.string(), lastReported: z.string(), current: z.boolean() });

export const firstSearchCandidateSchema = z.object({
  /** the file's reference, stable for the same consumer. */
  candidateId: z.string(),
  name: z.object({ firstName: z.string(), middleName: z.string().nullable(), lastName: z.string(), suffix: z.string().nullable() }),
  /** never the full number: ***-**-1234. */
  ssnMasked: z.string(),
  birthYear: z.number().int().nullable(),
  /** ten digits, or null when none is on file. */
  phone: z.string().nullable(),
  /** newest first; the current one flagged. */
  addresses: z.array(firstSearchAddressSchema),
  /** 0–100: how closely the file matches the criteria. */
  matchScore: z.number().int().min(0).max(100),
  matched: z.array(z.enum(FIRST_SEARCH_MATCHES)),
});
export type FirstSearchCandidate = z.infer<typeof firstSearchCandidateSchema>;

export const firstSearchReportSchema = z.object({
  identifier: z.string(),
  /** the criteria as searched, the SSN masked. */
  criteria: z.object({ name: z.string().nullable(), address: z.string().nullable(), phone: z.string().nullable(), ssnMasked: z.string().nullable() }),
  /** best match first. */
  candidates: z.array(firstSearchCandidateSchema),
  searchedAt: isoTimestamp(),
});
export type FirstSearchReport = z.infer<typeof firstSearchReportSchema>;

export const firstSearchDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ firstSearchReport: firstSearchReportSchema }));
export type FirstSearchDataSourceResponse = z.infer<typeof firstSearchDataSourceResponseSchema>;

export const firstSearchResponseSchema = productResponseSchema('firstsearch', firstSearchDataSourceResponseSchema);
export type FirstSearchResponse = z.infer<typeof firstSearchResponseSchema>;

export const FIRST_SEARCH_PRODUCT = defineProduct({
  key: 'firstsearch',
  code: 'FSCH',
  name: 'First Search',
  family: 'identity-fraud',
  position: 150,
  description: 'Finds a consumer on the bureau’s files from a name and address, a phone number or an SSN, and lists the candidates with what matched, to order the right one’s report.',
  order: { path: '/idfc/reports/firstsearch', request: firstSearchRequestSchema, response: firstSearchResponseSchema, failure: ORDER_FAILURES.unexpectedCapitalised },
  pdf: { path: '/pdfs/firstsearch/download', fileName: () => 'firstSearch_report.pdf', failure: PDF_FAILURES.unexpectedCapitalised },
  // a locate of identifying (header) information, not a consumer report: no permissible purpose (docs/products/firstsearch.md)
  permissiblePurposes: [],
});

// ---- how it reads (screen and PDF alike) --------------------------------------------------------

export const FIRST_SEARCH_MATCH_LABELS: Record<FirstSearchMatch, string> = { ssn: 'SSN', phone: 'Phone', name: 'Name', address: 'Address' };

/** A match score in words: 90+ strong, 70+ likely, below possible. */
export function firstSearchScoreInfo(score: number): { label: string; level: PresentationLevel } {
  if (score >= 90) return { label: 'Strong match', level: 'good' };
  if (score >= 70) return { label: 'Likely match', level: 'fair' };
  return { label: 'Possible match', level: 'neutral' };
}

/** The answer's headline: how many candidates were found. */
export function firstSearchStatement(report: FirstSearchReport): { label: string; level: PresentationLevel } {
  const n = report.candidates.length;
  if (n === 0) return { label: 'No consumer found', level: 'neutral' };
  return { label: n === 1 ? '1 candidate found' : `${n} candidates found`, level: n === 1 ? 'good' : 'fair' };
}

export const FIRST_SEARCH_NO_HIT_TEXT = 'No file on record matches these criteria. Check the spelling, or search by another criterion (a phone number or an SSN).';
export const FIRST_SEARCH_PICK_NOTE = 'A candidate is a file on record, not a verified identity: confirm the consumer’s identity before you order a report on them.';

/** A candidate's lines, as the screen and the PDF show them. */
export function firstSearchCandidateFacts(c: FirstSearchCandidate): { label: string; value: string }[] {
  const current = c.addresses.find((a) => a.current) ?? c.addresses[0];
  return [
    { label: 'SSN', value: c.ssnMasked },
    { label: 'Born', value: c.birthYear ? String(c.birthYear) : 'Not on file' },
    { label: 'Phone', value: c.phone ? formatDigits334(c.phone) : 'Not on file' },
    { label: 'Current address', value: current ? firstSearchAddressLine(current) : 'Not on file' },
    { label: 'Matched on', value: c.matched.map((m) => FIRST_SEARCH_MATCH_LABELS[m]).join(', ') },
  ];
}

export const firstSearchAddressLine = (a: { line1: string; city: string; state: string; zip: string }) => `${a.line1}, ${a.city}, ${a.state} ${a.zip}`;
export const firstSearchCandidateName = (c: FirstSearchCandidate) => [c.name.firstName, c.name.middleName, c.name.lastName, c.name.suffix].filter(Boolean).join(' ');
