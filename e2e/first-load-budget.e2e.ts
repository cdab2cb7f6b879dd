import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partsOf } from '../apps/api/bench/first-load-parts.js';
import { FIRST_LOAD_JS_BUDGET_GZIP, initialFiles, measureFirstLoad } from '../apps/api/bench/first-load-size.js';
import { defaultWebDist } from '../apps/api/src/plugins/spa.js';

/*
 * The first-load budget on the built portal (npm test builds apps/web before the browser tests): the
 * JavaScript index.html loads (scripts and modulepreloads) stays within 150 KB gzip (issue 30; issue 12
 * set 200), it holds the shell only (no classic zod, RTK Query, MUI or feature: their modules are read
 * from the build's source maps), the screens are lazily loaded chunks, and each file is there pre-compressed.
 */
const dist = defaultWebDist();
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');

describe('the portal’s first load', () => {
  it('loads at most 150 KB of JavaScript (gzip) before the first screen; the screens come later', () => {
    expect(dist && fs.existsSync(path.join(dist, 'index.html')), 'apps/web/dist is built').toBeTruthy();
    const load = measureFirstLoad(dist!);
    const gzip = load.total(load.js).gzip;
    console.log(`first load: ${load.js.length} JS files, ${(gzip / 1000).toFixed(1)} KB gzip; ${load.lazy.length} lazy chunks`);
    expect(load.js.length).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_GZIP);
    // the screens, the login page's steps, forms and viewers are chunks of their own, none of them in the first load
    const lazy = load.lazy.map((a) => chunkName(a.file));
    for (const chunk of ['page-table', 'users-page', 'audit-page', 'my-reports-page', 'login-page', 'mfa-step', 'sso-form', 'handoff-view', 'landing-page', 'consumer-order-form', 'consumer-viewer', 'adv-order-form', 'adv-viewer']) {
      expect(lazy, chunk).toContain(chunk);
    }
  });

  it('holds the shell only: no classic zod, RTK Query, MUI, emotion or feature module', () => {
    const { js } = initialFiles(fs.readFileSync(path.join(dist!, 'index.html'), 'utf8'));
    const modules = js.flatMap((file) => partsOf(dist!, file).modules);
    expect(modules.length, 'the build writes source maps').toBeGreaterThan(50);
    const refused = [/node_modules\/zod\/v4\/classic\//, /node_modules\/zod\/v3\//, /@reduxjs\/toolkit\/dist\/query\//, /node_modules\/@mui\//, /node_modules\/@emotion\//, /(^|\/)src\/features\//];
    expect(modules.filter((m) => refused.some((r) => r.test(m)))).toEqual([]);
    // what it does hold: the session check and the route guard, on the contracts' shell tier
    for (const expected of ['src/lib/auth/session-bootstrap.ts', 'src/app/route-guard.tsx', 'packages/contracts/src/shell/session.ts']) {
      expect(modules.some((m) => m.endsWith(expected)), expected).toBe(true);
    }
  });

  it('costs the same whatever the number of routes: the shell imports the page table, never a screen of it', () => {
    const { js } = initialFiles(fs.readFileSync(path.join(dist!, 'index.html'), 'utf8'));
    const modules = js.flatMap((file) => partsOf(dist!, file).modules);
    expect(modules.some((m) => m.endsWith('src/app/page-table.tsx'))).toBe(false);
    // the chunks the shell loads on demand: a fixed list (app/routes.tsx, root-layout, route-guard); a
    // route added to app/page-table.tsx, by hand or by the product generator, adds nothing here
    const text = js.map((file) => fs.readFileSync(path.join(dist!, file), 'utf8')).join('\n');
    const dynamic = [...new Set([...text.matchAll(/import\([`'"]\.\/([\w-]+\.js)[`'"]\)/g)].map(([, file]) => chunkName(file)))].sort();
    expect(dynamic).toEqual(['authenticated-layout', 'browser-support-dialog', 'footer', 'home-page', 'landing-page', 'login-page', 'not-allowed', 'page-table', 'session-manager', 'ui-root']);
  });

  it('has a brotli and a gzip copy beside index.html and every file it loads', () => {
    const html = fs.readFileSync(path.join(dist!, 'index.html'), 'utf8');
    const { js, css } = initialFiles(html);
    for (const file of ['index.html', ...js, ...css]) {
      if (fs.statSync(path.join(dist!, file)).size < 1024) continue; // too small to be worth it
      expect(fs.existsSync(path.join(dist!, `${file}.br`)), `${file}.br`).toBe(true);
      expect(fs.existsSync(path.join(dist!, `${file}.gz`)), `${file}.gz`).toBe(true);
    }
  });
});
