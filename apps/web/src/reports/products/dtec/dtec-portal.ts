import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { recalledOrderDraft } from '../../product-kit/consumer/form/order-form-values';

/** DTEC: one application's identity screened for fraud, with one risk level. */
export const DTEC_PORTAL: PortalProduct = {
  highlights: ['Who the SSN is on file for, fraud and active-duty alerts', 'High-risk addresses and the phone screened', 'Inquiry velocity and warnings with one risk level'],
  OrderForm: lazyOrderForm(() => import('./dtec-order-form'), 'DtecOrderForm').Component,
  viewer: lazyViewer(() => import('./dtec-viewer'), 'DTEC_VIEWER'),
  prefill: recalledOrderDraft,
};
