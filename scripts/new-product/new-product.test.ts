// The generator in a temporary tree: it writes every piece in the product's folders, each file compiles
// as TypeScript, the index files the registries read list it, and --remove gives back the index files
// byte for byte. (The whole tree's typecheck, lint and the generated product's own tests were run by
// hand: docs/decisions.md, "Issue 31: the product kit".)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { namesOf } from './names.js';
import { generateProduct, removeProduct } from './new-product.js';
import { writeIndexes } from './indexes.js';
import { ownFilesOf } from './own-files.js';

let tmp: string | undefined;
let shared: string[] = [];

/** A tree with no product folder: its index files list nothing. */
function copyOfShared(): string {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'new-product-'));
  shared = writeIndexes(tmp);
  return tmp;
}
afterEach(() => tmp && fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run new-product -- <key>', { timeout: 60_000 }, () => {
  it('writes every piece of the product in its folders, each compiling, and lists it in the index files', () => {
    const dir = copyOfShared();
    const written = generateProduct('demo', dir);
    expect(written.sort()).toEqual(ownFilesOf(namesOf('demo')).sort());
    for (const file of written.filter((f) => /\.tsx?$/.test(f))) {
      const out = ts.transpileModule(fs.readFileSync(path.join(dir, file), 'utf8'), { fileName: file, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext } });
      expect(out.diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')), file).toEqual([]);
    }
    const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
    expect(read('packages/contracts/src/reports/products/product-folders.generated.ts')).toContain('export const FOLDER_PRODUCTS = [DEMO_PRODUCT] as const;');
    expect(read('packages/contracts/src/access/product-folders.generated.ts')).toContain("FOLDER_PRODUCT_CODES = ['DEMO'] as const;\nexport const FOLDER_PRODUCT_NAMES = { DEMO: 'Demo Check' } as const;");
    expect(read('apps/api/src/modules/reports/products/product-folders.generated.ts')).toContain('FOLDER_ADAPTERS = { demo: demoAdapter } as const;');
    expect(read('apps/api/src/datasources/sandbox/product-folders.generated.ts')).toContain('FOLDER_SANDBOXES = { demo: () => createSandboxDemo() } as const;');
    // the index files are all it changes outside its own files; the portal finds the folder (import.meta.glob)
    expect(shared.some((f) => f.startsWith('apps/web/'))).toBe(false);
    for (const file of written) expect(file).toMatch(/^(packages\/contracts\/src\/reports\/products\/demo\/|apps\/api\/src\/modules\/reports\/products\/demo\/|apps\/web\/src\/reports\/products\/demo\/|e2e\/product-demo\.e2e\.ts$|docs\/products\/demo\.md$)/);
  });

  it('refuses a key in use or not a key, and --remove gives back the index files as they were', () => {
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
