import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, several projects. The API and browser tests run once, on PostgreSQL: the machine's server when
// DATABASE_URL is set, else an embedded one their global setup starts for the run (each test file creates and
// drops a database of its own, from one migrated template database a run).
const testDatabaseTemplate = ['apps/api/src/testing/test-database-template.ts'];
// Password hashes at a test cost in the API and browser tests (apps/api/src/lib/passwords.ts): logins and
// password changes were a fifth of the API tests' time at argon2's real cost.
const cheapPasswordHashes = ['apps/api/src/testing/cheap-password-hashes.ts'];

// every core: vitest's default (one fewer) ran the files one at a time on a two-core machine. Each project
// names it: vitest 5 refuses to run side by side projects whose resolved maxWorkers differ (a project that
// extends a Vite config, as the portal's does, otherwise resolves its own default).
const maxWorkers = os.availableParallelism();

const apiProject = {
  test: {
    name: 'api',
    maxWorkers,
    include: ['apps/api/src/**/*.test.ts'],
    environment: 'node',
    globalSetup: testDatabaseTemplate,
    setupFiles: cheapPasswordHashes,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's module graph instead of loading the app afresh each (a third less time:
    // docs/benchmarks.md "CI time"). Each file has its own database and server, and no test mocks a module.
    isolate: false,
  },
};


export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'contracts', maxWorkers, include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      // The repository's own tooling (the lint's import boundaries).
      { test: { name: 'tooling', maxWorkers, include: ['scripts/**/*.test.ts'], environment: 'node' } },
      apiProject,
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          maxWorkers,
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          // one limit for every component test, over the waits' (setup.ts): CI runs them beside the API
          // and browser tests on two cores
          testTimeout: 60_000,
          // A test that fails runs once more, as the browser tests do, and the CI log names it beside the
          // failures: first-paint-takeover.test.ts has twice run out of its 60 s in CI beside the other half
          // (0.1 s alone), a hang not yet explained (docs/benchmarks.md "CI time"); it must not block a landing.
          retry: 1,
          // Files share a worker's modules and jsdom (40 % less time: docs/benchmarks.md "CI time");
          // setup.ts clears what a test leaves (DOM, globals, storage, timers), and no test mocks a module.
          isolate: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.e2e.ts'],
          // CI's Node 24 half leaves the files its other half runs at its end (.ci/run: BROWSER_TESTS_ELSEWHERE)
          exclude: (process.env.BROWSER_TESTS_ELSEWHERE ?? '').split(/\s+/).filter(Boolean),
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One wait for every poll, as Playwright's own waits have one (30 s): vitest's 1 s default ran
          // out when CI's other half held the cores. A test that still fails runs once more, and the CI log
          // names it beside the failures (.ci/run), so a flaky test shows without blocking a landing.
          expect: { poll: { timeout: 30_000 } },
          retry: 1,
          // one file at a time: side by side (each has its own server, port, database and browser) they
          // passed, but CI took longer (26 min against 24: the two cores are the limit, not idle time)
          // and the component tests beside them in CI's other half ran out of their waits
          fileParallelism: false,
          // after the other projects when one run holds them all (a local `npm test`): vitest 5 runs projects
          // of different worker counts only in groups of their own
          sequence: { groupOrder: 1 },
          // Files share the worker's modules (the API, Playwright, the support helpers) instead of loading
          // them afresh for each of the 41 files (2.2 CPU s a file: docs/benchmarks.md "CI time"). Each file
          // starts its own server, database and browser, and no browser test mocks a module (lint).
          isolate: false,
          globalSetup: testDatabaseTemplate,
          setupFiles: cheapPasswordHashes,
        },
      },
    ],
  },
});
