import { OFAC_PRODUCT, ofacSubmitBody } from '@creditdesk/contracts';
import type { OrderFormProps } from '../portal-product';
import { subjectRequestFieldOf } from '../../product-kit/screening/screening-form-fields';
import { type ScreeningFormVariant, servedTestSubjects } from '../../product-kit/screening/screening-form-variant';
import { ScreeningOrderForm } from '../../product-kit/screening/screening-order-form';

/** OFAC in the screening form: the contracts' ofacSubmitBody, checked with its request schema; its documented test subjects. */
export const OFAC_FORM: ScreeningFormVariant = {
  toRequest: ofacSubmitBody,
  requestSchema: OFAC_PRODUCT.order.request,
  fieldOf: subjectRequestFieldOf,
  subjectDescription: "The person or business to screen against the Treasury's Specially Designated Nationals list, by every name it is listed under.",
  certification: 'A potential match opens a review case: do not proceed with the applicant until a compliance user has decided it.',
  testSubjects: servedTestSubjects(OFAC_PRODUCT.key),
};

/** OFAC's order form: the screening form, for one person or business. */
export function OfacOrderForm(props: OrderFormProps) {
  return <ScreeningOrderForm {...props} variant={OFAC_FORM} />;
}
