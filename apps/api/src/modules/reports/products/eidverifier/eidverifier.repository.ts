import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { reportInquiries } from '../../../../db/schema/index.js';

/**
 * A verification's stored report (and its outcome, My Reports' word for it) replaced after an attempt, only if it is still the one scored (two
 * answers sent at once: the second finds it changed and is refused). True when replaced.
 */
export async function replaceStoredReport(db: Db, inquiryId: string, before: string, after: string, outcome: string): Promise<boolean> {
  const rows = await db
    .update(reportInquiries)
    .set({ reportEnc: after, outcome })
    .where(and(eq(reportInquiries.id, inquiryId), eq(reportInquiries.reportEnc, before)))
    .returning({ id: reportInquiries.id });
  return rows.length === 1;
}
