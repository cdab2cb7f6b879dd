import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { requiredText } from '../common/fields.js';
import { AUTHENTICATED, defineEndpoint } from '../http/endpoint.js';
import { LETTER_TEMPLATE_ACCESS } from './letter-templates.js';
import { knownKeyFactors } from './score-models.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * Reason codes (reports.md §7): the company's own adverse-action reasons, worded for the consumer
 * (12 CFR 1002.9(b)(2): the specific reasons), each with the bureau key-factor codes it stands for.
 * A letter's reasons default to the codes its report's key factors map to. A key factor maps to one
 * reason code at most, so that mapping is never ambiguous.
 */

/** A company reason code: letters, digits, '-' and '_', up to 10 (kept as typed; unique whatever the case). */
export const REASON_CODE_PATTERN = /^[A-Za-z0-9_-]{1,10}$/;
const codeSchema = requiredText('code', { max: 10 }).regex(REASON_CODE_PATTERN, 'code may hold only letters, digits, - and _ (at most 10)');

const KNOWN_FACTORS = new Set(knownKeyFactors().map((f) => f.code));

const bureauFactorCodesSchema = z
  .array(z.string().trim().min(1, 'a key-factor code is empty'), { error: 'bureauFactorCodes must be a list of key-factor codes' })
  .max(30, 'bureauFactorCodes may hold at most 30 codes')
  .default([])
  .superRefine((codes, ctx) => {
    const seen = new Set<string>();
    codes.forEach((code, i) => {
      if (!KNOWN_FACTORS.has(code)) ctx.addIssue({ code: 'custom', path: [i], message: `'${code}' is not a key-factor code of any score model` });
      else if (seen.has(code)) ctx.addIssue({ code: 'custom', path: [i], message: `'${code}' is listed twice` });
      seen.add(code);
    });
  });

export const reasonCodeInputSchema = z.object({
  code: codeSchema,
  /** the reason as the consumer reads it in the letter. */
  description: requiredText('description', { max: 200 }),
  bureauFactorCodes: bureauFactorCodesSchema,
});
export type ReasonCodeInput = z.input<typeof reasonCodeInputSchema>;

/** A change: the code is the path's; a body code other than it is refused. */
export const reasonCodeChangeSchema = z.object({
  code: z.string().optional(),
  description: requiredText('description', { max: 200 }),
  bureauFactorCodes: bureauFactorCodesSchema,
});

export const reasonCodeSchema = z.object({
  code: z.string(),
  description: z.string(),
  bureauFactorCodes: z.array(z.string()),
  updatedBy: z.string(),
  updatedAt: isoTimestamp(),
});
export type ReasonCode = z.infer<typeof reasonCodeSchema>;

const customerParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });
const codeParams = customerParams.extend({ code: codeSchema });

export const reasonCodeListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/eletters/customers/:customerId/reasoncodes',
  summary: "The company's reason codes by code, and the key factors a report's score can name (userId and userName accepted: the caller is the token's)",
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({ userId: z.string().max(100).optional(), userName: z.string().max(100).optional() }),
  response: {
    200: z.object({
      content: z.array(reasonCodeSchema),
      /** every key-factor code a declared score model gives, for the mapping editor. */
      keyFactors: z.array(z.object({ code: z.string(), text: z.string(), model: z.string() })),
    }),
  },
});

const reasonAnswer = z.object({ message: z.string(), reasonCode: reasonCodeSchema });

export const createReasonCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/eletters/customers/:customerId/reasoncodes',
  summary: 'Add a reason code; 409 when the code exists (any case) or a key factor is already mapped to another code',
  access: LETTER_TEMPLATE_ACCESS,
  customerParam: 'customerId',
  params: customerParams,
  body: reasonCodeInputSchema,
  response: { 201: reasonAnswer, 403: errorBodySchema, 409: errorBodySchema },
});

export const updateReasonCodeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/eletters/customers/:customerId/reasoncodes/:code',
  summary: "Change a reason code's wording and key factors (letters already built keep theirs)",
  access: LETTER_TEMPLATE_ACCESS,
  customerParam: 'customerId',
  params: codeParams,
  body: reasonCodeChangeSchema,
  response: { 200: reasonAnswer, 403: errorBodySchema, 409: errorBodySchema },
});

export const deleteReasonCodeEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/eletters/customers/:customerId/reasoncodes/:code',
  summary: 'Delete a reason code (letters already built keep its wording)',
  access: LETTER_TEMPLATE_ACCESS,
  customerParam: 'customerId',
  params: codeParams,
  response: { 200: z.object({ message: z.string() }), 403: errorBodySchema },
});
