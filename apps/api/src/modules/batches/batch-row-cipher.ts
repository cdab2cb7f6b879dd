import type { FieldCipher } from '../../lib/field-cipher.js';
import type { Pulled } from '../reports/products/product-adapter.js';

/** The associated data binding a row's encrypted order to the row. */
export const batchRowContext = (rowId: string) => `batch_rows:${rowId}:request`;

/** A row's checked order body, decrypted. */
export function storedRowRequest(cipher: FieldCipher, row: { id: string; requestEnc: string | null }): unknown {
  if (!row.requestEnc) throw new Error(`batch row ${row.id} has no order`);
  return JSON.parse(cipher.decrypt(row.requestEnc, batchRowContext(row.id)));
}

/** The associated data binding a row's kept pull (the data source's answer) to the row. */
const pullContext = (rowId: string) => `batch_rows:${rowId}:pull`;

/** What a row keeps of its pull until it is settled: the answer, when it came, and the account it was made for. */
export type KeptPull = { pulled: Pulled; pulledAt: string; member?: { memberNumber: string; name: string } };

export const sealPull = (cipher: FieldCipher, rowId: string, kept: KeptPull): string => cipher.encrypt(JSON.stringify(kept), pullContext(rowId));

export const openPull = (cipher: FieldCipher, row: { id: string; pullEnc: string }): KeptPull => JSON.parse(cipher.decrypt(row.pullEnc, pullContext(row.id))) as KeptPull;

/**
 * The associated data binding an invalid row's cells as the file wrote them (kept in request_enc for
 * the rejected-rows file) to the row: never readable as an order.
 */
const rejectedContext = (rowId: string) => `batch_rows:${rowId}:rejected`;

/** An invalid row as the file wrote it: the file's header row, the row's cells and the line it ends on. */
export type RejectedSource = { headers: string[]; cells: string[]; line: number };

export const sealRejected = (cipher: FieldCipher, rowId: string, source: RejectedSource): string => cipher.encrypt(JSON.stringify(source), rejectedContext(rowId));

export const openRejected = (cipher: FieldCipher, row: { id: string; requestEnc: string }): RejectedSource => JSON.parse(cipher.decrypt(row.requestEnc, rejectedContext(row.id))) as RejectedSource;
