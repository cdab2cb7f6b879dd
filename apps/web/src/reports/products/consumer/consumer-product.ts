import type { PortalProduct } from '../portal-product';
import { CONSUMER_VIEWER } from './consumer-viewer';
import { ConsumerOrderForm } from './form/consumer-order-form';

/** What every consumer credit report holds, as points on its card. */
export const CREDIT_FILE_HIGHLIGHTS = ['Risk score with key factors', 'Tradelines with 24-month payment history', 'Inquiries, public records and collections'];

/**
 * A product of the consumer credit family: the one consumer order form (applicant and optional
 * co-applicant) and the consumer report viewer; it adds only what its card says it holds.
 */
export const consumerPortalProduct = (highlights: readonly string[]): PortalProduct => ({
  highlights,
  OrderForm: ConsumerOrderForm,
  viewer: CONSUMER_VIEWER,
});
