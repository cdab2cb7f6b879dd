import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { parse } from 'csv-parse';
import { AUDIT_CHAIN_CSV_COLUMNS, AUDIT_CSV_COLUMNS } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { csvCell, csvLine, READ_CSV_OPTIONS } from '../../lib/csv.js';
import { type ChainLink, type ChainProblem, createChainChecker, decodeChainRecord, kindOfV1, parseCanonicalRecord } from './audit-chain.js';
import type { Checkpoint } from './audit-checkpoint.js';
import { type CsvManifest, fingerprintOf, manifestRows, readManifest, SIGNATURE_PREFIX, MANIFEST_PREFIX } from './audit-csv-manifest.js';
import { type ChainRow, chainBatch, chainHeads, unlinkedEvents } from './audit-log.repository.js';
import { type EventTab, eventCells, rowOfRecord } from './audit-rows.js';
import type { AuditPublicKey } from './audit-signing-key.js';

/*
 * `npm run audit:verify` (docs/audit.md): recomputes the audit chains from a tab's CSV or from the
 * database, and names the first event altered, removed or inserted.
 */

export type VerifyResult = {
  checked: number;
  problems: ChainProblem[];
  gaps: { chain: string; afterSeq: number; missing: number }[];
  /** Notes that are not failures (no checkpoint yet, events older than record v2). */
  notes?: string[];
};

const BATCH = 10_000;

/** A chain's event as the checker takes it: the record the query built from the row's own columns. */
function linkOf(chain: string, r: ChainRow): ChainLink {
  return { chain, seq: Number(r.seq), prevHash: r.prev_hash ?? '', hash: r.hash ?? '', record: r.record, where: `event id ${r.id}`, ownColumns: true };
}

/**
 * Every chain in the database, from its first event to its head, recomputed from the rows' columns;
 * v1 events' kind and product checked against what their hashed fields derive; and, given the latest
 * signed checkpoint, every chain must still hold the event it had reached then, with that hash.
 */
export async function verifyDatabase(db: Db, options: { checkpoint?: Checkpoint } = {}): Promise<VerifyResult> {
  const checker = createChainChecker({ complete: true });
  const extra: ChainProblem[] = [];
  const checkpointHeads = options.checkpoint?.heads ?? {};
  const heads = await chainHeads(db);
  let v1Reports = 0;
  for (const head of heads) {
    const slash = head.chain_key.lastIndexOf('/');
    const customer = head.chain_key.slice(0, slash);
    const category = head.chain_key.slice(slash + 1);
    const anchor = checkpointHeads[head.chain_key];
    let anchorHash: string | undefined;
    let after = '0';
    let last: ChainLink | undefined;
    for (;;) {
      const rows = await chainBatch(db, customer === '-' ? null : customer, category, after, BATCH);
      for (const r of rows) {
        last = linkOf(head.chain_key, r);
        checker.check(last);
        if (anchor && last.seq === anchor.seq) anchorHash = last.hash;
        if (r.v1 !== null) {
          const [category1, action, kind, productOk] = JSON.parse(r.v1) as [string, string, string, boolean];
          if (category1 === 'report') v1Reports += 1;
          if (kind !== kindOfV1(category1, action) || !productOk) {
            extra.push({ chain: head.chain_key, seq: last.seq, where: last.where, kind: 'altered', why: 'its kind or product is not what its action and details say' });
          }
        }
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.seq;
    }
    checker.checkHead(head.chain_key, { seq: Number(head.seq), hash: head.hash }, last);
    if (anchor) extra.push(...checkpointProblems(head.chain_key, anchor, last, anchorHash, options.checkpoint!.createdAt));
  }
  const known = new Set(heads.map((h) => h.chain_key));
  for (const [chain, anchor] of Object.entries(checkpointHeads)) {
    if (!known.has(chain)) extra.push(...checkpointProblems(chain, anchor, undefined, undefined, options.checkpoint!.createdAt));
  }
  for (const u of await unlinkedEvents(db, 10)) {
    extra.push({ chain: '-', seq: 0, where: `event id ${u.id}`, kind: 'inserted', why: 'it is in no chain (written past the insert trigger)' });
  }
  const result = checker.result();
  const notes: string[] = [];
  if (!options.checkpoint) notes.push('no checkpoint was given: events removed from the end of a chain, with its head moved back, cannot be told.');
  else notes.push(`checked against the checkpoint of ${options.checkpoint.createdAt} (${Object.keys(checkpointHeads).length} chains).`);
  if (v1Reports > 0) notes.push(`${v1Reports} Report History events predate record v2 (migration 0029): their Consumer, SSN Last 4 and Permissible Purpose are a copy taken by the migration, not in their hash.`);
  return { ...result, problems: [...result.problems, ...extra], notes };
}

/** A chain against a checkpoint: it must still reach the checkpoint's event, with the checkpoint's hash. */
function checkpointProblems(chain: string, anchor: { seq: number; hash: string }, last: ChainLink | undefined, hashThere: string | undefined, at: string): ChainProblem[] {
  const lastSeq = last?.seq ?? 0;
  if (lastSeq < anchor.seq) {
    return [{
      chain,
      seq: anchor.seq,
      where: `chain ${chain}`,
      kind: 'removed',
      why: `the checkpoint of ${at} saw it reach event ${anchor.seq}, but the database's chain ends at ${lastSeq}: events ${lastSeq + 1} to ${anchor.seq} are missing`,
    }];
  }
  if (hashThere !== anchor.hash) {
    return [{ chain, seq: anchor.seq, where: `chain ${chain}`, kind: 'altered', why: `its event ${anchor.seq} has not the hash the checkpoint of ${at} signed: the chain was rewritten up to there` }];
  }
  return [];
}

// ---- A downloaded CSV ------------------------------------------------------------------------------

const EVENT_TABS = Object.keys(AUDIT_CSV_COLUMNS).filter((t) => t !== 'user-status-downloads') as EventTab[];
/** Report History's columns a v1 record does not hold (migration 0029 copied them): covered by the manifest alone. */
const NOT_IN_V1 = new Set(['Consumer', 'SSN Last 4', 'Permissible Purpose']);

type CsvRow = { line: number; cells: string[]; text: string };

/**
 * A tab's CSV: every row's hash recomputed over its record and every one of its cells the record's;
 * consecutive events of the chain linked; and the signed manifest at its end (audit-csv-manifest.ts):
 * the rows it lists, in its order, each line as it was sent, and its digest. A row edited, removed
 * or moved is named by its line (or, removed, by its sequence number).
 */
export async function verifyCsv(file: string, keys: readonly AuditPublicKey[]): Promise<VerifyResult> {
  const problems: ChainProblem[] = [];
  let header: string[] | undefined;
  let tab: EventTab | undefined;
  const rows: CsvRow[] = [];
  const closing: string[] = [];
  let line = 0;
  const parser = fs.createReadStream(file).pipe(parse(READ_CSV_OPTIONS));
  for await (const cells of parser as AsyncIterable<string[]>) {
    line += 1;
    if (!header) {
      header = cells;
      const missing = AUDIT_CHAIN_CSV_COLUMNS.filter((c) => !cells.includes(c));
      if (missing.length > 0) throw new Error(`${file} has no chain columns (${missing.join(', ')}): not an audit log CSV`);
      tab = EVENT_TABS.find((t) => csvLine([...AUDIT_CSV_COLUMNS[t], ...AUDIT_CHAIN_CSV_COLUMNS]) === csvLine(cells));
      if (!tab) throw new Error(`${file}'s columns are not those of an Audit Logs tab`);
      continue;
    }
    if (cells.length === 1 && (cells[0]!.startsWith(MANIFEST_PREFIX) || cells[0]!.startsWith(SIGNATURE_PREFIX))) {
      closing.push(cells[0]!);
      continue;
    }
    if (closing.length > 0) problems.push({ chain: '-', seq: 0, where: `line ${line}`, kind: 'inserted', why: 'a row after the manifest' });
    // a line as it was written: each cell through csvCell (a re-quoted but unchanged file reads the same)
    rows.push({ line, cells, text: csvLine(cells) });
  }
  if (!header || !tab) throw new Error(`${file} is empty: not an audit log CSV`);

  const checker = createChainChecker({ complete: false });
  const links: (ChainLink & { row: CsvRow })[] = [];
  for (const row of rows) {
    const where = `line ${row.line}`;
    const cell = (name: string) => row.cells[header.indexOf(name)] ?? '';
    const record = decodeChainRecord(cell('Chain Record'));
    const seq = Number(cell('Sequence'));
    if (record === undefined || !Number.isInteger(seq)) {
      problems.push({ chain: cell('Chain'), seq, where, kind: 'altered', why: 'its chain columns are not readable' });
      continue;
    }
    links.push({ chain: cell('Chain'), seq, prevHash: cell('Previous Hash'), hash: cell('Hash'), record, where, row });
  }
  links.sort((a, b) => (a.chain === b.chain ? a.seq - b.seq : a.chain < b.chain ? -1 : 1));
  for (const link of links) {
    checker.check(link);
    cellsMatchRecord(tab, header, link, problems);
  }
  const signed = manifestProblems(tab, header, rows, closing, keys);
  problems.push(...signed.problems);
  const result = checker.result();
  const m = signed.manifest;
  const notes = m ? [`signed manifest: ${m.tab} of company ${m.customerId}, downloaded ${m.generatedAt}, filters ${JSON.stringify(m.filters)}, ${m.count} rows (seq ${m.firstSeq ?? '-'} to ${m.lastSeq ?? '-'}).`] : [];
  return { ...result, problems: [...problems, ...result.problems], notes };
}

/** Each cell must be what the record says the tab shows (as csvCell writes it: a formula-looking value after an apostrophe). */
function cellsMatchRecord(tab: EventTab, header: string[], link: ChainLink & { row: CsvRow }, problems: ChainProblem[]) {
  const parsed = parseCanonicalRecord(link.record);
  if (!parsed) return;
  const expected = eventCells(tab, rowOfRecord(parsed.version, parsed.fields, { prevHash: link.prevHash, hash: link.hash }));
  for (let i = 0; i < header.length; i++) {
    const column = header[i]!;
    if (parsed.version === 1 && tab === 'report-history' && NOT_IN_V1.has(column)) continue;
    const shown = link.row.cells[i] ?? '';
    if (csvCell(shown) !== csvCell(expected[i] ?? '')) {
      problems.push({ chain: link.chain, seq: link.seq, where: link.where, kind: 'altered', why: `its ${column} reads '${shown}' but the chain recorded '${expected[i] ?? ''}'` });
    }
  }
}

/** The rows against the signed manifest: each listed row present, unchanged, in its place; the count and digest. */
function manifestProblems(tab: EventTab, header: string[], rows: CsvRow[], closing: string[], keys: readonly AuditPublicKey[]): { problems: ChainProblem[]; manifest?: CsvManifest } {
  const read = readManifest(closing, keys);
  let chain = '-';
  const at = (where: string, kind: ChainProblem['kind'], why: string, seq = 0): ChainProblem => ({ chain, seq, where, kind, why });
  if ('error' in read) return { problems: [at('the manifest', 'altered', read.error)] };
  const { manifest } = read;
  chain = manifest.chain;
  const problems: ChainProblem[] = [];
  // (the two downloads tabs have the same columns: the manifest says which)
  if (!EVENT_TABS.includes(manifest.tab as EventTab) || csvLine([...AUDIT_CSV_COLUMNS[manifest.tab as EventTab], ...AUDIT_CHAIN_CSV_COLUMNS]) !== csvLine(header)) {
    problems.push(at('the manifest', 'altered', `the manifest is of ${manifest.tab}, the file's columns of ${tab}`));
  }
  const listed = manifestRows(manifest);
  const indexOf = new Map(listed.map((r, i) => [r.fingerprint, i]));
  const present = new Set<number>();
  let furthest = -1;
  for (const row of rows) {
    const index = indexOf.get(fingerprintOf(row.text).toString('hex'));
    const seq = Number(row.cells[header.indexOf('Sequence')]);
    if (index === undefined) {
      problems.push(at(`line ${row.line}`, 'altered', 'it is not a row of the download as it was sent (edited)', seq));
    } else if (present.has(index)) {
      problems.push(at(`line ${row.line}`, 'inserted', `it is a second copy of the download's row ${index + 1}`, seq));
    } else {
      present.add(index);
      if (index < furthest) problems.push(at(`line ${row.line}`, 'reordered', `it is the download's row ${index + 1}, sent before rows this file has above it`, seq));
      furthest = Math.max(furthest, index);
    }
  }
  listed.forEach((r, i) => {
    if (!present.has(i) && !problems.some((p) => p.seq === r.seq && p.kind === 'altered')) {
      problems.push(at(`row ${i + 1} of the download (seq ${r.seq})`, 'removed', `the event of seq ${r.seq} is not in the file`, r.seq));
    }
  });
  const digest = createDigest([csvLine(header), ...rows.map((r) => r.text)]);
  if (problems.length === 0 && (rows.length !== manifest.count || digest !== manifest.digest)) {
    problems.push(at('the manifest', 'altered', `the file's ${rows.length} rows do not make the digest of the ${manifest.count} the manifest signed`));
  }
  return { problems, manifest };
}

function createDigest(lines: string[]): string {
  const hash = createHash('sha256');
  for (const l of lines) hash.update(l, 'utf8');
  return hash.digest('hex');
}

/** The report's lines: 'OK …' or each problem, the first named first; then the notes. */
export function describeResult(source: string, result: VerifyResult): string[] {
  const lines: string[] = [];
  if (result.problems.length === 0) {
    lines.push(`OK: ${result.checked} events of ${source} verified; no event altered, removed or inserted.`);
  } else {
    const first = result.problems[0]!;
    lines.push(`FAILED: the first problem is the ${first.kind} event ${first.where} (chain ${first.chain}, seq ${first.seq}): ${first.why}.`);
    for (const p of result.problems.slice(1, 20)) lines.push(`  also ${p.kind}: ${p.where} (chain ${p.chain}, seq ${p.seq}): ${p.why}`);
    if (result.problems.length > 20) lines.push(`  … and ${result.problems.length - 20} more`);
  }
  const missing = result.gaps.reduce((n, g) => n + g.missing, 0);
  if (missing > 0) lines.push(`Note: ${missing} events of these chains are not in the file (the download's filters) in ${result.gaps.length} gaps.`);
  for (const note of result.notes ?? []) lines.push(`Note: ${note}`);
  return lines;
}
