import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serverInstances } from '../../db/schema/index.js';

export type InstanceRow = typeof serverInstances.$inferSelect;
export type InstanceSettings = Pick<InstanceRow, 'issuer' | 'signingKeyId' | 'dataKeyId' | 'host' | 'pid'>;

/** Under one transaction-scoped advisory lock, so two processes starting together are judged one after the other. */
export async function withInstancesLocked<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('creditdesk.server_instances'))`);
    return work(tx as unknown as Db);
  });
}

/** The processes seen within the last `liveSeconds`; older rows (a process killed without goodbye) are removed. */
export async function liveInstances(db: Db, liveSeconds: number): Promise<InstanceRow[]> {
  const cutoff = sql`now() - make_interval(secs => ${liveSeconds})`;
  await db.delete(serverInstances).where(lt(serverInstances.seenAt, cutoff));
  return db.select().from(serverInstances);
}

export async function insertInstance(db: Db, settings: InstanceSettings): Promise<string> {
  const [row] = await db.insert(serverInstances).values(settings).returning({ id: serverInstances.id });
  return row.id;
}

export async function touchInstance(db: Db, id: string): Promise<void> {
  await db.update(serverInstances).set({ seenAt: sql`now()` }).where(eq(serverInstances.id, id));
}

export async function removeInstance(db: Db, id: string): Promise<void> {
  await db.delete(serverInstances).where(eq(serverInstances.id, id));
}
