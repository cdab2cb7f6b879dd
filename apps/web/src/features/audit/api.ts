import {
  AUDIT_ENDPOINTS,
  type AuditDownloadsPage,
  type AuditTabSlug,
  type AuditUserStatusPage,
  type ReportHistoryPage,
  type UserActivityPage,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';

export type AuditPages = {
  'report-history': ReportHistoryPage;
  'user-activity': UserActivityPage;
  'report-audit-downloads': AuditDownloadsPage;
  'user-audit-downloads': AuditDownloadsPage;
  'user-status-downloads': AuditUserStatusPage;
};
export type AuditPage = AuditPages[AuditTabSlug];
export type AuditPageArgs = { tab: AuditTabSlug; customerId: string; query: Record<string, string | number> };

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of a tab, with its filters (GET /audit/customers/{id}/{tab}). */
    getAuditPage: build.query<AuditPage, AuditPageArgs>({
      query: ({ tab, customerId, query }) => endpointRequest(AUDIT_ENDPOINTS[tab].page, { params: { customerId }, query }),
      transformResponse: (data: unknown, _meta, { tab }) => parseResponse<AuditPage>(AUDIT_ENDPOINTS[tab].page, data),
      // a CSV download is itself an audit event: the downloads tabs show it when opened next
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditPageQuery } = auditApi;
