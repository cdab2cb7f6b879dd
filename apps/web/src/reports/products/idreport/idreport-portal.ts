import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { recalledOrderDraft } from '../../product-kit/consumer/form/order-form-values';

/** ID Report (IDRT): one identity verified element by element, with the SSA's rules for the SSN. */
export const ID_REPORT_PORTAL: PortalProduct = {
  highlights: ['Name, SSN, date of birth and address verified', "The SSN's validity, issuance and Death Master File", 'Risk indicators and other identities on the SSN'],
  OrderForm: lazyOrderForm(() => import('../../product-kit/identity/idreport-order-form'), 'IdReportOrderForm').Component,
  viewer: lazyViewer(() => import('./idreport-viewer'), 'ID_REPORT_VIEWER'),
  prefill: recalledOrderDraft,
};
