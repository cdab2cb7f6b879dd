import fs from 'node:fs';

/*
 * The embedded database (PGlite) is single-process: two processes opening the same directory would
 * corrupt it, and PGlite does not stop the second. The server and the command-line scripts (e.g.
 * issue-member) therefore hold DATA_DIR/pglite.lock (the holder's pid) while they use it.
 */

export class PgliteInUseError extends Error {
  constructor(readonly pid: number, readonly lockFile: string) {
    super(
      `The embedded database is in use by another process (pid ${pid}). PGlite is single-process: stop that process ` +
        `(the Creditdesk server) first, or run the server on PostgreSQL (DATABASE_URL) and use the same DATABASE_URL here. ` +
        `If no such process is running Creditdesk, delete ${lockFile}.`,
    );
  }
}

const lockFileOf = (pgliteDir: string) => `${pgliteDir.replace(/[\\/]+$/, '')}.lock`;

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process holding the embedded database, if any. */
export function pgliteLockHolder(pgliteDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockFileOf(pgliteDir), 'utf8').trim());
    return alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock (a stale one, whose process is gone, is taken over); returns its release. Throws PgliteInUseError. */
export function holdPgliteLock(pgliteDir: string): () => void {
  const file = lockFileOf(pgliteDir);
  const holder = pgliteLockHolder(pgliteDir);
  if (holder) throw new PgliteInUseError(holder, file);
  fs.mkdirSync(pgliteDir, { recursive: true });
  fs.writeFileSync(file, String(process.pid), { mode: 0o600 });
  const release = () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}
