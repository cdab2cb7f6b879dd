import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { DUPLICATE_REASON_MAX, existingInquirySchema } from '../reports/report-reuse.js';

/*
 * Reuse instead of pulling twice, in batches (docs/careful-pulls.md): the dry run names the valid rows
 * a recent report of the same consumer answers (one the submitter may read), and the confirm says
 * what to do with them: 'reuse' (the row points at the earlier report: not pulled, not billed) or
 * 'pull' (a new pull, with a reason kept in the audit trail). With matches and no choice, the confirm
 * is refused: nothing is pulled twice by accident.
 */

export const BATCH_REUSE_CHOICES = ['reuse', 'pull'] as const;
export type BatchReuseChoice = (typeof BATCH_REUSE_CHOICES)[number];

/** How many matching rows the dry run lists (the count covers them all). */
export const BATCH_REUSE_LISTED = 100;

export const batchReuseMatchSchema = z.object({
  rowNumber: z.number().int(),
  consumerName: z.string(),
  ssnMasked: z.string(),
  existing: existingInquirySchema,
});
export type BatchReuseMatch = z.infer<typeof batchReuseMatchSchema>;

/** The dry run's matches: how many rows, the company's window, the first rows listed. */
export const batchReuseSchema = z.object({
  reuseWindowDays: z.number().int(),
  count: z.number().int(),
  matches: z.array(batchReuseMatchSchema),
});
export type BatchReuse = z.infer<typeof batchReuseSchema>;

export const BATCH_REUSE_MESSAGES = {
  choiceRequired: (count: number, days: number) =>
    `${count === 1 ? '1 row matches a report' : `${count} rows match reports`} ordered in the last ${days === 1 ? 'day' : `${days} days`}: confirm with reuse (open those reports) or pull (order again, with a reason).`,
  reasonRequired: 'a reason is required to pull again (reuse: pull)',
  reused: 'Reused',
} as const;

export const BATCH_REUSE_CHOICE_CODE = 'batch-reuse-choice-required';

/** The confirm's body: the choice for the matching rows (required when the dry run found any). */
export const confirmBatchBodySchema = z
  .object({
    reuse: z.enum(BATCH_REUSE_CHOICES, { error: `reuse must be one of ${BATCH_REUSE_CHOICES.join(', ')}` }).optional(),
    /** why the earlier reports will not do (with 'pull'); kept in the audit trail. */
    reason: z.string({ error: 'reason must be text' }).trim().max(DUPLICATE_REASON_MAX, `reason may be at most ${DUPLICATE_REASON_MAX} characters`).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.reuse === 'pull' && !b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: BATCH_REUSE_MESSAGES.reasonRequired });
  });
export type ConfirmBatchBody = z.infer<typeof confirmBatchBodySchema>;

/** The 409 of a confirm that did not choose: the matches, as the dry run named them. */
export const batchReuseChoiceErrorSchema = errorBodySchema
  .extend({ additionalErrorDetails: z.object({ code: z.literal(BATCH_REUSE_CHOICE_CODE), reuse: batchReuseSchema }) })
  .meta({ id: 'BatchReuseChoiceError', description: 'Rows of the batch match recent reports: confirm with reuse or pull (and a reason)' });

/** The matches a confirm's 409 names, when the body is one (else undefined). */
export function batchReuseOf(body: unknown): BatchReuse | undefined {
  const parsed = batchReuseChoiceErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.additionalErrorDetails.reuse : undefined;
}
