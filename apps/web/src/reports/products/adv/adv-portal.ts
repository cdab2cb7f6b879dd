import type { PortalProduct } from '../portal-product';
import { AdvOrderForm } from './adv-order-form';
import { ADV_VIEWER } from './adv-viewer';

/** ADV, the Automated Data View: a public-records view of one consumer, ordered under a product configuration. */
export const ADV_PORTAL: PortalProduct = {
  highlights: ['Identity, aliases and address history with dates', 'Phones, relatives and associates', 'Property, vehicles, bankruptcies, liens and judgments'],
  OrderForm: AdvOrderForm,
  viewer: ADV_VIEWER,
};
