// The import boundaries of eslint.config.js must keep working: each is shown to refuse what it
// should and to let the allowed imports through, on snippets linted as if they were in the tree.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

const lint = async (filePath: string, code: string): Promise<Linter.LintMessage[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages;
};

// The first lint loads the config, typescript-eslint and the tree's import graph (boundaries/no-cycle):
// seconds on a loaded machine, paid here once with room to spare rather than inside the first test's 5 s.
beforeAll(() => lint('apps/api/src/lib/x.ts', 'export const x = 1;'), 120_000);
// Each test lints several snippets (tens of milliseconds each, seconds under the load of a shared CI machine).
vi.setConfig({ testTimeout: 60_000 });
/** The messages of the boundary rules only (a snippet's unused import is not the point). */
const crossings = async (filePath: string, code: string) =>
  (await lint(filePath, code))
    .filter((m) => ['boundaries/import-boundaries', 'boundaries/shell-imports', 'boundaries/no-cycle', 'no-restricted-imports', 'no-restricted-syntax'].includes(m.ruleId ?? ''))
    .map((m) => m.message);

const dirsOf = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const features = dirsOf('apps/web/src/features');
const products = dirsOf('apps/web/src/reports/products');

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
    // (it also closes an import cycle, which the other rule names)
    expect(await crossings('apps/web/src/lib/auth/session-bootstrap.ts', "import { useLogout } from '../../features/auth/hooks/use-logout';\nexport const u = useLogout;")).toEqual(expect.arrayContaining([
      expect.stringContaining('a feature: load it with a dynamic import()'),
    ]));
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

describe("the API's plugins/, db/, lib/ and config.ts import no feature module", () => {
  it('refuses them importing a module, by any path', async () => {
    const audit = "import { recordAudit } from '../modules/audit/audit.repository.js';\nexport const r = recordAudit;";
    expect(await crossings('apps/api/src/plugins/endpoint.ts', audit)).toEqual([expect.stringContaining('apps/api/src/plugins/ imports no feature module')]);
    expect(await crossings('apps/api/src/db/seed-demo.ts', audit)).toEqual([expect.stringContaining('apps/api/src/db/ imports no feature module')]);
    expect(await crossings('apps/api/src/db/schema/users.ts', "import type { Caller } from '../../modules/auth/caller-of-claims.js';\nexport type C = Caller;")).toHaveLength(1);
    expect(await crossings('apps/api/src/plugins/spa.ts', "export const load = () => import('../modules/help/help.routes.js');")).toHaveLength(1);
    // (a module file that does not exist: the zone reads the path, and no cycle can close through it)
    const unknown = "import { x } from '../modules/audit/x.js';\nexport const y = x;";
    expect(await crossings('apps/api/src/lib/http-error.ts', unknown)).toEqual([expect.stringContaining('apps/api/src/lib/ imports no feature module')]);
    expect(await crossings('apps/api/src/config.ts', unknown.replace('../modules', './modules'))).toEqual([expect.stringContaining('apps/api/src/config.ts imports no feature module')]);
  });

  it('lets them import lib/ and each other, app.ts and the demo seed compose the modules, and a test composes what it checks', async () => {
    expect(await crossings('apps/api/src/plugins/endpoint.ts', "import { badRequest } from '../lib/http-error.js';\nimport type { Db } from '../db/client.js';\nexport const b = badRequest;\nexport type D = Db;")).toEqual([]);
    expect(await crossings('apps/api/src/demo-seed.ts', "import { seedEftsDemoData } from './modules/efts/seed-demo.js';\nexport const s = seedEftsDemoData;")).toEqual([]);
    expect(await crossings('apps/api/src/db/app-role.test.ts', "import { recordAudits } from '../modules/audit/audit.repository.js';\nexport const r = recordAudits;")).toEqual([]);
  });
});

describe('a web product imports no other product, only the product kit', () => {
  it('refuses a product importing another, and the kit importing a product', async () => {
    expect(await crossings('apps/web/src/reports/products/dtec/dtec-order-form.tsx', "import { y } from '../idreport/y';\nexport const c = y;")).toEqual([
      expect.stringContaining("Product 'dtec' never imports product 'idreport'"),
    ]);
    expect(await crossings('apps/web/src/reports/product-kit/consumer/consumer-product.ts', "import { y } from '../../products/dtec/y';\nexport const d = y;")).toEqual([
      expect.stringContaining('The product kit imports no product'),
    ]);
  });

  it('covers every product directory (the rule is generated from the listing)', async () => {
    expect(products.length).toBeGreaterThan(1);
    for (const [i, a] of products.entries()) {
      const b = products[(i + 1) % products.length];
      const messages = await crossings(`apps/web/src/reports/products/${a}/x.ts`, `import { y } from '../${b}/y';\nexport const z = y;`);
      expect(messages, `${a} → ${b}`).toEqual([expect.stringContaining(`Product '${a}' never imports product '${b}'`)]);
    }
  });

  it('lets a product import itself, the kit and the shared report pieces', async () => {
    const code = [
      "import { a } from './dtec-sections';",
      "import { b } from '../../product-kit/consumer/form/order-form-values';",
      "import { c } from '../../viewer/report-section';",
      "import type { PortalProduct } from '../portal-product';",
      'export const all = [a, b, c];',
      'export type P = PortalProduct;',
    ].join('\n');
    expect(await crossings('apps/web/src/reports/products/dtec/dtec-order-form.tsx', code)).toEqual([]);
  });
});

describe('a contracts product folder imports no other product folder (issue 31)', () => {
  const dir = 'packages/contracts/src/reports/products';
  const folders = dirsOf(dir);

  it('refuses the imports the folders had, and sends them to the shared files beside the folders', async () => {
    expect(await crossings(`${dir}/dtec/dtec.ts`, "import { idReportSubmitBody } from '../idreport/idreport.js';\nexport const b = idReportSubmitBody;")).toEqual([
      expect.stringContaining(`Product 'dtec' never imports product 'idreport': move what they share beside the folders (${dir}/)`),
    ]);
    expect(await crossings(`${dir}/eidverifier/eidverifier.ts`, "import type { DtecRequest } from '../dtec/dtec.js';\nexport type R = DtecRequest;")).toEqual([
      expect.stringContaining("Product 'eidverifier' never imports product 'dtec'"),
    ]);
    expect(await crossings(`${dir}/recoveryreport/recoveryreport.test.ts`, "import { personaSubmitBody } from '../persona/persona.js';\nexport const b = personaSubmitBody;")).toEqual([
      expect.stringContaining("Product 'recoveryreport' never imports product 'persona'"),
    ]);
  });

  it('covers every contracts product folder (the rule is generated from the listing)', async () => {
    expect(folders.length).toBeGreaterThan(1);
    for (const [i, a] of folders.entries()) {
      const b = folders[(i + 1) % folders.length];
      const messages = await crossings(`${dir}/${a}/x.ts`, `import { y } from '../${b}/y.js';\nexport const z = y;`);
      expect(messages, `${a} → ${b}`).toEqual([expect.stringContaining(`Product '${a}' never imports product '${b}'`)]);
    }
  });

  it('lets a product folder import itself and the shared pieces beside the folders', async () => {
    const code = [
      "import { dtecKeyFindings } from './dtec-presentation.js';",
      "import { idReportSubmitBody } from '../identity-applicant.js';",
      "import { dtecRequestSchema } from '../identity-phone-request.js';",
      "import { personaSubmitBody } from '../one-consumer-order.js';",
      "import { defineProduct } from '../product.js';",
      'export const all = [dtecKeyFindings, idReportSubmitBody, dtecRequestSchema, personaSubmitBody, defineProduct];',
    ].join('\n');
    expect(await crossings(`${dir}/dtec/dtec.ts`, code)).toEqual([]);
  });
});

describe("the contracts' ground floor (access/) imports no domain", () => {
  it('refuses access/ importing a domain folder, and lets it import common/', async () => {
    expect(await crossings('packages/contracts/src/access/routes.ts', "import { y } from '../telecheck/y.js';\nexport const t = y;")).toEqual([
      expect.stringContaining("The contracts' ground floor (access/) imports no domain ('telecheck')"),
    ]);
    expect(await crossings('packages/contracts/src/access/products.ts', "import type { ProductKey } from '../reports/products/registry.js';\nexport type K = ProductKey;")).toHaveLength(1);
    expect(await crossings('packages/contracts/src/access/routes.ts', "import { MESSAGES } from '../common/messages.js';\nexport const m = MESSAGES;")).toEqual([]);
  });
});

describe('no import cycle', () => {
  it('refuses an import that closes a cycle through the files on disk, and one of a file to itself', async () => {
    // plugins/endpoint.ts imports lib/http-error.ts: the other way round closes a cycle
    const messages = await crossings('apps/api/src/lib/http-error.ts', "import { registerEndpoint } from '../plugins/endpoint.js';\nexport const r = registerEndpoint;");
    expect(messages).toEqual([expect.stringContaining('Import cycle: apps/api/src/lib/http-error.ts → apps/api/src/plugins/endpoint.ts → apps/api/src/lib/http-error.ts')]);
    expect(await crossings('apps/web/src/lib/new-file.ts', "export { a } from './new-file';")).toEqual([expect.stringContaining('Import cycle')]);
    // the order form imports its field mapping: the other way round closes a cycle inside one product
    expect(await crossings('apps/web/src/reports/products/kount/kount-form-fields.ts', "import { KountOrderForm } from './kount-order-form';\nexport const f = KountOrderForm;")).toEqual([
      expect.stringContaining('Import cycle: apps/web/src/reports/products/kount/kount-form-fields.ts → apps/web/src/reports/products/kount/kount-order-form.tsx'),
    ]);
    expect(await crossings('apps/api/src/lib/http-error.ts', "export const load = () => import('../plugins/endpoint.js');")).toHaveLength(1);
  });

  it('lets a type-only import through (TypeScript erases it), and the imports that point down', async () => {
    expect(await crossings('apps/api/src/lib/http-error.ts', "import type { Handler } from '../plugins/endpoint.js';\nexport type H = Handler<never>;")).toEqual([]);
    expect(await crossings('apps/api/src/lib/http-error.ts', "import { type Handler } from '../plugins/endpoint.js';\nexport type H = Handler<never>;")).toEqual([]);
    expect(await crossings('apps/api/src/plugins/endpoint.ts', "import { badRequest } from '../lib/http-error.js';\nexport const b = badRequest;")).toEqual([]);
  });
});
