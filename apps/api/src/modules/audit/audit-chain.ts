import { createHash } from 'node:crypto';

/*
 * The audit chains' arithmetic (docs/audit.md), the same as the migrations' SQL (audit_field,
 * audit_event_canonical of 0020, audit_event_canonical_v2 of 0029, audit_events_link): each event's
 * canonical record is its version ('v1', 'v2') then, for every field of that version in order, '|-'
 * for null or '|<UTF-8 octets>:<text>'; its hash is sha256_hex(prev_hash || record), the first event
 * of a chain having prev_hash ''.
 */

export const CHAIN_FIELDS = [
  'id',
  'customerId',
  'category',
  'seq',
  'occurredAt',
  'actorUserId',
  'actorUsername',
  'supportAgent',
  'action',
  'outcome',
  'targetType',
  'targetId',
  'details',
  'correlationId',
  'ip',
] as const;
/** Record v2 (migration 0029): v1's fields and every other value a tab shows, as it was when the event happened. */
export const CHAIN_FIELDS_V2 = [...CHAIN_FIELDS, 'kind', 'product', 'consumerName', 'ssnLast4', 'permissiblePurpose', 'productCode'] as const;
export type ChainField = (typeof CHAIN_FIELDS)[number];
export type ChainFieldV2 = (typeof CHAIN_FIELDS_V2)[number];
export type RecordVersion = 1 | 2;
/** An event's hashed fields as text, as PostgreSQL writes them (occurredAt: 'YYYY-MM-DDTHH:MM:SS.ffffffZ'; details: jsonb's text). */
export type ChainFields = Record<ChainField, string | null>;
export type ChainFieldsV2 = Record<ChainFieldV2, string | null>;

const fieldsOf = (version: RecordVersion) => (version === 2 ? CHAIN_FIELDS_V2 : CHAIN_FIELDS);

/** The canonical record of a version (v1: the fields of migration 0020 only; v2: all of CHAIN_FIELDS_V2). */
export function canonicalRecord(fields: ChainFields | ChainFieldsV2, version: RecordVersion = 1): string {
  let out = `v${version}`;
  const values = fields as Partial<ChainFieldsV2>;
  for (const name of fieldsOf(version)) {
    const v = values[name] ?? null;
    out += v === null ? '|-' : `|${Buffer.byteLength(v, 'utf8')}:${v}`;
  }
  return out;
}

/**
 * The fields of a canonical record, or undefined when it is not one. A v1 record's kind and product
 * are what migration 0020's trigger derived from its category, action and details (kindOfV1); its
 * consumer fields were never in it (null here, `version` says so).
 */
export function parseCanonicalRecord(record: string): { version: RecordVersion; fields: ChainFieldsV2 } | undefined {
  const bytes = Buffer.from(record, 'utf8');
  const tag = bytes.subarray(0, 2).toString();
  const version = tag === 'v1' ? 1 : tag === 'v2' ? 2 : undefined;
  if (!version) return undefined;
  let at = 2;
  const fields = {} as ChainFieldsV2;
  for (const name of fieldsOf(version)) {
    if (bytes[at] !== 0x7c) return undefined; // '|'
    at += 1;
    if (bytes[at] === 0x2d) {
      fields[name] = null;
      at += 1;
      continue;
    }
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) return undefined;
    const length = Number(bytes.subarray(at, colon).toString());
    if (!Number.isInteger(length) || length < 0 || colon + 1 + length > bytes.length) return undefined;
    fields[name] = bytes.subarray(colon + 1, colon + 1 + length).toString('utf8');
    at = colon + 1 + length;
  }
  if (at !== bytes.length) return undefined;
  if (version === 1) {
    fields.kind = kindOfV1(fields.category ?? '', fields.action ?? '');
    fields.product = productOfDetails(fields.details);
    fields.consumerName = fields.ssnLast4 = fields.permissiblePurpose = fields.productCode = null;
  }
  return { version, fields };
}

/**
 * An event's kind as migration 0020's trigger derived it (the v1 records' kind is not hashed, but it
 * follows from fields that are: the verifier checks a v1 event's kind column against this).
 */
export function kindOfV1(category: string, action: string): string {
  if (category === 'report') {
    return action === 'report.viewed' ? 'viewed' : action === 'report.pdf-downloaded' ? 'downloaded' : action === 'report.deleted' || action === 'batch.report-deleted' ? 'deleted' : 'ordered';
  }
  if (category !== 'user') return 'download';
  if (action.startsWith('login') || action === 'logout' || action.startsWith('sso.') || action.startsWith('session.')) return 'login';
  if (action.startsWith('mfa.')) return 'mfa';
  if (action.startsWith('password.')) return 'password';
  if (action.startsWith('support.') || action.startsWith('consent.')) return 'impersonation';
  if (/^(user|group|account-number|company|subscription|member-number|registration|batch-template|letter-settings|api-key)\./.test(action)) return 'administration';
  return 'other';
}

/** details->>'product' of a details text (a v1 event's product). */
function productOfDetails(details: string | null): string | null {
  if (!details) return null;
  const v = (JSON.parse(details) as Record<string, unknown>).product;
  return v == null ? null : typeof v === 'string' ? v : JSON.stringify(v);
}

export const chainHash = (prevHash: string, record: string) => createHash('sha256').update(prevHash + record, 'utf8').digest('hex');

/** The chain an event belongs to: its company (or '-') and its category. */
export const chainKeyOf = (customerId: string | null, category: string) => `${customerId ?? '-'}/${category}`;

/** The CSV's Chain Record cell: 'b64:' and the record in base64 (never read as a formula by a spreadsheet). */
export const encodeChainRecord = (record: string) => `b64:${Buffer.from(record, 'utf8').toString('base64')}`;
export function decodeChainRecord(cell: string): string | undefined {
  if (!cell.startsWith('b64:')) return undefined;
  return Buffer.from(cell.slice(4), 'base64').toString('utf8');
}

// ---- Verification ----------------------------------------------------------------------------------

/**
 * One event as a verifier reads it: its chain columns and its record. `ownColumns`: the record was
 * built here from the row's own columns (the database), so it names the row's chain and place by
 * construction and need not be parsed back; a file's record is parsed and checked.
 */
export type ChainLink = { chain: string; seq: number; prevHash: string; hash: string; record: string; where: string; ownColumns?: boolean };

export type ChainProblem = { chain: string; seq: number; where: string; kind: 'altered' | 'removed' | 'inserted' | 'reordered'; why: string };

/**
 * Checks one chain's links in seq order, as they come: each hash recomputed over its record, its
 * record naming its chain and place, and each link to the one before. `complete`: the links are the
 * whole chain from seq 1 (the database) — a gap is then a removed event; in a file a gap is only
 * events the file does not hold (its filters), reported apart.
 */
export function createChainChecker(options: { complete: boolean }) {
  const problems: ChainProblem[] = [];
  const gaps: { chain: string; afterSeq: number; missing: number }[] = [];
  let last: ChainLink | undefined;
  let checked = 0;

  function check(link: ChainLink): void {
    checked += 1;
    const fields = link.ownColumns ? undefined : parseCanonicalRecord(link.record);
    const problem = (kind: ChainProblem['kind'], why: string) => problems.push({ chain: link.chain, seq: link.seq, where: link.where, kind, why });
    if (!link.ownColumns && !fields) problem('altered', 'its chain record is not a canonical record');
    else if (chainHash(link.prevHash, link.record) !== link.hash) problem('altered', 'its hash does not match its fields');
    else if (fields && (chainKeyOf(fields.fields.customerId, fields.fields.category ?? '') !== link.chain || Number(fields.fields.seq) !== link.seq)) {
      problem('altered', 'its record names another chain or place');
    }
    const previous = last && last.chain === link.chain ? last : undefined;
    if (!previous) {
      if (options.complete && link.seq !== 1) problem('removed', `the chain starts at ${link.seq}: events 1 to ${link.seq - 1} are missing`);
      else if (options.complete && link.prevHash !== '') problem('inserted', 'the first event names a previous hash');
    } else if (link.seq === previous.seq) {
      problem('inserted', `a second event at ${link.seq}`);
    } else if (link.seq === previous.seq + 1) {
      if (link.prevHash !== previous.hash) problem('inserted', `its previous hash is not event ${previous.seq}'s: an event was removed or inserted before it`);
    } else if (options.complete) {
      problem('removed', `events ${previous.seq + 1} to ${link.seq - 1} are missing`);
    } else {
      gaps.push({ chain: link.chain, afterSeq: previous.seq, missing: link.seq - previous.seq - 1 });
    }
    last = link;
  }

  /** The head the database keeps for a chain must be its last event (else events were removed at the end). */
  function checkHead(chain: string, head: { seq: number; hash: string }, lastOfChain: ChainLink | undefined): void {
    if (!lastOfChain && head.seq === 0) return;
    if (!lastOfChain || lastOfChain.seq !== head.seq || lastOfChain.hash !== head.hash) {
      problems.push({
        chain,
        seq: head.seq,
        where: `chain head of ${chain}`,
        kind: 'removed',
        why: `the chain's head is event ${head.seq} but its last event is ${lastOfChain?.seq ?? 'none'}`,
      });
    }
  }

  return { check, checkHead, result: () => ({ checked, problems, gaps }) };
}
