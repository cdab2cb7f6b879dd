import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudits } from '../modules/audit/audit.repository.js';
import { verifyDatabase } from '../modules/audit/audit-verify.js';
import { createTestDatabase, databaseUrl, testServerUrl } from '../testing/test-database.js';
import { ConfigError, loadConfig } from '../config.js';
import { ensureAppRole, scramVerifier } from './app-role.js';
import { type Database, openDatabase } from './client.js';
import { rowsOf } from './rows.js';

/*
 * The application's PostgreSQL role of `npm run db:app-role` (docs/audit.md, the database role): the
 * application works through it, migrations through the owner (DATABASE_MIGRATION_URL), and it may
 * not change the audit trail or switch its triggers off.
 */

describe('the SCRAM-SHA-256 verifier given for the role\'s password', () => {
  it('matches RFC 7677\'s example exchange (user "user", password "pencil")', () => {
    const verifier = scramVerifier('pencil', Buffer.from('W22ZaJ0SNY7soEsUEjb6gQ==', 'base64'));
    const [, storedKey, serverKey] = /^SCRAM-SHA-256\$4096:W22ZaJ0SNY7soEsUEjb6gQ==\$([^:]+):(.+)$/.exec(verifier)!;
    const nonce = 'rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0';
    const authMessage = `n=user,r=rOprNGfwEbeRWgbNEkqO,r=${nonce},s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096,c=biws,r=${nonce}`;
    // the server's signature of the RFC's exchange is made with the server key
    expect(createHmac('sha256', Buffer.from(serverKey!, 'base64')).update(authMessage).digest('base64')).toBe('6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=');
    // the client's proof of the RFC's exchange opens to a client key whose hash is the stored key
    const signature = createHmac('sha256', Buffer.from(storedKey!, 'base64')).update(authMessage).digest();
    const proof = Buffer.from('dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=', 'base64');
    const clientKey = Buffer.from(proof.map((b, i) => b ^ signature[i]!));
    expect(createHash('sha256').update(clientKey).digest('base64')).toBe(storedKey);
  });
});

describe('DATABASE_MIGRATION_URL', () => {
  it('is a PostgreSQL address beside DATABASE_URL, and optional', () => {
    expect(loadConfig({}).databaseMigrationUrl).toBeUndefined();
    const both = { DATABASE_URL: 'postgres://app@db/creditdesk', DATABASE_MIGRATION_URL: 'postgres://owner@db/creditdesk' };
    expect(loadConfig(both)).toMatchObject({ databaseUrl: both.DATABASE_URL, databaseMigrationUrl: both.DATABASE_MIGRATION_URL });
    expect(() => loadConfig({ ...both, DATABASE_MIGRATION_URL: 'mysql://owner@db' })).toThrow(/DATABASE_MIGRATION_URL must start with postgres:\/\//);
    expect(() => loadConfig({ DATABASE_MIGRATION_URL: both.DATABASE_MIGRATION_URL })).toThrow(ConfigError);
  });
});

describe('the application role on PostgreSQL (npm run db:app-role)', () => {
  const role = `creditdesk_app_test_${randomBytes(5).toString('hex')}`;
  let owner: Database;
  let ownerClient: pg.Client;
  let app: Database;
  let customerId: string;
  let appUrl: string;

  beforeAll(async () => {
    owner = await createTestDatabase();
    const name = rowsOf<{ name: string }>(await owner.db.execute(sql`select current_database() as name`))[0]!.name;
    const ownerUrl = databaseUrl(testServerUrl(), name);
    ownerClient = new pg.Client({ connectionString: ownerUrl });
    await ownerClient.connect();
    const result = await ensureAppRole(ownerClient, { role, password: randomBytes(18).toString('base64url') });
    expect(result).toMatchObject({ role, created: true, database: name });
    const url = new URL(ownerUrl);
    url.username = role;
    url.password = 'unused-on-trust'; // the test servers trust loopback and their owner-only socket; production checks the verifier
    appUrl = url.toString();
    // as the server opens it with DATABASE_URL and DATABASE_MIGRATION_URL
    app = await openDatabase({ kind: 'postgres', url: appUrl, migrationUrl: ownerUrl });
  });

  afterAll(async () => {
    await app?.close();
    try {
      await ownerClient?.query(`drop owned by "${role}"`);
      await ownerClient?.query(`drop role if exists "${role}"`);
    } finally {
      await ownerClient?.end();
      await owner?.close();
    }
  });

  it('cannot run the migrations itself: without DATABASE_MIGRATION_URL the start stops naming it', async () => {
    await expect(openDatabase({ kind: 'postgres', url: appUrl })).rejects.toThrow(/set DATABASE_MIGRATION_URL/);
  });

  it('connects as a login role that is no superuser and owns no table', async () => {
    const [me] = rowsOf<{ user: string; super: boolean; owned: number }>(await app.db.execute(sql`
      select current_user as user, (select rolsuper from pg_roles where rolname = current_user) as super,
             (select count(*)::int from pg_tables where tableowner = current_user) as owned`));
    expect(me).toEqual({ user: role, super: false, owned: 0 });
  });

  it('works as the application: a table is written and read, audit events are linked into their chain and verify', async () => {
    const [customer] = rowsOf<{ id: string }>(await app.db.execute(sql`insert into customers (name) values ('App Role Bank') returning id`));
    customerId = customer!.id;
    await app.db.execute(sql`update customers set status = 'inactive' where id = ${customerId}`);
    await recordAudits(app.db, [
      { action: 'company.updated', customerId, actorUsername: 'admin1', targetType: 'customer', targetId: customerId },
      { action: 'user.created', customerId, actorUsername: 'admin1', details: { username: 'new1' } },
    ]);
    const events = rowsOf<{ seq: string; prev_hash: string; hash: string }>(await app.db.execute(sql`
      select seq::text, prev_hash, hash from audit_events where customer_id = ${customerId} order by seq`));
    expect(events.map((e) => e.seq)).toEqual(['1', '2']);
    expect(events[0]!.prev_hash).toBe('');
    expect(events[1]!.prev_hash).toBe(events[0]!.hash);
    expect((await verifyDatabase(app.db)).problems).toEqual([]);
  });

  it('may not update, delete or truncate audit events, delete chain heads, nor disable or drop the triggers', async () => {
    const refused = async (statement: string) => {
      const err = await app.db.execute(sql.raw(statement)).then(() => undefined, (e: unknown) => e);
      const cause = (err as { cause?: { code?: string; message?: string } } | undefined)?.cause ?? (err as { code?: string; message?: string } | undefined);
      return { code: cause?.code, message: cause?.message };
    };
    const denied = { code: '42501', message: expect.stringMatching(/^permission denied for table/) };
    const notOwner = { code: '42501', message: expect.stringMatching(/^must be owner of (table|relation) /) };
    expect(await refused(`update audit_events set action = 'user.deleted' where customer_id = '${customerId}'`)).toEqual(denied);
    expect(await refused(`delete from audit_events where customer_id = '${customerId}'`)).toEqual(denied);
    expect(await refused('truncate audit_events')).toEqual(denied);
    expect(await refused('delete from audit_chain_heads')).toEqual(denied);
    expect(await refused('truncate audit_chain_heads')).toEqual(denied);
    expect(await refused('alter table audit_events disable trigger audit_events_append_only')).toEqual(notOwner);
    expect(await refused('alter table audit_events disable trigger all')).toEqual(notOwner);
    expect(await refused('drop trigger audit_events_link on audit_events')).toEqual(notOwner);
    expect(await refused('drop table audit_events')).toEqual(notOwner);
    // the owner could: which is why the application is not the owner
    await ownerClient.query('begin');
    await ownerClient.query('alter table audit_events disable trigger audit_events_append_only');
    await ownerClient.query('rollback');
    expect((await verifyDatabase(app.db)).problems).toEqual([]);
  });

  it('run again after a migration: the new table is granted, and the audit tables are taken back to append-only', async () => {
    await ownerClient.query('create table app_role_probe (id bigserial primary key, note text)');
    await app.db.execute(sql`insert into app_role_probe (note) values ('granted by default')`);
    // someone granted too much by hand
    await ownerClient.query(`grant update, delete, truncate on audit_events to "${role}"`);
    const again = await ensureAppRole(ownerClient, { role });
    expect(again.created).toBe(false);
    const privileges = (await ownerClient.query<{ table: string; granted: string }>(`
      select t as table, string_agg(p, ',' order by p) as granted
        from unnest(array['audit_events', 'audit_chain_heads', 'customers', 'app_role_probe']) t,
             unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p
       where has_table_privilege($1, t, p) group by t order by t`, [role])).rows;
    expect(Object.fromEntries(privileges.map((p) => [p.table, p.granted]))).toEqual({
      app_role_probe: 'DELETE,INSERT,SELECT,UPDATE',
      audit_chain_heads: 'INSERT,SELECT,UPDATE',
      audit_events: 'INSERT,SELECT',
      customers: 'DELETE,INSERT,SELECT,UPDATE',
    });
    await recordAudits(app.db, [{ action: 'user.updated', customerId, actorUsername: 'admin1' }]);
    await app.db.execute(sql`delete from app_role_probe`);
  });

  it('refuses to make the tables\' owner, a superuser or a badly named role the application role', async () => {
    const { rows } = await ownerClient.query<{ owner: string }>(`select tableowner as owner from pg_tables where tablename = 'audit_events'`);
    await expect(ensureAppRole(ownerClient, { role: rows[0]!.owner })).rejects.toThrow(/owns the tables/);
    await expect(ensureAppRole(ownerClient, { role: 'Robert"; drop table users; --' })).rejects.toThrow(/must be lower case/);
    const superuser = (await ownerClient.query<{ name: string }>(`select rolname as name from pg_roles where rolsuper and rolname <> $1 limit 1`, [rows[0]!.owner])).rows[0];
    if (superuser) await expect(ensureAppRole(ownerClient, { role: superuser.name })).rejects.toThrow(/superuser/);
  });
});
