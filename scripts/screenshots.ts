// Development tool: screenshots of portal pages as a signed-in user, for a person to look at.
//   npx vite build apps/web --outDir /tmp/my-dist --emptyOutDir     (or use apps/web/dist)
//   npx tsx scripts/screenshots.ts --dist /tmp/my-dist --out /tmp/shots --user demo.admin /users /users/add
//   (--user none: logged out, e.g. / and /login as a visitor sees them)
// Starts its own server (fresh database with the demo data, a free port), logs in, opens each path,
// waits for the page to settle and saves <out>/<path>.png (full page). --width sets the viewport width.
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.js';
import { logIn } from '../e2e/support/portal.js';
import { startTestServer } from '../e2e/support/server.js';

const args = process.argv.slice(2);
const option = (name: string, fallback?: string) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const dist = option('dist');
const out = option('out', '/tmp/shots')!;
const user = option('user', 'demo.admin')!;
const width = Number(option('width', '1440'));
const paths = args.length > 0 ? args : ['/'];

const server = await startTestServer({ ...(dist ? { WEB_DIST_DIR: path.resolve(dist) } : {}), ...(process.env.PORT ? { PORT: process.env.PORT } : {}) });
const browser = await launchBrowser();
try {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  if (user !== 'none') await logIn(page, server.url, user);
  fs.mkdirSync(out, { recursive: true });
  for (const p of paths) {
    await page.goto(`${server.url}${p}`);
    // a reload shows the 1-second 'refreshing' state first; then wait for the page's heading and its data
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const file = path.join(out, `${p.replace(/^\//, '').replace(/[/?&=]+/g, '_') || 'home'}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
} finally {
  await browser.close();
  await server.close();
}
