/**
 * Portal first-load benchmark (issue 12): builds the portal (apps/web), then prints what index.html
 * makes the browser load before the first screen (every JS file, modulepreloads included, and CSS),
 * raw, gzip and brotli as the server sends them pre-compressed, against the budget, and the chunks
 * loaded later (every screen, product form and viewer). Exits 1 over budget.
 *
 *   npm run bench:first-load              builds first (vite build, a few seconds)
 *   FIRST_LOAD_NO_BUILD=1 npm run bench:first-load   measures the existing apps/web/dist
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { partsOf, type Part } from './first-load-parts.js';
import { FIRST_LOAD_JS_BUDGET_GZIP, measureFirstLoad, type AssetSize } from './first-load-size.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dist = path.join(root, 'apps', 'web', 'dist');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const row = (a: Omit<AssetSize, 'file'> & { file?: string }) =>
  `${kb(a.raw).padStart(10)} raw ${kb(a.gzip).padStart(10)} gzip ${kb(a.brotli).padStart(10)} brotli  ${a.file ?? ''}`;

function main() {
  if (process.env.FIRST_LOAD_NO_BUILD !== '1') {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('the portal build failed');
  }
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} holds no build: run without FIRST_LOAD_NO_BUILD`);
  const load = measureFirstLoad(dist);
  const js = load.total(load.js);
  const css = load.total(load.css);
  const lazy = load.total(load.lazy);
  const within = js.gzip <= FIRST_LOAD_JS_BUDGET_GZIP;

  console.log(`Portal first load (issue 12), ${path.relative(root, dist)}\n`);
  console.log(`initial JavaScript: ${load.js.length} files (every script and modulepreload of index.html)`);
  for (const asset of load.js) console.log(row(asset));
  console.log(row({ ...js, file: 'total' }));
  const parts = new Map<string, Part>();
  for (const asset of load.js) {
    for (const p of partsOf(dist, asset.file).parts) {
      const sum = parts.get(p.part) ?? { part: p.part, raw: 0, gzip: 0 };
      parts.set(p.part, { part: p.part, raw: sum.raw + p.raw, gzip: sum.gzip + p.gzip });
    }
  }
  console.log('\ninitial JavaScript by part (source maps; gzip: each part\'s share of the files\' gzip)');
  for (const p of [...parts.values()].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${kb(p.raw).padStart(10)} raw ${kb(p.gzip).padStart(10)} gzip ${((100 * p.gzip) / js.gzip).toFixed(0).padStart(4)} %  ${p.part}`);
  }
  console.log(`\ninitial CSS: ${load.css.length} files`);
  for (const asset of load.css) console.log(row(asset));
  if (load.css.length > 0) console.log(row({ ...css, file: 'total' }));
  console.log(`\nlazy chunks: ${load.lazy.length} JS files loaded when a screen, form or viewer is first shown (${kb(lazy.gzip)} gzip in all)`);
  for (const asset of [...load.lazy].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) console.log(row(asset));
  console.log(
    `\nfirst-load: initial JS ${kb(js.gzip)} gzip (${kb(js.brotli)} brotli), CSS ${kb(css.gzip)} gzip, ${load.lazy.length} lazy chunks; ` +
      `target initial JS <= ${kb(FIRST_LOAD_JS_BUDGET_GZIP)} gzip: ${within ? 'met' : 'MISSED'}`,
  );
  if (!within) process.exitCode = 1;
}

main();
