import { RECOVERY_EARLIEST_CHARGE_OFF, RECOVERY_REPORT_PRODUCT, recoveryReportSubmitBody } from '@creditdesk/contracts';
import type { OrderFormProps } from '../portal-product';
import { ConsumerOrderForm } from '../../product-kit/consumer/form/consumer-order-form';
import { singleConsumerFormValues, withoutBlankPurpose } from '../../product-kit/consumer/form/order-form-values';
import { type OrderFormVariant, servedTestConsumers } from '../../product-kit/consumer/form/order-form-variant';

/**
 * The Recovery Report in the consumer form: one consumer at the last address the lender has, the
 * collection purpose only, and the date the account was charged off; sent as the contracts'
 * recoveryReportSubmitBody and checked with its request schema.
 */
export const RECOVERY_FORM: OrderFormVariant = {
  purposes: RECOVERY_REPORT_PRODUCT.permissiblePurposes,
  coApplicant: false,
  countries: ['US', 'CA'],
  chargeOffDate: { hint: 'The date the account was charged off: what changed after it is marked new.', earliest: RECOVERY_EARLIEST_CHARGE_OFF },
  toRequest: (values) => withoutBlankPurpose(recoveryReportSubmitBody(singleConsumerFormValues(values))),
  requestSchema: RECOVERY_REPORT_PRODUCT.order.request,
  applicantDescription: 'The consumer whose account was charged off, at the last address you have for them.',
  personas: servedTestConsumers(RECOVERY_REPORT_PRODUCT.key),
};

/** The Recovery Report's order form: the consumer family's, for the one consumer being located. */
export function RecoveryReportOrderForm(props: OrderFormProps) {
  return <ConsumerOrderForm {...props} variant={RECOVERY_FORM} />;
}
