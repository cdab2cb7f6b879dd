import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadServerConfig } from './config.js';
import { SETTINGS, withSettingsTable } from './settings.js';
import { demoUsersPresent } from './db/seed-demo.js';
import { seedDemoData } from './demo-seed.js';
import { createTestDatabase } from './testing/test-database.js';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md');
const required = SETTINGS.filter((s) => s.production === 'required').map((s) => s.name);

/** Every required setting with a well-formed value. */
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example.com',
  TOKEN_SIGNING_KEY: '{"kty":"OKP"}',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  AUDIT_SIGNING_KEY: '{"kty":"OKP"}',
  REGISTRATION_API_KEY: 'r'.repeat(40),
  SMTP_URL: 'smtp://mail.example.com:587',
  MAIL_FROM: 'Creditdesk <no-reply@lender.example>',
};

describe('the settings: one declaration', () => {
  it('declares exactly the variables config.ts reads, each once', () => {
    const names = SETTINGS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(envSchema.shape).sort());
    expect(names).toEqual(expect.arrayContaining(['SMTP_URL', 'MAIL_FROM', 'MAIL_MAX_ATTEMPTS', 'MAIL_RETRY_SECONDS']));
  });

  it('is the README’s Configuration table (npm run docs:settings writes it)', () => {
    const readme = fs.readFileSync(README, 'utf8');
    expect(withSettingsTable(readme) === readme, 'README.md is stale: run `npm run docs:settings`').toBe(true);
  });

  it('production: one message names every required setting missing', () => {
    expect(required).toEqual(['PUBLIC_URL', 'DATA_ENCRYPTION_KEY', 'SMTP_URL', 'MAIL_FROM', 'TOKEN_SIGNING_KEY', 'AUDIT_SIGNING_KEY', 'REGISTRATION_API_KEY']);
    let message = '';
    try {
      loadServerConfig({ NODE_ENV: 'production' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    for (const name of required) expect(message).toContain(`  ${name}\n`);
    expect(() => loadServerConfig({ ...PRODUCTION, MAIL_FROM: ' ' })).toThrow(/set:\n {2}MAIL_FROM\n\(/);
    expect(loadServerConfig(PRODUCTION).isProduction).toBe(true);
    // outside production nothing is required: a newcomer's npm start
    expect(loadServerConfig({}).isProduction).toBe(false);
  });

  it('production refuses the demo data and the development-only settings', () => {
    expect(() => loadServerConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' })).toThrow(/SEED_DEMO_DATA: for tests and development only/);
    expect(() => loadServerConfig({ ...PRODUCTION, DEV_OUTBOX_KEY: 'k'.repeat(40) })).toThrow(/DEV_OUTBOX_KEY: for tests and development only/);
    const both = () => loadServerConfig({ ...PRODUCTION, SSO_ALLOW_PRIVATE_ISSUERS: 'true', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });
    expect(both).toThrow(/\n {2}SSO_ALLOW_PRIVATE_ISSUERS: for tests and development only/);
    expect(both).toThrow(/\n {2}WEBHOOK_ALLOW_PRIVATE_URLS: for tests and development only/);
    expect(loadServerConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadServerConfig(PRODUCTION).seedDemoData).toBe(false);
  });
});

describe('a production server on a database holding the demo data', () => {
  it('finds the demo users (server.ts then refuses to start)', async () => {
    const database = await createTestDatabase();
    try {
      expect(await demoUsersPresent(database.db)).toEqual([]);
      await seedDemoData(database.db);
      expect(await demoUsersPresent(database.db)).toEqual(expect.arrayContaining(['demo.admin', 'demo.sysadmin', 'other.admin']));
    } finally {
      await database.close();
    }
  }, 60_000);
});
