import { consumerReportRequestSchema } from '../consumer-request.js';
import { consumerReportResponseSchema } from '../consumer-response.js';
import { ALL_PERMISSIBLE_PURPOSES, defineProduct, fileNamePart } from './product.js';

/*
 * The consumer credit family (reports.md §3): one request and response shape, three products. The
 * order body names the applicant and an optional co-applicant; the answer is dataSourceResponse.
 */
const consumerOrder = (key: string) => ({
  path: `/consumers/reports/${key}`,
  request: consumerReportRequestSchema,
  response: consumerReportResponseSchema,
});

export const CCR_PRODUCT = defineProduct({
  key: 'acrov6',
  code: 'CCR',
  name: 'Consumer Credit Report',
  family: 'consumer-credit',
  description: 'The full consumer credit file: identity, tradelines with payment history, inquiries, public records, collections and a risk score.',
  order: consumerOrder('acrov6'),
  pdf: { path: '/pdfs/consumercredit/download', fileName: ({ firstName, lastName }) => `consumer_report_${fileNamePart(firstName)}_${fileNamePart(lastName)}.pdf` },
  permissiblePurposes: ALL_PERMISSIBLE_PURPOSES,
});

export const NAL_PRODUCT = defineProduct({
  key: 'nal',
  code: 'NAL',
  name: 'OneView',
  family: 'consumer-credit',
  description: 'A second consumer credit view with the same file content, for lenders who price on a combined view.',
  order: consumerOrder('nal'),
  pdf: { path: '/pdfs/nal/download', fileName: () => 'consumer_report_nal.pdf' },
  permissiblePurposes: ALL_PERMISSIBLE_PURPOSES,
});

export const OVWP_PRODUCT = defineProduct({
  key: 'oneviewplus',
  code: 'OVWP',
  name: 'OneView+',
  family: 'consumer-credit',
  description: 'The consumer credit file combined with verified employment and alternative-data records.',
  order: consumerOrder('oneviewplus'),
  pdf: { path: '/pdfs/oneviewplusReport/download', fileName: () => 'oneview_report.pdf' },
  permissiblePurposes: ALL_PERMISSIBLE_PURPOSES,
});
