import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { DEMO_PASSWORD, seedDemoData } from './db/seed-demo.js';
import { ensureDevSupportKey } from './modules/support/api-keys.repository.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  const app = await buildApp({ config, database });

  if (config.seedDemoData) {
    const created = await seedDemoData(database.db);
    if (created.length > 0) {
      const lines = created.map((u) => `    ${u.username.padEnd(16)} ${u.company.padEnd(14)} ${u.role}`);
      app.log.info(`Demo data created. Log in with any of these (password ${DEMO_PASSWORD}, demo only):\n${lines.join('\n')}`);
      console.log(`\nDemo logins (password ${DEMO_PASSWORD} — demo only):\n${lines.join('\n')}\n`);
    }
  }

  const close = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  // Outside production: a support API key for trying impersonation (GET /api/token) locally.
  const devSupportKey = await ensureDevSupportKey(database.db, config);
  if (devSupportKey) console.log(`Development support API key (x-api-key, demo only): ${devSupportKey}\n`);

  await app.listen({ port: config.port, host: config.host });
  console.log(`Creditdesk is running at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Creditdesk failed to start:', err);
  }
  process.exit(1);
});
