import type { PortalProduct } from '../portal-product';
import { PersonaOrderForm } from './persona-order-form';
import { PERSONA_VIEWER } from './persona-viewer';

/** Persona (EMPL): the consumer's identity on file without credit data, ordered for one consumer. */
export const PERSONA_PORTAL: PortalProduct = {
  highlights: ['Names and aliases on file', 'Address and employment history with dates', 'Phones; no credit data'],
  OrderForm: PersonaOrderForm,
  viewer: PERSONA_VIEWER,
};
