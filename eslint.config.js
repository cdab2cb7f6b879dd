// `npm run lint`: typescript-eslint's recommended rules (not the type-checked set: it stays fast) for
// every package, and the import boundaries (scripts/eslint-import-boundaries.js):
//   - apps/web never imports apps/api, and apps/api never imports apps/web;
//   - a feature (apps/web/src/features/<a>/) imports nothing from another feature; shared things live
//     in components/, lib/, api/, reports/ or app/ (app/ composes the features);
//   - the portal's first load (what apps/web/src/main.tsx reaches without a dynamic import) imports only
//     the contracts' shell tier: no full contracts, classic zod, RTK Query or feature (issue 30);
//   - routes hold no SQL: apps/api/src/**/*.routes.ts import no database package, schema or client,
//     and call no query builder; queries live in the module's repository;
//   - layers only point down: the API's plugins/, db/, lib/ and config.ts import no feature module; a web
//     product (apps/web/src/reports/products/<p>/), and an API or contracts product folder, imports no other product, only the product kit
//     (reports/product-kit/), which imports no product; the contracts' ground floor (access/) imports
//     no domain folder, only common/;
//   - no run-time import cycle anywhere (boundaries/no-cycle, over the whole tree's import graph).
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

const dirsOf = (dir) =>
  fs
    .readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const productsDir = 'apps/web/src/reports/products';
const products = dirsOf(productsDir);
// A product's folder on the API and contracts sides (issue 31), generated from each listing like the portal's.
// What products share sits beside the folders (the contracts' identity-applicant.ts, screening.ts, …).
const productFolderSides = ['apps/api/src/modules/reports/products', 'packages/contracts/src/reports/products'].map((dir) => ({ dir, keys: dirsOf(dir) }));
// A test sits above every layer (nothing imports it): it may compose what it checks with what it needs,
// as app.ts does. The product folders get no such leave: their tests use the kit's fixtures.
const testFile = '\\.test\\.tsx?$';
const contractsDir = 'packages/contracts/src';
const contractDomains = dirsOf(contractsDir).filter((d) => d !== 'access' && d !== 'common');

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
  ...['plugins/', 'db/', 'lib/', 'config.ts'].map((layer) => ({
    files: `apps/api/src/${layer.replace(/\/$/, '')}`,
    target: 'apps/api/src/modules',
    except: testFile,
    message: `apps/api/src/${layer} imports no feature module: pass what it needs in through the app context (app-context.ts), or compose it in app.ts, demo-seed.ts or server.ts`,
  })),
  ...products.flatMap((a) =>
    products
      .filter((b) => b !== a)
      .map((b) => ({
        files: `${productsDir}/${a}`,
        target: `${productsDir}/${b}`,
        message: `Product '${a}' never imports product '${b}': move what they share to the product kit (apps/web/src/reports/product-kit/)`,
      })),
  ),
  ...productFolderSides.flatMap(({ dir, keys }) =>
    keys.flatMap((a) =>
      keys
        .filter((b) => b !== a)
        .map((b) => ({
          files: `${dir}/${a}`,
          target: `${dir}/${b}`,
          message: `Product '${a}' never imports product '${b}': move what they share beside the folders (${dir}/), listed with why in scripts/new-product/product-pieces.test.ts`,
        })),
    ),
  ),
  {
    files: 'apps/web/src/reports/product-kit',
    target: productsDir,
    except: `${productsDir}/(portal-product|lazy-screens)$`,
    message: 'The product kit imports no product: it is what the products share',
  },
  ...contractDomains.map((d) => ({
    files: `${contractsDir}/access`,
    target: `${contractsDir}/${d}`,
    except: testFile,
    message: `The contracts' ground floor (access/) imports no domain ('${d}'): move the shared fact down into access/ or common/`,
  })),
  {
    files: 'apps/api/src',
    fileSuffix: '.routes.ts',
    target: 'apps/api/src/db',
    message: "Routes hold no SQL: a routes file never imports the database schema or client; put the query in the module's repository",
  },
  // issue 31: a module reaches a data source through its port (apps/api/src/datasources/<family>.ts and
  // ctx.dataSources), never the sandbox, which is one implementation of the ports; tests may use its personas
  // A product folder's sandbox (modules/reports/products/<key>/<key>.sandbox.ts) is the sandbox's too: it may
  // use the sandbox's helpers, and only the sandbox's generated index and tests import it.
  {
    files: 'apps/api/src/modules',
    except: '\\.(test|sandbox)\\.ts$',
    target: 'apps/api/src/datasources/sandbox',
    message: 'A module never imports the sandbox: use the data source port (datasources/<family>.ts) through ctx.dataSources',
  },
  // A sandbox in several files (<key>.sandbox.ts and its <key>-<piece>.sandbox.ts) imports its own pieces;
  // the product-folder zones below keep it to its own folder.
  {
    files: 'apps/api/src/modules',
    exceptSuffix: ['.test.ts', '.sandbox.ts'],
    target: 'apps/api/src/modules',
    targetSuffix: '.sandbox',
    message: "A module never imports a product's sandbox: use its data source port through ctx.dataSources",
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
      'boundaries/no-cycle': 'error',
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
