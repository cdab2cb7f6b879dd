// issue 31: a module reaches a data source through its port, never the sandbox (eslint.config.js's zone
// on apps/api/src/modules); kept apart from lint-boundaries.test.ts so each zone's test stands alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
const crossings = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/import-boundaries').map((m) => m.message);
};

describe('modules never import the sandbox', { timeout: 60_000 }, () => {
  it('refuses a module file importing datasources/sandbox, and lets its port and its tests through', async () => {
    const file = 'apps/api/src/modules/reports/products/dtec/dtec.adapter.ts';
    expect(await crossings(file, "import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';\nexport const a = IdempotentAnswers;")).toEqual([expect.stringContaining('A module never imports the sandbox')]);
    expect(await crossings(file, "import type { DtecDataSource } from './dtec.port.js';\nexport type A = DtecDataSource;")).toEqual([]);
    expect(await crossings('apps/api/src/modules/reports/products/dtec/dtec.test.ts', "import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';\nexport const a = IdempotentAnswers;")).toEqual([]);
  });

  it("refuses a module importing a product folder's sandbox, which alone may use the sandbox's helpers", async () => {
    const dir = 'apps/api/src/modules/reports/products/demo';
    const sandbox = "import { createSandboxDemo } from './demo.sandbox.js';\nexport const a = createSandboxDemo;";
    expect(await crossings(`${dir}/demo.adapter.ts`, sandbox)).toEqual([expect.stringContaining("A module never imports a product's sandbox")]);
    expect(await crossings('apps/api/src/modules/reports/reports.routes.ts', "import { createSandboxDemo } from './products/demo/demo.sandbox.js';\nexport const a = createSandboxDemo;")).toEqual([expect.stringContaining("A module never imports a product's sandbox")]);
    expect(await crossings(`${dir}/demo.test.ts`, sandbox)).toEqual([]);
    expect(await crossings(`${dir}/demo.sandbox.ts`, "import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';\nexport const a = IdempotentAnswers;")).toEqual([]);
    expect(await crossings(`${dir}/demo.adapter.ts`, "import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';\nexport const a = IdempotentAnswers;")).toEqual([expect.stringContaining('A module never imports the sandbox')]);
  });

  it('lets a sandbox in several files import its own pieces, and no other product folder', async () => {
    const dir = 'apps/api/src/modules/reports/products/dtec';
    expect(await crossings(`${dir}/dtec.sandbox.ts`, "import { dtecReportFor } from './dtec-screen.sandbox.js';\nexport const a = dtecReportFor;")).toEqual([]);
    expect(await crossings(`${dir}/dtec.adapter.ts`, "import { dtecReportFor } from './dtec-screen.sandbox.js';\nexport const a = dtecReportFor;")).toEqual([expect.stringContaining("A module never imports a product's sandbox")]);
    expect(await crossings(`${dir}/dtec-screen.sandbox.ts`, "import { advReportFor } from '../adv/adv-generator.sandbox.js';\nexport const a = advReportFor;")).toEqual([expect.stringContaining("Product 'dtec' never imports product 'adv'")]);
    expect(await crossings(`${dir}/dtec-pdf.ts`, "import { renderAdvPdf } from '../adv/adv-pdf.js';\nexport const a = renderAdvPdf;")).toEqual([expect.stringContaining("Product 'dtec' never imports product 'adv'")]);
  });
});
