import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { recalledOrderDraft } from '../../product-kit/consumer/form/order-form-values';

/** The Recovery Report: where a charged-off consumer is now, and what changed since. */
export const RECOVERY_REPORT_PORTAL: PortalProduct = {
  highlights: ['Current and former addresses, phones and employers', 'What changed since the charge-off, new accounts included', 'Deceased and bankruptcy flags, a recovery score'],
  OrderForm: lazyOrderForm(() => import('./recoveryreport-order-form'), 'RecoveryReportOrderForm').Component,
  viewer: lazyViewer(() => import('./recoveryreport-viewer'), 'RECOVERY_REPORT_VIEWER'),
  prefill: recalledOrderDraft,
};
