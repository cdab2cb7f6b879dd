import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { alertResolutions, customers, reportInquiries } from '../../db/schema/index.js';

export type AlertResolutionRow = typeof alertResolutions.$inferSelect;

/** The company's own alert steps (null: the defaults throughout). */
export async function storedAlertPolicy(db: Db, customerId: string): Promise<Partial<Record<string, string[]>> | null> {
  const [row] = await db.select({ policy: customers.alertPolicy }).from(customers).where(eq(customers.id, customerId));
  return row?.policy ?? null;
}

export async function findAlertResolution(db: Db, customerId: string, inquiryId: string): Promise<AlertResolutionRow | undefined> {
  const [row] = await db
    .select()
    .from(alertResolutions)
    .where(and(eq(alertResolutions.inquiryId, inquiryId), eq(alertResolutions.customerId, customerId)));
  return row;
}

/** Stores a resolution unless the inquiry has one (a concurrent one won): true when this one was stored. */
export async function insertAlertResolution(db: Db, row: typeof alertResolutions.$inferInsert): Promise<boolean> {
  const stored = await db.insert(alertResolutions).values(row).onConflictDoNothing().returning({ id: alertResolutions.inquiryId });
  return stored.length > 0;
}

/** The inquiry's alert state, as My Reports filters it. */
export async function setAlertStatus(db: Db, inquiryId: string, status: string): Promise<void> {
  await db.update(reportInquiries).set({ alertStatus: status }).where(eq(reportInquiries.id, inquiryId));
}

/** A report stored before migration 0043 is flagged the first time its alerts are read. */
export async function flagUnresolvedOnce(db: Db, inquiryId: string): Promise<void> {
  await db
    .update(reportInquiries)
    .set({ alertStatus: 'unresolved' })
    .where(and(eq(reportInquiries.id, inquiryId), isNull(reportInquiries.alertStatus)));
}
