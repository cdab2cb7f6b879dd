import { NAL_PRODUCT } from '@creditdesk/contracts';
import { consumerCreditSpec } from '../consumer-credit.js';
import { defineAdapter } from '../product-adapter.js';

/** OneView: the consumer credit family's pull and PDF (../consumer-credit.ts), nothing of its own. */
export const nalAdapter = defineAdapter(NAL_PRODUCT, consumerCreditSpec(NAL_PRODUCT));
