import { EID_VERIFIER_PRODUCT, eidVerifierSubmitBody } from '@creditdesk/contracts';
import type { OrderFormProps } from '../portal-product';
import { ConsumerOrderForm } from '../../product-kit/consumer/form/consumer-order-form';
import { singleConsumerFormValues } from '../../product-kit/consumer/form/order-form-values';
import { type OrderFormVariant, servedTestConsumers } from '../../product-kit/consumer/form/order-form-variant';
import { IDENTITY_SCREEN_FORM } from '../../product-kit/identity/idreport-order-form';

/** eIDverifier in the consumer form: the ID Report's identity with an optional phone; the questions come with the report. */
export const EIDV_FORM: OrderFormVariant = {
  ...IDENTITY_SCREEN_FORM,
  purposes: EID_VERIFIER_PRODUCT.permissiblePurposes,
  optionalDateOfBirth: { hint: 'Optional.' },
  asksPhone: true,
  certification: 'By running this verification you confirm that the applicant is present to answer the questions and that you will use the outcome only to verify their identity, as your agreement permits.',
  toRequest: (values, userName) => eidVerifierSubmitBody(singleConsumerFormValues(values), { userName }),
  requestSchema: EID_VERIFIER_PRODUCT.order.request,
  applicantDescription: 'The identity to verify: the bureau’s file for it gives the questions you ask the applicant next.',
  personas: servedTestConsumers(EID_VERIFIER_PRODUCT.key),
};

/** eIDverifier's order form: the consumer family's, for the one applicant verified. */
export function EidVerifierOrderForm(props: OrderFormProps) {
  return <ConsumerOrderForm {...props} variant={EIDV_FORM} />;
}
