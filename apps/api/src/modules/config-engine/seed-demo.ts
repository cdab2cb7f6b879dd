import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { customers } from '../../db/schema/index.js';
import { maskAccount } from '@creditdesk/contracts';
import { credentialsContext, findConnections, upsertConnection } from './config-engine.repository.js';

/** Demo Lending's sandbox accounts (docs/config-engine.md): its OneView+ reports show employment and alternative data. */
export const DEMO_TWN_USER_ID = 'demolending-twn';
export const DEMO_DATAX_LICENSE_KEY = 'DX-DEMO-00004417';

/**
 * Connects Demo Lending to the sandbox's The Work Number (template 'Employment and income') and
 * DataX. The credentials are encrypted with the running app's data key, so this runs once the app is
 * built, right after the demo data is created (server.ts, the test app, the browser tests' server).
 * Does nothing when the company is missing or already has a connection.
 */
export async function seedConfigEngineDemoData(ctx: Pick<AppContext, 'db' | 'cipher' | 'dataSources'>): Promise<void> {
  // the data sources' documented accounts: a real connector has none to connect the demo company with
  const accounts = ctx.dataSources.get('testData').accounts();
  if (!accounts) return;
  const [demo] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Demo Lending'));
  if (!demo || (await findConnections(ctx.db, demo.id)).length > 0) return;
  const at = new Date();
  const encrypt = (secret: object, source: 'twn' | 'datax') => ctx.cipher.encrypt(JSON.stringify(secret), credentialsContext(demo.id, source));
  await upsertConnection(ctx.db, {
    customerId: demo.id,
    source: 'twn',
    accountMasked: maskAccount(DEMO_TWN_USER_ID),
    credentialsEnc: encrypt({ userId: DEMO_TWN_USER_ID, userPass: accounts.twnPassword }, 'twn'),
    templates: accounts.twnTemplates.map((t) => ({ ...t })),
    templateName: accounts.twnTemplates[0]!.templatename,
    validatedAt: at,
    validatedBy: 'demo.admin',
  });
  await upsertConnection(ctx.db, {
    customerId: demo.id,
    source: 'datax',
    accountMasked: maskAccount(DEMO_DATAX_LICENSE_KEY),
    credentialsEnc: encrypt({ licensekey: DEMO_DATAX_LICENSE_KEY, password: accounts.dataxPassword }, 'datax'),
    templates: null,
    templateName: null,
    validatedAt: at,
    validatedBy: 'demo.admin',
  });
}
