// npm run new-product -- <key> [--remove]: writes a product's folders from the kit's templates and the
// index files the registries read (docs/architecture.md, "Adding a product"); --remove takes them away
// again. `npm run new-product -- --index` writes the index files again from the folders.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeIndexes } from './indexes.js';
import { namesOf } from './names.js';
import { ownFilesOf, ownFoldersOf } from './own-files.js';
import { templatesOf } from './templates.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function generateProduct(key: string, root = repoRoot): string[] {
  const names = namesOf(key);
  const files = templatesOf(names);
  for (const file of [...Object.keys(files), ...ownFoldersOf(names)]) if (fs.existsSync(path.join(root, file))) throw new Error(`${file} exists: the product '${key}' is there already`);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  writeIndexes(root);
  return Object.keys(files);
}

export function removeProduct(key: string, root = repoRoot): void {
  const names = namesOf(key);
  for (const file of ownFilesOf(names)) fs.rmSync(path.join(root, file), { force: true });
  for (const dir of ownFoldersOf(names)) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  writeIndexes(root);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [key, flag] = process.argv.slice(2);
  if (!key) {
    console.error('usage: npm run new-product -- <key> [--remove] | --index');
    process.exit(2);
  }
  if (key === '--index') {
    for (const file of writeIndexes(repoRoot)) console.log(`wrote ${file}`);
  } else if (flag === '--remove') {
    removeProduct(key);
    console.log(`removed the product '${key}'`);
  } else {
    for (const file of generateProduct(key)) console.log(`wrote ${file}`);
    console.log(`'${key}' is in the index files the registries read (no shared file edited). Then: npm run typecheck, and its tests.`);
  }
}
