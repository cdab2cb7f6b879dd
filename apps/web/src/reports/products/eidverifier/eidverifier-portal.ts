import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { recalledOrderDraft } from '../../product-kit/consumer/form/order-form-values';

/** eIDverifier: knowledge-based questions from the bureau's file, answered by the applicant in the portal. */
export const EIDV_PORTAL: PortalProduct = {
  highlights: ['3 or 4 multiple-choice questions from the bureau’s file', 'The applicant’s answers scored on the server', 'Verified, not verified or too many attempts'],
  OrderForm: lazyOrderForm(() => import('./eidverifier-order-form'), 'EidVerifierOrderForm').Component,
  viewer: lazyViewer(() => import('./eidverifier-viewer'), 'EIDV_VIEWER'),
  prefill: recalledOrderDraft,
};
