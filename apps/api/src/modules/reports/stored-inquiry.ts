import { type DataSourceResponse, dataSourceResponseSchema } from '@creditdesk/contracts';
import type { FieldCipher } from '../../lib/field-cipher.js';
import type { InquiryRow } from './inquiries.repository.js';

/** The associated data that binds an encrypted column to its row. */
export const storedContext = (id: string, column: 'identity' | 'report') => `report_inquiries:${id}:${column}`;

/** The data source's answer exactly as it was when ordered, decrypted from the inquiry row. */
export function storedReportData(cipher: FieldCipher, row: InquiryRow): unknown {
  return JSON.parse(cipher.decrypt(row.reportEnc, storedContext(row.id, 'report')));
}

/** A consumer credit report's answer (acrov6, nal, oneviewplus), checked against its contract. */
export function storedReport(cipher: FieldCipher, row: InquiryRow): DataSourceResponse {
  return dataSourceResponseSchema.parse(storedReportData(cipher, row));
}

/** The identities the order named, decrypted. */
export function storedIdentity(cipher: FieldCipher, row: InquiryRow): unknown {
  return JSON.parse(cipher.decrypt(row.identityEnc, storedContext(row.id, 'identity')));
}
