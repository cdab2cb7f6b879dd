import { ConfigError, loadServerConfig } from './config.js';
import { buildApp } from './app.js';
import { stopOnSignal } from './stop-on-signal.js';
import { describeDatabase, openAppDatabase } from './db/client.js';
import { EmbeddedPostgresError } from './db/embedded-postgres.js';
import { PgliteDataDirError, refuseOldPgliteDataDir } from './db/pglite-data-dir.js';
import { DeploymentMismatchError, joinDeployment } from './modules/deployment/join-deployment.js';

/**
 * A worker-only process (`npm run worker`): the batch queue's loops and the clean-up, no HTTP port.
 * Start as many as the work needs beside the servers, all on one database (docs/batches.md): DATABASE_URL,
 * else the embedded PostgreSQL under DATA_DIR, which a worker joins (or starts) like the server.
 */
async function main() {
  const config = loadServerConfig();
  if (!config.databaseUrl) refuseOldPgliteDataDir(config.dataDir);
  const database = await openAppDatabase(config, (line) => console.log(`Database: ${line}`));
  const loops = config.batch.workers ?? 2;
  const app = await buildApp({ config: { ...config, batch: { ...config.batch, workers: loops } }, database });
  // the worker decrypts the rows the servers encrypted: it must share their keys, or refuse loudly
  const instance = await joinDeployment(database.db, app.ctx.deployment);
  await app.ready(); // starts the batch loops (modules/batches/register-batches.ts)
  console.log(`Creditdesk batch worker running: ${loops} loop${loops === 1 ? '' : 's'} (database: ${describeDatabase(database, config)})`);

  stopOnSignal(app, instance, database, ': finishing the chunk in progress, then stopping');
  // Nothing else holds the event loop: the loops' idle timers are unref'd, and while the database is
  // down (a restart) the pool has no socket open, so Node would end the worker quietly with 0 (the
  // deployment rehearsal found it). Only a signal stops a worker.
  setInterval(() => undefined, 3_600_000);
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DeploymentMismatchError || err instanceof EmbeddedPostgresError || err instanceof PgliteDataDirError ? err.message : err);
  process.exit(1);
});
