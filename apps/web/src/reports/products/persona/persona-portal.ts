import type { PortalProduct } from '../portal-product';
import { lazyOrderForm, lazyViewer } from '../lazy-screens';
import { recalledOrderDraft } from '../../product-kit/consumer/form/order-form-values';

/** Persona (EMPL): the consumer's identity on file without credit data, ordered for one consumer. */
export const PERSONA_PORTAL: PortalProduct = {
  highlights: ['Names and aliases on file', 'Address and employment history with dates', 'Phones; no credit data'],
  OrderForm: lazyOrderForm(() => import('./persona-order-form'), 'PersonaOrderForm').Component,
  viewer: lazyViewer(() => import('./persona-viewer'), 'PERSONA_VIEWER'),
  prefill: recalledOrderDraft,
};
