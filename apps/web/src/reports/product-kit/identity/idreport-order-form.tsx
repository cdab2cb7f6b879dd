import { ID_REPORT_PRODUCT, idReportSubmitBody } from '@creditdesk/contracts';
import type { OrderFormProps } from '../../products/portal-product';
import { ConsumerOrderForm } from '../consumer/form/consumer-order-form';
import { singleConsumerFormValues } from '../consumer/form/order-form-values';
import { type OrderFormVariant, servedTestConsumers } from '../consumer/form/order-form-variant';

/** What the ID Report and DTEC set alike in the consumer form: one consumer, no purpose, a US address, the date of birth optional. */
export const IDENTITY_SCREEN_FORM = {
  purposes: ID_REPORT_PRODUCT.permissiblePurposes,
  coApplicant: false,
  countries: ['US'],
  optionalDateOfBirth: { hint: 'Optional. Without it, the date of birth is not checked.' },
} as const satisfies Partial<OrderFormVariant>;

/**
 * The ID Report in the consumer form: the identity to verify, sent as the contracts' idReportSubmitBody
 * (middle name, suffix and date of birth only when given, the SSN without dashes, a blank reference
 * replaced by the user name) and checked with its request schema; its documented test consumers.
 */
export const ID_REPORT_FORM: OrderFormVariant = {
  ...IDENTITY_SCREEN_FORM,
  certification: 'By running this report you confirm that you will use it only to verify this consumer’s identity and prevent fraud, as your agreement permits.',
  toRequest: (values, userName) => idReportSubmitBody(singleConsumerFormValues(values), { userName }),
  requestSchema: ID_REPORT_PRODUCT.order.request,
  applicantDescription: 'The identity the applicant gave you: name, SSN, date of birth and a US address, verified against the records on file.',
  personas: servedTestConsumers(ID_REPORT_PRODUCT.key),
};

/** The ID Report's order form: the consumer family's, for the one identity to verify. */
export function IdReportOrderForm(props: OrderFormProps) {
  return <ConsumerOrderForm {...props} variant={ID_REPORT_FORM} />;
}
