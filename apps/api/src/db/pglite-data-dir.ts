import fs from 'node:fs';
import path from 'node:path';

/*
 * Releases before issue 29 kept the embedded database in DATA_DIR/pglite (PGlite). Its rows are moved
 * to the embedded PostgreSQL once, by a command the operator runs (docs/decisions.md): until then the
 * server refuses to start on an empty database beside them.
 */

export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/** An old PGlite cluster (its PG_VERSION) not yet moved over (no marker file of the move). */
export const hasUnmovedPglite = (dataDir: string) =>
  fs.existsSync(path.join(pgliteDirOf(dataDir), 'PG_VERSION')) && !fs.existsSync(path.join(pgliteDirOf(dataDir), 'MOVED-TO-POSTGRES'));

export class PgliteDataDirError extends Error {}

export function refuseOldPgliteDataDir(dataDir: string) {
  if (!hasUnmovedPglite(dataDir)) return;
  throw new PgliteDataDirError(
    `${pgliteDirOf(dataDir)} holds the database of an earlier release (PGlite). Move it to the embedded PostgreSQL once, with the server stopped:\n\n` +
      `    DATA_DIR=${dataDir} npm run db:move-pglite\n\n` +
      'It copies every row into DATA_DIR/postgres and leaves the PGlite folder as it was (delete it when satisfied).',
  );
}
