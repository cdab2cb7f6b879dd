import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { telecheckDraftOfApplicant } from './telecheck-form-values';

/** TeleCheck: a check verified before it is accepted, answered approve, decline or refer. */
export const TELECHECK_PORTAL: PortalProduct = {
  highlights: ['Approve, decline or refer, with TeleCheck’s code and reason', 'The routing number’s check digit checked before the call', 'A declined check placed for collection or as a negative item'],
  OrderForm: lazyOrderForm(() => import('./telecheck-order-form'), 'TelecheckOrderForm').Component,
  viewer: lazyViewer(() => import('./telecheck-viewer'), 'TELECHECK_VIEWER'),
  prefill: telecheckDraftOfApplicant,
};
