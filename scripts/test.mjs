#!/usr/bin/env node
// `npm test`: type-checks the three packages, lints, builds the portal (the browser tests drive the built SPA), runs every vitest project,
// and ends with one plain line "tests: N passed, N failed, N skipped".
// Browser tests need Chromium (CHROMIUM_PATH or /usr/bin/chromium). Without one they are skipped
// LOUDLY, unless REQUIRE_BROWSER_TESTS=1 (CI), which makes a missing browser a failure.
// CI splits one run across two Node versions (.ci/run): TEST_PROJECTS names the vitest projects to
// run (comma-separated; all by default), TEST_CHECKS names the checks before them (comma-separated
// of types, lint, build; all by default, none when empty: the other half does them), TEST_REPORT names
// the JSON report.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveBrowser = fs.existsSync(chromium);
const requireBrowser = process.env.REQUIRE_BROWSER_TESTS === '1';
const extraArgs = process.argv.slice(2);
const onlyProjects = process.env.TEST_PROJECTS ? process.env.TEST_PROJECTS.split(',').map((p) => p.trim()).filter(Boolean) : undefined;
const checks = process.env.TEST_CHECKS === undefined ? ['types', 'lint', 'build'] : process.env.TEST_CHECKS.split(',').map((c) => c.trim()).filter(Boolean);
const wantsBrowser = !onlyProjects || onlyProjects.includes('browser');

if (!haveBrowser && wantsBrowser) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! No Chromium at ${chromium}: the BROWSER TESTS WILL NOT RUN.\n!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH.\n${banner}\n`);
  if (requireBrowser) {
    console.error('REQUIRE_BROWSER_TESTS=1: a missing browser fails the run.');
    process.exit(1);
  }
}

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const allProjects = ['contracts', 'tooling', 'api', 'web', ...(haveBrowser ? ['browser'] : [])];
const projects = onlyProjects ? allProjects.filter((p) => onlyProjects.includes(p)) : allProjects;
const unknown = (onlyProjects ?? []).filter((p) => !allProjects.includes(p) && !(p === 'browser' && !haveBrowser));
if (unknown.length > 0) {
  console.error(`TEST_PROJECTS names projects this run cannot hold: ${unknown.join(', ')}.`);
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
}

const unknownChecks = checks.filter((c) => !['types', 'lint', 'build'].includes(c));
if (unknownChecks.length > 0) {
  console.error(`TEST_CHECKS names checks that do not exist: ${unknownChecks.join(', ')} (types, lint, build).`);
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
}

// Types first: vitest strips them without checking, so a broken contract would otherwise pass.
if (checks.includes('types') && run('npm', ['run', 'typecheck', '--silent']) !== 0) {
  console.error('Type checking failed.');
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
}

// Lint (typescript-eslint, import boundaries: eslint.config.js) right after the types.
if (checks.includes('lint') && run('npm', ['run', 'lint', '--silent']) !== 0) {
  console.error('Lint failed.');
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
}

if (haveBrowser && wantsBrowser && checks.includes('build') && run('npm', ['run', 'build', '-w', 'apps/web']) !== 0) {
  console.error('The portal build failed.');
  process.exit(1);
}

const report = path.resolve(root, process.env.TEST_REPORT ?? path.join('.test-artifacts', 'vitest.json'));
fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });

const status = run('npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extraArgs,
]);

if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
  if (!haveBrowser && wantsBrowser) console.log('(browser tests were NOT run: no Chromium)');
  if (r.numTotalTests === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
} else {
  console.log('\ntests: 0 passed, 1 failed');
}
process.exit(status);
