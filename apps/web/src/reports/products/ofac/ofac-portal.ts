import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { screeningDraftOfApplicant } from '../../product-kit/screening/screening-form-values';

/** OFAC: a person or a business screened against the SDN list of the day. */
export const OFAC_PORTAL: PortalProduct = {
  highlights: ['Every SDN candidate with its score, programs and why', 'The list screened on: its publish date and load time', 'A potential match opens a review case'],
  OrderForm: lazyOrderForm(() => import('./ofac-order-form'), 'OfacOrderForm').Component,
  viewer: lazyViewer(() => import('./ofac-viewer'), 'OFAC_VIEWER'),
  prefill: screeningDraftOfApplicant,
};
