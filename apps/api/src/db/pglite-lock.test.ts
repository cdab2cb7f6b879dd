import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PgliteInUseError, holdPgliteLock, pgliteLockHolder } from './pglite-lock.js';

const dirs: string[] = [];
const tempPglite = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('the embedded database lock (server and issue-member)', () => {
  it('refuses while another live process holds it, naming the pid', () => {
    const pglite = tempPglite();
    fs.writeFileSync(`${pglite}.lock`, String(process.ppid));
    expect(pgliteLockHolder(pglite)).toBe(process.ppid);
    expect(() => holdPgliteLock(pglite)).toThrow(PgliteInUseError);
    expect(() => holdPgliteLock(pglite)).toThrow(`pid ${process.ppid}`);
  });

  it('takes over a stale lock, and releases its own', () => {
    const pglite = tempPglite();
    fs.writeFileSync(`${pglite}.lock`, '999999999');
    const release = holdPgliteLock(pglite);
    expect(fs.readFileSync(`${pglite}.lock`, 'utf8')).toBe(String(process.pid));
    // its own lock does not stop the same process
    expect(pgliteLockHolder(pglite)).toBeUndefined();
    release();
    expect(fs.existsSync(`${pglite}.lock`)).toBe(false);
  });
});
