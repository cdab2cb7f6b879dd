import { ORDER_RATE_MESSAGES, type ReportProduct } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { RetryLaterError } from '../../lib/retry-later.js';
import { recordAudit } from '../audit/audit.repository.js';
import { countAddressAttempt } from '../auth/login-policy.js';
import type { OrderMeta } from './order-steps.js';

/**
 * The per-user order rate (ORDER_RATE_PER_MINUTE): one order counted per call of a product's order
 * route, once it has passed its checks and before any data source is called, so a refused order is
 * neither pulled, stored nor billed. Counted in the database in one statement (the per-minute window
 * of the per-address login limit, keyed by the user), so it holds across processes. A credit report's
 * add-on checks are part of its order and count with it; batch rows are not orders of this route.
 */
export async function countOrder(ctx: AppContext, caller: Caller, product: ReportProduct, meta: OrderMeta): Promise<void> {
  const limit = ctx.config.orderRatePerMinute;
  const attempt = await countAddressAttempt(ctx.db, `order:${caller.userId}`, limit);
  if (!attempt.over) return;
  await recordAudit(ctx.db, {
    action: 'report.order-refused',
    outcome: 'failure',
    customerId: caller.customerId,
    actorUserId: caller.userId,
    actorUsername: caller.username,
    details: { product: product.key, productCode: product.code, reason: 'order-rate', perMinute: limit },
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
  throw new RetryLaterError(429, ORDER_RATE_MESSAGES.tooManyOrders(limit, attempt.retryAfterSeconds), attempt.retryAfterSeconds);
}
