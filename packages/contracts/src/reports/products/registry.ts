import { z } from 'zod';
import { errorBodySchemaOf } from '../../common/error-body.js';
import { AUTHENTICATED, defineEndpoint } from '../../http/endpoint.js';
import { orderScopesOf } from '../../http/scopes.js';
import { orderStepUpOf } from '../employment-step-up.js';
import type { ReportProduct } from './product.js';
import { FOLDER_PRODUCTS } from './product-folders.generated.js';
import { isReuseChecked, orderConflictSchema } from '../report-reuse.js';

// every product is its folder (./<key>/<key>.ts), found by the generated index
const DECLARED = [...FOLDER_PRODUCTS] as const satisfies readonly ReportProduct[];

/** A product's place in the lists: its declared position, then its key (a generated product's position may tie). */
export const byProductPosition = (a: Pick<ReportProduct, 'position' | 'key'>, b: Pick<ReportProduct, 'position' | 'key'>): number =>
  a.position - b.position || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Every report product the portal orders, in the order every list shows them (the Products page, help,
 * the routes and OpenAPI): by each product's own `position`, so the order of the folders
 * the generated index lists never changes it.
 */
export const REPORT_PRODUCTS: readonly (typeof DECLARED)[number][] = [...DECLARED].sort(byProductPosition);

export type ProductKey = (typeof REPORT_PRODUCTS)[number]['key'];
export const PRODUCT_KEYS = REPORT_PRODUCTS.map((p) => p.key) as [ProductKey, ...ProductKey[]];
export const productKeySchema = z.enum(PRODUCT_KEYS);

const byKey = new Map<string, ReportProduct>(REPORT_PRODUCTS.map((p) => [p.key, p]));
const byCode = new Map<string, ReportProduct>(REPORT_PRODUCTS.map((p) => [p.code, p]));

/** The product of a stored inquiry or a route; undefined for a key no product has. */
export const productByKey = (key: string): ReportProduct | undefined => byKey.get(key);
export const productByCode = (code: string): ReportProduct | undefined => byCode.get(code);

/** The display name of a product key (an unknown key reads as itself). */
export const productNameOfKey = (key: string): string => byKey.get(key)?.name ?? key;

/** What a report order refused by the per-user order rate (ORDER_RATE_PER_MINUTE) answers, with Retry-After. */
export const ORDER_RATE_MESSAGES = {
  tooManyOrders: (perMinute: number, seconds: number) =>
    `You have placed ${perMinute} report orders in the last minute, the most allowed. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and order again.`,
} as const;

/** POST {order.path}: order the report. The company must hold the product and a group must grant it (checked by the pipeline). */
export function orderEndpointOf<P extends ReportProduct>(product: P) {
  return defineEndpoint({
    method: 'POST',
    path: product.order.path,
    summary: `Order a ${product.name} (${product.code})`,
    access: AUTHENTICATED,
    stepUp: orderStepUpOf(product.key),
    // a machine client orders through the same pipeline (docs/integration.md), with an Idempotency-Key
    // every family's scope or the product's own family's (issue 34: one order scope per family)
    scopes: orderScopesOf(product.family),
    // an account number is judged as a field against the caller's own company (400 alike for another company's or none)
    tenancy: 'caller',
    body: product.order.request as P['order']['request'],
    // 429: past the caller's order rate (ORDER_RATE_MESSAGES), with Retry-After; 502: the data source did not answer
    // 409: a recent report of the same consumer (a product the reuse check covers, ../report-reuse.ts)
    response: {
      200: product.order.response as P['order']['response'],
      ...((isReuseChecked(product.key) ? { 409: orderConflictSchema } : {}) as Record<number, z.ZodType>),
      429: errorBodySchemaOf(product.order.errorShape),
      502: errorBodySchemaOf(product.order.errorShape),
    },
    ...(product.order.errorShape ? { errorShape: product.order.errorShape } : {}),
  });
}

/**
 * The server renders from its own stored copy of the inquiry: the body names the inquiry and the
 * view, never the report data.
 */
export const pdfRequestSchema = z.object({
  inquiryId: z.string({ error: 'inquiryId is required' }).uuid('inquiryId must be an inquiry id'),
  view: z.enum(['primary', 'coapplicant']).optional().default('primary'),
});

/** POST {pdf.path}: the stored report as PDF, saved under the product's file name. */
export function pdfEndpointOf(product: ReportProduct) {
  return defineEndpoint({
    method: 'POST',
    path: product.pdf.path,
    summary: `Download a stored ${product.name} as PDF`,
    produces: { kind: 'file', mediaType: 'application/pdf', description: `The report (${product.pdf.path.split('/')[2]}), saved under the file name in Content-Disposition` },
    access: AUTHENTICATED,
    scopes: ['reports:read'],
    tenancy: 'object',
    body: pdfRequestSchema,
  });
}

export const REPORT_ORDER_ENDPOINTS = Object.fromEntries(REPORT_PRODUCTS.map((p) => [p.key, orderEndpointOf(p)])) as {
  [P in (typeof REPORT_PRODUCTS)[number] as P['key']]: ReturnType<typeof orderEndpointOf<P>>;
};
export const REPORT_PDF_ENDPOINTS = Object.fromEntries(REPORT_PRODUCTS.map((p) => [p.key, pdfEndpointOf(p)])) as Record<ProductKey, ReturnType<typeof pdfEndpointOf>>;

/** A registry product's code, name and description, their literal types kept. */
type InfoOf<K extends ProductKey> = Pick<Extract<(typeof REPORT_PRODUCTS)[number], { key: K }>, 'code' | 'name' | 'description'>;
const infoOf = <K extends ProductKey>(key: K): InfoOf<K> => {
  const { code, name, description } = byKey.get(key)!;
  return { code, name, description } as InfoOf<K>;
};

/** The consumer family's code, name and description by key (from their declarations, ./acrov6/, ./nal/, ./oneviewplus/). */
export const CONSUMER_PRODUCT_INFO = { acrov6: infoOf('acrov6'), nal: infoOf('nal'), oneviewplus: infoOf('oneviewplus') } as const;
