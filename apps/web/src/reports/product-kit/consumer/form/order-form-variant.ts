import type { z } from 'zod';
import { ALL_PERMISSIBLE_PURPOSES, consumerReportRequestSchema, type PermissiblePurpose, type SandboxPersonaInfo } from '@creditdesk/contracts';
import { toOrderRequest, type Country, type OrderFormValues, type TestConsumer } from './order-form-values';

/**
 * What a product ordered on the consumer request's shape (reports.md §3) sets in the consumer order
 * form: the consumer family (CCR, NAL, OneView+) takes the defaults; a product for exactly one
 * consumer (the Persona) offers no co-applicant, only its declared purposes and a US address, and
 * sends its own contract's body; an identity screen (the ID Report, DTEC) declares no purpose, may
 * leave the date of birth blank and may ask for a phone.
 */
export type OrderFormVariant = {
  /** the permissible purposes offered: the product's declaration (`permissiblePurposes`); none: no purpose is asked. */
  purposes: readonly PermissiblePurpose[];
  /** what the user certifies by running the report; the consumer family's permissible-purpose line by default. */
  certification?: string;
  /** a co-applicant may be added (the consumer family); false: the order is about one consumer. */
  coApplicant: boolean;
  /** the countries an address may be in; with one, the form asks for no country. */
  countries: readonly Country[];
  /** the date of birth may be left blank; the hint says what is then not checked. Required when absent. */
  optionalDateOfBirth?: { hint: string };
  /** an optional phone number is asked (DTEC). */
  asksPhone?: boolean;
  /** an optional email and driver's licence are asked (eIDcompare). */
  asksEmailAndLicence?: boolean;
  /** no address is asked (the MLA check: the DMDC matches on SSN and date of birth). */
  withoutAddress?: boolean;
  /** the date the account was charged off is asked, from `earliest` to today, with this hint (the Recovery Report). */
  chargeOffDate?: { hint: string; earliest: string };
  /** the order call's body the form's values make (a blank reference may become the user's name). */
  toRequest: (values: OrderFormValues, userName: string) => Record<string, unknown>;
  /** the contract's request schema the body is checked with before it is sent (the server's own rules). */
  requestSchema: z.ZodType;
  /** the applicant section's line under its title. */
  applicantDescription: string;
  /** the test consumers offered while the sandbox answers, given the sandbox bureau's list. */
  personas: (sandbox: readonly SandboxPersonaInfo[]) => readonly TestConsumer[];
};

/** The consumer family's form: every purpose, an optional co-applicant, a US or Canadian address. */
export const CONSUMER_FAMILY_FORM: OrderFormVariant = {
  purposes: ALL_PERMISSIBLE_PURPOSES,
  coApplicant: true,
  countries: ['US', 'CA'],
  toRequest: toOrderRequest,
  requestSchema: consumerReportRequestSchema,
  applicantDescription: 'The consumer whose report you are ordering.',
  personas: (sandbox) => sandbox.filter((p) => !p.products),
};

/** A product's persona menu: the test consumers the API serves for it (its contract declares them). */
export const servedTestConsumers =
  (productKey: string) =>
  (sandbox: readonly SandboxPersonaInfo[]): readonly TestConsumer[] =>
    sandbox.filter((p) => p.products?.includes(productKey));
