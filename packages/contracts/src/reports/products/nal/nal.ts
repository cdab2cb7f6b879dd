import { ALL_PERMISSIBLE_PURPOSES, PDF_FAILURES, defineProduct } from '../product.js';
import { CONSUMER_BATCH_LAYOUT, CONSUMER_CONFIGURATION, consumerCreditOrder } from '../consumer-credit.js';

/** OneView: the consumer credit family's second view of the same file (../consumer-credit.ts has what the three share). */
export const NAL_PRODUCT = defineProduct({
  key: 'nal',
  code: 'NAL',
  name: 'OneView',
  family: 'consumer-credit',
  position: 20,
  description: 'A second consumer credit view with the same file content, for lenders who price on a combined view.',
  order: consumerCreditOrder('nal'),
  batch: CONSUMER_BATCH_LAYOUT,
  pdf: { path: '/pdfs/nal/download', fileName: () => 'consumer_report_nal.pdf', failure: PDF_FAILURES.creatingPdf },
  permissiblePurposes: ALL_PERMISSIBLE_PURPOSES,
  configuration: CONSUMER_CONFIGURATION,
});
