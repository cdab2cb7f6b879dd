import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partsOf } from '../apps/api/bench/first-load-parts.js';
import { FIRST_LOAD_JS_BUDGET_GZIP, initialFiles, measureFirstLoad } from '../apps/api/bench/first-load-size.js';
import { defaultWebDist, registerSpa } from '../apps/api/src/plugins/spa.js';
import { launchBrowser, skipIfNoBrowser } from './support/browser';
import { shot } from './support/shots';

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
    expect(dynamic).toEqual(['authenticated-layout', 'browser-support-dialog', 'footer', 'home-page', 'landing-page', 'login-page', 'not-allowed', 'page-table', 'session-manager', 'step-up-dialog', 'ui-root']);
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

/*
 * The first paint without script (issue 30): the server sends '/' and '/login' with the page in the HTML
 * (prerendered by the build, apps/web/first-paint.ts), so it shows before the JavaScript arrives; React
 * then draws the same page over it: no layout shift, and what the visitor typed meanwhile is kept. The
 * built portal is served as the API serves it (registerSpa, no database: the configuration call fails
 * and the pages keep their fallback values, as they do before it answers).
 */
describe.skipIf(skipIfNoBrowser())('the first paint, before any script', () => {
  const app = Fastify({ logger: false });
  let url = '';
  let browser: Browser;
  beforeAll(async () => {
    await registerSpa(app, dist, { serveSourceMaps: false });
    [url, browser] = await Promise.all([app.listen({ port: 0, host: '127.0.0.1' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app.close();
  });

  it("shows '/login' and '/' as they are, with scripts off, at 1280 and 390 px", async () => {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${url}/login`);
      expect(await page.getByRole('heading', { name: 'Log In' }).isVisible()).toBe(true);
      expect(await page.getByRole('textbox', { name: 'User ID' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Log In', exact: true }).isVisible()).toBe(true);
      // MUI's styles came with it: the page's card is drawn, not plain browser defaults
      expect(await page.locator('form').evaluate((form) => getComputedStyle(form).display)).toBe('flex');
      await shot(page, `first-paint-login-${width}`);
      await page.goto(url);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^The fastest route/);
      expect(await page.getByRole('button', { name: 'Log in now' }).isVisible()).toBe(true);
      await shot(page, `first-paint-landing-${width}`);
      await context.close();
    }
  });

  it('is drawn over by React without a layout shift, keeping what was typed, in focus', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // the page's layout shift (CLS) from the first paint on
    await page.addInitScript(() => {
      const record = globalThis as unknown as { layoutShift: number };
      record.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.layoutShift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // the login page's chunk is held back until the test has typed into the prerendered form
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/login-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${url}/login`);
    await page.locator('h1').evaluate((heading) => heading.setAttribute('data-prerendered', ''));
    await page.getByRole('textbox', { name: 'User ID' }).fill('demo.user');
    release();
    await page.locator('h1:not([data-prerendered])').waitFor();
    expect(await page.getByRole('textbox', { name: 'User ID' }).inputValue()).toBe('demo.user');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-user-id');
    expect(await page.evaluate(() => (globalThis as unknown as { layoutShift: number }).layoutShift)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
