import fs from 'node:fs';
import { parse } from 'csv-parse';
import { AUDIT_CHAIN_CSV_COLUMNS } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { READ_CSV_OPTIONS } from '../../lib/csv.js';
import { type ChainLink, type ChainProblem, createChainChecker, decodeChainRecord, parseCanonicalRecord as parseFields } from './audit-chain.js';
import { type ChainRow, chainBatch, chainHeads, unlinkedEvents } from './audit-log.repository.js';

/*
 * `npm run audit:verify` (docs/audit.md): recomputes the audit chains from a tab's CSV or from the
 * database, and names the first event altered, removed or inserted.
 */

export type VerifyResult = { checked: number; problems: ChainProblem[]; gaps: { chain: string; afterSeq: number; missing: number }[] };

const BATCH = 10_000;

/** A chain's event as the checker takes it: the record the query built from the row's own columns. */
function linkOf(chain: string, r: ChainRow): ChainLink {
  return { chain, seq: Number(r.seq), prevHash: r.prev_hash ?? '', hash: r.hash ?? '', record: r.record, where: `event id ${r.id}`, ownColumns: true };
}

/** Every chain in the database, from its first event to its head, recomputed from the rows' columns. */
export async function verifyDatabase(db: Db): Promise<VerifyResult> {
  const checker = createChainChecker({ complete: true });
  const extra: ChainProblem[] = [];
  for (const head of await chainHeads(db)) {
    const slash = head.chain_key.lastIndexOf('/');
    const customer = head.chain_key.slice(0, slash);
    const category = head.chain_key.slice(slash + 1);
    let after = '0';
    let last: ChainLink | undefined;
    for (;;) {
      const rows = await chainBatch(db, customer === '-' ? null : customer, category, after, BATCH);
      for (const r of rows) {
        last = linkOf(head.chain_key, r);
        checker.check(last);
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.seq;
    }
    checker.checkHead(head.chain_key, { seq: Number(head.seq), hash: head.hash }, last);
  }
  for (const u of await unlinkedEvents(db, 10)) {
    extra.push({ chain: '-', seq: 0, where: `event id ${u.id}`, kind: 'inserted', why: 'it is in no chain (written past the insert trigger)' });
  }
  const result = checker.result();
  return { ...result, problems: [...result.problems, ...extra] };
}

/**
 * A tab's CSV (its chain columns): each event's hash recomputed over its record, its shown User,
 * Support Agent and Date the record's, and consecutive events linked. Events of a chain the file does
 * not hold (filtered out, or removed) show as gaps; a gap inside an unfiltered export is a removal.
 */
export async function verifyCsv(file: string): Promise<VerifyResult> {
  const links: (ChainLink & { shown: Record<string, string> })[] = [];
  const problems: ChainProblem[] = [];
  let header: string[] | undefined;
  let line = 1;
  const parser = fs.createReadStream(file).pipe(parse(READ_CSV_OPTIONS));
  for await (const record of parser as AsyncIterable<string[]>) {
    if (!header) {
      header = record;
      const missing = AUDIT_CHAIN_CSV_COLUMNS.filter((c) => !header!.includes(c));
      if (missing.length > 0) throw new Error(`${file} has no chain columns (${missing.join(', ')}): not an audit log CSV`);
      continue;
    }
    line += 1;
    const cell = (name: string) => record[header!.indexOf(name)] ?? '';
    const where = `line ${line}`;
    const decoded = decodeChainRecord(cell('Chain Record'));
    const seq = Number(cell('Sequence'));
    if (decoded === undefined || !Number.isInteger(seq)) {
      problems.push({ chain: cell('Chain'), seq, where, kind: 'altered', why: 'its chain columns are not readable' });
      continue;
    }
    links.push({ chain: cell('Chain'), seq, prevHash: cell('Previous Hash'), hash: cell('Hash'), record: decoded, where, shown: { User: cell('User'), 'Support Agent': cell('Support Agent'), Date: cell('Date') } });
  }
  links.sort((a, b) => (a.chain === b.chain ? a.seq - b.seq : a.chain < b.chain ? -1 : 1));
  const checker = createChainChecker({ complete: false });
  for (const link of links) {
    checker.check(link);
    shownMatchesRecord(link, problems);
  }
  const result = checker.result();
  return { ...result, problems: [...problems, ...result.problems] };
}

/** The readable columns must say what the record says (a spreadsheet's apostrophe before = + - @ aside). */
function shownMatchesRecord(link: ChainLink & { shown: Record<string, string> }, problems: ChainProblem[]) {
  const fields = parseFields(link.record);
  if (!fields) return;
  const expected: Record<string, string> = { User: fields.actorUsername ?? '', 'Support Agent': fields.supportAgent ?? '', Date: fields.occurredAt ?? '' };
  for (const [column, value] of Object.entries(expected)) {
    const shown = link.shown[column]!;
    const neutral = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    if (shown !== value && shown !== neutral) {
      problems.push({ chain: link.chain, seq: link.seq, where: link.where, kind: 'altered', why: `its ${column} reads '${shown}' but the chain recorded '${value}'` });
    }
  }
}

/** The report's lines: 'OK …' or each problem, the first named first. */
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
  if (missing > 0) lines.push(`Note: ${missing} events of these chains are not in the file (the download's filters, or removed) in ${result.gaps.length} gaps.`);
  return lines;
}
