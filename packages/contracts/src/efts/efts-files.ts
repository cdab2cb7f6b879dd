/*
 * Rules both sides apply to a transferred file: its name, its declared type and what its first bytes
 * say it is. The portal checks them before sending a byte; the server checks them again (it decides).
 */
import { hasControlCharacter } from '../common/storable-text.js';

export const EFTS_LIMITS = {
  /** a part's size when the server is not told otherwise (EFTS_PART_BYTES); S3 wants at least 5 MiB but for the last. */
  defaultPartBytes: 8 * 1024 * 1024,
  /** parts are whole multiples of the local store's encrypted segment (64 KiB), so a part maps to whole segments. */
  partBytesMultiple: 64 * 1024,
  maxPartBytes: 64 * 1024 * 1024,
  /** S3's limit of parts in one multipart upload. */
  maxParts: 10_000,
  maxFileBytes: 100 * 1024 * 1024 * 1024,
  maxFileNameLength: 255,
  /** the first bytes read to tell what a file is. */
  sniffBytes: 4096,
} as const;

/** The header that carries a part's SHA-256 (hex); the server refuses a part whose bytes do not match it. */
export const EFTS_PART_CHECKSUM_HEADER = 'x-content-sha256';

/** What the first bytes of a file say it is. */
export type SniffedKind = 'pdf' | 'zip' | 'gzip' | 'text' | 'binary';

/** The declared content types a file may have, and the kinds of content each accepts. */
export const EFTS_CONTENT_TYPES: Readonly<Record<string, readonly SniffedKind[]>> = {
  'text/csv': ['text'],
  'text/plain': ['text'],
  'application/pdf': ['pdf'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['zip'],
  'application/gzip': ['gzip'],
  'application/x-gzip': ['gzip'],
  'application/octet-stream': ['pdf', 'zip', 'gzip', 'text', 'binary'],
};

/** The declared type of a file the browser could not type, from its extension. */
export function eftsContentTypeOf(fileName: string, browserType: string): string {
  if (browserType && browserType in EFTS_CONTENT_TYPES) return browserType;
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const byExt: Record<string, string> = { csv: 'text/csv', txt: 'text/plain', pdf: 'application/pdf', zip: 'application/zip', gz: 'application/gzip', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  return byExt[ext] ?? 'application/octet-stream';
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/** Text: no NUL and valid UTF-8 (a multi-byte character cut at the end of the sample is allowed). */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  for (let cut = 0; cut < 4 && cut <= bytes.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - cut));
      return true;
    } catch {
      // a character cut at the sample's end: try without its bytes
    }
  }
  return false;
}

/** What a file's first bytes (EFTS_LIMITS.sniffBytes of them) say it is. */
export function sniffContent(bytes: Uint8Array): SniffedKind {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'gzip';
  return looksLikeText(bytes) ? 'text' : 'binary';
}

/** Why a file's content does not match its declared type, or undefined when it does. */
export function contentMismatch(declared: string, sniffed: SniffedKind): string | undefined {
  const accepted = EFTS_CONTENT_TYPES[declared];
  if (!accepted) return `contentType ${declared} is not one a file may have (${Object.keys(EFTS_CONTENT_TYPES).join(', ')})`;
  return accepted.includes(sniffed) ? undefined : `The file is declared ${declared} but its content is ${sniffed === 'binary' ? 'binary data' : sniffed}: choose the right file or type.`;
}

/** Why a file name may not be stored, or undefined: a plain name, no folders, no control characters. */
export function eftsFileNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'fileName is required';
  if (name.length > EFTS_LIMITS.maxFileNameLength) return `fileName may be at most ${EFTS_LIMITS.maxFileNameLength} characters`;
  if (/[/\\]/.test(name)) return 'fileName may not contain / or \\ (a name, not a path)';
  if (name.includes('..')) return 'fileName may not contain ..';
  if (hasControlCharacter(name)) return 'fileName may not contain control characters';
  if (name !== name.trim()) return 'fileName may not start or end with a space';
  return undefined;
}

/** The parts a file of `size` bytes is sent in (at least one, for an empty file). */
export const eftsPartCount = (size: number, partBytes: number) => Math.max(1, Math.ceil(size / partBytes));

/** The size of part `n` (1-based) of a file of `size` bytes. */
export const eftsPartSize = (size: number, partBytes: number, n: number) => Math.max(0, Math.min(partBytes, size - (n - 1) * partBytes));

/** A file's size as the screens show it: 512 B, 64.0 KB, 1.5 MB, 2.00 GB (1024-based). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit >= 2 ? 2 : 1)} ${units[unit]}`;
}
