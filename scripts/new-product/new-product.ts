// npm run new-product -- <key> [--remove]: writes a product's files from the kit's templates and its
// registration lines (docs/architecture.md, "Adding a product"); --remove takes them away again.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { namesOf } from './names.js';
import { ownFilesOf, registrationsOf } from './registrations.js';
import { templatesOf } from './templates.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function generateProduct(key: string, root = repoRoot): string[] {
  const names = namesOf(key);
  const files = templatesOf(names);
  for (const file of Object.keys(files)) if (fs.existsSync(path.join(root, file))) throw new Error(`${file} exists: the product '${key}' is there already`);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  for (const { file, anchor, text } of registrationsOf(names)) {
    const at = path.join(root, file);
    const source = fs.readFileSync(at, 'utf8');
    if (!source.includes(anchor)) throw new Error(`${file}: the anchor '${anchor}' is missing`);
    fs.writeFileSync(at, source.replace(anchor, text + anchor));
  }
  return Object.keys(files);
}

export function removeProduct(key: string, root = repoRoot): void {
  const names = namesOf(key);
  for (const file of ownFilesOf(names)) fs.rmSync(path.join(root, file), { force: true });
  for (const dir of [`apps/web/src/reports/products/${key}`, `apps/api/src/datasources/sandbox/${key}`]) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  for (const { file, anchor, text } of registrationsOf(names)) {
    const at = path.join(root, file);
    fs.writeFileSync(at, fs.readFileSync(at, 'utf8').replace(text + anchor, anchor));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [key, flag] = process.argv.slice(2);
  if (!key) {
    console.error('usage: npm run new-product -- <key> [--remove]');
    process.exit(2);
  }
  if (flag === '--remove') {
    removeProduct(key);
    console.log(`removed the product '${key}'`);
  } else {
    for (const file of generateProduct(key)) console.log(`wrote ${file}`);
    console.log(`registered '${key}': the contracts' registry, code and name; the API's adapter and sandbox maps. Then: npm run typecheck, and its tests.`);
  }
}
