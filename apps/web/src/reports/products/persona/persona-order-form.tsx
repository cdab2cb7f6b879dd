import { PERSONA_PRODUCT, personaSubmitBody } from '@creditdesk/contracts';
import type { OrderFormProps } from '../portal-product';
import { ConsumerOrderForm } from '../../product-kit/consumer/form/consumer-order-form';
import { singleConsumerFormValues, withoutBlankPurpose, type OrderFormValues } from '../../product-kit/consumer/form/order-form-values';
import { type OrderFormVariant, servedTestConsumers } from '../../product-kit/consumer/form/order-form-variant';

/**
 * The Persona's body (the contracts' personaSubmitBody): the consumer request's shape for the one
 * applicant, the SSN without dashes, a middle name and suffix only when given, a US address. A
 * purpose not chosen is left out, so the contract says it is required.
 */
export function personaRequestOf(values: OrderFormValues): Record<string, unknown> {
  return withoutBlankPurpose(personaSubmitBody(singleConsumerFormValues(values)));
}

/** The consumer form for the Persona: one consumer, its declared purposes, a US address, its own test consumers. */
export const PERSONA_FORM: OrderFormVariant = {
  purposes: PERSONA_PRODUCT.permissiblePurposes,
  coApplicant: false,
  countries: ['US'],
  toRequest: personaRequestOf,
  requestSchema: PERSONA_PRODUCT.order.request,
  applicantDescription: 'The consumer whose identity file you are ordering: a US address, searched by SSN.',
  personas: servedTestConsumers(PERSONA_PRODUCT.key),
};

/** The Persona's order form: the consumer family's, for exactly one consumer. */
export function PersonaOrderForm(props: OrderFormProps) {
  return <ConsumerOrderForm {...props} variant={PERSONA_FORM} />;
}
