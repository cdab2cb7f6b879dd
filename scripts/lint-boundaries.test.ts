// The import boundaries of eslint.config.js must keep working: each is shown to refuse what it
// should and to let the allowed imports through, on snippets linted as if they were in the tree.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

const lint = async (filePath: string, code: string): Promise<Linter.LintMessage[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages;
};
/** The messages of the boundary rules only (a snippet's unused import is not the point). */
const crossings = async (filePath: string, code: string) =>
  (await lint(filePath, code))
    .filter((m) => ['boundaries/import-boundaries', 'boundaries/shell-imports', 'no-restricted-imports', 'no-restricted-syntax'].includes(m.ruleId ?? ''))
    .map((m) => m.message);

// ESLint's first run loads the config, the parsers and the shell's import graph: not the first test's time.
beforeAll(() => lint('scripts/warm-up.ts', 'export {};'), 60_000);

const features = fs
  .readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('no module mocks where test files share their modules (vitest.config.ts: isolate false)', () => {
  it('refuses vi.mock and its kin in API and component tests, and lets vi.fn through', async () => {
    for (const call of ["vi.mock('./x');", "vi.doMock('./x', () => ({}));", "vi.unmock('./x');"]) {
      expect(await crossings('apps/api/src/modules/users/users.test.ts', call)).toEqual([expect.stringContaining('No module mocks in these tests')]);
      expect(await crossings('apps/web/src/lib/x.test.tsx', call)).toEqual([expect.stringContaining('No module mocks in these tests')]);
    }
    expect(await crossings('apps/web/src/lib/x.test.tsx', 'export const f = vi.fn();')).toEqual([]);
    expect(await crossings('apps/web/src/lib/x.ts', "vi.mock('./x');")).toEqual([]);
  });

  it('refuses them in the browser tests and their support files too', async () => {
    expect(await crossings('e2e/x.e2e.ts', "vi.mock('./support/server');")).toEqual([expect.stringContaining('No module mocks in these tests')]);
    expect(await crossings('e2e/support/x.ts', "vi.doMock('./server', () => ({}));")).toEqual([expect.stringContaining('No module mocks in these tests')]);
  });
});

describe('features never import each other', () => {
  it('refuses a feature importing another, by any path', async () => {
    const file = 'apps/web/src/features/users/pages/users-page.tsx';
    expect(await crossings(file, "import { a } from '../../user-groups/api';\nexport const b = a;")).toEqual([
      expect.stringContaining("Feature 'users' never imports feature 'user-groups'"),
    ]);
    expect(await crossings(file, "export { a } from '../../../features/account-numbers/components/x';")).toHaveLength(1);
    expect(await crossings(file, "export const load = () => import('../../my-reports/pages/my-reports-page');")).toHaveLength(1);
    expect(await crossings('apps/web/src/features/users/pages/users-page.test.tsx', "vi.mock('../../session/session-api', () => ({}));")).toEqual([
      expect.stringContaining('No module mocks in these tests'),
      expect.stringContaining("Feature 'users' never imports feature 'session'"),
    ]);
  });

  it('covers every feature directory (the rule is generated from the listing)', async () => {
    expect(features.length).toBeGreaterThan(1);
    for (const [i, a] of features.entries()) {
      const b = features[(i + 1) % features.length];
      const messages = await crossings(`apps/web/src/features/${a}/x.ts`, `import { y } from '../${b}/y';\nexport const z = y;`);
      expect(messages, `${a} → ${b}`).toEqual([expect.stringContaining(`Feature '${a}' never imports feature '${b}'`)]);
    }
  });

  it('lets a feature import itself and the shared parts; app/ composes features', async () => {
    const code = [
      "import { a } from './components/a';",
      "import { b } from '../../components/b';",
      "import { c } from '../../lib/c';",
      "import { d } from '../../api/d';",
      "import { e } from '../../reports/e';",
      "import { f } from '@creditdesk/contracts';",
      'export const all = [a, b, c, d, e, f];',
    ].join('\n');
    expect(await crossings('apps/web/src/features/users/users-routes.tsx', code)).toEqual([]);
    expect(await crossings('apps/web/src/app/router.tsx', "import { u } from '../features/users/pages/users-page';\nimport { g } from '../features/user-groups/pages/groups-page';\nexport const r = [u, g];")).toEqual([]);
  });
});

describe('apps/web and apps/api never import each other', () => {
  it('refuses the portal importing the server, by relative path or package name', async () => {
    const file = 'apps/web/src/features/users/pages/users-page.tsx';
    expect(await crossings(file, "import { config } from '../../../../../api/src/config.js';\nexport const c = config;")).toEqual([
      expect.stringContaining('apps/web never imports apps/api'),
    ]);
    expect(await crossings('apps/web/src/lib/x.ts', "import type { Db } from '@creditdesk/api/src/db/client';\nexport type D = Db;")).toEqual([
      expect.stringContaining('apps/web never imports apps/api'),
    ]);
  });

  it('refuses the server importing the portal', async () => {
    expect(await crossings('apps/api/src/plugins/spa.ts', "import { App } from '../../../web/src/app/app';\nexport const a = App;")).toEqual([
      expect.stringContaining('apps/api never imports apps/web'),
    ]);
    expect(await crossings('apps/api/src/server.ts', "export * from '@creditdesk/web';")).toHaveLength(1);
  });

  it('lets both import the contracts, and the browser tests import the server', async () => {
    expect(await crossings('apps/web/src/lib/x.ts', "export { MESSAGES } from '@creditdesk/contracts';")).toEqual([]);
    expect(await crossings('apps/api/src/lib/x.ts', "export { MESSAGES } from '@creditdesk/contracts';")).toEqual([]);
    expect(await crossings('e2e/support/server.ts', "export { buildApp } from '../../apps/api/src/app.js';")).toEqual([]);
  });
});

describe('routes hold no SQL', () => {
  const routes = 'apps/api/src/modules/users/users.routes.ts';

  it('refuses a routes file importing the database packages, schema or client', async () => {
    expect(await crossings(routes, "import { eq } from 'drizzle-orm';\nexport const e = eq;")).toEqual([expect.stringContaining('Routes hold no SQL')]);
    expect(await crossings(routes, "import { pgTable } from 'drizzle-orm/pg-core';\nexport const t = pgTable;")).toHaveLength(1);
    expect(await crossings(routes, "import pg from 'pg';\nexport const p = pg;")).toHaveLength(1);
    expect(await crossings(routes, "import { PGlite } from '@electric-sql/pglite';\nexport const p = PGlite;")).toHaveLength(1);
    expect(await crossings(routes, "import { users } from '../../db/schema/index.js';\nexport const u = users;")).toEqual([expect.stringContaining('Routes hold no SQL')]);
    expect(await crossings(routes, "import type { Db } from '../../db/client.js';\nexport type D = Db;")).toHaveLength(1);
  });

  it('refuses a routes file calling a query builder on the database or a transaction', async () => {
    const calls = [
      'db.select().from(users);',
      'ctx.db.insert(users).values({});',
      'app.ctx.db.update(users).set({});',
      'tx.delete(users);',
      'db.transaction(async () => {});',
      'db.execute(query);',
    ];
    for (const call of calls) {
      expect(await crossings(routes, `declare const db: any, tx: any, ctx: any, app: any, users: any, query: any;\n${call}`), call).toEqual([
        expect.stringContaining('Routes hold no SQL'),
      ]);
    }
  });

  it('lets a routes file call its repository and other objects, and a repository hold queries', async () => {
    const code = [
      "import { findUserByUsername } from './users.repository.js';",
      'declare const db: unknown; declare const work: Set<string>; declare const params: URLSearchParams;',
      "export const run = async () => { work.delete('job'); params.delete('x'); return findUserByUsername(db, 'demo.user'); };",
    ].join('\n');
    expect(await crossings(routes, code)).toEqual([]);
    const repository = "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema/index.js';\ndeclare const db: any;\nexport const find = (id: string) => db.select().from(users).where(eq(users.id, id));";
    expect(await crossings('apps/api/src/modules/users/users.repository.ts', repository)).toEqual([]);
  });
});

describe("the portal's first load imports only the contracts' shell tier (issue 30)", () => {
  it('refuses the full contracts, classic zod, RTK Query and a feature in a file main.tsx reaches statically', async () => {
    const guard = 'apps/web/src/app/route-guard.tsx';
    expect(await crossings(guard, "import { MESSAGES } from '@creditdesk/contracts';\nexport const m = MESSAGES;")).toEqual([
      expect.stringContaining("route-guard.tsx is in the portal's first load"),
    ]);
    expect(await crossings(guard, "import { z } from 'zod';\nexport const s = z.string();")).toEqual([expect.stringContaining('classic zod')]);
    expect(await crossings(guard, "export { createApi } from '@reduxjs/toolkit/query/react';")).toEqual([expect.stringContaining('RTK Query')]);
    expect(await crossings('apps/web/src/lib/auth/session-bootstrap.ts', "import { useLogout } from '../../features/auth/hooks/use-logout';\nexport const u = useLogout;")).toEqual([
      expect.stringContaining('a feature: load it with a dynamic import()'),
    ]);
    // the shell tier's own modules are in the first load too
    expect(await crossings('packages/contracts/src/access/routes.ts', "import { z } from 'zod';\nexport const s = z.string();")).toEqual([expect.stringContaining('classic zod')]);
  });

  it('lets the shell tier, zod/mini, type-only imports and dynamic imports through, and leaves lazy screens alone', async () => {
    const guard = 'apps/web/src/app/route-guard.tsx';
    expect(await crossings(guard, "import { PORTAL_ROUTES } from '@creditdesk/contracts/shell';\nexport const r = PORTAL_ROUTES;")).toEqual([]);
    expect(await crossings(guard, "import { z } from 'zod/mini';\nexport const s = z.string();")).toEqual([]);
    expect(await crossings(guard, "import type { MessageStatus } from '@creditdesk/contracts';\nexport type M = MessageStatus;")).toEqual([]);
    expect(await crossings(guard, "export const load = () => import('../features/users/pages/users-page');")).toEqual([]);
    expect(await crossings('apps/web/src/features/users/pages/users-page.tsx', "import { MESSAGES } from '@creditdesk/contracts';\nexport const m = MESSAGES;")).toEqual([]);
  });
});
