import type { AppContext, Caller } from '../../app-context.js';
import { checkCompanions, placeCompanions } from './credit-report-companions.js';
import { countOrder } from './order-rate.js';
import { type OrderMeta, checkOrder, placeOrder } from './order-steps.js';
import type { ProductAdapter } from './products/product-adapter.js';

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
  const { product } = adapter;
  const order = await checkOrder(ctx, caller, product, adapter, body);
  const consumers = adapter.companionConsumers?.(body);
  const companions = consumers ? await checkCompanions(ctx, caller, order, consumers) : [];
  // the caller's order rate, after the checks (a refused request is not an order) and before any pull
  await countOrder(ctx, caller, product, meta);
  const placed = await placeOrder(ctx, caller, order, meta);
  const answer = adapter.answer(placed, placed.dataSourceResponse);
  if (companions.length === 0) return answer;
  return { ...(answer as object), companions: await placeCompanions(ctx, caller, placed.id, companions, meta) };
}
