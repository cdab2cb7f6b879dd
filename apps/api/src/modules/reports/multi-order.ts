import {
  API_MESSAGES,
  MESSAGES,
  type MultiOrderOutcome,
  type MultiOrderProductKey,
  type MultiOrderRequest,
  type MultiOrderResponse,
  multiOrderFailureOf,
  multiOrderFieldOf,
  multiOrderIssueMessage,
  multiOrderIssues,
  multiOrderRequestOf,
} from '@creditdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, Caller } from '../../app-context.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { type CheckedReportOrder, checkReportOrder, markDuplicates, placeReportOrder, reuseClaimsOf } from './order-pipeline.js';
import { withReuseCheck } from './report-reuse.js';
import { countOrder } from './order-rate.js';
import type { OrderMeta } from './order-steps.js';
import { adapterOf } from './products/index.js';

/*
 * Several products in one order (issue 33). A bureau bills every pull, so nothing is called until
 * every product has passed everything its single order checks: first each product's own request
 * schema (all problems at once, each named with its product), then the pipeline's checks of each
 * (holds, grants, permissible purpose, account number: ./order-steps.ts), then the order rate, one
 * order per product. Then the products are pulled one after another, each exactly as its single
 * order is (stored, billed, audited). A pull that fails after others were stored does not undo them:
 * they were pulled and billed. The failed one is answered 'failed' with its single order's message,
 * for the user to retry that one alone (docs/decisions.md).
 */

type FieldProblem = { field: string; message: string };

const invalid = (fields: FieldProblem[]) => badRequest(API_MESSAGES.invalid.fields(fields), { fields });

/** A 400 of a product's checks (its account number) named where it lies in this body, with its product. */
function problemsOf(err: HttpError, index: number, product: MultiOrderProductKey): FieldProblem[] | undefined {
  const fields = err.details?.fields;
  if (err.statusCode !== 400 || !Array.isArray(fields)) return undefined;
  return (fields as FieldProblem[]).map((f) => ({
    field: `body.${multiOrderFieldOf(f.field.replace(/^body\./, '').split('.'), index)}`,
    message: multiOrderIssueMessage({ product, message: f.message }),
  }));
}

export async function orderSeveralProducts(ctx: AppContext, caller: Caller, request: MultiOrderRequest, meta: OrderMeta, log: FastifyBaseLogger): Promise<MultiOrderResponse> {
  // 1. every product's whole request, by its own schema
  const issues = multiOrderIssues(request);
  if (issues.length > 0) throw invalid(issues.map((i) => ({ field: `body.${i.field}`, message: multiOrderIssueMessage(i) })));

  // 2. the pipeline's checks of every product (a 403 refuses the order as it names the product)
  const checked: CheckedReportOrder<unknown>[] = [];
  const problems: FieldProblem[] = [];
  for (const [index, item] of request.products.entries()) {
    const adapter = adapterOf(item.product);
    const body: unknown = adapter.product.order.request.parse(multiOrderRequestOf(request.applicant, item));
    try {
      checked.push(await checkReportOrder(ctx, caller, adapter, body));
    } catch (err) {
      const named = err instanceof HttpError ? problemsOf(err, index, item.product) : undefined;
      if (!named) throw err;
      problems.push(...named);
    }
  }
  if (problems.length > 0) throw invalid(problems);

  // 3. recent reports of the applicant answer 409 before anything is pulled, unless the order confirms (./report-reuse.ts)
  const confirmation = { allowDuplicate: request.allowDuplicate === true, ...(request.duplicateReason ? { duplicateReason: request.duplicateReason } : {}) };
  return withReuseCheck(ctx, caller, reuseClaimsOf(checked.map((c) => c.order)), confirmation, meta, async (duplicates) => {
    markDuplicates(
      checked.map((c) => c.order),
      duplicates,
    );
    return placeAll(ctx, caller, request, checked, meta, log);
  });
}

async function placeAll(ctx: AppContext, caller: Caller, request: MultiOrderRequest, checked: CheckedReportOrder<unknown>[], meta: OrderMeta, log: FastifyBaseLogger): Promise<MultiOrderResponse> {
  // 4. each product is an order of the caller's rate: past it, nothing is pulled
  for (const { order } of checked) await countOrder(ctx, caller, order.product, meta);

  // 5. each pulled and stored as its single order is; a failure is this product's alone
  const orders: MultiOrderOutcome[] = [];
  for (const [index, one] of checked.entries()) {
    const product = request.products[index]!.product;
    try {
      const { placed } = await placeReportOrder(ctx, caller, one, meta);
      const keyFindings = one.order.product.batch?.keyFindings(placed.dataSourceResponse);
      orders.push({ product, outcome: 'ordered', inquiryId: placed.id, createdAt: placed.createdAt.toISOString(), ...(keyFindings ? { keyFindings } : {}) });
    } catch (err) {
      const httpStatus = err instanceof HttpError ? err.statusCode : 500;
      if (httpStatus >= 500) log.error({ err, product }, 'a product of a several-products order failed');
      const failure = multiOrderFailureOf(product);
      orders.push({ product, outcome: 'failed', httpStatus, status: failure.status, message: `${failure.content}${failure.trackingId ? MESSAGES.reports.trackingId(meta.correlationId) : ''}` });
    }
  }
  return { orders };
}
