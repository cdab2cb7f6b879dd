import { CCR_PRODUCT } from '@creditdesk/contracts';
import { companionConsumersOf, consumerCreditSpec } from '../consumer-credit.js';
import { defineAdapter } from '../product-adapter.js';

/**
 * The Consumer Credit Report: the consumer credit family's pull and PDF (../consumer-credit.ts); it
 * alone runs the company's add-on checks on each applicant (issue 13), its sibling views do not.
 */
export const acrov6Adapter = defineAdapter(CCR_PRODUCT, { ...consumerCreditSpec(CCR_PRODUCT), companionConsumers: companionConsumersOf });
