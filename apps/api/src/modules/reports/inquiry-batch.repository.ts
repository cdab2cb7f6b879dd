import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batchRows, batches } from '../../db/schema/index.js';

/** The batch and row an inquiry was ordered in (a batch not deleted), or undefined when it was ordered alone. */
export async function batchOfInquiry(db: Db, inquiryId: string): Promise<{ batchId: string; batchName: string; rowNumber: number } | undefined> {
  const [row] = await db
    .select({ batchId: batches.id, batchName: batches.batchName, rowNumber: batchRows.rowNumber })
    .from(batchRows)
    .innerJoin(batches, eq(batches.id, batchRows.batchId))
    .where(and(eq(batchRows.inquiryId, inquiryId), isNull(batches.deletedAt)));
  return row;
}
