import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { advDraftOfApplicant } from './adv-form-values';

/** ADV, the Automated Data View: a public-records view of one consumer, ordered under a product configuration. */
export const ADV_PORTAL: PortalProduct = {
  highlights: ['Identity, aliases and address history with dates', 'Phones, relatives and associates', 'Property, vehicles, bankruptcies, liens and judgments'],
  OrderForm: lazyOrderForm(() => import('./adv-order-form'), 'AdvOrderForm').Component,
  viewer: lazyViewer(() => import('./adv-viewer'), 'ADV_VIEWER'),
  prefill: advDraftOfApplicant,
};
