import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { AUDIT_ENDPOINTS, auditCsvFileName, type AuditTabSlug } from '@creditdesk/contracts';
import { endpointRequest } from '../../api/endpoint-request';
import { reauthBaseQuery } from '../../api/reauth-base-query';
import { saveFile } from '../../reports/pdf/save-file';

type StoreApi = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

/**
 * GETs the tab's CSV with the current filters through the portal's one base query (token, 401
 * refresh), and saves it as audit-<tab>.csv. Answers the failure's HTTP status and server message,
 * or null when the file was saved.
 */
export async function downloadAuditCsv(store: StoreApi, customerId: string, tab: AuditTabSlug, query: Record<string, string>): Promise<{ status?: number; message?: string } | null> {
  const controller = new AbortController();
  const api: BaseQueryApi = {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'downloadAuditCsv',
    type: 'mutation',
  };
  const args = {
    ...endpointRequest(AUDIT_ENDPOINTS[tab].csv, { params: { customerId }, query }),
    responseHandler: (response: Response) => (response.ok ? response.blob() : response.json().catch(() => ({}))),
  };
  const result = await reauthBaseQuery(args, api, {});
  if (result.error) {
    const { status, data } = result.error as { status?: unknown; data?: { message?: unknown } };
    return { status: typeof status === 'number' ? status : undefined, message: typeof data?.message === 'string' ? data.message : undefined };
  }
  saveFile(result.data as Blob, auditCsvFileName(tab));
  return null;
}
