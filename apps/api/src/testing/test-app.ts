import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PORTAL_CLIENT_ID, type TokenSet, isLoginError, isMfaChallenge, tokenResponseSchema } from '@creditdesk/contracts';
import { type BuildOptions, buildApp } from '../app.js';
import { proveFactorFor } from './prove-factor.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { ConsumerBureau } from '../datasources/consumer-bureau.js';
import type { DataSourceOverrides } from '../datasources/data-sources.js';
import { DEMO_PASSWORD, seedDemoData } from '../demo-seed.js';
import { seedConfigEngineDemoData } from '../modules/config-engine/seed-demo.js';
import { createTestDatabase } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  /**
   * logs in through the real token endpoint; fails the test on any outcome other than tokens. The session
   * then holds a second factor proven now, as a sign-in through MFA would (step-up acts, modules/mfa/step-up.service.ts),
   * unless `freshFactor: false`: a password-only session.
   */
  login(userName: string, password?: string, options?: { freshFactor?: boolean }): Promise<TokenSet>;
  /** the raw token-endpoint answer (tokens or a login outcome code). */
  attemptLogin(userName: string, password: string): Promise<ReturnType<typeof tokenResponseSchema.parse>>;
  close(): Promise<void>;
};

/** The real app on a fresh database with the demo data, for `app.inject` tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  options: { bureau?: ConsumerBureau; dataSources?: DataSourceOverrides; traceExporter?: BuildOptions['traceExporter'] } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-test-'));
  // Every inject comes from 127.0.0.1: the per-address login limit (1012) is lifted unless a test sets it;
  // so is the per-user order rate (tests order many reports as one user).
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOGIN_IP_ATTEMPTS_PER_MINUTE: '100000', ORDER_RATE_PER_MINUTE: '100000', ...env });
  const database = await createTestDatabase();
  await seedDemoData(database.db);
  const app = await buildApp({ config, database, logger: false, bureau: options.bureau, dataSources: options.dataSources, traceExporter: options.traceExporter });
  await seedConfigEngineDemoData(app.ctx);
  extend?.(app);
  await app.ready();

  const attemptLogin = async (userName: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
    return tokenResponseSchema.parse(res.json());
  };

  return {
    app,
    database,
    config,
    dataDir,
    attemptLogin,
    async login(userName, password = DEMO_PASSWORD, { freshFactor = true } = {}) {
      const result = await attemptLogin(userName, password);
      if (isLoginError(result) || isMfaChallenge(result)) throw new Error(`login of ${userName} gave no tokens: ${JSON.stringify(result)}`);
      if (freshFactor) await proveFactorFor(database.db, result);
      return result;
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { proveFactorFor };

export const bearer = (tokens: Pick<TokenSet, 'access_token'>) => ({ authorization: `Bearer ${tokens.access_token}` });

export const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
