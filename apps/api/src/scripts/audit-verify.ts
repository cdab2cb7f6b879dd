/*
 * npm run audit:verify -- <file.csv>      a tab's CSV downloaded from Audit Logs
 * npm run audit:verify -- --database      every chain in the database (DATABASE_URL, else the embedded
 *                                         database under DATA_DIR: stop the server first)
 *
 * Recomputes the audit hash chains and names the first event altered, removed or inserted
 * (docs/audit.md). Exit 0: verified; 1: a problem found; 2: usage or an unreadable source.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { holdPgliteLock } from '../db/pglite-lock.js';
import { describeResult, verifyCsv, verifyDatabase } from '../modules/audit/audit-verify.js';

const USAGE = `Usage: npm run audit:verify -- <file.csv>
       npm run audit:verify -- --database

Database: DATABASE_URL when set, else the embedded database under DATA_DIR (default ./data);
the embedded database is single-process: stop the server before running this.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ options: { database: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } }, allowPositionals: true });
  if (values.help || (!values.database && positionals.length !== 1)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.database) {
    const config = loadConfig();
    const pgliteDir = path.join(config.dataDir, 'pglite');
    if (!config.databaseUrl) holdPgliteLock(pgliteDir);
    const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, migrationUrl: config.databaseMigrationUrl } : { kind: 'pglite', dataDir: pgliteDir });
    try {
      const result = await verifyDatabase(database.db);
      for (const line of describeResult('the database', result)) console.log(line);
      return result.problems.length === 0 ? 0 : 1;
    } finally {
      await database.close();
    }
  }
  // npm runs scripts from the repository's root: a relative path is the caller's (INIT_CWD)
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  const result = await verifyCsv(file);
  for (const line of describeResult(file, result)) console.log(line);
  return result.problems.length === 0 ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  });
