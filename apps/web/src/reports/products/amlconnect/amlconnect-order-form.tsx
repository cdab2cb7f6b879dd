import { AML_CONNECT_PRODUCT, amlConnectSubmitBody } from '@creditdesk/contracts';
import type { OrderFormProps } from '../portal-product';
import { subjectRequestFieldOf } from '../../product-kit/screening/screening-form-fields';
import { type ScreeningFormVariant, servedTestSubjects } from '../../product-kit/screening/screening-form-variant';
import { ScreeningOrderForm } from '../../product-kit/screening/screening-order-form';

/** AML Connect in the screening form: the OFAC screen's request (amlConnectSubmitBody), checked with its own schema; its documented subjects. */
export const AML_CONNECT_FORM: ScreeningFormVariant = {
  toRequest: amlConnectSubmitBody,
  requestSchema: AML_CONNECT_PRODUCT.order.request,
  fieldOf: subjectRequestFieldOf,
  subjectDescription: 'The person or business to screen against the sanctions list, politically exposed persons and adverse media.',
  certification: 'Use the screen for your customer due diligence only. A high risk asks for enhanced due diligence and a compliance decision before any account is opened.',
  testSubjects: servedTestSubjects(AML_CONNECT_PRODUCT.key),
};

/** AML Connect's order form: the screening form, for one person or business. */
export function AmlConnectOrderForm(props: OrderFormProps) {
  return <ScreeningOrderForm {...props} variant={AML_CONNECT_FORM} />;
}
