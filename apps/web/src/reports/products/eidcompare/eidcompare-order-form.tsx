import { EID_COMPARE_PRODUCT, eidCompareSubmitBody } from '@creditdesk/contracts';
import type { OrderFormProps } from '../portal-product';
import { ConsumerOrderForm } from '../../product-kit/consumer/form/consumer-order-form';
import { singleConsumerFormValues } from '../../product-kit/consumer/form/order-form-values';
import { type OrderFormVariant, servedTestConsumers } from '../../product-kit/consumer/form/order-form-variant';
import { IDENTITY_SCREEN_FORM } from '../../product-kit/identity/idreport-order-form';

/**
 * eIDcompare in the consumer form: the ID Report's identity with an optional phone, email and driver's
 * licence, sent as the contracts' eidCompareSubmitBody and checked with its request schema.
 */
export const EIDC_FORM: OrderFormVariant = {
  ...IDENTITY_SCREEN_FORM,
  purposes: EID_COMPARE_PRODUCT.permissiblePurposes,
  optionalDateOfBirth: { hint: 'Optional. Compared when given.' },
  asksPhone: true,
  asksEmailAndLicence: true,
  certification: 'By running this comparison you confirm that you will use it only to verify this applicant’s identity and prevent fraud, as your agreement permits.',
  toRequest: (values, userName) => eidCompareSubmitBody(singleConsumerFormValues(values), { userName }),
  requestSchema: EID_COMPARE_PRODUCT.order.request,
  applicantDescription: 'The identity the application gives: each field you fill in is compared with the bureau’s file.',
  personas: servedTestConsumers(EID_COMPARE_PRODUCT.key),
};

/** eIDcompare's order form: the consumer family's, for the one applicant compared. */
export function EidCompareOrderForm(props: OrderFormProps) {
  return <ConsumerOrderForm {...props} variant={EIDC_FORM} />;
}
