import { and, asc, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { customerSubscriptions, eftsFiles, eftsFolders, eftsSystems, eftsUploadParts, eftsUploads, userGroupMembers, userGroups } from '../../db/schema/index.js';

export type FolderRow = typeof eftsFolders.$inferSelect & { systemCode: string };
export type UploadRow = typeof eftsUploads.$inferSelect;
export type FileRow = typeof eftsFiles.$inferSelect;
export type PartRow = typeof eftsUploadParts.$inferSelect;

/**
 * Whether the company holds the 'filetransfer' feature and one of the user's groups in it grants file
 * transfer, in one query (every part asks): 'feature-off', 'not-granted' or 'granted'.
 */
export async function fileTransferAccess(db: Db, userId: string, customerId: string): Promise<'feature-off' | 'not-granted' | 'granted'> {
  const result = await db.execute<{ feature: boolean; granted: boolean }>(sql`
    select
      exists (select 1 from ${customerSubscriptions} where ${customerSubscriptions.customerId} = ${customerId} and ${customerSubscriptions.subscriptionName} = 'filetransfer' and ${customerSubscriptions.status} = 'active') as feature,
      exists (
        select 1 from ${userGroupMembers} join ${userGroups} on ${userGroups.id} = ${userGroupMembers.groupId}
        where ${userGroupMembers.userId} = ${userId} and ${userGroups.customerId} = ${customerId} and ${userGroups.fileTransfer}
      ) as granted`);
  const [row] = rowsOf<{ feature: boolean; granted: boolean }>(result);
  if (!row?.feature) return 'feature-off';
  return row.granted ? 'granted' : 'not-granted';
}

export const companySystems = (db: Db, customerId: string) =>
  db.select().from(eftsSystems).where(eq(eftsSystems.customerId, customerId)).orderBy(asc(eftsSystems.code));

const folderColumns = {
  id: eftsFolders.id,
  systemId: eftsFolders.systemId,
  customerId: eftsFolders.customerId,
  name: eftsFolders.name,
  description: eftsFolders.description,
  actions: eftsFolders.actions,
  cycleNumber: eftsFolders.cycleNumber,
  systemCode: eftsSystems.code,
};

/** The company's folders of a system (none when the company does not have the system). */
export const systemFolders = (db: Db, customerId: string, systemCode: string): Promise<FolderRow[]> =>
  db
    .select(folderColumns)
    .from(eftsFolders)
    .innerJoin(eftsSystems, eq(eftsSystems.id, eftsFolders.systemId))
    .where(and(eq(eftsSystems.customerId, customerId), eq(eftsSystems.code, systemCode)))
    .orderBy(asc(eftsFolders.name));

export async function hasSystem(db: Db, customerId: string, systemCode: string): Promise<boolean> {
  const [row] = await db.select({ id: eftsSystems.id }).from(eftsSystems).where(and(eq(eftsSystems.customerId, customerId), eq(eftsSystems.code, systemCode)));
  return row !== undefined;
}

export async function findFolder(db: Db, customerId: string, systemCode: string, folderName: string): Promise<FolderRow | undefined> {
  const [row] = await db
    .select(folderColumns)
    .from(eftsFolders)
    .innerJoin(eftsSystems, eq(eftsSystems.id, eftsFolders.systemId))
    .where(and(eq(eftsSystems.customerId, customerId), eq(eftsSystems.code, systemCode), eq(eftsFolders.name, folderName)));
  return row;
}

export async function findFolderById(db: Db, folderId: string): Promise<FolderRow> {
  const [row] = await db.select(folderColumns).from(eftsFolders).innerJoin(eftsSystems, eq(eftsSystems.id, eftsFolders.systemId)).where(eq(eftsFolders.id, folderId));
  return row;
}

const SORT = { transferredDate: eftsFiles.transferredAt, fileName: eftsFiles.fileName, fileSize: eftsFiles.size } as const;

export async function pageFiles(
  db: Db,
  folderId: string,
  direction: 'input' | 'output',
  q: { page: number; size: number; sortColumn: keyof typeof SORT; sortOrder: 'asc' | 'desc' },
): Promise<{ rows: FileRow[]; total: number }> {
  const where = and(eq(eftsFiles.folderId, folderId), eq(eftsFiles.direction, direction), isNull(eftsFiles.deletedAt));
  const order = q.sortOrder === 'asc' ? asc(SORT[q.sortColumn]) : desc(SORT[q.sortColumn]);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(eftsFiles).where(where).orderBy(order, desc(eftsFiles.id)).limit(q.size).offset((q.page - 1) * q.size),
    db.select({ total: count() }).from(eftsFiles).where(where),
  ]);
  return { rows, total };
}

export async function insertUpload(db: Db, row: typeof eftsUploads.$inferInsert): Promise<UploadRow> {
  const [inserted] = await db.insert(eftsUploads).values(row).returning();
  return inserted;
}

/** The company's upload (another company's is not found). */
export async function findUpload(db: Db, customerId: string, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(eftsUploads).where(and(eq(eftsUploads.id, id), eq(eftsUploads.customerId, customerId)));
  return row;
}

export const uploadParts = (db: Db, uploadId: string): Promise<PartRow[]> =>
  db.select().from(eftsUploadParts).where(eq(eftsUploadParts.uploadId, uploadId)).orderBy(asc(eftsUploadParts.partNumber));

/** Records a checked part; false when the part was recorded already (a concurrent twin). */
export async function insertPart(db: Db, row: typeof eftsUploadParts.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(eftsUploadParts).values(row).onConflictDoNothing().returning({ n: eftsUploadParts.partNumber });
  await db.update(eftsUploads).set({ updatedAt: new Date() }).where(eq(eftsUploads.id, row.uploadId));
  return inserted.length > 0;
}

/** Moves an in-progress upload to `status`; false when it was no longer in progress (another request finished it). */
export async function settleUpload(db: Db, id: string, status: 'completed' | 'cancelled', fileId: string | null = null): Promise<boolean> {
  const rows = await db
    .update(eftsUploads)
    .set({ status, fileId, updatedAt: new Date() })
    .where(and(eq(eftsUploads.id, id), eq(eftsUploads.status, 'in-progress')))
    .returning({ id: eftsUploads.id });
  return rows.length > 0;
}

/** Uploads left in progress since before `before` (a closed tab, a user who never came back). */
export const staleUploads = (db: Db, before: Date, limit = 100): Promise<UploadRow[]> =>
  db.select().from(eftsUploads).where(and(eq(eftsUploads.status, 'in-progress'), lt(eftsUploads.updatedAt, before))).limit(limit);

/** Advances the folder's cycle and answers the new cycle number. */
export async function nextCycle(db: Db, folderId: string): Promise<number> {
  const [row] = await db
    .update(eftsFolders)
    .set({ cycleNumber: sql`${eftsFolders.cycleNumber} + 1` })
    .where(eq(eftsFolders.id, folderId))
    .returning({ cycleNumber: eftsFolders.cycleNumber });
  return row.cycleNumber;
}

export async function insertFile(db: Db, row: typeof eftsFiles.$inferInsert): Promise<FileRow> {
  const [inserted] = await db.insert(eftsFiles).values(row).returning();
  return inserted;
}

export async function updateFile(db: Db, id: string, set: Partial<typeof eftsFiles.$inferInsert>): Promise<void> {
  await db.update(eftsFiles).set(set).where(eq(eftsFiles.id, id));
}

/** The company's file, not deleted (another company's is not found). */
export async function findFile(db: Db, customerId: string, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(eftsFiles).where(and(eq(eftsFiles.id, id), eq(eftsFiles.customerId, customerId), isNull(eftsFiles.deletedAt)));
  return row;
}

/** Provisioning: gives a company systems with their folders (the demo data and tests; docs/file-transfer.md). */
export async function provisionEftsSystems(
  db: Db,
  customerId: string,
  systems: readonly { code: string; description: string; folders: readonly { name: string; description: string; actions: readonly string[] }[] }[],
): Promise<void> {
  for (const system of systems) {
    const [row] = await db.insert(eftsSystems).values({ customerId, code: system.code, description: system.description }).returning({ id: eftsSystems.id });
    if (system.folders.length > 0) {
      await db.insert(eftsFolders).values(system.folders.map((f) => ({ systemId: row.id, customerId, name: f.name, description: f.description, actions: [...f.actions] })));
    }
  }
}
