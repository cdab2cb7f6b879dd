import { z } from 'zod';
import { isoTimestamp } from '../common/timestamp.js';
import { AUTHENTICATED, defineEndpoint } from '../http/endpoint.js';
import { errorBodySchema } from '../common/error-body.js';
import type { PresentationLevel } from './presentation/levels.js';
import { ALERT_TITLES, type AlertType, CONSUMER_PRODUCTS, type ConsumerProduct, type CreditReport } from './credit-report.js';
import type { DataSourceResponse } from './consumer-response.js';

/*
 * Alerts that must be resolved before credit is extended (issue 36 part 2, docs/careful-pulls.md):
 * FCRA §605A(h) (initial, extended and active-duty alerts: reasonable steps to verify the identity, and
 * for an extended alert a call to the number the consumer gave), §605(h) and 16 CFR 641.1 (an address
 * discrepancy: a reasonable belief that the report is the consumer's), the Red Flags Rule (16 CFR 681,
 * an SSN that does not match). Which alerts an inquiry has is derived here once from the stored report;
 * the company's steps per alert type are its policy (Company Settings), these defaults until it sets them.
 */

/** The alert types whose resolution gates credit (a freeze or a deceased indicator releases no usable file). */
export const RESOLVABLE_ALERT_TYPES = ['INITIAL_FRAUD', 'EXTENDED_FRAUD', 'ACTIVE_DUTY', 'ADDRESS_MISMATCH', 'SSN_MISMATCH'] as const satisfies readonly AlertType[];
export type ResolvableAlertType = (typeof RESOLVABLE_ALERT_TYPES)[number];
export const isResolvableAlertType = (type: string): type is ResolvableAlertType => (RESOLVABLE_ALERT_TYPES as readonly string[]).includes(type);

/** The rule each alert type answers, as the panel and the PDF cite it. */
export const ALERT_RULES: Record<ResolvableAlertType, string> = {
  INITIAL_FRAUD: 'FCRA §605A(h)(1)(B): verify the identity before extending credit',
  EXTENDED_FRAUD: 'FCRA §605A(h)(2)(B): contact the consumer at the number given, or as the consumer asked',
  ACTIVE_DUTY: 'FCRA §605A(h)(1)(B): verify the identity before extending credit',
  ADDRESS_MISMATCH: 'FCRA §605(h)(2), 16 CFR 641.1(d): form a reasonable belief the report is the consumer’s',
  SSN_MISMATCH: 'Red Flags Rule (16 CFR 681.1): verify the identity behind a mismatched SSN',
};

/** The steps a company's policy lists for each alert type until it sets its own. */
export const DEFAULT_ALERT_STEPS: Record<ResolvableAlertType, readonly string[]> = {
  INITIAL_FRAUD: ['Checked a government-issued photo ID against the application', 'Confirmed the applicant’s identity through a second source (account records, a verification service)'],
  EXTENDED_FRAUD: ['Called the consumer at the telephone number in the alert', 'Checked a government-issued photo ID against the application'],
  ACTIVE_DUTY: ['Checked a government-issued photo ID against the application', 'Confirmed the applicant’s identity through a second source (account records, a verification service)'],
  ADDRESS_MISMATCH: ['Compared the application’s address with the report’s addresses and the applicant’s records', 'Confirmed the current address with the applicant (a utility bill, a lease, account records)'],
  SSN_MISMATCH: ['Checked the SSN against a Social Security card or other document', 'Confirmed the applicant’s identity through a second source (account records, a verification service)'],
};

const stepText = z.string().trim().min(1, 'a step cannot be blank').max(200, 'a step may be at most 200 characters');

/** A company's policy: the steps per alert type (1–8 each); a type left out keeps the default steps. */
export const alertPolicySchema = z.object(
  Object.fromEntries(RESOLVABLE_ALERT_TYPES.map((t) => [t, z.array(stepText).min(1, `${t}: list at least one step`).max(8, `${t}: at most 8 steps`)])) as Record<
    ResolvableAlertType,
    z.ZodArray<typeof stepText>
  >,
);
export type AlertPolicy = z.infer<typeof alertPolicySchema>;
export const alertPolicyUpdateSchema = alertPolicySchema.partial();

/** The policy in force: the company's steps where it set them, the defaults elsewhere. */
export function alertPolicyOf(stored: Partial<Record<string, readonly string[]>> | null | undefined): AlertPolicy {
  return Object.fromEntries(RESOLVABLE_ALERT_TYPES.map((t) => [t, [...(stored?.[t] ?? DEFAULT_ALERT_STEPS[t])]])) as AlertPolicy;
}

export const ALERT_OUTCOMES = ['verified', 'not-verified'] as const;
export type AlertOutcome = (typeof ALERT_OUTCOMES)[number];
export const ALERT_OUTCOME_LABELS: Record<AlertOutcome, string> = { verified: 'Identity verified', 'not-verified': 'Could not verify' };

/** An inquiry's alert state (report_inquiries.alert_status): null when no alert needs resolving. */
export const ALERT_STATUSES = ['unresolved', ...ALERT_OUTCOMES] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = { unresolved: 'Alert unresolved', ...ALERT_OUTCOME_LABELS };
/** How each state reads on screen and in the PDF: act on it, done, or adverse. */
export const ALERT_STATUS_LEVELS: Record<AlertStatus, PresentationLevel> = { unresolved: 'alarm', verified: 'good', 'not-verified': 'poor' };

/** One alert of a stored report that must be resolved, with the steps the policy lists for it. */
export const reportAlertSchema = z.object({
  /** 'primary:INITIAL_FRAUD': what a resolution's step names. */
  key: z.string(),
  applicant: z.enum(['primary', 'coapplicant']),
  type: z.enum(RESOLVABLE_ALERT_TYPES),
  title: z.string(),
  message: z.string(),
  contactPhone: z.string().nullable(),
  rule: z.string(),
  /** the policy's steps (as in force when resolved, once resolved). */
  steps: z.array(z.string()),
});
export type ReportAlert = z.infer<typeof reportAlertSchema>;

const note = (what: string) => z.string().trim().max(1000, `${what} may be at most 1000 characters`);

export const alertStepResultSchema = z.object({
  alert: z.string().max(64),
  step: z.string().max(200),
  done: z.boolean({ error: 'done must be true or false' }),
  note: note('a step’s note').default(''),
});

/** What a resolution is sent with: every step of every alert, ticked or not, each ticked one with a note. */
export const alertResolutionRequestSchema = z.object({
  outcome: z.enum(ALERT_OUTCOMES, { error: `outcome must be one of ${ALERT_OUTCOMES.join(', ')}` }),
  steps: z.array(alertStepResultSchema).max(80),
  /** why, when the identity could not be verified (required then). */
  note: note('note').default(''),
});
export type AlertResolutionRequest = z.input<typeof alertResolutionRequestSchema>;

export const alertResolutionSchema = z.object({
  outcome: z.enum(ALERT_OUTCOMES),
  steps: z.array(alertStepResultSchema.extend({ note: z.string() })),
  note: z.string(),
  resolvedBy: z.string(),
  resolvedAt: isoTimestamp(),
});
export type AlertResolution = z.infer<typeof alertResolutionSchema>;

/** A stored report's alerts to resolve and its resolution (absent from an answer without any). */
export const alertCheckSchema = z.object({
  status: z.enum(ALERT_STATUSES),
  alerts: z.array(reportAlertSchema),
  resolution: alertResolutionSchema.nullable(),
});
export type AlertCheck = z.infer<typeof alertCheckSchema>;

type RawAlert = CreditReport['alerts'][number];

/** The alerts of a consumer credit report's answer that must be resolved, per applicant, with the policy's steps. */
export function reportAlertsOf(product: string, dsr: DataSourceResponse, policy: AlertPolicy): ReportAlert[] {
  if (!(CONSUMER_PRODUCTS as readonly string[]).includes(product)) return [];
  // read as creditReportsOf does (consumer-response.ts imports this file's schema: no import back)
  const reports: CreditReport[] = dsr.value.consumers[`${product as ConsumerProduct}USConsumerCreditReport`] ?? [];
  return reports.flatMap((report, index) => {
    const applicant = index === 0 ? ('primary' as const) : ('coapplicant' as const);
    const seen = new Set<string>();
    return report.alerts
      .filter((a): a is RawAlert & { type: ResolvableAlertType } => isResolvableAlertType(a.type))
      .filter((a) => !seen.has(a.type) && seen.add(a.type) !== undefined)
      .map((a) => ({ key: `${applicant}:${a.type}`, applicant, type: a.type, title: ALERT_TITLES[a.type], message: a.message, contactPhone: a.contactPhone, rule: ALERT_RULES[a.type], steps: [...policy[a.type]] }));
  });
}

/** May the application be approved on this report? Only with no alert to resolve, or the identity verified. */
export const approvalAllowed = (status: AlertStatus | null): boolean => status === null || status === 'verified';

const inquiryParams = z.object({ id: z.string().uuid('id must be an inquiry id') });

export const resolveAlertsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/reportinquiries/:id/alerts/resolution',
  summary: "Resolve a stored report's fraud, active-duty and discrepancy alerts: the policy's steps ticked with notes, identity verified or not (once; the same resolution again answers as stored)",
  access: AUTHENTICATED,
  scopes: ['reports:order'],
  tenancy: 'object',
  params: inquiryParams,
  body: alertResolutionRequestSchema,
  response: { 200: alertCheckSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
});
