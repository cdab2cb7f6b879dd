/*
 * npm run db:app-role -- --role creditdesk_app      (password from DB_APP_PASSWORD)
 *
 * Run with the tables' owner's address: DATABASE_MIGRATION_URL, else DATABASE_URL. Applies the
 * migrations, then creates or updates the application's PostgreSQL role (db/app-role.ts): it owns
 * nothing and may only append to the audit trail. Run again after an upgrade's migrations. Then start
 * the servers and workers with DATABASE_URL as that role and DATABASE_MIGRATION_URL as the owner
 * (docs/audit.md, "The database role and retention"). Exit 0: done; 2: usage or a refusal.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { AppRoleError, ensureAppRole } from '../db/app-role.js';
import { openDatabase } from '../db/client.js';
import { runScript } from './run-script.js';

const USAGE = `Usage: DATABASE_MIGRATION_URL=postgres://owner@host/db DB_APP_PASSWORD=… npm run db:app-role -- --role <name>

Creates or updates the application's role on PostgreSQL (the embedded database has a single user;
this does not apply there). Connects as the tables' owner: DATABASE_MIGRATION_URL, else DATABASE_URL.
  --role <name>   the role's name (or DB_APP_ROLE)
Its password comes from DB_APP_PASSWORD (not an argument: others may read a process's arguments);
unset, an existing role keeps its password and a new one has none (for certificate or peer login).`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } });
  const role = values.role ?? process.env.DB_APP_ROLE;
  if (values.help || !role) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const ownerUrl = process.env.DATABASE_MIGRATION_URL || process.env.DATABASE_URL;
  if (!ownerUrl || !/^postgres(ql)?:\/\//.test(ownerUrl)) {
    console.error('db:app-role needs PostgreSQL: set DATABASE_MIGRATION_URL (or DATABASE_URL) to the tables\' owner\'s postgres:// address. The embedded database has a single user.');
    return 2;
  }
  // the migrations first, so the grants cover every table (the server would run them at start anyway)
  const database = await openDatabase({ kind: 'postgres', url: ownerUrl });
  await database.close();
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const password = process.env.DB_APP_PASSWORD || undefined;
    const result = await ensureAppRole(client, { role, ...(password ? { password } : {}) });
    console.log(`${result.created ? 'Created' : 'Updated'} the role ${result.role} on ${result.database}: it may read and write the tables of ${result.owner}, and only append to audit_events.`);
    if (result.created && !password) console.log('It has no password (DB_APP_PASSWORD was unset): it logs in only as pg_hba.conf allows without one.');
    return 0;
  } finally {
    await client.end();
  }
}

runScript(main, { known: (err) => err instanceof AppRoleError, exitCode: 2 });
