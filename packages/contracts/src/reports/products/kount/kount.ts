import { z } from 'zod';
import { requiredText } from '../../../common/fields.js';
import type { PresentationLevel } from '../../presentation/levels.js';
import { customerReferenceNumberSchema, givenText, productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { ofacCandidateSchema, ofacReportSchema, ofacSubjectSchema, screeningSubjectOf, type OfacSubject, type ScreeningFormValues } from '../screening.js';
import { SDN_TEST_SUBJECTS } from '../test-identities.js';
import { PDF_FAILURES, defineProduct, fileNamePart, type ProductTestSubject } from '../product.js';
import { isoTimestamp } from '../../../common/timestamp.js';

/*
 * Kount Compliance (reports.md §3): a person match or a business match against the watchlists, the
 * request carrying `customerConfigurations` (the user name, the company, the reference defaulting
 * to the user name); the answer echoes the match asked (`dataSourceResponse.kountReportRequest.value`)
 * beside the result. The watchlist screened is the real OFAC SDN list (docs/ofac-screening.md).
 * docs/products/kount.md records the shapes.
 */

const customerConfigurationsSchema = z.object(
  {
    /** must be the caller's own user name (403 otherwise). */
    userName: requiredText('userName', { max: 100 }),
    /** must be the caller's own company (403 otherwise). */
    customerId: requiredText('customerId', { max: 64 }),
    /** blank: the user name. */
    customerReferenceNumber: customerReferenceNumberSchema,
  },
  { error: 'customerConfigurations is required' },
);

const person = ofacSubjectSchema.options[0];
const business = ofacSubjectSchema.options[1];

export const kountRequestSchema = z
  .object({
    customerConfigurations: customerConfigurationsSchema,
    accountNumber: requiredText('accountNumber', { max: 20 }),
    personMatch: z
      .object({
        name: z.object({ first: person.shape.firstName, middle: person.shape.middleName, last: person.shape.lastName }, { error: 'personMatch.name is required' }),
        dateOfBirth: person.shape.dateOfBirth,
        country: person.shape.country,
      })
      .optional(),
    businessMatch: z.object({ name: business.shape.businessName, country: business.shape.country }).optional(),
  })
  .superRefine((r, ctx) => {
    if (!r.personMatch === !r.businessMatch) ctx.addIssue({ code: 'custom', path: ['personMatch'], message: 'give exactly one of personMatch or businessMatch' });
  });
export type KountRequest = z.input<typeof kountRequestSchema>;
export type KountRequestParsed = z.output<typeof kountRequestSchema>;

/**
 * The body the portal sends (reports.md §3): customerConfigurations completed from the session (the
 * reference defaulting to the user name), the account, and the form's subject as a personMatch or a
 * businessMatch, its optional fields only when given.
 */
export function kountSubmitBody(form: ScreeningFormValues, session: { customerId: string; userName: string }): KountRequest {
  const head = {
    customerConfigurations: { userName: session.userName, customerId: session.customerId, customerReferenceNumber: givenText(form.customerReferenceNumber) ?? session.userName },
    accountNumber: form.accountNumber.trim(),
  };
  const subject = screeningSubjectOf(form);
  const country = subject.country ? { country: subject.country } : {};
  if (subject.type === 'business') return { ...head, businessMatch: { name: subject.businessName, ...country } };
  const { firstName: first, middleName: middle, lastName: last, dateOfBirth } = subject;
  return { ...head, personMatch: { name: { first, ...(middle ? { middle } : {}), last }, ...(dateOfBirth ? { dateOfBirth } : {}), ...country } };
}

/** The match asked, as the OFAC screen's subject. */
export function kountSubjectOf(request: KountRequestParsed): OfacSubject {
  if (request.personMatch) {
    const { name, dateOfBirth, country } = request.personMatch;
    return { type: 'individual', firstName: name.first, middleName: name.middle, lastName: name.last, dateOfBirth, country };
  }
  return { type: 'business', businessName: request.businessMatch!.name, country: request.businessMatch!.country };
}

export const KOUNT_DECISIONS = ['pass', 'review'] as const;

/** The match asked, echoed in the answer (reports.md §3: `dataSourceResponse.kountReportRequest.value`). */
export const kountMatchEchoSchema = z.union([
  z.object({ personMatch: z.object({ name: z.object({ first: z.string(), last: z.string() }) }) }),
  z.object({ businessMatch: z.object({ name: z.string() }) }),
]);

export const kountReportSchema = z.object({
  /** pass: no watchlist match; review: a potential match a compliance user must review. */
  decision: z.enum(KOUNT_DECISIONS),
  watchlist: z.object({ name: z.string(), list: ofacReportSchema.shape.list, threshold: z.number() }),
  matches: z.array(ofacCandidateSchema),
  screenedAt: isoTimestamp(),
});
export type KountReport = z.infer<typeof kountReportSchema>;

export const kountDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ kountReport: kountReportSchema })).extend({
  kountReportRequest: z.object({ value: kountMatchEchoSchema }),
});
export type KountDataSourceResponse = z.infer<typeof kountDataSourceResponseSchema>;

export const kountResponseSchema = productResponseSchema('kount', kountDataSourceResponseSchema);
export type KountResponse = z.infer<typeof kountResponseSchema>;

/**
 * The match asked, as the report names it: its name on one line, and the first and last names the
 * PDF's file name takes (a business's name as the first).
 */
export function kountMatchOf(echo: z.infer<typeof kountMatchEchoSchema>): { kind: 'person' | 'business'; name: string; firstName: string; lastName: string } {
  if ('personMatch' in echo) {
    const { first, last } = echo.personMatch.name;
    return { kind: 'person', name: `${first} ${last}`, firstName: first, lastName: last };
  }
  return { kind: 'business', name: echo.businessMatch.name, firstName: echo.businessMatch.name, lastName: '' };
}

/** The saved PDF's name (reports.md §7): AMLCompliance_report_{first}_{last}.pdf, or from the business name. */
export function kountPdfFileName(match: { firstName: string; lastName: string }): string {
  return `AMLCompliance_report_${[match.firstName, match.lastName].filter(Boolean).map(fileNamePart).join('_') || 'business'}.pdf`;
}

/**
 * Kount Compliance's test subjects (docs/products/kount.md): the watchlist is the shipped SDN list,
 * so its real entries come back for review; the others are fictitious. Served by GET /sandbox/personas for its form while the sandbox answers.
 */
export const KOUNT_TEST_SUBJECTS: readonly ProductTestSubject[] = [
  { key: 'personReview', ...SDN_TEST_SUBJECTS.guzman, description: 'Review: a person on the watchlist, entry 6861.' },
  { key: 'aliasReview', ...SDN_TEST_SUBJECTS.chapo, description: 'Review: a watchlist alias typed with a typo.' },
  { key: 'businessReview', ...SDN_TEST_SUBJECTS.bank, description: 'Review: a business on the watchlist.' },
  { key: 'personPass', ...SDN_TEST_SUBJECTS.ellison, description: 'Pass: a person on no watchlist.' },
  { key: 'businessPass', ...SDN_TEST_SUBJECTS.bakery, description: 'Pass: a business on no watchlist.' },
];

export const KOUNT_PRODUCT = defineProduct({
  key: 'kount',
  code: 'KOUNT',
  name: 'Kount Compliance',
  family: 'compliance',
  position: 130,
  description: 'Matches a person or a business against the watchlists for anti-money-laundering compliance, with a pass or review decision.',
  // reports.md §3: its errors carry additionalErrorDetails.message as a JSON string of the error object
  order: { path: '/idfc/reports/kount', request: kountRequestSchema, response: kountResponseSchema, errorShape: 'jsonMessage' },
  pdf: { path: '/pdfs/kount/download', fileName: kountPdfFileName, failure: PDF_FAILURES.unexpected },
  permissiblePurposes: [],
  testSubjects: KOUNT_TEST_SUBJECTS,
});

export const KOUNT_DECISION_INFO: Record<KountReport['decision'], { label: string; level: PresentationLevel; text: string }> = {
  pass: { label: 'Pass', level: 'good', text: 'No watchlist match at or above the threshold.' },
  review: { label: 'Review', level: 'alarm', text: 'A potential watchlist match: a compliance user must review it before the business goes on.' },
};
