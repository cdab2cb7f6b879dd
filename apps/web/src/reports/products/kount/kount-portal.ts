import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { screeningDraftOfApplicant } from '../../product-kit/screening/screening-form-values';
import { kountFailureDetail } from './kount-error';

/**
 * Kount Compliance: a person or business matched against the watchlist, pass or review. After an
 * order the report opens at /kount/report (reports.md §3), and its errors carry their own words.
 */
export const KOUNT_PORTAL: PortalProduct = {
  highlights: ['A pass or review decision', 'A person match or a business match', 'The watchlist screened, its date and every match with why'],
  OrderForm: lazyOrderForm(() => import('./kount-order-form'), 'KountOrderForm').Component,
  viewer: lazyViewer(() => import('./kount-viewer'), 'KOUNT_VIEWER'),
  prefill: screeningDraftOfApplicant,
  orderedReportPath: () => '/kount/report',
  failureDetail: kountFailureDetail,
};
