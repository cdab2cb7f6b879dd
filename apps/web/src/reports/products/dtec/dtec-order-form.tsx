import { DTEC_PRODUCT, dtecSubmitBody } from '@creditdesk/contracts';
import type { OrderFormProps } from '../portal-product';
import { ConsumerOrderForm } from '../../product-kit/consumer/form/consumer-order-form';
import { singleConsumerFormValues } from '../../product-kit/consumer/form/order-form-values';
import { type OrderFormVariant, servedTestConsumers } from '../../product-kit/consumer/form/order-form-variant';
import { IDENTITY_SCREEN_FORM } from '../../product-kit/identity/idreport-order-form';

/**
 * DTEC in the consumer form: the ID Report's identity with an optional phone, sent as the contracts'
 * dtecSubmitBody (optional fields only when given, SSN and phone without dashes, a blank reference
 * replaced by the user name) and checked with its request schema; its documented test consumers.
 */
export const DTEC_FORM: OrderFormVariant = {
  ...IDENTITY_SCREEN_FORM,
  purposes: DTEC_PRODUCT.permissiblePurposes,
  optionalDateOfBirth: { hint: 'Optional.' },
  asksPhone: true,
  certification: 'By running this report you confirm that you will use it only to detect and prevent fraud on this application, as your agreement permits.',
  toRequest: (values, userName) => dtecSubmitBody(singleConsumerFormValues(values), { userName }),
  requestSchema: DTEC_PRODUCT.order.request,
  applicantDescription: 'The identity the application gives: name, SSN, a US address and, if given, the phone, screened for signs of fraud.',
  personas: servedTestConsumers(DTEC_PRODUCT.key),
};

/** DTEC's order form: the consumer family's, for the one application screened. */
export function DtecOrderForm(props: OrderFormProps) {
  return <ConsumerOrderForm {...props} variant={DTEC_FORM} />;
}
