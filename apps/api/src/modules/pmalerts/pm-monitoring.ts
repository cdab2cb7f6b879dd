import { addDays, todayIso } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { decryptIdentity, entriesBehind, storeCollected } from './pmalerts.repository.js';

export const pmAlertsSource = (ctx: AppContext) => ctx.dataSources.get('pmalerts');

/**
 * Collects, for each of the company's watched consumers, what the bureau reported since the entry's
 * `monitoredThrough` up to today, before any read of its alerts. The state is in the database (the
 * mark and the alerts' unique key), so any process may run it at any time, two at once store each
 * alert once, and a process that dies mid-way leaves the mark where the stored alerts end. The work
 * is the days not yet collected: one day an entry on a daily read, none on the next read that day.
 * docs/products/pmalerts.md says why this runs on read rather than from a job queue.
 */
export async function collectAlerts(ctx: AppContext, customerId: string, today = todayIso()): Promise<void> {
  const source = pmAlertsSource(ctx);
  for (const entry of await entriesBehind(ctx.db, customerId, today)) {
    const alerts = await source.alertsBetween(decryptIdentity(ctx.cipher, entry), addDays(entry.monitoredThrough, 1), today);
    await storeCollected(ctx.db, ctx.cipher, entry, alerts, today);
  }
}
