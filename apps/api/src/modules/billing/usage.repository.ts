import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reportInquiries } from '../../db/schema/index.js';

/**
 * Billable usage: every stored inquiry counts toward its product in the month it was ordered,
 * whether or not it was later removed from My Reports. `month` is YYYY-MM (UTC).
 */
export async function monthlyUsage(db: Db, customerId: string, month: string): Promise<Record<string, number>> {
  const [y, m] = month.split('-').map(Number);
  const start = new Date(Date.UTC(y, m - 1, 1));
  const end = new Date(Date.UTC(y, m, 1));
  const rows = await db
    .select({ productCode: reportInquiries.productCode, n: count() })
    .from(reportInquiries)
    .where(and(eq(reportInquiries.customerId, customerId), gte(reportInquiries.createdAt, start), lt(reportInquiries.createdAt, end)))
    .groupBy(reportInquiries.productCode);
  return Object.fromEntries(rows.map((r) => [r.productCode, Number(r.n)]));
}
