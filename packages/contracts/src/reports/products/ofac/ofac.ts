import { z } from 'zod';
import { ACCOUNT_NUMBER_COLUMN, REFERENCE_COLUMN, batchColumn, cellOr, defineBatchLayout } from '../../../batches/batch-layout.js';
import { productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { PDF_FAILURES, defineProduct, type ProductTestSubject } from '../product.js';
import { ofacReportSchema, ofacRequestSchema } from '../screening.js';
import { SDN_TEST_SUBJECTS } from '../test-identities.js';

export * from './ofac-presentation.js';

/*
 * OFAC: a person or a business screened against the US Treasury's Specially Designated Nationals
 * list (31 CFR 501), the real list loaded in the database (docs/ofac-screening.md). The answer names
 * every candidate at or above the company's threshold with its score, the list entry, its programs,
 * the name or alias that matched and why; and the list it was screened on (its publish date and when
 * it was loaded). A hit opens a review case. Not an FCRA consumer report: no permissible purpose.
 * docs/products/ofac.md records the shapes.
 */


export const ofacDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ ofacReport: ofacReportSchema }));
export type OfacDataSourceResponse = z.infer<typeof ofacDataSourceResponseSchema>;

export const ofacResponseSchema = productResponseSchema('ofac', ofacDataSourceResponseSchema);
export type OfacResponse = z.infer<typeof ofacResponseSchema>;

/** The OFAC screen: a person (first and last name) or a business (its name) a row. */
export const OFAC_BATCH_LAYOUT = defineBatchLayout(
  [
    batchColumn('firstName', 'First Name', false, 'Jane', { hint: 'A person: first and last name.' }),
    batchColumn('middleName', 'Middle Name', false, ''),
    batchColumn('lastName', 'Last Name', false, 'Sample'),
    batchColumn('businessName', 'Business Name', false, '', { hint: 'A business: its name, and no person name.' }),
    batchColumn('dateOfBirth', 'Date of Birth', false, '', { kind: 'date' }),
    batchColumn('country', 'Country', false, 'US', { hint: 'Two-letter ISO code.' }),
    ACCOUNT_NUMBER_COLUMN,
    REFERENCE_COLUMN,
  ],
  (c, defaults) => {
    const business = cellOr(c.businessName) !== undefined && cellOr(c.firstName) === undefined && cellOr(c.lastName) === undefined;
    return {
      accountNumber: cellOr(c.accountNumber, defaults.accountNumber),
      customerReferenceNumber: cellOr(c.customerReferenceNumber) ?? '',
      subject: business
        ? { type: 'business', businessName: cellOr(c.businessName), country: cellOr(c.country) }
        : { type: 'individual', firstName: cellOr(c.firstName), middleName: cellOr(c.middleName), lastName: cellOr(c.lastName), dateOfBirth: cellOr(c.dateOfBirth), country: cellOr(c.country) },
    };
  },
  (response) => {
    const report = (response as OfacDataSourceResponse).value.ofacReport;
    if (report.result === 'clear') return 'Clear: no SDN list entry at or above the threshold';
    const best = Math.max(...report.candidates.map((c) => c.score));
    return `Potential match: ${report.candidates.length} candidate${report.candidates.length === 1 ? '' : 's'}, best ${Math.round(best * 100)} % (review case opened)`;
  },
);

/**
 * OFAC's test subjects (docs/ofac-screening.md): served by GET /sandbox/personas for its form while the sandbox answers. The
 * hits are real entries of the shipped SDN list; the clear ones are fictitious.
 */
export const OFAC_TEST_SUBJECTS: readonly ProductTestSubject[] = [
  { key: 'exact', ...SDN_TEST_SUBJECTS.guzman, description: 'Potential match: entry 6861 by its primary name, 100 %, the date of birth listed.' },
  { key: 'alias', ...SDN_TEST_SUBJECTS.chapo, description: 'Potential match through the alias "GUZMAN, Chapo", typed with a typo.' },
  { key: 'transliteration', ...SDN_TEST_SUBJECTS.nasrallah, description: 'Potential match: "NASRALLAH, Hasan" spelled another way.' },
  { key: 'twoCandidates', ...SDN_TEST_SUBJECTS.kim, description: 'Two candidates: an exact match and a close one.' },
  { key: 'business', ...SDN_TEST_SUBJECTS.bank, description: 'Potential match: a business listed under the Cuba program.' },
  { key: 'clear', ...SDN_TEST_SUBJECTS.ellison, description: 'No match: a person on no list.' },
  { key: 'clearBusiness', ...SDN_TEST_SUBJECTS.bakery, description: 'No match: a business on no list.' },
];

export const OFAC_PRODUCT = defineProduct({
  key: 'ofac',
  code: 'OFAC',
  name: 'OFAC',
  family: 'compliance',
  position: 110,
  description: "Screens a person or a business against the Treasury's Specially Designated Nationals list: every candidate with its score, program and why, on the list of the day.",
  order: { path: '/idfc/reports/ofac', request: ofacRequestSchema, response: ofacResponseSchema },
  batch: OFAC_BATCH_LAYOUT,
  pdf: { path: '/pdfs/ofac/download', fileName: () => 'ofac_report.pdf', failure: PDF_FAILURES.unexpected },
  // sanctions screening (31 CFR 501), not an FCRA consumer report: no permissible purpose
  permissiblePurposes: [],
  testSubjects: OFAC_TEST_SUBJECTS,
});
