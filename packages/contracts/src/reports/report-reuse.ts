import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { formatDateTime } from '../common/formatters.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * Reuse instead of pulling twice (docs/careful-pulls.md). Before a pull the server looks for a report
 * of the same product on the same consumer (SSN and name, compared by a keyed hash) that the same
 * company ordered within the company's reuse window. One the caller may read answers 409 with it;
 * a new pull then needs `allowDuplicate: true` and a reason, kept in the audit trail.
 */

/** The company's reuse window in days: 7 by default (TransUnion's TLOxp re-view period); 0 turns the check off. */
export const REPORT_REUSE_WINDOW = { defaultDays: 7, minDays: 0, maxDays: 90 } as const;

/** The products whose orders are checked: the consumer credit family, each pull a hard inquiry on the consumer's file. */
export const REUSE_CHECKED_PRODUCTS = ['acrov6', 'nal', 'oneviewplus'] as const;
export const isReuseChecked = (product: string) => (REUSE_CHECKED_PRODUCTS as readonly string[]).includes(product);

export const DUPLICATE_REASON_MAX = 200;

/** What an order adds to pull again although a recent report exists: the confirmation and its reason. */
export const duplicateConfirmationFields = {
  /** true: pull although the company ordered this consumer's report within its reuse window (a reason is required). */
  allowDuplicate: z.boolean({ error: 'allowDuplicate must be true or false' }).optional(),
  /** why the earlier report will not do; kept in the audit trail. */
  duplicateReason: z.string({ error: 'duplicateReason must be text' }).trim().max(DUPLICATE_REASON_MAX, `duplicateReason may be at most ${DUPLICATE_REASON_MAX} characters`).optional(),
};

export const REUSE_MESSAGES = {
  reasonRequired: 'a reason is required to pull again (allowDuplicate)',
  duplicate: (consumerName: string, productName: string, createdAt: string, orderedBy: string) =>
    `${consumerName}'s ${productName} was ordered on ${formatDateTime(createdAt)} by ${orderedBy}: open it, or confirm a new pull with a reason (allowDuplicate).`,
  /** several products of one order (multi-order). */
  duplicates: (count: number) => `${count} of these reports were ordered recently for this consumer: open them, or confirm new pulls with a reason (allowDuplicate).`,
  stillOrdering: 'The same report for this consumer is being ordered right now. Try again in a moment.',
  windowField: 'reportReuseDays must be whole days from 0 to 90',
} as const;

/** A reason must come with the confirmation (a superRefine of a request that takes the fields). */
export function checkDuplicateConfirmation(value: { allowDuplicate?: boolean; duplicateReason?: string }, ctx: z.RefinementCtx): void {
  if (value.allowDuplicate === true && !value.duplicateReason) ctx.addIssue({ code: 'custom', path: ['duplicateReason'], message: REUSE_MESSAGES.reasonRequired });
}

/** An earlier report of the same consumer the caller may open (what the 409 names). */
export const existingInquirySchema = z.object({
  inquiryId: z.string(),
  product: z.string(),
  productName: z.string(),
  consumerName: z.string(),
  createdAt: isoTimestamp(),
  /** the user who ordered it. */
  orderedBy: z.string(),
  permissiblePurpose: z.string(),
});
export type ExistingInquiry = z.infer<typeof existingInquirySchema>;

export const DUPLICATE_REPORT_CODE = 'duplicate-report';

/** The 409 of an order a recent report answers: the common error body naming the earlier report(s). */
export const duplicateReportErrorSchema = errorBodySchema
  .extend({
    additionalErrorDetails: z.object({
      code: z.literal(DUPLICATE_REPORT_CODE),
      reuseWindowDays: z.number().int(),
      existingInquiries: z.array(existingInquirySchema).min(1),
    }),
  })
  .meta({ id: 'DuplicateReportError', description: 'A recent report of the same consumer exists: open it, or order again with allowDuplicate and a reason' });
export type DuplicateReportError = z.infer<typeof duplicateReportErrorSchema>;

/**
 * An order's 409: a recent report of the consumer (above), or another conflict in the common error body
 * (an Idempotency-Key whose first request is still running). One schema for both, so that neither answer
 * fails the response's serialization.
 */
export const orderConflictSchema = z
  .union([duplicateReportErrorSchema, errorBodySchema])
  .meta({ id: 'OrderConflict', description: 'A recent report of the same consumer (DuplicateReportError), or a request with this Idempotency-Key still in progress' });

/** The earlier reports a 409 names, when the body is one (else undefined). */
export function existingInquiriesOf(body: unknown): ExistingInquiry[] | undefined {
  const parsed = duplicateReportErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.additionalErrorDetails.existingInquiries : undefined;
}
