import { type SQL, sql } from 'drizzle-orm';
import { type AUDIT_EVENTS_SORT, type SortOrder, auditBoundInstant, parseAuditBound } from '@creditdesk/contracts';
import { orderByOf } from '../../db/order-by.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { CHAIN_FIELDS, CHAIN_FIELDS_V2, type ChainFieldV2 } from './audit-chain.js';

/*
 * Reading the audit trail for the Audit Logs tabs (docs/audit.md). Every query is one company's
 * (customer id first) and one category's, newest first, through the indexes of migration 0023:
 * (customer, category, [kind | lower(actor) | product,] occurred_at, seq).
 */

/** The categories the insert trigger sorts events into (one chain each per company). */
export type AuditCategory = 'report' | 'user' | 'report-audit-download' | 'user-audit-download';

export type EventFilter = {
  fromDate?: string;
  toDate?: string;
  userName?: string;
  /** the event's kind (Report History: ordered/viewed/downloaded/deleted; User Activity: login, mfa, …). */
  kind?: string;
  product?: string;
  /** the downloads tabs: the tab whose CSV was downloaded. */
  tab?: string;
};

/** An event's columns as text, as the chain hashes them, and what the tabs show beside them. */
export type AuditEventRow = {
  id: string;
  customer_id: string | null;
  category: string;
  seq: string;
  occurred_at: string;
  actor_user_id: string | null;
  actor_username: string | null;
  support_agent: string | null;
  action: string;
  outcome: string;
  target_type: string | null;
  target_id: string | null;
  details: string | null;
  correlation_id: string | null;
  ip: string | null;
  kind: string;
  product: string | null;
  prev_hash: string | null;
  hash: string | null;
  /** '1' or '2' (audit-chain.ts: which fields the hash covers). */
  record_version: string;
  consumer_name: string | null;
  ssn_last4: string | null;
  permissible_purpose: string | null;
  product_code: string | null;
};

/** The hashed columns as text (the same text migration 0020's audit_event_canonical reads). */
export const EVENT_COLUMNS = sql`e.id::text as id, e.customer_id::text as customer_id, e.category, e.seq::text as seq,
  to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_at,
  e.actor_user_id::text as actor_user_id, e.actor_username, e.support_agent, e.action, e.outcome, e.target_type, e.target_id,
  e.details::text as details, e.correlation_id, e.ip, e.kind, e.product, e.prev_hash, e.hash,
  e.record_version::text as record_version, e.consumer_name, e.ssn_last4, e.permissible_purpose, e.product_code`;

/** EVENT_COLUMNS' names, in order. */
const EVENT_COLUMN_NAMES = ['id', 'customer_id', 'category', 'seq', 'occurred_at', 'actor_user_id', 'actor_username', 'support_agent', 'action', 'outcome', 'target_type', 'target_id', 'details', 'correlation_id', 'ip', 'kind', 'product', 'prev_hash', 'hash', 'record_version', 'consumer_name', 'ssn_last4', 'permissible_purpose', 'product_code'] as const;

/**
 * The rows of a query, handed over as one JSON array of arrays. PGlite passes a wide row to
 * JavaScript field by field, which cost the CSV and the verification more than the queries
 * themselves; one text a batch, parsed natively, costs a third (docs/benchmarks.md). The columns are
 * all text, so the rows are what `rowsOf` would give. json_agg need not keep the query's order, so
 * the rows are put back in it here (a sort of rows already in order costs one pass).
 */
async function jsonRows<T extends object>(db: Db, query: SQL, columns: readonly string[], order: (a: T, b: T) => number): Promise<T[]> {
  const values = sql.raw(columns.map((c) => `t.${c}`).join(', '));
  const result = await db.execute(sql`select coalesce(json_agg(json_build_array(${values})), '[]')::text as rows from (${query}) t`);
  const arrays = JSON.parse(rowsOf<{ rows: string }>(result)[0]?.rows ?? '[]') as (string | null)[][];
  return arrays.map((a) => Object.fromEntries(columns.map((c, i) => [c, a[i]])) as T).sort(order);
}

/** Newest first: occurred_at is fixed-width UTC text (EVENT_COLUMNS), so its text order is its time order. */
const newestFirst = (a: AuditEventRow, b: AuditEventRow) => (a.occurred_at === b.occurred_at ? Number(b.seq) - Number(a.seq) : a.occurred_at < b.occurred_at ? 1 : -1);

/**
 * Newest first by time, then by place in the chain: every filter's index (migration 0023) ends in
 * (occurred_at, seq), so a date range and the order are one index range, whatever else is filtered.
 */
const NEWEST_FIRST = sql`e.occurred_at desc, e.seq desc`;

function conditionsOf(customerId: string, category: AuditCategory, f: EventFilter): SQL {
  const parts: SQL[] = [sql`e.customer_id = ${customerId}`, sql`e.category = ${category}`];
  const from = f.fromDate ? parseAuditBound(f.fromDate, 'start') : undefined;
  const to = f.toDate ? parseAuditBound(f.toDate, 'end') : undefined;
  if (from) parts.push(sql`e.occurred_at >= ${auditBoundInstant(from).toISOString()}::timestamptz`);
  if (to) parts.push(sql`e.occurred_at <= ${auditBoundInstant(to).toISOString()}::timestamptz`);
  if (f.userName) parts.push(sql`lower(e.actor_username) = ${f.userName.toLowerCase()}`);
  if (f.kind) parts.push(sql`e.kind = ${f.kind}`);
  if (f.product) parts.push(sql`e.product = ${f.product}`);
  if (f.tab) parts.push(sql`e.details->>'tab' = ${f.tab}`);
  return sql.join(parts, sql` and `);
}

/** How many events match, counted up to `limit` (and limit + 1 when there are more). */
export async function countEvents(db: Db, customerId: string, category: AuditCategory, f: EventFilter, limit: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from audit_events e where ${conditionsOf(customerId, category, f)} limit ${limit + 1}) t`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export type EventSort = SortOrder<(typeof AUDIT_EVENTS_SORT.columns)[number]>;

/** What each sortable column of the event tabs (AUDIT_EVENTS_SORT) is read from. */
const SORT_COLUMNS = { occurredAt: sql`e.occurred_at`, userName: sql`e.actor_username`, action: sql`e.action`, outcome: sql`e.outcome` };

/** A page of events, newest first unless sorted by another column. */
export async function findEventsPage(
  db: Db,
  customerId: string,
  category: AuditCategory,
  f: EventFilter,
  page: { pageNumber: number; pageSize: number; sort?: EventSort },
): Promise<AuditEventRow[]> {
  const window = sql`limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}`;
  if (!page.sort || (page.sort.column === 'occurredAt' && page.sort.direction === 'desc')) {
    const query = sql`select ${EVENT_COLUMNS} from audit_events e
      where ${conditionsOf(customerId, category, f)}
      order by ${NEWEST_FIRST} ${window}`;
    return jsonRows(db, query, EVENT_COLUMN_NAMES, newestFirst);
  }
  // another order: each row carries its place in it (rn), which puts the rows back in order after json_agg
  const order = sql.join(orderByOf(page.sort, SORT_COLUMNS, sql`e.seq`, { caseBlind: ['userName'], nullable: ['userName'] }), sql`, `);
  const query = sql`select ${EVENT_COLUMNS}, row_number() over (order by ${order})::text as rn from audit_events e
    where ${conditionsOf(customerId, category, f)}
    order by ${order} ${window}`;
  const rows = await jsonRows<AuditEventRow & { rn: string }>(db, query, [...EVENT_COLUMN_NAMES, 'rn'], (a, b) => Number(a.rn) - Number(b.rn));
  return rows.map(({ rn: _rn, ...row }) => row);
}

/** Where a CSV's previous batch ended: its last event's time (as EVENT_COLUMNS writes it) and seq. */
export type EventCursor = { occurredAt: string; seq: string };

/** One batch of a CSV: the events after `after` in newest-first order (keyset: each batch one index range). */
export async function findEventsBatch(
  db: Db,
  customerId: string,
  category: AuditCategory,
  f: EventFilter,
  after: EventCursor | undefined,
  size: number,
): Promise<AuditEventRow[]> {
  const before = after === undefined ? sql`` : sql` and (e.occurred_at, e.seq) < (${after.occurredAt}::timestamptz, ${after.seq}::bigint)`;
  const query = sql`select ${EVENT_COLUMNS} from audit_events e
    where ${conditionsOf(customerId, category, f)}${before}
    order by ${NEWEST_FIRST} limit ${size}`;
  return jsonRows(db, query, EVENT_COLUMN_NAMES, newestFirst);
}


// ---- The whole trail, for audit:verify ------------------------------------------------------------

/** Every chain's head (the last event's seq and hash). */
export async function chainHeads(db: Db): Promise<{ chain_key: string; seq: string; hash: string }[]> {
  return rowsOf(await db.execute(sql`select chain_key, seq::text as seq, hash from audit_chain_heads order by chain_key`));
}

/**
 * Each hashed field's text, as EVENT_COLUMNS writes it, in CHAIN_FIELDS_V2' order (a Record, so none
 * is left out): the canonical record built by the verifier's own query (not the insert trigger's
 * functions), from the row's columns as they are now.
 */
const CHAIN_FIELD_SQL: Record<ChainFieldV2, SQL> = {
  id: sql`e.id::text`,
  customerId: sql`e.customer_id::text`,
  category: sql`e.category`,
  seq: sql`e.seq::text`,
  occurredAt: sql`to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  actorUserId: sql`e.actor_user_id::text`,
  actorUsername: sql`e.actor_username`,
  supportAgent: sql`e.support_agent`,
  action: sql`e.action`,
  outcome: sql`e.outcome`,
  targetType: sql`e.target_type`,
  targetId: sql`e.target_id`,
  details: sql`e.details::text`,
  correlationId: sql`e.correlation_id`,
  ip: sql`e.ip`,
  kind: sql`e.kind`,
  product: sql`e.product`,
  consumerName: sql`e.consumer_name`,
  ssnLast4: sql`e.ssn_last4`,
  permissiblePurpose: sql`e.permissible_purpose`,
  productCode: sql`e.product_code`,
};
const fieldsSql = (fields: readonly ChainFieldV2[]) =>
  sql.join(
    fields.map((f) => sql`coalesce('|' || octet_length(${CHAIN_FIELD_SQL[f]}) || ':' || ${CHAIN_FIELD_SQL[f]}, '|-')`),
    sql` || `,
  );
/**
 * audit-chain.ts's canonicalRecord in SQL, of the row's version: v2 for record_version 2, else v1 (a
 * version changed after the fact then hashes other text, and the event's hash no longer matches).
 */
const CHAIN_RECORD = sql`case when e.record_version = 2 then 'v2' || ${fieldsSql(CHAIN_FIELDS_V2)} else 'v1' || ${fieldsSql(CHAIN_FIELDS)} end`;

/**
 * A chain's event as the database verification reads it: its place, links and canonical record; for
 * a v1 event (kind and product not hashed) also what its kind and product must follow from.
 */
export type ChainRow = {
  id: string;
  seq: string;
  prev_hash: string | null;
  hash: string | null;
  record: string;
  /** a v1 event's [category, action, kind, product is details' product] as JSON; null for v2 (one null a row: the bench's million rows stay as light). */
  v1: string | null;
};

/**
 * One batch of one chain's events after seq `afterSeq`, in seq order (the chain index), each with its
 * canonical record built in the query: building a million records in SQL and handing over one text
 * each cost verification a third less than handing over their fifteen fields (docs/benchmarks.md).
 */
export async function chainBatch(db: Db, customerId: string | null, category: string, afterSeq: string, size: number): Promise<ChainRow[]> {
  const company = customerId === null ? sql`e.customer_id is null` : sql`e.customer_id = ${customerId}`;
  const query = sql`select e.id::text as id, e.seq::text as seq, e.prev_hash, e.hash, ${CHAIN_RECORD} as record,
      case when e.record_version <> 2 then json_build_array(e.category, e.action, e.kind, e.product is not distinct from e.details->>'product')::text end as v1
    from audit_events e
    where ${company} and e.category = ${category} and e.seq > ${afterSeq}::bigint order by e.seq limit ${size}`;
  return jsonRows<ChainRow>(db, query, CHAIN_ROW_COLUMNS, (a, b) => Number(a.seq) - Number(b.seq));
}
const CHAIN_ROW_COLUMNS = ['id', 'seq', 'prev_hash', 'hash', 'record', 'v1'] as const;

/** Events outside every chain (written with the insert trigger disabled): each is an inserted event. */
export async function unlinkedEvents(db: Db, limit: number): Promise<{ id: string }[]> {
  return rowsOf(await db.execute(sql`select id::text as id from audit_events where seq is null or hash is null order by id limit ${limit}`));
}
