import type { AppContext, Caller } from '../../app-context.js';
import { type CheckedCompanion, checkCompanions, placeCompanions } from './credit-report-companions.js';
import { countOrder } from './order-rate.js';
import { type CheckedOrder, type OrderMeta, type PlacedOrder, checkOrder, placeOrder } from './order-steps.js';
import type { ProductAdapter } from './products/product-adapter.js';
import { orderAlertCheck } from './alert-check.js';
import { type DuplicateOf, confirmationOf, duplicateKeyOf, withReuseCheck } from './report-reuse.js';

/**
 * One order pipeline for every product: may this caller order it (the company holds it, a group
 * grants it, the permissible purpose is allowed, the account number is the company's), everything
 * checked before the data source is called; then the call, and the inquiry (identity and report
 * encrypted) with its audit event in one transaction (./order-steps.ts). Billing counts the stored
 * inquiries. Nothing is stored or billed when anything fails; a data source that fails is audited and
 * answers 502. Past the caller's order rate it answers 429 before the call (./order-rate.ts). A
 * consumer credit report also runs the add-on checks its company turns on, checked with it and placed
 * after it (./credit-report-companions.ts); its answer names them.
 */
export async function orderReport<Body>(ctx: AppContext, caller: Caller, adapter: ProductAdapter<Body>, body: Body, meta: OrderMeta): Promise<unknown> {
  const checked = await checkReportOrder(ctx, caller, adapter, body);
  // a recent report of the same consumer answers 409 instead of a second pull (./report-reuse.ts)
  return withReuseCheck(ctx, caller, reuseClaimsOf([checked.order]), confirmationOf(body), meta, async (duplicates) => {
    markDuplicates([checked.order], duplicates);
    // the caller's order rate, after the checks (a refused request is not an order) and before any pull
    await countOrder(ctx, caller, adapter.product, meta);
    return (await placeReportOrder(ctx, caller, checked, meta)).answer;
  });
}

/** The orders' claims for the reuse check: those of a covered product naming an SSN. */
export const reuseClaimsOf = (orders: readonly CheckedOrder<unknown>[]) => orders.flatMap((o) => (o.consumerKey ? [{ product: o.product.key, consumerKey: o.consumerKey }] : []));

/** A confirmed new pull: its order's audit event names the recent reports and the reason. */
export function markDuplicates(orders: readonly CheckedOrder<unknown>[], duplicates: ReadonlyMap<string, DuplicateOf>): void {
  for (const o of orders) {
    const duplicate = o.consumerKey ? duplicates.get(duplicateKeyOf({ product: o.product.key, consumerKey: o.consumerKey })) : undefined;
    if (duplicate) o.duplicateOf = duplicate;
  }
}

/** An order and its add-on checks, all checked: nothing called or stored yet. */
export type CheckedReportOrder<Body> = { order: CheckedOrder<Body>; companions: CheckedCompanion[] };

/** The pipeline's checks of one order (and of its add-on checks), before any data source is called. */
export async function checkReportOrder<Body>(ctx: AppContext, caller: Caller, adapter: ProductAdapter<Body>, body: Body): Promise<CheckedReportOrder<Body>> {
  const order = await checkOrder(ctx, caller, adapter.product, adapter, body);
  const consumers = adapter.companionConsumers?.(body);
  const companions = consumers ? await checkCompanions(ctx, caller, order, consumers) : [];
  return { order, companions };
}

/** The pipeline's call, the stored inquiry and its add-on checks: the stored inquiry, and the product's answer. */
export async function placeReportOrder<Body>(ctx: AppContext, caller: Caller, { order, companions }: CheckedReportOrder<Body>, meta: OrderMeta): Promise<{ placed: PlacedOrder; answer: unknown }> {
  const placed = await placeOrder(ctx, caller, order, meta);
  const answered = order.adapter.answer(placed, placed.dataSourceResponse);
  // a credit report's alerts to resolve before credit (docs/careful-pulls.md), as API clients read them too
  const alertCheck = await orderAlertCheck(ctx, caller.customerId, order.product.key, placed.dataSourceResponse);
  const answer = alertCheck ? { ...(answered as object), alertCheck } : answered;
  if (companions.length === 0) return { placed, answer };
  return { placed, answer: { ...(answer as object), companions: await placeCompanions(ctx, caller, placed.id, companions, meta) } };
}
