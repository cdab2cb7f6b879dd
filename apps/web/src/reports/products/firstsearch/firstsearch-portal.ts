import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { firstSearchDraftOfApplicant } from './firstsearch-form-values';

/** First Search: the consumers on file matching partial criteria, to pick one and order their report. */
export const FIRST_SEARCH_PORTAL: PortalProduct = {
  highlights: ['A name and address, a phone number or an SSN', 'Candidates on file, best match first, with what matched', 'Pick one to order their Consumer Credit Report'],
  OrderForm: lazyOrderForm(() => import('./firstsearch-order-form'), 'FirstSearchOrderForm').Component,
  viewer: lazyViewer(() => import('./firstsearch-viewer'), 'FIRST_SEARCH_VIEWER'),
  prefill: firstSearchDraftOfApplicant,
};
