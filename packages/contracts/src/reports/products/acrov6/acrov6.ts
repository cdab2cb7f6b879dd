import { ALL_PERMISSIBLE_PURPOSES, PDF_FAILURES, defineProduct, fileNamePart } from '../product.js';
import { CONSUMER_BATCH_LAYOUT, CONSUMER_CONFIGURATION, consumerCreditOrder } from '../consumer-credit.js';

/** The Consumer Credit Report: the consumer credit family's full file (../consumer-credit.ts has what the three share). */
export const CCR_PRODUCT = defineProduct({
  key: 'acrov6',
  code: 'CCR',
  name: 'Consumer Credit Report',
  family: 'consumer-credit',
  position: 10,
  description: 'The full consumer credit file: identity, tradelines with payment history, inquiries, public records, collections and a risk score.',
  order: consumerCreditOrder('acrov6'),
  batch: CONSUMER_BATCH_LAYOUT,
  pdf: { path: '/pdfs/consumercredit/download', fileName: ({ firstName, lastName }) => `consumer_report_${fileNamePart(firstName)}_${fileNamePart(lastName)}.pdf`, failure: PDF_FAILURES.creatingPdf },
  permissiblePurposes: ALL_PERMISSIBLE_PURPOSES,
  configuration: CONSUMER_CONFIGURATION,
});
