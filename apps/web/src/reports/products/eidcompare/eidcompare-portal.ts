import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { recalledOrderDraft } from '../../product-kit/consumer/form/order-form-values';

/** eIDcompare: the applicant's identity compared with the bureau's file, field by field. */
export const EIDC_PORTAL: PortalProduct = {
  highlights: ["Name, address, SSN, date of birth, phone, email and driver's licence compared", 'A match level per field: exact, partial, no match, not on file', 'One verdict: verified, review, not verified or no record'],
  OrderForm: lazyOrderForm(() => import('./eidcompare-order-form'), 'EidCompareOrderForm').Component,
  viewer: lazyViewer(() => import('./eidcompare-viewer'), 'EIDC_VIEWER'),
  prefill: recalledOrderDraft,
};
