import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.js';

/*
 * The built portal is sent pre-compressed (issue 12): the build writes `file.br` and `file.gz` beside
 * each file, and the server picks one by the request's accept-encoding, with `vary: accept-encoding`
 * and the cache headers it always had. A tiny dist stands in for the build.
 */

const ASSET = '/assets/index-Ab12Cd34.js';
const SCRIPT = `export const portal = ${JSON.stringify('creditdesk '.repeat(400))};\n`;
const INDEX = `<!doctype html><title>Creditdesk</title><script type="module" src="${ASSET}"></script>${'<!-- filler -->'.repeat(100)}`;
// the pages the build prerendered (apps/web/first-paint.ts): sent for their paths in place of index.html
const LOGIN_PAGE = `<!doctype html><title>Creditdesk</title><div id="root"><main><h1>Log In</h1></main></div><script type="module" src="${ASSET}"></script>${'<!-- filler -->'.repeat(100)}`;
const LANDING_PAGE = LOGIN_PAGE.replace('Log In', 'The fastest route');
const IMMUTABLE = 'public, max-age=31536000, immutable';

let dist: string;
let app: FastifyInstance;

function writeWithCompressed(file: string, content: string) {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-spa-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  writeWithCompressed(path.join(dist, 'index.html'), INDEX);
  writeWithCompressed(path.join(dist, ASSET), SCRIPT);
  fs.mkdirSync(path.join(dist, 'first-paint'));
  writeWithCompressed(path.join(dist, 'first-paint', 'login.html'), LOGIN_PAGE);
  writeWithCompressed(path.join(dist, 'first-paint', 'index.html'), LANDING_PAGE);
  // a small file the build leaves uncompressed
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify({ logger: false });
  await registerSpa(app, dist, { serveSourceMaps: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the portal sent pre-compressed', () => {
  it('answers a hashed asset in brotli when the request accepts br', async () => {
    const res = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers gzip when the request accepts only gzip', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers the file itself when the request accepts no compression, still varying on it', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const res = await get(ASSET, acceptEncoding);
      expect(res.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('sends index.html pre-compressed and never cached, for a client route too', async () => {
    for (const url of ['/index.html', '/users/edit?userId=7', '/login/elsewhere']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
    const plain = await get('/users');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it("sends '/' and '/login' as the build prerendered them (the first paint without script, issue 30), pre-compressed and never cached", async () => {
    for (const [url, page] of [['/login', LOGIN_PAGE], ['/login?redirect=%2Fusers', LOGIN_PAGE], ['/', LANDING_PAGE], ['/?from=mail', LANDING_PAGE]] as const) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LOGIN_PAGE);
  });

  it('falls back to the file when the build wrote no compressed copy', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<svg');
  });

  it('keeps the API 404 under /api', async () => {
    const res = await get('/api/nothing-here', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
