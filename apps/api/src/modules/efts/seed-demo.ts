import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';
import { provisionEftsSystems } from './efts.repository.js';

const BOTH = ['upload', 'download'] as const;

/** Demo Lending's file-transfer systems (docs/file-transfer.md): TeleCheck placements and negatives, consumer data, report downloads. */
export const DEMO_EFTS_SYSTEMS = [
  { code: 'tlck_collection', description: 'Collection placements for TeleCheck', folders: [{ name: 'placements', description: 'Daily placement files', actions: BOTH }] },
  { code: 'tlck_negative', description: 'Negative items for TeleCheck', folders: [{ name: 'negatives', description: 'Negative item files', actions: BOTH }] },
  { code: 'cdms', description: 'Consumer and commercial data files', folders: [{ name: 'inbound', description: 'Data files for the bureau', actions: BOTH }] },
  { code: 'ereport', description: 'Reports the bureau produced', folders: [{ name: 'reports', description: 'Report downloads', actions: ['download'] }] },
];

export async function seedEftsDemoData(db: Db): Promise<void> {
  const [demo] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Demo Lending'));
  if (demo) await provisionEftsSystems(db, demo.id, DEMO_EFTS_SYSTEMS);
}
