import { ConfigError, loadServerConfig } from './config.js';
import { buildApp } from './app.js';
import { stopOnSignal } from './stop-on-signal.js';
import { type Database, describeDatabase, openAppDatabase } from './db/client.js';
import { EmbeddedPostgresError } from './db/embedded-postgres.js';
import { PgliteDataDirError, refuseOldPgliteDataDir } from './db/pglite-data-dir.js';
import { DEMO_PASSWORD, seedDemoData } from './demo-seed.js';
import { demoUsersPresent } from './db/seed-demo.js';
import { seedConfigEngineDemoData } from './modules/config-engine/seed-demo.js';
import { ensureSdnList } from './modules/compliance/ofac/sdn-update.js';
import { DEMO_MEMBER_NUMBER, DEMO_SECURITY_CODE } from './modules/registration/seed-demo.js';
import { DeploymentMismatchError, joinDeployment } from './modules/deployment/join-deployment.js';
import { ensureDevOutboxKey } from './modules/dev/dev-outbox-key.js';
import { ensureDevSupportKey } from './modules/support/api-keys.repository.js';

/** Once open, closed again when the start fails (the embedded database is stopped when no other process uses it). */
let opened: Database | undefined;

async function main() {
  const config = loadServerConfig();
  if (!config.databaseUrl) refuseOldPgliteDataDir(config.dataDir);
  const database = await openAppDatabase(config, (line) => console.log(`Database: ${line}`));
  opened = database;
  if (config.isProduction) {
    const demo = await demoUsersPresent(database.db);
    if (demo.length > 0) {
      throw new ConfigError(`This database holds the demo data (${demo.join(', ')}: their password is published); production refuses to serve it. Start on a database of its own.`);
    }
  }
  const created = config.seedDemoData ? await seedDemoData(database.db) : [];
  // The OFAC screen's list: the shipped snapshot until `npm run ofac:update` loads a newer one
  const sdn = await ensureSdnList(database.db);
  const app = await buildApp({ config, database });
  // the demo's data-source accounts are encrypted with the app's data key: once it is built
  if (created.length > 0) await seedConfigEngineDemoData(app.ctx);
  // Several processes on one database (the embedded one too: `npm run worker`) must share the issuer and keys, or their tokens disagree: refuse loudly.
  const instance = await joinDeployment(database.db, app.ctx.deployment);

  if (created.length > 0) {
    const lines = created.map((u) => `    ${u.username.padEnd(16)} ${u.company.padEnd(17)} ${u.role}`);
    app.log.info(`Demo data created. Log in with any of these (password ${DEMO_PASSWORD}, demo only):\n${lines.join('\n')}`);
    console.log(`\nDemo logins (password ${DEMO_PASSWORD} — demo only):\n${lines.join('\n')}\n`);
    const pair = `member number ${DEMO_MEMBER_NUMBER}, security code ${DEMO_SECURITY_CODE}`;
    app.log.info(`Demo registration (unused until a company registers with it): ${pair}`);
    console.log(`Demo company registration at /registration (demo only): ${pair}\n`);
  }
  app.log.info(`OFAC SDN list of ${sdn.publishedOn}: ${sdn.entryCount} entries, ${sdn.aliasCount} aliases (${sdn.source})`);

  stopOnSignal(app, instance, database, ', shutting down');

  // Outside production: a support API key for trying impersonation (GET /api/token) locally.
  const devSupportKey = await ensureDevSupportKey(database.db, config);
  if (devSupportKey) console.log(`Development support API key (x-api-key, demo only): ${devSupportKey}\n`);
  // The outbox holds codes and temporary passwords: this link (with its key) opens it, on this machine only.
  const devOutboxKey = await ensureDevOutboxKey(database.db, config);
  if (devOutboxKey) console.log(`Development outbox (this machine only): ${config.publicUrl}/dev/outbox#key=${devOutboxKey}\n`);

  await app.listen({ port: config.port, host: config.host });
  console.log(`Creditdesk is running at ${config.publicUrl} (database: ${describeDatabase(database, config)})`);
}

main().catch(async (err) => {
  await opened?.close().catch(() => undefined);
  if (err instanceof ConfigError || err instanceof EmbeddedPostgresError || err instanceof PgliteDataDirError || err instanceof DeploymentMismatchError) {
    console.error(err.message);
  } else {
    console.error('Creditdesk failed to start:', err);
  }
  process.exit(1);
});
