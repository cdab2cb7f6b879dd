import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';

/*
 * The application's PostgreSQL role (docs/audit.md, "The database role and retention"): a login role
 * that owns nothing, so it cannot ALTER TABLE … DISABLE TRIGGER, with what the application needs and
 * on the audit trail no more than appending:
 *   - CONNECT on the database, USAGE on the schema;
 *   - SELECT, INSERT, UPDATE, DELETE on every table, USAGE and SELECT on every sequence, and the same
 *     by default on the tables and sequences later migrations create (ALTER DEFAULT PRIVILEGES FOR
 *     ROLE <owner>);
 *   - audit_events: SELECT and INSERT only (no UPDATE, DELETE, TRUNCATE);
 *   - audit_chain_heads: SELECT, INSERT and UPDATE, which the insert trigger of migration 0020 needs
 *     (it runs as the inserting role and locks its chain's head FOR UPDATE), no DELETE or TRUNCATE.
 * Nothing on drizzle's migrations schema: the migrations run through DATABASE_MIGRATION_URL, the owner.
 * Idempotent: run again after new migrations (the grants are made again and the audit tables' taken
 * back), in one transaction so the application never sees a half-granted state.
 */

/** The schema the migrations create the tables in. */
const SCHEMA = 'public';
const TABLE_PRIVILEGES = 'SELECT, INSERT, UPDATE, DELETE';
const SEQUENCE_PRIVILEGES = 'USAGE, SELECT';
/** Taken back from the application role on each audit table (granted or not before). */
export const AUDIT_REVOKES = {
  audit_events: 'UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER',
  audit_chain_heads: 'DELETE, TRUNCATE, REFERENCES, TRIGGER',
} as const;

/** The part of a pg client this needs (pg.Client, a pool's client). */
export type SqlClient = {
  query<R extends Record<string, unknown> = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
};

export type AppRoleOptions = {
  /** the role's name: lower case letters, digits and _, starting with a letter or _. */
  role: string;
  /** its password (stored as a SCRAM-SHA-256 verifier made here, so the statement never holds it); unset: left as it is (a new role then has none). */
  password?: string;
};

export type AppRoleResult = { role: string; created: boolean; owner: string; database: string };

export class AppRoleError extends Error {}

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Creates or updates the application role; the client is connected as the tables' owner (or a superuser). */
export async function ensureAppRole(client: SqlClient, options: AppRoleOptions): Promise<AppRoleResult> {
  const { role, password } = options;
  if (!ROLE_NAME.test(role)) throw new AppRoleError(`the role name '${role}' must be lower case letters, digits and _ (at most 63), starting with a letter or _`);
  if (role.startsWith('pg_')) throw new AppRoleError(`the role name '${role}' is reserved to PostgreSQL (pg_…)`);
  const r = ident(role);

  const [table] = (await client.query<{ owner: string; database: string }>(
    `select tableowner as owner, current_database() as database from pg_tables where schemaname = $1 and tablename = 'audit_events'`,
    [SCHEMA],
  )).rows;
  if (!table) throw new AppRoleError('audit_events was not found: run the migrations first (start the server once, or this script with the owner\'s address)');
  const { owner, database } = table;
  if (role === owner) throw new AppRoleError(`'${role}' owns the tables: the application role must be another role (the owner can disable the audit triggers)`);

  await client.query('begin');
  try {
    const [existing] = (await client.query<{ super: boolean; member_of_owner: boolean; writes_all: boolean }>(
      `select r.rolsuper as super, pg_has_role(r.oid, o.oid, 'MEMBER') as member_of_owner,
              coalesce((select pg_has_role(r.oid, w.oid, 'MEMBER') from pg_roles w where w.rolname = 'pg_write_all_data'), false) as writes_all
         from pg_roles r, pg_roles o where r.rolname = $1 and o.rolname = $2`,
      [role, owner],
    )).rows;
    if (existing?.super) throw new AppRoleError(`'${role}' is a superuser: the application role must not be (a superuser can disable the audit triggers)`);
    if (existing?.member_of_owner) throw new AppRoleError(`'${role}' is a member of the owner '${owner}' and so has its rights: revoke that membership or choose another role`);
    if (existing?.writes_all) throw new AppRoleError(`'${role}' is a member of pg_write_all_data, which may update and delete every table: revoke that membership or choose another role`);

    // LOGIN and nothing more; an existing role keeps its other attributes but loses these two
    if (existing) await client.query(`alter role ${r} login nocreatedb nocreaterole`);
    else await client.query(`create role ${r} login nosuperuser nocreatedb nocreaterole noreplication nobypassrls`);
    if (password !== undefined) await client.query(`alter role ${r} password ${literal(scramVerifier(password))}`);

    const s = ident(SCHEMA);
    const o = ident(owner);
    // granted to PUBLIC by default (then the owner of the tables need not own the database to grant them)
    const [access] = (await client.query<{ connect: boolean; usage: boolean }>(
      `select has_database_privilege($1, current_database(), 'CONNECT') as connect, has_schema_privilege($1, $2, 'USAGE') as usage`,
      [role, SCHEMA],
    )).rows;
    if (!access?.connect) await client.query(`grant connect on database ${ident(database)} to ${r}`);
    if (!access?.usage) await client.query(`grant usage on schema ${s} to ${r}`);
    // exactly these: whatever else was granted before is taken back first
    await client.query(`revoke all on all tables in schema ${s} from ${r}`);
    await client.query(`revoke all on all sequences in schema ${s} from ${r}`);
    await client.query(`grant ${TABLE_PRIVILEGES} on all tables in schema ${s} to ${r}`);
    await client.query(`grant ${SEQUENCE_PRIVILEGES} on all sequences in schema ${s} to ${r}`);
    for (const [name, privileges] of Object.entries(AUDIT_REVOKES)) {
      await client.query(`revoke ${privileges} on ${s}.${ident(name)} from ${r}`);
    }
    // tables and sequences of later migrations (created by the owner) are granted as they are created
    await client.query(`alter default privileges for role ${o} in schema ${s} grant ${TABLE_PRIVILEGES} on tables to ${r}`);
    await client.query(`alter default privileges for role ${o} in schema ${s} grant ${SEQUENCE_PRIVILEGES} on sequences to ${r}`);
    await client.query('commit');
    return { role, created: !existing, owner, database };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}

/**
 * A SCRAM-SHA-256 verifier of a password, as PostgreSQL stores it (RFC 5802/7677, 4096 iterations):
 * given to ALTER ROLE … PASSWORD instead of the password, which so never reaches the server's logs.
 */
export function scramVerifier(password: string, salt: Buffer = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(saslPrep(password), salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** SASLprep as PostgreSQL applies it (RFC 4013: non-ASCII spaces to space, the "mapped to nothing" characters removed, NFKC). */
function saslPrep(password: string): string {
  return password
    .replace(/[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    // one by one: combining characters in a class are what no-misleading-character-class warns of
    .replace(/\u00AD|\u034F|\u1806|[\u180B-\u180D]|[\u200B-\u200D]|\u2060|[\uFE00-\uFE0F]|\uFEFF/g, '')
    .normalize('NFKC');
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
