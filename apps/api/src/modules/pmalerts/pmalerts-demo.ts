import { count, eq } from 'drizzle-orm';
import { addDays, todayIso } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { customers, pmWatchEntries, users } from '../../db/schema/index.js';
import { insertWatchEntry } from './pmalerts.repository.js';

/** The documented consumers Demo Lending watches from the start, so the demo shows alerts (the shopper is left for the user to add). */
const DEMO_WATCHED = ['opener', 'lateP', 'mover', 'deceased', 'quiet'];

/**
 * Puts the demo's watched consumers on Demo Lending's watch list, once: when demo data is on and no
 * company watches anyone yet. Runs when the app is ready, because the identity is encrypted with
 * the app's data key (the rest of the demo data is seeded before the app exists).
 */
export async function seedPmAlertsDemo(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(pmWatchEntries);
  if (Number(n) > 0) return;
  const [demo] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Demo Lending'));
  const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.admin'));
  if (!demo || !admin) return;
  for (const [i, key] of DEMO_WATCHED.entries()) {
    const p = ctx.dataSources.get('testData').pmAlertsConsumer(key);
    if (!p) continue;
    await insertWatchEntry(ctx.db, ctx.cipher, demo.id, {
      accountNumber: '100200300',
      customerReferenceNumber: `LOAN-${4100 + i}`,
      consumer: { firstName: p.firstName, middleName: undefined, lastName: p.lastName, ssn: p.ssn, dateOfBirth: p.dateOfBirth, address: { line1: `${200 + i * 17} Market St`, city: 'Springfield', state: 'IL', zip: '62701' } },
      addedBy: { userId: admin.id, username: 'demo.admin' },
      monitoredThrough: addDays(todayIso(), -31),
    });
  }
}
