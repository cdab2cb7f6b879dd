import { MLA_PRODUCT, mlaSubmitBody } from '@creditdesk/contracts';
import type { OrderFormProps } from '../portal-product';
import { ConsumerOrderForm } from '../../product-kit/consumer/form/consumer-order-form';
import { singleConsumerFormValues } from '../../product-kit/consumer/form/order-form-values';
import { type OrderFormVariant, servedTestConsumers } from '../../product-kit/consumer/form/order-form-variant';

/**
 * The MLA check in the consumer form: one consumer's name, SSN and date of birth, no address (the DMDC
 * matches on SSN and date of birth) and no permissible purpose, sent as the contracts' mlaSubmitBody
 * and checked with its request schema; the MLA sandbox's documented consumers.
 */
export const MLA_FORM: OrderFormVariant = {
  purposes: MLA_PRODUCT.permissiblePurposes,
  coApplicant: false,
  countries: ['US'],
  withoutAddress: true,
  certification: 'By running this check you confirm that you will use it only to determine whether the Military Lending Act covers this consumer’s credit.',
  toRequest: (values, userName) => mlaSubmitBody(singleConsumerFormValues(values), { userName }),
  requestSchema: MLA_PRODUCT.order.request,
  applicantDescription: 'The consumer applying for credit: name, SSN and date of birth, as the Defense Manpower Data Center matches them.',
  personas: servedTestConsumers(MLA_PRODUCT.key),
};

/** The MLA's order form: the consumer family's, for the one consumer checked, without an address. */
export function MlaOrderForm(props: OrderFormProps) {
  return <ConsumerOrderForm {...props} variant={MLA_FORM} />;
}
