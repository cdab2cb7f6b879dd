import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { requiredText } from '../common/fields.js';
import { PATTERNS } from '../common/patterns.js';
import { accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import type { ProductRegistration } from '../reports/products/product.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * Product registrations (portal.md §3): eIDcompare and eIDverifier are ordered only by a company with
 * the matching registration. A productmanagementadmin sees them on /product-registration and submits
 * the eIDverifier registration form (eidVerifierForm, status Submitted); the bureau's approval turns
 * the registration on (docs/products/eidverifier.md, "Registration"). docs/decisions.md records it.
 */

export const EID_VERIFIER_FORM = 'eidVerifierForm';
export const REGISTRATION_FORM_STATUSES = ['Submitted'] as const;

/** A registration's state on the screen: on (the product may be ordered), a form awaiting approval, or none. */
export const REGISTRATION_STATES = ['active', 'submitted', 'not-registered'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];
export const REGISTRATION_STATE_LABELS: Record<RegistrationState, string> = { active: 'Active', submitted: 'Submitted', 'not-registered': 'Not registered' };

/** What the business tells the bureau to be credentialed for eIDverifier (its public onboarding's questions). */
export const EIDV_INTENDED_USES = {
  'account-opening': 'Opening new accounts',
  'account-recovery': 'Account recovery and password resets',
  'high-risk-transactions': 'Confirming high-risk transactions',
  'call-center': 'Call-center caller authentication',
} as const;
export type EidVerifierIntendedUse = keyof typeof EIDV_INTENDED_USES;
export const EIDV_MONTHLY_VOLUMES = { 'under-1000': 'Under 1,000', '1000-10000': '1,000 to 10,000', '10000-100000': '10,000 to 100,000', 'over-100000': 'Over 100,000' } as const;
export type EidVerifierMonthlyVolume = keyof typeof EIDV_MONTHLY_VOLUMES;
export const EIDV_CHANNELS = { online: 'Online (self-service)', 'call-center': 'Call center (agent-assisted)', branch: 'In person (branch or store)' } as const;
export type EidVerifierChannel = keyof typeof EIDV_CHANNELS;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const eidVerifierFormSchema = z.object({
  businessDescription: requiredText('businessDescription', { max: 500 }),
  intendedUse: z.enum(Object.keys(EIDV_INTENDED_USES) as [EidVerifierIntendedUse, ...EidVerifierIntendedUse[]], { error: 'intendedUse must be one of the listed uses' }),
  channels: z
    .array(z.enum(Object.keys(EIDV_CHANNELS) as [EidVerifierChannel, ...EidVerifierChannel[]], { error: 'channels must be online, call-center or branch' }), { error: 'channels must be a list' })
    .min(1, 'channels must name at least one channel'),
  monthlyVolume: z.enum(Object.keys(EIDV_MONTHLY_VOLUMES) as [EidVerifierMonthlyVolume, ...EidVerifierMonthlyVolume[]], { error: 'monthlyVolume must be one of the listed volumes' }),
  contactName: requiredText('contactName', { max: 80 }),
  contactEmail: requiredText('contactEmail', { max: 100 }).refine((v) => EMAIL.test(v), 'contactEmail must be an address like name@example.com'),
  contactPhone: requiredText('contactPhone', { max: 12 }).refine((v) => PATTERNS.phone334.test(v), 'contactPhone must be 10 digits (dashes optional, grouped 3-3-4)'),
  /** the end-user agreement and the bureau's terms of use of identity data (GLBA, DPPA), accepted. */
  agreementAccepted: z.literal(true, { error: 'agreementAccepted: the eIDverifier agreement must be accepted' }),
});
export type EidVerifierForm = z.infer<typeof eidVerifierFormSchema>;

export const productRegistrationSchema = z.object({
  registration: z.enum(['eidCompare', 'eidVerifier'] satisfies ProductRegistration[]),
  productCode: z.string(),
  productName: z.string(),
  state: z.enum(REGISTRATION_STATES),
  /** when the registration was turned on. */
  activeSince: z.string().nullable(),
  /** the registration form submitted (eIDverifier), or null. */
  form: z
    .object({ name: z.literal(EID_VERIFIER_FORM), status: z.enum(REGISTRATION_FORM_STATUSES), submittedAt: isoTimestamp(), submittedBy: z.string(), values: eidVerifierFormSchema })
    .nullable(),
});
export type ProductRegistrationView = z.infer<typeof productRegistrationSchema>;

const PM = accessOfRoute('/product-registration');

export const PRODUCT_REGISTRATION_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/product-registrations',
    summary: "The company's product registrations (eIDcompare, eIDverifier) and their state",
    access: PM,
    tenancy: 'caller',
    response: { 200: z.object({ registrations: z.array(productRegistrationSchema) }) },
  }),
  submitEidVerifierForm: defineEndpoint({
    method: 'POST',
    path: '/product-registrations/eidverifier/form',
    summary: 'Submit the eIDverifier registration form (status Submitted)',
    access: PM,
    tenancy: 'caller',
    body: eidVerifierFormSchema,
    response: { 201: productRegistrationSchema, 400: errorBodySchema, 409: errorBodySchema },
  }),
} as const;

export const PRODUCT_REGISTRATION_MESSAGES = {
  submitted: 'Your eIDverifier registration form has been submitted. The bureau reviews it; the product can be ordered once it is approved.',
  alreadyActive: 'Your company is already registered for eIDverifier.',
  registrationNeeded: (productName: string) =>
    `Your company is not registered for ${productName}. A product management administrator can register it under Product Settings › Product Registration.`,
} as const;
