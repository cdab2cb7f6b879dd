import type { FieldCipher } from '../../lib/field-cipher.js';

/** The associated data binding a row's encrypted order to the row. */
export const batchRowContext = (rowId: string) => `batch_rows:${rowId}:request`;

/** A row's checked order body, decrypted. */
export function storedRowRequest(cipher: FieldCipher, row: { id: string; requestEnc: string | null }): unknown {
  if (!row.requestEnc) throw new Error(`batch row ${row.id} has no order`);
  return JSON.parse(cipher.decrypt(row.requestEnc, batchRowContext(row.id)));
}
