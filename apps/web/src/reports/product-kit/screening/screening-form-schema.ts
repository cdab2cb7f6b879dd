import { z } from 'zod';
import { refineByRequestSchema } from '../../../lib/request-schema-issues';
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
    .superRefine((values, ctx) =>
      refineByRequestSchema(values, ctx, { schema: requestSchema, toRequest: (v) => toRequest(v, session), fieldOf, message: humanizeScreeningMessage }),
    );
