import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/*
 * Every row of the app's tables out to files and back in (npm run backup / restore, and moving an old
 * PGlite DATA_DIR over): one file of JSON lines a table (row_to_json), read from one snapshot, loaded into
 * a database migrated to the same schema. Engine-neutral SQL, so it needs no pg_dump of the server's
 * version (the embedded package ships none).
 */

/** What both node-postgres (a client) and PGlite answer. */
export type Queryable = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

const BATCH = 1000;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function appTables(q: Queryable): Promise<string[]> {
  const { rows } = await q.query("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name");
  return (rows as { name: string }[]).map((r) => r.name);
}

/**
 * Writes every table's rows to dir/<table>.jsonl from one snapshot (a repeatable-read transaction: a
 * consistent copy while the server keeps writing). Returns the row counts.
 */
export async function dumpTables(q: Queryable, dir: string): Promise<Record<string, number>> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const counts: Record<string, number> = {};
  await q.query('begin isolation level repeatable read read only');
  try {
    for (const table of await appTables(q)) {
      const out = fs.openSync(path.join(dir, `${table}.jsonl`), 'w', 0o600);
      let n = 0;
      try {
        await q.query(`declare rows_out no scroll cursor for select row_to_json(t)::text as r from ${quoteIdent(table)} t`);
        for (;;) {
          const { rows } = await q.query(`fetch ${BATCH} from rows_out`);
          if (rows.length === 0) break;
          fs.writeSync(out, `${(rows as { r: string }[]).map((r) => r.r).join('\n')}\n`);
          n += rows.length;
        }
        await q.query('close rows_out');
      } finally {
        fs.closeSync(out);
      }
      counts[table] = n;
    }
    await q.query('commit');
  } catch (err) {
    await q.query('rollback').catch(() => undefined);
    throw err;
  }
  return counts;
}

/**
 * Replaces the rows of every table found in dir (a migrated database of the same schema). Triggers and
 * foreign keys are off while loading (session_replication_role: the rows were consistent when dumped),
 * so it needs a superuser, as the embedded database's is. Sequences then continue after the rows.
 */
export async function loadTables(q: Queryable, dir: string): Promise<Record<string, number>> {
  const tables = await appTables(q);
  const files = new Set(fs.readdirSync(dir).filter((f) => f.endsWith('.jsonl')).map((f) => f.slice(0, -'.jsonl'.length)));
  const unknown = [...files].filter((t) => !tables.includes(t));
  if (unknown.length > 0) throw new Error(`the backup has tables this schema lacks (${unknown.join(', ')}): restore with the release that made it`);
  const counts: Record<string, number> = {};
  await q.query('begin');
  try {
    await q.query('set local session_replication_role = replica');
    if (tables.length > 0) await q.query(`truncate ${tables.map(quoteIdent).join(', ')}`);
    for (const table of tables.filter((t) => files.has(t))) {
      const { rows } = await q.query("select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position", [table]);
      const cols = (rows as { name: string }[]).map((r) => quoteIdent(r.name)).join(', ');
      const insert = `insert into ${quoteIdent(table)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${quoteIdent(table)}, $1::json)`;
      let batch: string[] = [];
      let n = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await q.query(insert, [`[${batch.join(',')}]`]);
        n += batch.length;
        batch = [];
      };
      const lines = readline.createInterface({ input: fs.createReadStream(path.join(dir, `${table}.jsonl`)), crlfDelay: Infinity });
      for await (const line of lines) {
        if (line.trim() === '') continue;
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      counts[table] = n;
    }
    // bigserial columns: the next id follows the loaded rows
    await q.query(`
      do $$ declare s record; begin
        for s in select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
                 from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
                 where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
                   and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null loop
          execute format('select setval(%L, coalesce((select max(%I) from %I), 0) + 1, false)', s.seq, s.col, s.tbl);
        end loop;
      end $$`);
    await q.query('commit');
  } catch (err) {
    await q.query('rollback').catch(() => undefined);
    throw err;
  }
  return counts;
}
