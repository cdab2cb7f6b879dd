import { SCORE_MODEL_OPTION, type ProductConfigurationSpec } from '../../../product-configurations/configuration-options.js';
import { ALL_PERMISSIBLE_PURPOSES, PDF_FAILURES, defineProduct } from '../product.js';
import { CONSUMER_BATCH_LAYOUT, consumerCreditOrder } from '../consumer-credit.js';

/** OneView+: the consumer credit file with the company's employment and alternative-data sources (../consumer-credit.ts has what the three share). */
/**
 * OneView+ adds its two data sources as add-ons, on by default. Each is drawn only while the company
 * has connected its own account on the Configuration Engine (The Work Number, DataX).
 */
export const ONEVIEW_PLUS_ADD_ONS = { employment: 'employmentVerification', alternativeData: 'alternativeData' } as const;
const ONEVIEW_PLUS_CONFIGURATION: ProductConfigurationSpec = {
  options: [
    SCORE_MODEL_OPTION,
    {
      key: 'addOns',
      label: 'Add-ons',
      hint: 'Drawn from the accounts connected on the Configuration Engine.',
      kind: 'choices',
      choices: [
        { value: ONEVIEW_PLUS_ADD_ONS.employment, label: 'Employment verification (The Work Number)' },
        { value: ONEVIEW_PLUS_ADD_ONS.alternativeData, label: 'Alternative data (DataX)' },
      ],
      default: [ONEVIEW_PLUS_ADD_ONS.employment, ONEVIEW_PLUS_ADD_ONS.alternativeData],
    },
  ],
};

export const OVWP_PRODUCT = defineProduct({
  key: 'oneviewplus',
  code: 'OVWP',
  name: 'OneView+',
  family: 'consumer-credit',
  position: 30,
  description: 'The consumer credit file combined with verified employment and alternative-data records.',
  order: consumerCreditOrder('oneviewplus'),
  batch: CONSUMER_BATCH_LAYOUT,
  pdf: { path: '/pdfs/oneviewplusReport/download', fileName: () => 'oneview_report.pdf', failure: PDF_FAILURES.creatingPdf },
  permissiblePurposes: ALL_PERMISSIBLE_PURPOSES,
  configuration: ONEVIEW_PLUS_CONFIGURATION,
});
