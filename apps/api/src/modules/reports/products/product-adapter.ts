import { API_MESSAGES } from '@creditdesk/contracts';
import type { ConfigurationOptionValues, ReportProduct } from '@creditdesk/contracts';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../../app-context.js';
import type { Db } from '../../../db/client.js';
import { badRequest, forbidden } from '../../../lib/http-error.js';
import type { PdfInquiry } from '../pdf/types.js';

/** Who a report is about, as the inquiry row keeps it: names in the clear for lists, the identity encrypted. */
export type OrderSubject = {
  consumerName: string;
  coApplicantName: string | null;
  /** the last four digits of the SSN, or '' when the order names none. */
  ssnLast4: string;
  /** the identities the order named, encrypted at rest. */
  identity: unknown;
  /** the primary applicant's whole SSN, only for the reuse check's keyed hash (../report-reuse.ts); never stored. */
  ssn?: string;
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
  /** the product's own verdict, kept on the inquiry for My Reports (eIDverifier's status). */
  outcome?: string;
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
 * Made by `defineAdapter`, which types Body from the product's own request schema; the members that
 * take the body are methods so a registry holds every product's adapter as `ProductAdapter` (each is
 * only ever handed a body its own `product`'s schema validated: the routes take the product from it).
 */
export type ProductAdapter<Body = unknown> = {
  /** the product it orders: the routes validate with its request schema before any member runs. */
  readonly product: ReportProduct;
  /** the account number the request names (checked before any call), or undefined when it names none. */
  accountNumberOf(body: Body): string | undefined;
  /**
   * Checks of the request that need the caller or the company's own records (a product
   * configuration it names, the caller it names), before the data source is called: throws a 400
   * naming the field or a 403. May name the account number a product without one in its request
   * is billed to (its product configuration's).
   */
  checkOrder?(ctx: AppContext, caller: Caller, body: Body): Promise<{ member?: NonNullable<PullContext['member']>; configuration?: OrderConfiguration } | undefined>;
  permissiblePurposeOf(body: Body): string | undefined;
  /** the user's reference; a blank one becomes the user name. */
  referenceOf(body: Body): string | undefined;
  subjectOf(body: Body): OrderSubject;
  pull(ctx: AppContext, body: Body, context: PullContext): Promise<Pulled>;
  /**
   * What the product keeps beside the stored inquiry, in the same transaction (an OFAC hit's review
   * case): all of it is stored, or nothing.
   */
  afterStore?: (tx: Db, stored: { inquiryId: string; customerId: string; username: string; createdAt: Date; subjectName: string }, dataSourceResponse: unknown) => Promise<void>;
  /** the consumers the company's add-on checks run on, when the product takes them (the consumer credit report). */
  companionConsumers?(body: Body): readonly CompanionConsumer[];
  /** the order's answer, in the product's response shape. */
  answer: (inquiry: { id: string; createdAt: Date }, dataSourceResponse: unknown) => unknown;
  /** the name the saved PDF is given, from the stored identity. */
  fileNameSubject: (identity: unknown) => { firstName: string; lastName: string };
  /** the stored report as a PDF, for one view ('primary', or 'coapplicant' where the product splits). */
  renderPdf: (input: { dataSourceResponse: unknown; view: string; inquiry: PdfInquiry }) => Promise<Buffer>;
};

/** A product whose answer carries its data source's answer under `dataSourceResponse` (reports.md §3): every product. */
type SourcedProduct = ReportProduct & { order: { response: { shape: { dataSourceResponse: z.ZodType } } } };
/** The product's request as validated (its schema's output). */
export type RequestOf<P extends ReportProduct> = z.output<P['order']['request']>;
/** The product's data source's answer as stored, parsed again before its PDF is drawn. */
export type SourceAnswerOf<P extends SourcedProduct> = z.output<P['order']['response']['shape']['dataSourceResponse']>;

/** What a product states itself; every member `defineAdapter` defaults may be given to differ. */
export type AdapterSpec<P extends SourcedProduct, Body = RequestOf<P>> = Pick<ProductAdapter<Body>, 'pull' | 'subjectOf'> &
  Partial<Omit<ProductAdapter<Body>, 'product' | 'pull' | 'subjectOf'>> & {
    /** the PDF of the one view, from the stored answer parsed with the product's own schema. */
    pdf?: (input: { dataSourceResponse: SourceAnswerOf<P>; inquiry: PdfInquiry }) => Promise<Buffer>;
  };

const textField = (body: unknown, key: string): string | undefined => {
  const value: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** The subscriber a data source is told of: the account number the order is billed to (checked by the pipeline). */
export function subscriberOf(member: PullContext['member']): { customerName: string; accountNumber: string } {
  if (!member) throw new Error('the order names no account number');
  return { customerName: member.name, accountNumber: member.memberNumber };
}

/**
 * A product's adapter from its real pull and subject. The defaults, what most products do: the
 * request's `accountNumber` and `customerReferenceNumber`; its `permissiblePurpose` when the product
 * is ordered for one (else none); the answer of reports.md §3; the PDF's name from the stored
 * identity's first and last name; one view, drawn by `pdf` from the stored answer.
 */
export function defineAdapter<const P extends SourcedProduct>(product: P, spec: AdapterSpec<P>): ProductAdapter<RequestOf<P>> {
  const sourceSchema: P['order']['response']['shape']['dataSourceResponse'] = product.order.response.shape.dataSourceResponse;
  const { pdf, ...given } = spec;
  return {
    product,
    accountNumberOf: (body) => textField(body, 'accountNumber'),
    permissiblePurposeOf: (body) => (product.permissiblePurposes.length > 0 ? textField(body, 'permissiblePurpose') : undefined),
    referenceOf: (body) => textField(body, 'customerReferenceNumber'),
    answer: productAnswer(product.key),
    fileNameSubject: (identity) => ({ firstName: textField(identity, 'firstName') ?? '', lastName: textField(identity, 'lastName') ?? '' }),
    async renderPdf({ dataSourceResponse, view, inquiry }) {
      if (view !== 'primary') throw badRequest(API_MESSAGES.products.noCoApplicantView);
      if (!pdf) throw new Error(`${product.key}: no PDF`);
      return pdf({ dataSourceResponse: sourceSchema.parse(dataSourceResponse), inquiry });
    },
    ...given,
  };
}

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

/** A person's name as lists show it: the given parts, blanks left out. */
export const fullNameOf = (c: { firstName: string; middleName?: string | null; lastName: string; suffix?: string | null }) => [c.firstName, c.middleName, c.lastName, c.suffix].filter(Boolean).join(' ');

/** A request that names its company and user (`customerConfigurations`: ADV, Kount) must name the caller's own. */
export function checkOwnCustomerConfigurations(caller: Caller, named: { customerId: string; userName: string }): void {
  if (named.customerId !== caller.customerId) throw forbidden(API_MESSAGES.products.ownCustomerId);
  if (named.userName !== caller.username) throw forbidden(API_MESSAGES.products.ownUserName);
}
