import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeForPasswordCheck } from '@creditdesk/contracts';

const FILE = path.join('data', 'common-passwords.txt');

/** apps/api/data/common-passwords.txt, found from the source tree and from the bundle (dist/) alike. */
export function commonPasswordsFile(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, FILE);
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('the breached/common password list (apps/api/data/common-passwords.txt) was not found');
}

let list: Set<string> | undefined;

/**
 * The shipped breached/common password list (see apps/api/data/README.md), read once on first use
 * into a Set: about 54,000 lower-cased entries, a few MB of memory, a constant-time lookup.
 * A missing file throws: the check fails closed rather than silently accepting every password.
 */
export function commonPasswords(): Set<string> {
  if (!list) {
    const text = fs.readFileSync(commonPasswordsFile(), 'utf8');
    list = new Set(text.split('\n').filter((line) => line.length > 0));
  }
  return list;
}

/** Case-insensitive: 'Password1234' is as common as 'password1234'. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalizeForPasswordCheck(password));
}
