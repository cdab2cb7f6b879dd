import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { screeningDraftOfApplicant } from '../../product-kit/screening/screening-form-values';

/** AML Connect: sanctions, politically exposed persons and adverse media, with one risk. */
export const AML_CONNECT_PORTAL: PortalProduct = {
  highlights: ['One money-laundering risk and its reasons', 'Sanctions candidates on the SDN list of the day', 'Politically exposed persons and adverse media'],
  OrderForm: lazyOrderForm(() => import('./amlconnect-order-form'), 'AmlConnectOrderForm').Component,
  viewer: lazyViewer(() => import('./amlconnect-viewer'), 'AML_CONNECT_VIEWER'),
  prefill: screeningDraftOfApplicant,
};
