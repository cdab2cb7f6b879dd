import { z } from 'zod';
import { refineByRequestSchema } from '../../../lib/request-schema-issues';
import { advReportRequestSchema, advSubmitBody } from '@creditdesk/contracts';
import { nameAndIdShape } from '../../product-kit/consumer/form/order-form-schema';
import { advFieldOf, humanizeAdvMessage } from './adv-form-fields';
import type { AdvSession } from './adv-form-values';

/**
 * The ADV form's resolver: the form's values become the body the portal sends (advSubmitBody), and
 * that body is checked with the contracts' own request schema, the one the server runs. Each issue
 * lands on the field it names, in the form's words; the first issue of a field is the one shown.
 */
export const advFormSchema = (session: AdvSession) =>
  z
    .object({
      profileName: z.string(),
      customerReferenceNumber: z.string(),
      ...nameAndIdShape,
      addressLine1: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    })
    .superRefine((values, ctx) =>
      refineByRequestSchema(values, ctx, { schema: advReportRequestSchema, toRequest: (v) => advSubmitBody(v, session), fieldOf: advFieldOf, message: humanizeAdvMessage }),
    );
