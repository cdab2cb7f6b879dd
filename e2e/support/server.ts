import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.js';
import { type Config, loadConfig } from '../../apps/api/src/config.js';
import type { Database } from '../../apps/api/src/db/client.js';
import { seedDemoData } from '../../apps/api/src/demo-seed.js';
import { seedConfigEngineDemoData } from '../../apps/api/src/modules/config-engine/seed-demo.js';
import { ensureDevOutboxKey } from '../../apps/api/src/modules/dev/dev-outbox-key.js';
import { defaultWebDist } from '../../apps/api/src/plugins/spa.js';
import { createTestDatabase } from '../../apps/api/src/testing/test-database.js';

/** Each running test server's database by its address: a sign-in (portal.ts) proves a factor for its session there. */
export const DATABASES = new Map<string, Database['db']>();

export type TestServer = {
  url: string;
  close(): Promise<void>;
  /** the server's own handles, for tests that set up state (a company's provider, a user's status). */
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** the development outbox key (x-api-key; the page takes it as /dev/outbox#key=…). */
  devOutboxKey: string;
};

/**
 * The real portal (API + built SPA) on a loopback port, with a fresh database and the demo data.
 * `env` takes the same variables as the server (e.g. INACTIVITY_WARNING_SECONDS=2 to shorten timers).
 * With PORT set it listens on that port (a test that needs PUBLIC_URL to be the real address picks a
 * free port first); otherwise on any free one.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  // WEB_DIST_DIR (argument or environment) serves another build than apps/web/dist.
  const webDist = env.WEB_DIST_DIR ?? process.env.WEB_DIST_DIR ?? defaultWebDist();
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is not built: run `npm run build -w apps/web` first (npm test does it)');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-e2e-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', WEB_DIST_DIR: webDist, BATCH_WORKERS: '1', BATCH_IDLE_MS: '200', ORDER_RATE_PER_MINUTE: '100000', ...env });
  const database = await createTestDatabase();
  await seedDemoData(database.db);
  const devOutboxKey = (await ensureDevOutboxKey(database.db, config))!;
  const app = await buildApp({ config, database, logger: false });
  await seedConfigEngineDemoData(app.ctx);
  await app.listen({ port: Number(env.PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  DATABASES.set(`http://127.0.0.1:${port}`, database.db);
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    config,
    devOutboxKey,
    async close() {
      DATABASES.delete(`http://127.0.0.1:${port}`);
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
