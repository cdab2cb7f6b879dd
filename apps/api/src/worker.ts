import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { DeploymentMismatchError, joinDeployment } from './modules/deployment/join-deployment.js';

/**
 * A worker-only process (`npm run worker`): the batch queue's loops and the clean-up, no HTTP port.
 * Start as many as the work needs beside the servers, all on one PostgreSQL (docs/batches.md). The
 * embedded database is single-process, so a worker needs DATABASE_URL.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('npm run worker needs DATABASE_URL: the embedded database (PGlite) is single-process, and the server already takes the batch work there.');
    process.exit(1);
  }
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, migrationUrl: config.databaseMigrationUrl });
  const loops = config.batch.workers ?? 2;
  const app = await buildApp({ config: { ...config, batch: { ...config.batch, workers: loops } }, database });
  // the worker decrypts the rows the servers encrypted: it must share their keys, or refuse loudly
  const instance = await joinDeployment(database.db, app.ctx.deployment);
  await app.ready(); // starts the batch loops (modules/batches/register-batches.ts)
  console.log(`Creditdesk batch worker running: ${loops} loop${loops === 1 ? '' : 's'} on PostgreSQL`);

  const close = async (signal: string) => {
    app.log.info(`${signal} received: finishing the chunk in progress, then stopping`);
    await app.close();
    await instance.leave();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DeploymentMismatchError ? err.message : err);
  process.exit(1);
});
