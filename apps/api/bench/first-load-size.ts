import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/*
 * What the portal's first load costs (issue 12): every JS and CSS file index.html loads (scripts,
 * modulepreload links, stylesheets), compressed as the server sends them, and the lazily loaded
 * chunks left for later. Read by the first-load benchmark and by the browser tests' budget check.
 */

/** Issue 30's budget for the initial JavaScript (issue 12 set 200 KB), in gzip bytes (KB = 1,000 bytes, as Vite reports sizes). */
export const FIRST_LOAD_JS_BUDGET_GZIP = 150_000;

export type AssetSize = { file: string; raw: number; gzip: number; brotli: number };
export type FirstLoad = {
  js: AssetSize[];
  css: AssetSize[];
  /** JS chunks index.html does not load: screens, forms and viewers loaded when first shown. */
  lazy: AssetSize[];
  total: (assets: AssetSize[]) => Omit<AssetSize, 'file'>;
};

/** gzip at level 9 and brotli at quality 11, what the build writes beside each file (apps/web/precompress.ts). */
function sizeOf(dist: string, file: string): AssetSize {
  const content = fs.readFileSync(path.join(dist, file));
  return {
    file,
    raw: content.length,
    gzip: zlib.gzipSync(content, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The files index.html loads: `<script src>`, `<link rel="modulepreload">` and `<link rel="stylesheet">`, same-origin. */
export function initialFiles(indexHtml: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of indexHtml.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const url = /\b(?:src|href)="([^"]+)"/i.exec(tag)?.[1];
    if (!url || /^[a-z]+:|^\/\//i.test(url)) continue;
    const file = url.replace(/^\//, '').split(/[?#]/)[0];
    if (/^<script/i.test(tag) || /rel="modulepreload"/i.test(tag)) js.add(file);
    else if (/rel="stylesheet"/i.test(tag)) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

export function measureFirstLoad(dist: string): FirstLoad {
  const { js, css } = initialFiles(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
  const initial = new Set(js);
  const lazy = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .filter((file) => !initial.has(file));
  const sum = (assets: AssetSize[]) => assets.reduce((t, a) => ({ raw: t.raw + a.raw, gzip: t.gzip + a.gzip, brotli: t.brotli + a.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  return {
    js: js.map((file) => sizeOf(dist, file)),
    css: css.map((file) => sizeOf(dist, file)),
    lazy: lazy.map((file) => sizeOf(dist, file)),
    total: sum,
  };
}
