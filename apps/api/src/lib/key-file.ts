import fs from 'node:fs';
import path from 'node:path';

/**
 * A development key kept under DATA_DIR/keys: read it, or create it on first start (0600, in a
 * 0700 folder; two processes starting at once agree on the first one written).
 */
export function readOrCreateKeyFile(dataDir: string, fileName: string, create: () => string): string {
  const file = path.join(dataDir, 'keys', fileName);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, create(), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
