/*
 * The applicant's identity as both sides pass it around (one declaration, used by the products'
 * types, the portal's order form and the data sources).
 */

/** A person's name parts as submitted: the middle name and suffix absent when not given. */
export type GivenNameParts = {
  firstName: string;
  middleName?: string;
  lastName: string;
  suffix?: string;
};

/** An applicant's identity as an order form or a lender's account file holds it: each part text, blank when not given. */
export type ApplicantIdentityText = {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  ssn: string;
  dateOfBirth: string;
};
