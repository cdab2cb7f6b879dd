import { z } from 'zod';
import type { GivenNameParts } from '../applicant-identity.js';
import { orderedIdentityFields } from '../reported-parts.js';
import { billedTo, givenNameParts, givenText } from './consumer-identity.js';

/*
 * The identity an identity order is about, as the ID Report declares it and DTEC and eIDcompare
 * extend it (each adds its own parts: a phone, an email, a driver's licence): the applicant a data
 * source receives, the order form's values, the submit body, and the subject the answers echo.
 * Beside the product folders because a product folder never imports another's (issue 31).
 */

/** The identity to verify as a data source receives it: the SSN as nine digits, the optional parts absent when not given. */
export type IdReportConsumer = GivenNameParts & {
  ssn: string;
  dateOfBirth?: string;
  address: { line1: string; city: string; state: string; zip: string };
};

/** The order form's values, as the user typed them. */
export type IdReportFormValues = GivenNameParts & {
  accountNumber: string;
  customerReferenceNumber?: string;
  ssn: string;
  dateOfBirth?: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
};

/** The body an identity order sends: the ID Report's request, which DTEC's and eIDcompare's add to. */
export type IdentityOrderBody = ReturnType<typeof billedTo> & { consumer: ReturnType<typeof givenNameParts> & Omit<IdReportConsumer, keyof GivenNameParts> };

/**
 * The body the portal sends: middle name, suffix and date of birth only when not empty, the SSN's
 * dashes removed, a blank reference replaced by the user name.
 */
export function idReportSubmitBody(form: IdReportFormValues, session: { userName: string }): IdentityOrderBody {
  const dateOfBirth = givenText(form.dateOfBirth);
  return {
    ...billedTo(form, session),
    consumer: {
      ...givenNameParts(form),
      ssn: form.ssn.replace(/-/g, '').trim(),
      ...(dateOfBirth ? { dateOfBirth } : {}),
      address: { line1: form.line1.trim(), city: form.city.trim(), state: form.state.trim(), zip: form.zip.trim() },
    },
  };
}

/** The applicant as submitted, the SSN masked: the subject of the ID Report's, eIDcompare's and eIDverifier's answers. */
export const identitySubjectSchema = z.object(orderedIdentityFields);
