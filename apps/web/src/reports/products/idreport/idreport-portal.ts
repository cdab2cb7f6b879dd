import type { PortalProduct } from '../portal-product';
import { IdReportOrderForm } from './idreport-order-form';
import { ID_REPORT_VIEWER } from './idreport-viewer';

/** ID Report (IDRT): one identity verified element by element, with the SSA's rules for the SSN. */
export const ID_REPORT_PORTAL: PortalProduct = {
  highlights: ['Name, SSN, date of birth and address verified', "The SSN's validity, issuance and Death Master File", 'Risk indicators and other identities on the SSN'],
  OrderForm: IdReportOrderForm,
  viewer: ID_REPORT_VIEWER,
};
