import type { FastifyInstance } from 'fastify';
import { billingUsageEndpoint } from '@creditdesk/contracts';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { monthlyUsage } from '../../billing/usage.repository.js';

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** The `count` months ending with `last` (YYYY-MM, UTC), oldest first. */
export function monthsUpTo(last: string, count: number): string[] {
  const [y, m] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => monthOf(new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1))));
}

export function registerBillingRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // Usage is counted from the stored inquiries (a report removed from My Reports stays billed).
  registerEndpoint(app, billingUsageEndpoint, async (req) => {
    const months = monthsUpTo(req.query.month ?? monthOf(new Date()), req.query.months ?? 1);
    const usage = await Promise.all(months.map((month) => monthlyUsage(db, req.params.customerId, month)));
    return {
      months: months.map((month, i) => {
        const products = Object.entries(usage[i])
          .map(([productCode, count]) => ({ productCode, count }))
          .sort((a, b) => a.productCode.localeCompare(b.productCode));
        return { month, products, total: products.reduce((sum, p) => sum + p.count, 0) };
      }),
    };
  });
}
