import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, several projects. API tests run on the embedded PGlite always, and once more on a
// PostgreSQL server when DATABASE_URL is set (each run creates and drops its own database).
// One migrated database a run that every test file's database starts from.
const testDatabaseTemplate = ['apps/api/src/testing/test-database-template.ts'];

const apiProject = (name: string, db: 'pglite' | 'pg') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: testDatabaseTemplate,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // every core: vitest's default (one fewer) ran the files one at a time on a two-core machine
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      // The repository's own tooling (the lint's import boundaries).
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      apiProject('api', 'pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('api-pg', 'pg')] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: testDatabaseTemplate,
        },
      },
    ],
  },
});
