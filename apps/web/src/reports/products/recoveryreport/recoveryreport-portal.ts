import type { PortalProduct } from '../portal-product';
import { RecoveryReportOrderForm } from './recoveryreport-order-form';
import { RECOVERY_REPORT_VIEWER } from './recoveryreport-viewer';

/** The Recovery Report: where a charged-off consumer is now, and what changed since. */
export const RECOVERY_REPORT_PORTAL: PortalProduct = {
  highlights: ['Current and former addresses, phones and employers', 'What changed since the charge-off, new accounts included', 'Deceased and bankruptcy flags, a recovery score'],
  OrderForm: RecoveryReportOrderForm,
  viewer: RECOVERY_REPORT_VIEWER,
};
