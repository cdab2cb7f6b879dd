import { MULTI_ORDER_STEP_UP } from './employment-step-up.js';
import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { AUTHENTICATED, defineEndpoint } from '../http/endpoint.js';
import { isoTimestamp } from '../common/timestamp.js';
import { MESSAGE_STATUSES } from '../common/enums.js';
import { PRIMARY_REQUEST_ID } from './credit-report.js';
import { ORDER_FAILURES, type OrderFailure } from './products/product.js';
import { productByKey } from './products/registry.js';
import { checkDuplicateConfirmation, duplicateConfirmationFields, orderConflictSchema } from './report-reuse.js';

/*
 * Several products in one order (issue 33): one applicant, typed once, and the products to order
 * for them, each with its own options (account number, reference, permissible purpose). The server
 * makes each product's own request from the applicant (MULTI_ORDER_PRODUCTS), judges every one with
 * its product's own request schema before any data source is called, then orders each through the
 * pipeline a single order uses. The portal's form checks the same requests with the same schemas.
 */

/** The products one applicant's identity fills the whole request of: the consumer credit family, the MLA check and the OFAC screen of a person. */
export const MULTI_ORDER_PRODUCT_KEYS = ['acrov6', 'nal', 'oneviewplus', 'mla', 'ofac'] as const;
export type MultiOrderProductKey = (typeof MULTI_ORDER_PRODUCT_KEYS)[number];
export const isMultiOrderProduct = (key: string): key is MultiOrderProductKey => (MULTI_ORDER_PRODUCT_KEYS as readonly string[]).includes(key);

const text = (max: number) => z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`);

/** The applicant as typed: texts only; each product's own request schema judges them (a part one product needs may be blank for another). */
export const multiOrderApplicantSchema = z.object({
  firstName: text(100),
  middleName: text(100).optional(),
  lastName: text(100),
  suffix: text(10).optional(),
  /** nine digits, dashes optional (the credit report and the MLA check need it). */
  ssn: text(20).optional(),
  /** YYYY-MM-DD */
  dateOfBirth: text(20).optional(),
  /** the current address (a credit report needs it); its country also goes to the OFAC screen. */
  address: z.object({ line1: text(100), city: text(100), state: text(10), zip: text(20), country: text(2).optional() }).optional(),
});
export type MultiOrderApplicant = z.infer<typeof multiOrderApplicantSchema>;

/** One product of the order and its own options. */
export const multiOrderItemSchema = z.object({
  product: z.enum(MULTI_ORDER_PRODUCT_KEYS, { error: `product must be one of ${MULTI_ORDER_PRODUCT_KEYS.join(', ')}` }),
  accountNumber: text(40),
  customerReferenceNumber: text(100).optional(),
  /** asked by the products ordered for one (a credit report); ignored by the others. */
  permissiblePurpose: text(60).optional(),
});
export type MultiOrderItem = z.infer<typeof multiOrderItemSchema>;

export const multiOrderRequestSchema = z
  .object({
  applicant: multiOrderApplicantSchema,
  /** pull the checked products again although recent reports of the applicant exist (./report-reuse.ts). */
  ...duplicateConfirmationFields,
  products: z
    .array(multiOrderItemSchema)
    .min(1, 'products must name at least one product')
    .max(MULTI_ORDER_PRODUCT_KEYS.length, `products may name at most ${MULTI_ORDER_PRODUCT_KEYS.length} products`)
    .refine((items) => new Set(items.map((i) => i.product)).size === items.length, 'products may name each product once'),
  })
  .superRefine(checkDuplicateConfirmation);
export type MultiOrderRequest = z.infer<typeof multiOrderRequestSchema>;

const given = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);

/** The consumer credit family's request (reports.md §3): the applicant as the primary consumer, no co-applicant. */
function consumerRequestOf(a: MultiOrderApplicant, o: MultiOrderItem) {
  const identifier = PRIMARY_REQUEST_ID;
  const address = a.address ?? { line1: '', city: '', state: '', zip: '' };
  return {
    ...(given(o.permissiblePurpose) ? { permissiblePurpose: o.permissiblePurpose } : {}),
    accountNumber: o.accountNumber,
    customerReferenceNumber: o.customerReferenceNumber ?? '',
    consumers: {
      name: [{ identifier, firstName: a.firstName, middleName: a.middleName ?? '', lastName: a.lastName, suffix: a.suffix ?? '' }],
      socialNum: [{ identifier, number: a.ssn ?? '' }],
      dateOfBirth: [{ identifier, dob: a.dateOfBirth ?? '' }],
      addresses: [{ identifier, line1: address.line1, city: address.city, state: address.state, zip: address.zip, country: given(address.country) ?? 'US' }],
    },
  };
}

/** The MLA check's request: the applicant's name, SSN (without dashes) and date of birth. */
const mlaRequestOf = (a: MultiOrderApplicant, o: MultiOrderItem) => ({
  accountNumber: o.accountNumber,
  customerReferenceNumber: o.customerReferenceNumber ?? '',
  consumer: {
    firstName: a.firstName,
    ...(given(a.middleName) ? { middleName: a.middleName } : {}),
    lastName: a.lastName,
    ...(given(a.suffix) ? { suffix: a.suffix } : {}),
    ssn: (a.ssn ?? '').replace(/-/g, '').trim(),
    dateOfBirth: a.dateOfBirth ?? '',
  },
});

/** The OFAC screen's request: the applicant as a person, with the date of birth and the address's country when given. */
const ofacRequestOf = (a: MultiOrderApplicant, o: MultiOrderItem) => ({
  accountNumber: o.accountNumber,
  customerReferenceNumber: o.customerReferenceNumber ?? '',
  subject: {
    type: 'individual' as const,
    firstName: a.firstName,
    ...(given(a.middleName) ? { middleName: a.middleName } : {}),
    lastName: a.lastName,
    ...(given(a.dateOfBirth) ? { dateOfBirth: a.dateOfBirth } : {}),
    ...(given(a.address?.country) ? { country: a.address?.country } : {}),
  },
});

/** Each product's own request, made from the one applicant and the product's options. */
export const MULTI_ORDER_PRODUCTS: Record<MultiOrderProductKey, (applicant: MultiOrderApplicant, options: MultiOrderItem) => unknown> = {
  acrov6: consumerRequestOf,
  nal: consumerRequestOf,
  oneviewplus: consumerRequestOf,
  mla: mlaRequestOf,
  ofac: ofacRequestOf,
};

/** The request a product of the order is sent, before its schema judges it. */
export const multiOrderRequestOf = (applicant: MultiOrderApplicant, item: MultiOrderItem): unknown => MULTI_ORDER_PRODUCTS[item.product](applicant, item);

/** The applicant's field a product request's path names ('consumers.socialNum.0.number' → 'ssn'), or undefined. */
const APPLICANT_FIELD_OF: Record<string, string> = {
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  suffix: 'suffix',
  ssn: 'ssn',
  number: 'ssn',
  dateOfBirth: 'dateOfBirth',
  dob: 'dateOfBirth',
  line1: 'address.line1',
  city: 'address.city',
  state: 'address.state',
  zip: 'address.zip',
  country: 'address.country',
};
const OPTION_FIELDS = ['accountNumber', 'customerReferenceNumber', 'permissiblePurpose'];

/**
 * Where a product request's issue lies in the several-products body: an applicant field
 * ('applicant.ssn'), the product's own option ('products.2.accountNumber'), else the product itself.
 */
export function multiOrderFieldOf(path: readonly PropertyKey[], index: number): string {
  const [head] = path.map(String);
  if (head && OPTION_FIELDS.includes(head)) return `products.${index}.${head}`;
  const last = path.map(String).findLast((p) => Number.isNaN(Number(p)));
  const field = last ? APPLICANT_FIELD_OF[last] : undefined;
  return field && (head === 'consumers' || head === 'consumer' || head === 'subject') ? `applicant.${field}` : `products.${index}`;
}

/** A product request's problem: which product, where in the body, and the product schema's words. */
export type MultiOrderIssue = { product: MultiOrderProductKey; index: number; field: string; message: string };

/**
 * Every product's request of the order judged by its own product's schema (the one its single order
 * runs): all the problems at once, none when every product's request is whole.
 */
export function multiOrderIssues(request: MultiOrderRequest): MultiOrderIssue[] {
  return request.products.flatMap((item, index) => {
    const schema = productByKey(item.product)?.order.request;
    const result = schema?.safeParse(multiOrderRequestOf(request.applicant, item));
    if (!result || result.success) return [];
    return result.error.issues.map((issue) => ({ product: item.product, index, field: multiOrderFieldOf(issue.path, index), message: issue.message }));
  });
}

/** A 400's field, naming the product whose rule it is: "Military Lending Act: ssn must be 9 digits…". */
export const multiOrderIssueMessage = (issue: Pick<MultiOrderIssue, 'product' | 'message'>) => `${productByKey(issue.product)?.name ?? issue.product}: ${issue.message}`;

// ---- the answer ---------------------------------------------------------------------------------

/** A product of the order: ordered (its stored inquiry), or failed with the spec's message for it (reports.md §8). */
export const multiOrderOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({
    product: z.enum(MULTI_ORDER_PRODUCT_KEYS),
    outcome: z.literal('ordered'),
    inquiryId: z.string(),
    createdAt: isoTimestamp(),
    /** what the report found, in the one line a batch row gives it (the product's batch layout's keyFindings). */
    keyFindings: z.string().optional(),
  }),
  z.object({
    product: z.enum(MULTI_ORDER_PRODUCT_KEYS),
    outcome: z.literal('failed'),
    /** the HTTP status its single order would have answered (502: the data source did not answer). */
    httpStatus: z.number().int(),
    /** the message area's status and sentence, as the product's single order shows them. */
    status: z.enum(MESSAGE_STATUSES),
    message: z.string(),
  }),
]);
export type MultiOrderOutcome = z.infer<typeof multiOrderOutcomeSchema>;

export const multiOrderResponseSchema = z.object({ orders: z.array(multiOrderOutcomeSchema) });
export type MultiOrderResponse = z.infer<typeof multiOrderResponseSchema>;

/** The failure a product's order shows (its own order.failure, else the general one), with ' Tracking Id: {id}' where the spec shows it. */
export function multiOrderFailureOf(product: MultiOrderProductKey): OrderFailure {
  return productByKey(product)?.order.failure ?? ORDER_FAILURES.unexpected;
}

/**
 * POST: order several products for one applicant. Every product is authorized (the company holds it,
 * a group grants it, the permissible purpose and account number are allowed) and every product's
 * request is judged by its own schema before any data source is called: one refusal, nothing pulled.
 * Then each is ordered through the single order's pipeline (rate, billing, audit); one whose data
 * source fails after others were pulled is answered 'failed' beside the stored others (docs/decisions.md).
 */
export const multiOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/consumers/reports/multi',
  summary: 'Order several products for one applicant (each product authorized and validated before any pull)',
  access: AUTHENTICATED,
  stepUp: MULTI_ORDER_STEP_UP,
  scopes: ['reports:order'],
  tenancy: 'caller',
  body: multiOrderRequestSchema,
  response: { 200: multiOrderResponseSchema, 400: errorBodySchema, 403: errorBodySchema, 409: orderConflictSchema, 429: errorBodySchema },
});
