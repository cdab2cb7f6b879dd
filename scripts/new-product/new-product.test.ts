// The generator on a temporary copy of the shared files it registers a product in: it writes every
// piece, each file compiles as TypeScript, it registers the product in each registry, and --remove
// gives back the shared files byte for byte. (The whole tree's typecheck and the generated product's own
// tests were run by hand once: docs/decisions.md, "Issue 31: the product kit".)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { namesOf } from './names.js';
import { generateProduct, removeProduct } from './new-product.js';
import { ownFilesOf, registrationsOf } from './registrations.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const shared = [...new Set(registrationsOf(namesOf('demo')).map((r) => r.file))];
let tmp: string | undefined;

function copyOfShared(): string {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'new-product-'));
  for (const file of shared) {
    fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(tmp, file));
  }
  return tmp;
}
afterEach(() => tmp && fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run new-product -- <key>', { timeout: 60_000 }, () => {
  it('writes every piece of the product, each compiling, and registers it where a registry needs a line', () => {
    const dir = copyOfShared();
    const written = generateProduct('demo', dir);
    expect(written.sort()).toEqual(ownFilesOf(namesOf('demo')).sort());
    for (const file of written.filter((f) => /\.tsx?$/.test(f))) {
      const out = ts.transpileModule(fs.readFileSync(path.join(dir, file), 'utf8'), { fileName: file, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext } });
      expect(out.diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')), file).toEqual([]);
    }
    const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
    expect(read('packages/contracts/src/reports/products/registry.ts')).toMatch(/TELECHECK_PRODUCT, DEMO_PRODUCT\] as const/);
    expect(read('packages/contracts/src/access/products.ts')).toContain("'OFAC', 'DEMO',");
    expect(read('apps/api/src/modules/reports/products/index.ts')).toContain('  demo: demoAdapter,');
    expect(read('apps/api/src/datasources/sandbox/sandbox-data-sources.ts')).toContain('  demo: () => createSandboxDemo(),');
    // the portal finds the folder: its registry needs no line
    expect(shared.some((f) => f.startsWith('apps/web/'))).toBe(false);
  });

  it('refuses a key in use or not a key, and --remove gives back the shared files as they were', () => {
    const dir = copyOfShared();
    const before = shared.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    generateProduct('demo', dir);
    expect(() => generateProduct('demo', dir)).toThrow(/is there already/);
    expect(() => generateProduct('Demo-2', dir)).toThrow(/lower-case letters and digits/);
    removeProduct('demo', dir);
    expect(shared.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))).toEqual(before);
    for (const file of ownFilesOf(namesOf('demo'))) expect(fs.existsSync(path.join(dir, file)), file).toBe(false);
  });
});
