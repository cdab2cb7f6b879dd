import { z } from 'zod';
import { humanizeScreeningMessage } from './screening-form-fields';
import type { ScreeningSession } from './screening-form-values';
import type { ScreeningFormVariant } from './screening-form-variant';

/**
 * A screening form's resolver: the form's values become the body the portal sends (the product's
 * submit body), and that body is checked with the contract's own request schema, the one the server
 * runs. Each issue lands on the field it names, in the form's words; the first issue of a field is
 * the one shown.
 */
export const screeningFormSchema = ({ toRequest, requestSchema, fieldOf }: ScreeningFormVariant, session: ScreeningSession) =>
  z
    .object({
      accountNumber: z.string(),
      customerReferenceNumber: z.string(),
      subjectType: z.enum(['individual', 'business']),
      firstName: z.string(),
      middleName: z.string(),
      lastName: z.string(),
      dateOfBirth: z.string(),
      country: z.string(),
      businessName: z.string(),
    })
    .superRefine((values, ctx) => {
      const result = requestSchema.safeParse(toRequest(values, session));
      if (result.success) return;
      const seen = new Set<string>();
      for (const issue of result.error.issues) {
        const field = fieldOf(issue.path);
        const path = field ?? 'root';
        if (seen.has(path)) continue;
        seen.add(path);
        ctx.addIssue({ code: 'custom', path: [path], message: humanizeScreeningMessage(issue.message, field) });
      }
    });
