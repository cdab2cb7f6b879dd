import { API_MESSAGES } from '@creditdesk/contracts';
import { HttpError } from '../../lib/http-error.js';

/**
 * One range of a Range header (bytes=a-b, bytes=a-, bytes=-n) over a file of `size` bytes; undefined
 * without a header. Several ranges, another unit or a range past the end: 416 (with the size).
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  if (header === undefined) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  const unsatisfiable = () => new HttpError(416, API_MESSAGES.fileTransfer.rangeNotSatisfiable(header, size), { size });
  if (!m || (m[1] === '' && m[2] === '')) throw unsatisfiable();
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) throw unsatisfiable();
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) throw unsatisfiable();
  return { start, end };
}
