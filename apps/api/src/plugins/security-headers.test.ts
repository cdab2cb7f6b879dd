import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../testing/test-database.js';
import { API_CSP, HSTS, PAGE_CSP } from './security-headers.js';

/*
 * The browser-hardening headers on every kind of answer (the SPA's index, a hashed asset, an API
 * answer, the Swagger UI), HSTS only behind https, and no source maps from a production server.
 * One database serves several apps, each built from its own environment.
 */

const ASSET = '/assets/index-Ab12Cd34.js';
let dataDir: string;
let database: Database;
const apps: FastifyInstance[] = [];

async function appWith(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dataDir, 'dist'), ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-headers-'));
  // a built portal in miniature: the index, a hashed bundle and its (hidden) source map
  fs.mkdirSync(path.join(dataDir, 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'dist', 'index.html'), `<!doctype html><title>Creditdesk</title><script type="module" src="${ASSET}"></script>`);
  fs.writeFileSync(path.join(dataDir, 'dist', ASSET), 'console.log("portal");\n');
  fs.writeFileSync(path.join(dataDir, 'dist', `${ASSET}.map`), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PAGE_HEADERS = {
  'content-security-policy': PAGE_CSP,
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

describe('browser hardening headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });

  it('the page CSP allows no inline script, no plug-in, no framing, and the MFA QR code as a data: image', () => {
    const directives = new Map(PAGE_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it.each(['/', '/login', '/users?page=2'])('the SPA index at %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers).toMatchObject(PAGE_HEADERS);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('a hashed asset', async () => {
    const res = await app.inject({ method: 'GET', url: ASSET });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers).toMatchObject(PAGE_HEADERS);
  });

  it('an API answer, an API error and an unknown API path: nothing may load from them', async () => {
    for (const url of ['/api/portal/config', '/api/users/user/demo.admin', '/api/no-such-thing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(API_CSP);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the Swagger UI is a page: its own scripts and styles are allowed, nothing inline', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject(PAGE_HEADERS);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="/); // a file of its own, allowed by script-src 'self'
      expect(content.trim()).toBe('');
    }
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.headers['content-security-policy']).toBe(PAGE_CSP);
  });

  it('no HSTS over plain http, even with a forwarded https that no trusted proxy vouches for', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the source maps outside production (local debugging)', async () => {
    const res = await app.inject({ method: 'GET', url: `${ASSET}.map` });
    expect(res.statusCode).toBe(200);
  });
});

describe('HSTS behind https', () => {
  it('when a trusted proxy (TRUST_PROXY=1) says the request came over https', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    const https = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const api = await app.inject({ method: 'GET', url: '/api/portal/config', headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers['strict-transport-security']).toBe(HSTS);
    const http = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('when PUBLIC_URL is https', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://portal.example.com' });
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });
});

describe('source maps in production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  });

  it.each([`${ASSET}.map`, `${ASSET}.map?v=1`, '/assets/never-built.js.map'])('%s answers 404, not the portal', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('mappings');
    expect(res.body).not.toContain('<title>Creditdesk');
  });

  it('the bundle itself is still served', async () => {
    expect((await app.inject({ method: 'GET', url: ASSET })).statusCode).toBe(200);
  });
});
