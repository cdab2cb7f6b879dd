import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { recalledOrderDraft } from '../../product-kit/consumer/form/order-form-values';

/** MLA: whether the Military Lending Act covers the applicant, with the safe-harbour record. */
export const MLA_PORTAL: PortalProduct = {
  highlights: ['Covered borrower or not, from the Defense Manpower Data Center', 'Name, SSN and date of birth; no address asked', 'The safe-harbour record of 32 CFR 232.5(b)'],
  OrderForm: lazyOrderForm(() => import('./mla-order-form'), 'MlaOrderForm').Component,
  viewer: lazyViewer(() => import('./mla-viewer'), 'MLA_VIEWER'),
  prefill: recalledOrderDraft,
};
