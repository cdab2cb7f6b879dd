import type { ConfigurationOptionValues } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../../app-context.js';
import type { Db } from '../../../db/client.js';
import type { PdfInquiry } from '../pdf/types.js';

/** Who a report is about, as the inquiry row keeps it: names in the clear for lists, the identity encrypted. */
export type OrderSubject = {
  consumerName: string;
  coApplicantName: string | null;
  /** the last four digits of the SSN, or '' when the order names none. */
  ssnLast4: string;
  /** the identities the order named, encrypted at rest. */
  identity: unknown;
};

export type PullContext = {
  /** the ordering caller's company. */
  customerId: string;
  /** the account number the order names, checked to be the company's own and active. */
  member?: { memberNumber: string; name: string };
  customerReferenceNumber: string;
  /** the inquiry id: a real data source de-duplicates a call it sees twice. */
  idempotencyKey: string;
  /** the product configuration the order runs under (issue 17), checked to be the company's, of this product, on this account number. */
  configuration?: OrderConfiguration;
};

/** A product configuration an order runs under: its option values complete (defaults filled in). */
export type OrderConfiguration = { id: string; name: string; options: ConfigurationOptionValues };

export type Pulled = {
  /** the data source's answer, stored encrypted exactly as answered (reports.md §3). */
  dataSourceResponse: unknown;
  status: 'Completed' | 'No Hit';
};

/** The identity fields an add-on check reads from the report it runs with. */
export type CompanionIdentityField = 'firstName' | 'middleName' | 'lastName' | 'suffix' | 'ssn' | 'dateOfBirth' | 'country';

/**
 * A consumer of an order on whom the company's add-on checks run (the credit report's MLA check and
 * OFAC screen): who, and where each field is in the order's body, so a check's refusal names it.
 */
export type CompanionConsumer = {
  applicant: 'primary' | 'coapplicant';
  identity: { firstName: string; middleName?: string; lastName: string; suffix?: string; ssn: string; dateOfBirth: string; country: string };
  fieldPaths: Record<CompanionIdentityField, string>;
};

/**
 * What a product adds to the shared order pipeline: reading its own request, calling its data
 * source, shaping its answer and drawing its PDF. Everything else (may this caller order it,
 * validation, encryption, the inquiry, audit, billing, the PDF route) the pipeline does for all.
 */
export type ProductAdapter<Body = never> = {
  /** the account number the request names (checked before any call), if the product takes one. */
  accountNumberOf?: (body: Body) => string;
  /**
   * Checks of the request that need the caller or the company's own records (a product
   * configuration it names, the caller it names), before the data source is called: throws a 400
   * naming the field or a 403. May name the account number a product without one in its request
   * is billed to (its product configuration's).
   */
  checkOrder?: (ctx: AppContext, caller: Caller, body: Body) => Promise<{ member?: NonNullable<PullContext['member']>; configuration?: OrderConfiguration } | undefined>;
  permissiblePurposeOf: (body: Body) => string | undefined;
  /** the user's reference; a blank one becomes the user name. */
  referenceOf: (body: Body) => string | undefined;
  subjectOf: (body: Body) => OrderSubject;
  pull: (ctx: AppContext, body: Body, context: PullContext) => Promise<Pulled>;
  /**
   * What the product keeps beside the stored inquiry, in the same transaction (an OFAC hit's review
   * case): all of it is stored, or nothing.
   */
  afterStore?: (tx: Db, stored: { inquiryId: string; customerId: string; username: string; createdAt: Date; subjectName: string }, dataSourceResponse: unknown) => Promise<void>;
  /** the consumers the company's add-on checks run on, when the product takes them (the consumer credit report). */
  companionConsumers?: (body: Body) => readonly CompanionConsumer[];
  /** the order's answer, in the product's response shape. */
  answer: (inquiry: { id: string; createdAt: Date }, dataSourceResponse: unknown) => unknown;
  /** the name the saved PDF is given, from the stored identity. */
  fileNameSubject: (identity: unknown) => { firstName: string; lastName: string };
  /** the stored report as a PDF, for one view ('primary', or 'coapplicant' where the product splits). */
  renderPdf: (input: { dataSourceResponse: unknown; view: string; inquiry: PdfInquiry }) => Promise<Buffer>;
};

/**
 * The order's answer of a product of reports.md §3's shape: the stored inquiry, the product's key,
 * the data source's answer as stored, and the same as a JSON string (`formatedResponse`).
 */
export const productAnswer =
  (product: string) =>
  (inquiry: { id: string; createdAt: Date }, dataSourceResponse: unknown) => ({
    inquiryId: inquiry.id,
    product,
    createdAt: inquiry.createdAt.toISOString(),
    dataSourceResponse,
    formatedResponse: JSON.stringify({ dataSourceResponse }),
  });
