import { type DataSourceResponse, dataSourceResponseSchema } from '@creditdesk/contracts';
import type { FieldCipher } from '../../lib/field-cipher.js';
import type { InquiryRow } from './inquiries.repository.js';

/** The associated data that binds an encrypted column to its row. */
export const storedContext = (id: string, column: 'identity' | 'report') => `report_inquiries:${id}:${column}`;

/** The report exactly as it was answered when ordered, decrypted from the inquiry row. */
export function storedReport(cipher: FieldCipher, row: InquiryRow): DataSourceResponse {
  return dataSourceResponseSchema.parse(JSON.parse(cipher.decrypt(row.reportEnc, storedContext(row.id, 'report'))));
}
