import { z } from 'zod';
import { requiredText } from '../../common/fields.js';
import { PATTERNS } from '../../common/patterns.js';
import { customerReferenceNumberSchema, givenText, identityConsumerFields } from './consumer-identity.js';
import { type IdReportConsumer, type IdReportFormValues, idReportSubmitBody } from './identity-applicant.js';

/*
 * DTEC's request, which eIDverifier takes as its own: the ID Report's identity and an optional phone,
 * its rules, the applicant a data source receives and the submit body. Beside the product folders
 * because a product folder never imports another's (issue 31).
 */

/** An optional phone: ten digits, dashes optional (3-3-4) and removed; blank or absent means "not given". */
const optionalPhone = z
  .string({ error: 'phone must be text' })
  .trim()
  .refine((v) => PATTERNS.phone334.test(v), 'phone must be 10 digits (dashes optional, grouped 3-3-4)')
  .transform((v) => v.replace(/\D/g, ''))
  .optional()
  .transform((v) => (v ? v : undefined));

export const dtecRequestSchema = z.object({
  /** the company's account number the inquiry is billed to (the pipeline checks it is the company's, active). */
  accountNumber: requiredText('accountNumber', { max: 20 }),
  /** blank: the server stores the user name (reports.md §3). */
  customerReferenceNumber: customerReferenceNumberSchema,
  /** the ID Report's identity (an SSN never issued is accepted: the SSN_INVALID warning says so) and the phone. */
  consumer: z.object({ ...identityConsumerFields, phone: optionalPhone }, { error: 'consumer is required' }),
});
export type DtecRequest = z.input<typeof dtecRequestSchema>;
export type DtecRequestParsed = z.output<typeof dtecRequestSchema>;

/** The application's identity as a data source receives it: SSN and phone as digits, optional parts absent when not given. */
export type DtecApplicant = IdReportConsumer & { phone?: string };

/** The order form's values, as the user typed them. */
export type DtecFormValues = IdReportFormValues & { phone?: string };

/** The body the portal sends: optional fields only when not empty, SSN and phone without dashes, a blank reference replaced by the user name. */
export function dtecSubmitBody(form: DtecFormValues, session: { userName: string }): DtecRequest {
  const body = idReportSubmitBody(form, session);
  const phone = givenText(form.phone)?.replace(/-/g, '');
  return { ...body, consumer: { ...body.consumer, ...(phone ? { phone } : {}) } };
}
