import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_JS_BUDGET_GZIP, initialFiles, measureFirstLoad } from '../apps/api/bench/first-load-size.js';
import { defaultWebDist } from '../apps/api/src/plugins/spa.js';

/*
 * Issue 12's budget on the built portal (npm test builds apps/web before the browser tests): the
 * JavaScript index.html loads (scripts and modulepreloads) stays within 200 KB gzip, every screen and
 * every product's form and viewer being a lazily loaded chunk, and each file is there pre-compressed.
 */
const dist = defaultWebDist();

describe('the portal’s first load', () => {
  it('loads at most 200 KB of JavaScript (gzip) before the first screen; the screens come later', () => {
    expect(dist && fs.existsSync(path.join(dist, 'index.html')), 'apps/web/dist is built').toBeTruthy();
    const load = measureFirstLoad(dist!);
    const gzip = load.total(load.js).gzip;
    console.log(`first load: ${load.js.length} JS files, ${(gzip / 1000).toFixed(1)} KB gzip; ${load.lazy.length} lazy chunks`);
    expect(load.js.length).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_GZIP);
    // the screens, forms and viewers are chunks of their own, none of them in the first load
    const lazy = load.lazy.map((a) => path.basename(a.file));
    for (const chunk of ['admin-screens', 'security-screens', 'my-reports-page', 'login-page', 'landing-page', 'consumer-order-form', 'consumer-viewer', 'adv-order-form', 'adv-viewer']) {
      expect(lazy.some((file) => file.startsWith(`${chunk}-`)), chunk).toBe(true);
    }
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
