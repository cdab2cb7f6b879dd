import { AUDIT_ENDPOINTS, auditCsvFileName, type AuditTabSlug } from '@creditdesk/contracts';
import { endpointRequest } from '../../api/endpoint-request';
import { type StoreApi, fetchFile } from '../../api/fetch-file';
import { saveFile } from '../../reports/pdf/save-file';

/**
 * GETs the tab's CSV with the current filters and saves it as audit-<tab>.csv. Answers the failure's
 * HTTP status and server message, or null when the file was saved.
 */
export async function downloadAuditCsv(store: StoreApi, customerId: string, tab: AuditTabSlug, query: Record<string, string>): Promise<{ status?: number; message?: string } | null> {
  const answer = await fetchFile(store, endpointRequest(AUDIT_ENDPOINTS[tab].csv, { params: { customerId }, query }), 'downloadAuditCsv');
  if ('error' in answer) {
    const { status, data } = answer.error as { status?: unknown; data?: { message?: unknown } };
    return { status: typeof status === 'number' ? status : undefined, message: typeof data?.message === 'string' ? data.message : undefined };
  }
  saveFile(answer.file.blob, auditCsvFileName(tab));
  return null;
}
