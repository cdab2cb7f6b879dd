import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { recalledOrderDraft } from '../../product-kit/consumer/form/order-form-values';

/** PM Alerts: the watch list, its alerts and the alerts report (docs/products/pmalerts.md). */
export const PM_ALERTS_PORTAL: PortalProduct = {
  highlights: ['Watch your consumers’ files: add, search and remove', 'Dated alerts: new inquiry, new account, delinquency, address change, deceased', 'An alerts report of any range, stored with its PDF'],
  OrderForm: lazyOrderForm(() => import('./pmalerts-workspace'), 'PmAlertsWorkspace').Component,
  viewer: lazyViewer(() => import('./pmalerts-viewer'), 'PM_ALERTS_VIEWER'),
  // the applicant fills the add-to-watch-list form
  prefill: recalledOrderDraft,
};
