import { lazyOrderForm, lazyViewer } from '../../products/lazy-screens';
import type { PortalProduct } from '../../products/portal-product';
import { recalledOrderDraft } from './form/order-form-values';

// The consumer family's one form and one viewer, each in its own chunk, shared by the family's products.
const CONSUMER_ORDER_FORM = lazyOrderForm(() => import('./form/consumer-order-form'), 'ConsumerOrderForm').Component;
const CONSUMER_VIEWER = lazyViewer(() => import('./consumer-viewer'), 'CONSUMER_VIEWER');

/** What every consumer credit report holds, as points on its card. */
export const CREDIT_FILE_HIGHLIGHTS = ['Risk score with key factors', 'Tradelines with 24-month payment history', 'Inquiries, public records and collections'];

/**
 * A product of the consumer credit family: the one consumer order form (applicant and optional
 * co-applicant) and the consumer report viewer; it adds only what its card says it holds.
 */
export const consumerPortalProduct = (highlights: readonly string[]): PortalProduct => ({
  highlights,
  OrderForm: CONSUMER_ORDER_FORM,
  viewer: CONSUMER_VIEWER,
  prefill: recalledOrderDraft,
});
