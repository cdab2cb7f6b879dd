// `npm run lint`: typescript-eslint's recommended rules (not the type-checked set: it stays fast) for
// every package, and the import boundaries (scripts/eslint-import-boundaries.js):
//   - apps/web never imports apps/api, and apps/api never imports apps/web;
//   - a feature (apps/web/src/features/<a>/) imports nothing from another feature; shared things live
//     in components/, lib/, api/, reports/ or app/ (app/ composes the features);
//   - the portal's first load (what apps/web/src/main.tsx reaches without a dynamic import) imports only
//     the contracts' shell tier: no full contracts, classic zod, RTK Query or feature (issue 30);
//   - routes hold no SQL: apps/api/src/**/*.routes.ts import no database package, schema or client,
//     and call no query builder; queries live in the module's repository.
import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/eslint-import-boundaries.js';

const featuresDir = 'apps/web/src/features';
// Generated from the directory listing: a new feature is covered without editing this file.
const features = fs
  .readdirSync(new URL(`./${featuresDir}`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const zones = [
  {
    files: 'apps/web',
    target: 'apps/api',
    message: 'apps/web never imports apps/api: share it through packages/contracts',
  },
  {
    files: 'apps/api',
    target: 'apps/web',
    message: 'apps/api never imports apps/web: share it through packages/contracts',
  },
  ...features.flatMap((a) =>
    features
      .filter((b) => b !== a)
      .map((b) => ({
        files: `${featuresDir}/${a}`,
        target: `${featuresDir}/${b}`,
        message: `Feature '${a}' never imports feature '${b}': move what they share to components/, lib/, api/ or reports/, or compose them in app/`,
      })),
  ),
  {
    files: 'apps/api/src',
    fileSuffix: '.routes.ts',
    target: 'apps/api/src/db',
    message: "Routes hold no SQL: a routes file never imports the database schema or client; put the query in the module's repository",
  },
  // issue 31: a module reaches a data source through its port (apps/api/src/datasources/<family>.ts and
  // ctx.dataSources), never the sandbox, which is one implementation of the ports; tests may use its personas
  {
    files: 'apps/api/src/modules',
    exceptSuffix: '.test.ts',
    target: 'apps/api/src/datasources/sandbox',
    message: 'A module never imports the sandbox: use the data source port (datasources/<family>.ts) through ctx.dataSources',
  },
];

const noSqlInRoutes = "Routes hold no SQL: put the query in the module's repository (or its service) and call that";
const dbPackages = ['drizzle-orm', 'pg', '@electric-sql/pglite'];
// A query builder called on the database or a transaction: db.select(…), tx.insert(…), ctx.db.transaction(…).
const queryBuilders = 'select|selectDistinct|selectDistinctOn|insert|update|delete|transaction|execute|\\$count';
const dbObject = ":matches([object.name=/^(db|tx)$/], [object.property.name='db'])";

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', '**/.test-artifacts/**', '**/data/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries: boundariesPlugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'boundaries/import-boundaries': ['error', { zones }],
      'boundaries/shell-imports': ['error', { entry: 'apps/web/src/main.tsx' }],
      // The code marks a deliberately unused name with a leading `_` (`{ secret: _s, ...rest }`, an unused handler argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: dbPackages.map((name) => ({ name, message: noSqlInRoutes })),
          patterns: [{ group: dbPackages.map((name) => `${name}/*`), message: noSqlInRoutes }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression > MemberExpression.callee[property.name=/^(${queryBuilders})$/]${dbObject}`, message: noSqlInRoutes },
      ],
    },
  },
  {
    // The API, component and browser tests share a worker's modules across files (vitest.config.ts: isolate
    // false), so a module replaced by one file would stay replaced, or not be replaced, for the next.
    files: ['apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > MemberExpression.callee[object.name='vi'][property.name=/^(mock|doMock|unmock|doUnmock)$/]",
          message: 'No module mocks in these tests: their files share modules (vitest.config.ts). Pass the dependency in, or answer through fakeApi.',
        },
      ],
    },
  },
);
