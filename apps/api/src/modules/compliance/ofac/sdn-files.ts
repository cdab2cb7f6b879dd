import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { SdnFiles } from './sdn-list.js';

/** The snapshot shipped with the project (apps/api/resources/ofac-sdn), found from source and from the bundle alike. */
export function shippedSnapshotDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    for (const candidate of [path.join(dir, 'resources', 'ofac-sdn'), path.join(dir, 'apps', 'api', 'resources', 'ofac-sdn')]) {
      if (fs.existsSync(path.join(candidate, 'sdn.csv.gz'))) return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error('The shipped OFAC snapshot (apps/api/resources/ofac-sdn) was not found');
}

/** One of the list's files in a folder, plain (`sdn.csv`) or gzip-compressed (`sdn.csv.gz`); undefined when absent. */
function readListFile(dir: string, name: string): string | undefined {
  const plain = path.join(dir, name);
  if (fs.existsSync(plain)) return fs.readFileSync(plain, 'latin1');
  const gz = `${plain}.gz`;
  if (fs.existsSync(gz)) return gunzipSync(fs.readFileSync(gz)).toString('latin1');
  return undefined;
}

/** The four files of a list in a folder; sdn.csv, alt.csv and add.csv are required, the comments optional. */
export function readSdnFolder(dir: string): SdnFiles {
  const files = Object.fromEntries(['sdn', 'alt', 'add', 'sdn_comments'].map((name) => [name, readListFile(dir, `${name}.csv`)]));
  const missing = ['sdn', 'alt', 'add'].filter((name) => files[name] === undefined);
  if (missing.length > 0) throw new Error(`${dir} holds no ${missing.map((m) => `${m}.csv`).join(', ')}`);
  return { sdn: files.sdn!, alt: files.alt!, add: files.add!, comments: files.sdn_comments };
}
