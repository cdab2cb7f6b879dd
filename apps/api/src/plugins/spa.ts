import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors.js';

/** The built portal (apps/web/dist), found from source and from the bundle alike. */
export function defaultWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(candidate)) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (fs.existsSync(sibling)) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * The pages the build prerendered (apps/web/first-paint.ts): `first-paint/index.html` for '/',
 * `first-paint/login.html` for '/login', by path; read once at start.
 */
function firstPaintPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, 'first-paint');
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => /^[\w-]+\.html$/.test(file))
      .map((file) => [file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`, `first-paint/${file}`]),
  );
}

/** A source map (`*.map`), asked for by path; never the SPA's client route. */
const isSourceMap = (url: string) => /\.map$/i.test(url.split('?')[0]);

/**
 * Serves the SPA at '/' with a fallback to index.html for client routes, and a JSON 404 under /api.
 * Hashed assets are cached for a year; index.html never, so a deploy is picked up at once.
 * A page the build prerendered ('/', '/login': issue 30) is sent with its HTML in place of index.html,
 * so it shows at first paint, before any script; the browser's first render replaces it (main.tsx).
 * Files are sent pre-compressed: the build writes `file.br` and `file.gz` beside each one
 * (apps/web/precompress.ts); brotli when the request accepts it, else gzip, else the file itself,
 * always with `vary: accept-encoding`. Nothing is compressed per request.
 * `serveSourceMaps: false` (production) answers 404 for the build's source maps: they would give the
 * portal's whole source away (docs/decisions.md, "source maps").
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined, options: { serveSourceMaps: boolean }) {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasSpa = index !== undefined && fs.existsSync(index);
  const prerendered = hasSpa ? firstPaintPages(webDist!) : new Map<string, string>();
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => options.serveSourceMaps || !isSourceMap(pathName),
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?')) return apiNotFound(req, reply);
    if (req.method !== 'GET' && req.method !== 'HEAD') return apiNotFound(req, reply);
    if (isSourceMap(req.url)) return reply.status(404).type('text/plain').send('Not found');
    reply.header('cache-control', 'no-cache');
    if (!hasSpa) {
      return reply
        .status(503)
        .type('text/html')
        .send('<!doctype html><title>Creditdesk</title><p>The portal has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p>');
    }
    // Through @fastify/static, so a client route's index.html is sent pre-compressed too (no-cache).
    return reply.sendFile(prerendered.get(req.url.split('?')[0]) ?? 'index.html');
  });
}
