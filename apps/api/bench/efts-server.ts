/**
 * The server the file-transfer benchmark measures (efts.bench.ts starts it as a child process, so its
 * memory is the server's alone): the real app on the embedded database with the demo data, files on
 * the local store (encrypted) under a temporary DATA_DIR. Prints {"port": n} when listening.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDemoData } from '../src/demo-seed.js';

const dataDir = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'creditdesk-efts-bench-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', HOST: '127.0.0.1', FILE_STORE: 'local' });
const database = await openDatabase({ kind: 'embedded', dataDir });
await seedDemoData(database.db);
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
const stop = async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
