import { consumerReportRequestSchema } from '../consumer-request.js';
import { consumerReportResponseSchema } from '../consumer-response.js';
import { ACCOUNT_NUMBER_COLUMN, DATE_OF_BIRTH_COLUMN, REFERENCE_COLUMN, batchColumn, cellOr, defineBatchLayout } from '../../batches/batch-layout.js';
import { type CreditReport, PRIMARY_REQUEST_ID } from '../credit-report.js';
import { type ProductConfigurationSpec, SCORE_MODEL_OPTION } from '../../product-configurations/configuration-options.js';


/*
 * The consumer credit family (reports.md §3): one request and response shape, three products (each
 * declared in its folder: ./acrov6/, ./nal/, ./oneviewplus/). What they share is here: the order's
 * path and schemas, the batch layout and the score-model configuration. The order body names the
 * applicant and an optional co-applicant; the answer is dataSourceResponse.
 */
/** The primary applicant's file in a few words: no hit, frozen, or its score and what weighs on it. */
function consumerKeyFindings(response: unknown): string {
  const consumers = (response as { value: { consumers: Record<string, unknown> } }).value.consumers;
  const list = Object.entries(consumers).find(([key]) => key.endsWith('USConsumerCreditReport'))?.[1] as CreditReport[] | undefined;
  const report = list?.[0];
  if (!report || !report.hit) return 'No hit: the bureau holds no file for this consumer';
  if (report.frozen) return 'Security freeze: the file cannot be released';
  const s = report.summary;
  const score = report.score.value === null ? 'not scored' : `score ${report.score.value}`;
  return `${score[0].toUpperCase()}${score.slice(1)}; ${s.tradelineCount} tradelines, ${s.derogatoryCount} derogatory, ${s.collectionsCount} collections, ${s.publicRecordsCount} public records`;
}

/** The consumer credit family (CCR, OneView, OneView+): one applicant a row. */
export const CONSUMER_BATCH_LAYOUT = defineBatchLayout(
  [
    batchColumn('firstName', 'First Name', true, 'Jane'),
    batchColumn('middleName', 'Middle Name', false, 'Q'),
    batchColumn('lastName', 'Last Name', true, 'Sample'),
    batchColumn('suffix', 'Suffix', false, '', { hint: 'JR, SR, I, II, III, IV or V.' }),
    batchColumn('ssn', 'SSN', true, '123-45-6789', { hint: '9 digits, dashes optional. Format the column as text in Excel to keep leading zeros.' }),
    DATE_OF_BIRTH_COLUMN,
    batchColumn('addressLine1', 'Address', true, '100 Main St'),
    batchColumn('city', 'City', true, 'Columbus'),
    batchColumn('state', 'State', true, 'OH'),
    batchColumn('zip', 'ZIP', true, '43004'),
    batchColumn('country', 'Country', false, 'US', { hint: 'US or CA; blank: US.' }),
    batchColumn('permissiblePurpose', 'Permissible Purpose', false, 'CREDIT_TRANSACTION', { hint: 'Blank: the permissible purpose chosen for the batch.' }),
    ACCOUNT_NUMBER_COLUMN,
    REFERENCE_COLUMN,
  ],
  (c, defaults) => ({
    permissiblePurpose: cellOr(c.permissiblePurpose, defaults.permissiblePurpose),
    accountNumber: cellOr(c.accountNumber, defaults.accountNumber),
    customerReferenceNumber: cellOr(c.customerReferenceNumber) ?? '',
    consumers: {
      name: [{ identifier: PRIMARY_REQUEST_ID, firstName: cellOr(c.firstName), middleName: cellOr(c.middleName) ?? '', lastName: cellOr(c.lastName), suffix: cellOr(c.suffix)?.toUpperCase() ?? '' }],
      socialNum: [{ identifier: PRIMARY_REQUEST_ID, number: cellOr(c.ssn) }],
      dateOfBirth: [{ identifier: PRIMARY_REQUEST_ID, dob: cellOr(c.dateOfBirth) }],
      addresses: [{ identifier: PRIMARY_REQUEST_ID, line1: cellOr(c.addressLine1), city: cellOr(c.city), state: cellOr(c.state), zip: cellOr(c.zip), country: cellOr(c.country)?.toUpperCase() ?? 'US' }],
    },
  }),
  consumerKeyFindings,
  { number: 'ssn', dob: 'dateOfBirth', line1: 'addressLine1' },
);

/** A consumer credit configuration: the score model (CCR and OneView). */
export const CONSUMER_CONFIGURATION: ProductConfigurationSpec = { options: [SCORE_MODEL_OPTION] };

/** The family's order: its path under /consumers/reports/, the one request and response shape. */
export const consumerCreditOrder = (key: string) => ({
  path: `/consumers/reports/${key}`,
  request: consumerReportRequestSchema,
  response: consumerReportResponseSchema,
});
