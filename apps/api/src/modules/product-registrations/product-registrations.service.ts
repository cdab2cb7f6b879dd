import {
  EID_COMPARE_PRODUCT,
  EID_VERIFIER_FORM,
  EID_VERIFIER_PRODUCT,
  type EidVerifierForm,
  PRODUCT_REGISTRATION_MESSAGES,
  type ProductRegistration,
  type ProductRegistrationView,
  eidVerifierFormSchema,
} from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { HttpError } from '../../lib/http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type RegistrationFormRow, type RegistrationRow, registrationsAndForms, upsertRegistrationForm } from './product-registrations.repository.js';

/** The registrations the screen lists, with the product each opens and the form it takes (eIDverifier's). */
const REGISTRATIONS: readonly { registration: ProductRegistration; product: { code: string; name: string }; form?: typeof EID_VERIFIER_FORM }[] = [
  { registration: 'eidCompare', product: EID_COMPARE_PRODUCT },
  { registration: 'eidVerifier', product: EID_VERIFIER_PRODUCT, form: EID_VERIFIER_FORM },
];

function viewOf(entry: (typeof REGISTRATIONS)[number], active: RegistrationRow | undefined, form: RegistrationFormRow | undefined): ProductRegistrationView {
  return {
    registration: entry.registration,
    productCode: entry.product.code,
    productName: entry.product.name,
    state: active ? 'active' : form ? 'submitted' : 'not-registered',
    activeSince: active ? active.registeredAt.toISOString() : null,
    form: form
      ? { name: EID_VERIFIER_FORM, status: 'Submitted', submittedAt: form.submittedAt.toISOString(), submittedBy: form.submittedByUsername, values: eidVerifierFormSchema.parse(form.values) }
      : null,
  };
}

export async function listProductRegistrations(ctx: AppContext, customerId: string): Promise<ProductRegistrationView[]> {
  const { active, forms } = await registrationsAndForms(ctx.db, customerId);
  return REGISTRATIONS.map((entry) => viewOf(entry, active.find((a) => a.registration === entry.registration), entry.form && forms.find((f) => f.form === entry.form)));
}

/**
 * The eIDverifier registration form, submitted (status Submitted) and audited; 409 while the
 * registration is already on. Submitting again replaces the earlier form. The bureau's approval turns
 * the registration on (docs/products/eidverifier.md, "Registration").
 */
export async function submitEidVerifierForm(ctx: AppContext, caller: Caller, values: EidVerifierForm, meta: { correlationId: string; ip?: string }): Promise<ProductRegistrationView> {
  const current = (await listProductRegistrations(ctx, caller.customerId)).find((r) => r.registration === 'eidVerifier')!;
  if (current.state === 'active') throw new HttpError(409, PRODUCT_REGISTRATION_MESSAGES.alreadyActive);
  await ctx.db.transaction(async (tx) => {
    await upsertRegistrationForm(tx as never, {
      customerId: caller.customerId,
      form: EID_VERIFIER_FORM,
      status: 'Submitted',
      values,
      submittedAt: new Date(),
      submittedBy: caller.userId,
      submittedByUsername: caller.username,
    });
    await recordAudit(tx as never, {
      action: 'product-registration.form-submitted',
      customerId: caller.customerId,
      actorUserId: caller.userId,
      actorUsername: caller.username,
      targetType: 'product-registration',
      targetId: 'eidVerifier',
      details: { form: EID_VERIFIER_FORM, status: 'Submitted', intendedUse: values.intendedUse, monthlyVolume: values.monthlyVolume, resubmitted: current.state === 'submitted' },
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
  });
  return (await listProductRegistrations(ctx, caller.customerId)).find((r) => r.registration === 'eidVerifier')!;
}
