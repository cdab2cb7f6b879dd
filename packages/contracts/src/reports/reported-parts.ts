import { z } from 'zod';

/*
 * The parts every report's answer states the same way (the credit report and the identity-fraud
 * products): a street address and the subject's name. A product spreads them into its own shape,
 * so a field is declared once.
 */

/** A street address as a report states it (each product adds its own dates and flags). */
export const reportedAddressFields = {
  line1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
};
export const reportedAddressSchema = z.object(reportedAddressFields);

/** The name parts of a report's subject: the middle name and suffix null when not on record or not given. */
export const reportedNameFields = {
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  suffix: z.string().nullable(),
};

/** The identity an order was placed on, as its report restates it: the SSN masked, the date of birth null when not given. */
export const orderedIdentityFields = {
  ...reportedNameFields,
  ssnMasked: z.string(),
  dateOfBirth: z.string().nullable(),
  address: reportedAddressSchema,
};
