import type { Config } from '../config.js';
import { type Database, openAppDatabase } from '../db/client.js';

/*
 * The ends every command-line script shares: the application's database opened for its work and
 * closed whatever happens, and the process's exit code.
 */

/** Runs `work` on the installation's database (DATABASE_URL, else the embedded one under DATA_DIR), closed after it. */
export async function withAppDatabase<T>(config: Config, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openAppDatabase(config);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

type Failure = {
  /** an error the operator can act on (bad settings, a refused input): printed as its message alone. */
  known?: (err: unknown) => boolean;
  /** put before a known error's message. */
  knownPrefix?: string;
  /** put before any other error, printed in full (a bug). */
  unexpectedPrefix?: string;
  /** the exit code of a throw (default 1). */
  exitCode?: number;
};

/** Runs a script's `main`: exits with the code it returns, or, when it throws, says why and exits with the failure's code. */
export function runScript(main: () => Promise<number>, failure: Failure = {}): void {
  const { known = () => false, knownPrefix = '', unexpectedPrefix, exitCode = 1 } = failure;
  main()
    .then((code) => process.exit(code))
    .catch((err: unknown) => {
      if (known(err)) console.error(`${knownPrefix}${(err as Error).message}`);
      else if (unexpectedPrefix) console.error(unexpectedPrefix, err);
      else console.error(err);
      process.exit(exitCode);
    });
}
