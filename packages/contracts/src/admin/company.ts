import { mfaSetupPolicySchema, stepUp } from '../auth/step-up.js';
import { z } from 'zod';
import { customerStatusSchema } from '../common/enums.js';
import { OFAC_THRESHOLD_RANGE } from '../compliance/ofac-screening.js';
import { accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { passkeyPolicySchema } from '../auth/passkeys.js';
import { adminMessageSchema, customerIdParams } from './admin-common.js';
import { alertPolicySchema, alertPolicyUpdateSchema } from '../reports/alert-resolution.js';
import { REPORT_REUSE_WINDOW, REUSE_MESSAGES } from '../reports/report-reuse.js';

const COMPANY = accessOfRoute('/company');

/** How often users must be re-certified (days; null: never) and a free note on the schedule. */
export const reCertificationSchema = z.object({
  frequency: z.number().int().nullable(),
  schedule: z.string().nullable(),
});

/** portal.md §3: a company has eIDcompare (EIDC) / eIDverifier (EIDV) only with the matching registration. */
export const productRegistrationsSchema = z.object({
  eidCompareRegistration: z.boolean(),
  eidVerifierRegistration: z.boolean(),
});

/** The company's single-sign-on provider; the client secret is never sent back (hasClientSecret). */
export const identityProviderSettingsSchema = z.object({
  identifier: z.string(),
  displayName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  userIdClaim: z.string(),
  hasClientSecret: z.boolean(),
});

export const companySettingsSchema = z.object({
  customerId: z.string(),
  /** read-only for the company (the provider's staff set them). */
  name: z.string(),
  status: customerStatusSchema,
  mfaRequired: z.boolean(),
  /** passkeys: optional, also the second factor, or required as it (auth/passkeys.ts). */
  passkeyPolicy: passkeyPolicySchema,
  /** the rule for users without a second factor at step-up acts (auth/step-up.ts; default 'required'). */
  mfaSetupPolicy: mfaSetupPolicySchema,
  /** CIDR ranges (or single addresses) the company's users may log in from; empty: anywhere. */
  allowedIpRanges: z.array(z.string()),
  /** days a password lives; null: never expires (NIST SP 800-63B). */
  passwordMaxAgeDays: z.number().int().nullable(),
  reCertification: reCertificationSchema,
  productRegistrations: productRegistrationsSchema,
  identityProvider: identityProviderSettingsSchema.nullable(),
  /** the OFAC screen's match threshold in force: the company's own, else the default (docs/ofac-screening.md). */
  ofacMatchThreshold: z.number(),
  /** a consumer credit report order also runs the MLA check on its consumers (only while the company holds MLA). */
  addMlaToCreditReports: z.boolean(),
  /** a consumer credit report order also runs the OFAC screen on its consumers (only while the company holds OFAC). */
  addOfacToCreditReports: z.boolean(),
  /** the steps its policy lists per fraud / active-duty / discrepancy alert before credit (docs/careful-pulls.md); the defaults where it set none. */
  alertPolicy: alertPolicySchema,
  /** days a credit report of a consumer is offered again instead of a new pull; 0: never (docs/careful-pulls.md). */
  reportReuseDays: z.number().int(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

const days = (field: string) =>
  z.number({ error: `${field} must be a number of days` }).int(`${field} must be whole days`).min(1, `${field} must be at least 1 day`).max(3650, `${field} may be at most 3650 days`);

/**
 * What the company may change; every part is optional and only given parts change. `name` and
 * `status` are read-only: sent back unchanged they are ignored, changed they are refused.
 */
export const updateCompanyBodySchema = z.object({
  name: z.string().optional(),
  status: z.string().optional(),
  mfaRequired: z.boolean().optional(),
  passkeyPolicy: passkeyPolicySchema.optional(),
  mfaSetupPolicy: mfaSetupPolicySchema.optional(),
  allowedIpRanges: z.array(z.string().trim().min(1).max(64)).max(50, 'at most 50 network ranges').optional(),
  passwordMaxAgeDays: days('passwordMaxAgeDays').nullable().optional(),
  reCertification: z
    .object({
      frequency: days('reCertification.frequency').nullable(),
      schedule: z.string().trim().max(100, 'schedule may be at most 100 characters').nullable().optional(),
    })
    .optional(),
  productRegistrations: productRegistrationsSchema.partial().optional(),
  /** the OFAC screen's match threshold, 0.80 to 0.99; null goes back to the default. */
  ofacMatchThreshold: z
    .number({ error: 'ofacMatchThreshold must be a number from 0.80 to 0.99' })
    .min(OFAC_THRESHOLD_RANGE.min, 'ofacMatchThreshold must be a number from 0.80 to 0.99')
    .max(OFAC_THRESHOLD_RANGE.max, 'ofacMatchThreshold must be a number from 0.80 to 0.99')
    .nullable()
    .optional(),
  addMlaToCreditReports: z.boolean({ error: 'addMlaToCreditReports must be true or false' }).optional(),
  addOfacToCreditReports: z.boolean({ error: 'addOfacToCreditReports must be true or false' }).optional(),
  /** the steps per alert type (a type left out keeps its steps); null goes back to the defaults. */
  alertPolicy: alertPolicyUpdateSchema.nullable().optional(),
  /** the reuse window in days, 0 to 90; 0 turns the check off. */
  reportReuseDays: z
    .number({ error: REUSE_MESSAGES.windowField })
    .int(REUSE_MESSAGES.windowField)
    .min(REPORT_REUSE_WINDOW.minDays, REUSE_MESSAGES.windowField)
    .max(REPORT_REUSE_WINDOW.maxDays, REUSE_MESSAGES.windowField)
    .optional(),
  /** null clears single sign-on; an object sets it (a missing clientSecret keeps the stored one only if the issuer and client stay the same). */
  identityProvider: z
    .object({
      identifier: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,62}$/, 'identifier: 2–63 letters, digits, dot, dash or underscore'),
      displayName: z.string().trim().min(1, 'displayName is required').max(100),
      issuer: z.string().trim().url('issuer must be a URL').max(500),
      clientId: z.string().trim().min(1, 'clientId is required').max(255),
      clientSecret: z.string().min(1).max(500).optional(),
      userIdClaim: z.string().trim().min(1).max(100).optional(),
    })
    .nullable()
    .optional(),
});
export type UpdateCompanyBody = z.input<typeof updateCompanyBodySchema>;

/** The settings that guard sign-in: a change of any is a step-up act (auth/step-up.ts). */
export const COMPANY_SECURITY_FIELDS = ['mfaRequired', 'mfaSetupPolicy', 'allowedIpRanges', 'passwordMaxAgeDays', 'identityProvider'] as const;

export const getCompanyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customers/:customerId',
  summary: "The company's settings: record, re-certification, product registrations, sign-in policy, single sign-on",
  access: COMPANY,
  customerParam: 'customerId',
  params: customerIdParams,
  response: { 200: companySettingsSchema },
});

export const updateCompanyEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/customers/:customerId',
  summary: "Change the company's settings (only the parts given)",
  access: COMPANY,
  stepUp: stepUp('The security settings guard every other act: whoever changes them could turn the rest off.', {
    description: `with any of ${COMPANY_SECURITY_FIELDS.join(', ')}`,
    test: (body) => body != null && typeof body === 'object' && COMPANY_SECURITY_FIELDS.some((f) => (body as Record<string, unknown>)[f] !== undefined),
  }),
  customerParam: 'customerId',
  params: customerIdParams,
  body: updateCompanyBodySchema,
  response: { 200: adminMessageSchema.extend({ company: companySettingsSchema }) },
});
