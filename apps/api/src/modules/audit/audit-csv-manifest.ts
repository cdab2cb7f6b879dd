import { createHash } from 'node:crypto';
import type { AuditPublicKey, AuditSigner } from './audit-signing-key.js';
import { signatureValid } from './audit-signing-key.js';

/*
 * A downloaded event CSV's signed manifest (docs/audit.md): what was asked (tab, company, filters),
 * how many rows, the first and last sequence numbers, the SHA-256 of every line sent (header
 * included) and, per row in order, its sequence number and a 6-byte fingerprint of its line, so that
 * the verifier names a row edited, removed or moved, not only "the file differs". Signed with the
 * audit key (audit-signing-key.ts). Written after the rows as lines of one cell each, starting with
 * '#' (never a formula; a spreadsheet shows them as the last rows, the data rows stay as they were):
 *
 *   #audit-manifest:<base64url of the manifest JSON, at most 30,000 characters a line>
 *   …
 *   #audit-signature:<key id>:<base64url Ed25519 signature of the manifest JSON>
 */

export const MANIFEST_PREFIX = '#audit-manifest:';
export const SIGNATURE_PREFIX = '#audit-signature:';
/** under a spreadsheet's 32,767 characters a cell. */
const CHUNK = 30_000;
const FINGERPRINT_BYTES = 6;

export type CsvManifest = {
  type: 'creditdesk-audit-csv';
  v: 1;
  tab: string;
  customerId: string;
  chain: string;
  filters: Record<string, string>;
  generatedAt: string;
  count: number;
  firstSeq: number | null;
  lastSeq: number | null;
  /** sha256 hex of the header line and every row line, as sent. */
  digest: string;
  /** base64url: per row, its seq's difference from the previous row's (zigzag varint), then its line's fingerprint. */
  rows: string;
};

/** A row line's fingerprint: the first bytes of its SHA-256 (naming a row; the digest proves the file). */
export const fingerprintOf = (line: string) => createHash('sha256').update(line, 'utf8').digest().subarray(0, FINGERPRINT_BYTES);

function writeVarint(out: number[], n: number) {
  let v = n >= 0 ? n * 2 : -n * 2 - 1; // zigzag: rows are newest first, so seqs mostly go down
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** The manifest of a CSV being streamed: header(), then row() for each line sent, then lines(). */
export function createCsvManifest(start: { tab: string; customerId: string; chain: string; filters: Record<string, string> }) {
  const digest = createHash('sha256');
  const entries: Buffer[] = [];
  let count = 0;
  let firstSeq: number | null = null;
  let lastSeq: number | null = null;
  return {
    header(line: string) {
      digest.update(line, 'utf8');
    },
    row(line: string, seq: number) {
      digest.update(line, 'utf8');
      const bytes: number[] = [];
      writeVarint(bytes, seq - (lastSeq ?? 0));
      entries.push(Buffer.from(bytes), fingerprintOf(line));
      firstSeq ??= seq;
      lastSeq = seq;
      count += 1;
    },
    /** The closing lines: the manifest and its signature. */
    lines(signer: AuditSigner, generatedAt = new Date()): string {
      const manifest: CsvManifest = {
        type: 'creditdesk-audit-csv',
        v: 1,
        ...start,
        generatedAt: generatedAt.toISOString(),
        count,
        firstSeq,
        lastSeq,
        digest: digest.digest('hex'),
        rows: Buffer.concat(entries).toString('base64url'),
      };
      const json = JSON.stringify(manifest);
      const encoded = Buffer.from(json, 'utf8').toString('base64url');
      let out = '';
      for (let at = 0; at < encoded.length; at += CHUNK) out += `${MANIFEST_PREFIX}${encoded.slice(at, at + CHUNK)}\r\n`;
      return `${out}${SIGNATURE_PREFIX}${signer.kid}:${signer.sign(json)}\r\n`;
    },
  };
}

export type ManifestRow = { seq: number; fingerprint: string };

/** The rows a manifest lists, in order. */
export function manifestRows(manifest: CsvManifest): ManifestRow[] {
  const bytes = Buffer.from(manifest.rows, 'base64url');
  const rows: ManifestRow[] = [];
  let at = 0;
  let seq = 0;
  while (at < bytes.length) {
    let v = 0;
    let scale = 1;
    for (;;) {
      const b = bytes[at++]!;
      v += (b & 0x7f) * scale;
      if (b < 0x80) break;
      scale *= 0x80;
    }
    seq += v % 2 === 0 ? v / 2 : -(v + 1) / 2;
    rows.push({ seq, fingerprint: bytes.subarray(at, at + FINGERPRINT_BYTES).toString('hex') });
    at += FINGERPRINT_BYTES;
  }
  return rows;
}

/**
 * The manifest the closing lines hold, when its signature is one of `keys`'; else why not.
 * `cells`: each closing line's single cell, in file order.
 */
export function readManifest(cells: readonly string[], keys: readonly AuditPublicKey[]): { manifest: CsvManifest } | { error: string } {
  const parts = cells.filter((c) => c.startsWith(MANIFEST_PREFIX)).map((c) => c.slice(MANIFEST_PREFIX.length));
  const signatures = cells.filter((c) => c.startsWith(SIGNATURE_PREFIX));
  if (parts.length === 0 || signatures.length === 0) return { error: 'the file has no signed manifest (its last lines): it cannot be proved whole' };
  if (signatures.length > 1) return { error: 'the file has more than one manifest signature' };
  const [kid, signature] = signatures[0]!.slice(SIGNATURE_PREFIX.length).split(':');
  const json = Buffer.from(parts.join(''), 'base64url').toString('utf8');
  if (!kid || !signature || !signatureValid(keys, kid, json, signature)) {
    return { error: keys.some((k) => k.kid === kid) ? 'its manifest does not match its signature: the manifest was altered' : `its manifest is signed by key ${kid ?? '?'}, not by the audit key given` };
  }
  return { manifest: JSON.parse(json) as CsvManifest };
}
