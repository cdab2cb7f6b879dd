import { legacyReportEndpoint, legacyReportHistoryEndpoint, type LegacyReportHistoryBody } from '@creditdesk/contracts';
import { endpointRequest, responseOf, type ResponseOf } from '../../../api/endpoint-request';
import { reportsApi } from '../../../reports/reports-api-base';

export type LegacyHistoryPage = ResponseOf<typeof legacyReportHistoryEndpoint>;
export type LegacyReport = ResponseOf<typeof legacyReportEndpoint>;

export const legacyReportsApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /legacy/reporthistory: a page of the caller's own legacy history (the server finds the caller's legacy identity). */
    getLegacyHistory: build.query<LegacyHistoryPage, LegacyReportHistoryBody>({
      query: (body) => endpointRequest(legacyReportHistoryEndpoint, { body }),
      transformResponse: (data: unknown) => responseOf(legacyReportHistoryEndpoint, data),
    }),
    /** GET /legacy/reporthistory/:id: one legacy report as the legacy system formatted it. */
    getLegacyReport: build.query<LegacyReport, string>({
      query: (id) => endpointRequest(legacyReportEndpoint, { params: { id } }),
      transformResponse: (data: unknown) => responseOf(legacyReportEndpoint, data),
    }),
  }),
});

export const { useGetLegacyHistoryQuery, useGetLegacyReportQuery } = legacyReportsApi;
