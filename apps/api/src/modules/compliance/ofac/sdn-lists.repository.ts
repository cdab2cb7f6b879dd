import { desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { OFAC_DEFAULT_MATCH_THRESHOLD } from '@creditdesk/contracts';
import { customers, sdnEntries, sdnLists } from '../../../db/schema/index.js';
import type { SdnEntry, SdnList } from './sdn-list.js';

/** A loaded list, as reports and the screen name it. */
export type SdnListInfo = { id: string; source: string; publishedOn: string; loadedAt: Date; entryCount: number; aliasCount: number };

const INFO = {
  id: sdnLists.id,
  source: sdnLists.source,
  publishedOn: sdnLists.publishedOn,
  loadedAt: sdnLists.loadedAt,
  entryCount: sdnLists.entryCount,
  aliasCount: sdnLists.aliasCount,
};

/** Entries a statement: a list of ~9,000 entries goes in a few dozen statements. */
const CHUNK = 400;

/**
 * Stores a whole list and makes it the current one in one transaction: a screen reading the current
 * list sees the one before or this one, never part of it. The list before stays (reports screened on
 * it name it); older ones are removed.
 */
export async function storeCurrentList(db: Db, list: SdnList, meta: { source: string; publishedOn: string }): Promise<SdnListInfo> {
  return db.transaction(async (tx) => {
    const aliasCount = list.entries.reduce((n, e) => n + e.aliases.length, 0);
    const [created] = await tx
      .insert(sdnLists)
      .values({ source: meta.source, publishedOn: meta.publishedOn, entryCount: list.entries.length, aliasCount })
      .returning(INFO);
    for (let i = 0; i < list.entries.length; i += CHUNK) {
      await tx.insert(sdnEntries).values(list.entries.slice(i, i + CHUNK).map((e) => ({ listId: created.id, ...e })));
    }
    const previous = await tx.select({ id: sdnLists.id }).from(sdnLists).where(eq(sdnLists.current, true));
    await tx.update(sdnLists).set({ current: false }).where(eq(sdnLists.current, true));
    await tx.update(sdnLists).set({ current: true }).where(eq(sdnLists.id, created.id));
    const keep = [created.id, ...previous.map((p) => p.id)];
    await tx.delete(sdnLists).where(notInArray(sdnLists.id, keep));
    return created;
  });
}

/** The current list, or undefined when none was ever loaded. */
export async function currentListInfo(db: Db): Promise<SdnListInfo | undefined> {
  const [row] = await db.select(INFO).from(sdnLists).where(eq(sdnLists.current, true)).limit(1);
  return row;
}

/** A list by its id (the current one or the one before), or undefined when it is gone. */
export async function listInfo(db: Db, id: string): Promise<SdnListInfo | undefined> {
  const [row] = await db.select(INFO).from(sdnLists).where(eq(sdnLists.id, id)).limit(1);
  return row;
}

/** Every entry of a list, in entity-number order. */
export async function listEntries(db: Db, listId: string): Promise<SdnEntry[]> {
  const rows = await db.select().from(sdnEntries).where(eq(sdnEntries.listId, listId)).orderBy(sdnEntries.entNum);
  return rows.map(({ listId: _listId, type, ...entry }) => ({ ...entry, type: type as SdnEntry['type'] }));
}

/** The lists kept, newest first (the current one and the one before). */
export async function keptLists(db: Db): Promise<(SdnListInfo & { current: boolean })[]> {
  return db
    .select({ ...INFO, current: sdnLists.current })
    .from(sdnLists)
    .orderBy(desc(sdnLists.loadedAt));
}

/** The OFAC match threshold a company screens at: its own, else the default. */
export async function companyOfacThreshold(db: Db, customerId: string): Promise<number> {
  const [row] = await db.select({ threshold: customers.ofacMatchThreshold }).from(customers).where(eq(customers.id, customerId));
  return row?.threshold ?? OFAC_DEFAULT_MATCH_THRESHOLD;
}
