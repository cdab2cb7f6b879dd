import { KOUNT_PRODUCT, kountSubmitBody } from '@creditdesk/contracts';
import type { OrderFormProps } from '../portal-product';
import { type ScreeningFormVariant, servedTestSubjects } from '../../product-kit/screening/screening-form-variant';
import { ScreeningOrderForm } from '../../product-kit/screening/screening-order-form';
import { kountFieldOf } from './kount-form-fields';

/**
 * Kount Compliance in the screening form (reports.md §3): customerConfigurations completed from the
 * signed-in session (the reference defaulting to the user name) and a personMatch or businessMatch,
 * as the contracts' kountSubmitBody builds it; checked with its request schema.
 */
export const KOUNT_FORM: ScreeningFormVariant = {
  toRequest: kountSubmitBody,
  requestSchema: KOUNT_PRODUCT.order.request,
  fieldOf: kountFieldOf,
  subjectDescription: 'The person or business to match against the watchlists for your anti-money-laundering compliance.',
  certification: 'A review decision means a potential watchlist match: a compliance user must review it before the business goes on.',
  testSubjects: servedTestSubjects(KOUNT_PRODUCT.key),
};

/** Kount Compliance's order form: the screening form, for a person match or a business match. */
export function KountOrderForm(props: OrderFormProps) {
  return <ScreeningOrderForm {...props} variant={KOUNT_FORM} />;
}
