import { type PmWatchEntryRequest, pmAddWatchEntryEndpoint, pmAlertEndpoint, pmAlertsEndpoint, pmRemoveWatchEntryEndpoint, pmWatchListEndpoint } from '@creditdesk/contracts';
import { api } from '../../../api/api-slice';
import { endpointRequest, responseOf, type ResponseOf } from '../../../api/endpoint-request';

/** PM Alerts' watch list and alerts (docs/products/pmalerts.md); adding or removing a consumer reloads both. */
const PM_ALERTS_TAG = 'PmAlerts' as const;

export type WatchPage = ResponseOf<typeof pmWatchListEndpoint>;
export type AlertsPage = ResponseOf<typeof pmAlertsEndpoint>;
export type AlertsQuery = { customerId: string; pageNumber: number; pageSize: number; fromDate?: string; toDate?: string; alertType?: string; watchEntryId?: string; sort?: string };

const given = (q: Record<string, unknown>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

export const pmAlertsApi = api.enhanceEndpoints({ addTagTypes: [PM_ALERTS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getWatchList: build.query<WatchPage, { customerId: string; pageNumber: number; pageSize: number; search: string; sort?: string }>({
      query: ({ customerId, ...q }) => endpointRequest(pmWatchListEndpoint, { params: { customerId }, query: given(q) }),
      transformResponse: (data: unknown) => responseOf(pmWatchListEndpoint, data),
      providesTags: [PM_ALERTS_TAG],
    }),
    addWatchEntry: build.mutation<ResponseOf<typeof pmAddWatchEntryEndpoint>, { customerId: string; body: PmWatchEntryRequest }>({
      query: ({ customerId, body }) => endpointRequest(pmAddWatchEntryEndpoint, { params: { customerId }, body }),
      invalidatesTags: [PM_ALERTS_TAG],
    }),
    removeWatchEntry: build.mutation<ResponseOf<typeof pmRemoveWatchEntryEndpoint>, { customerId: string; entryId: string }>({
      query: ({ customerId, entryId }) => endpointRequest(pmRemoveWatchEntryEndpoint, { params: { customerId, entryId } }),
      invalidatesTags: [PM_ALERTS_TAG],
    }),
    getAlerts: build.query<AlertsPage, AlertsQuery>({
      query: ({ customerId, ...q }) => endpointRequest(pmAlertsEndpoint, { params: { customerId }, query: given(q) }),
      transformResponse: (data: unknown) => responseOf(pmAlertsEndpoint, data),
      providesTags: [PM_ALERTS_TAG],
    }),
    getAlert: build.query<ResponseOf<typeof pmAlertEndpoint>, { customerId: string; alertId: string }>({
      query: ({ customerId, alertId }) => endpointRequest(pmAlertEndpoint, { params: { customerId, alertId } }),
      transformResponse: (data: unknown) => responseOf(pmAlertEndpoint, data),
    }),
  }),
});

export const { useGetWatchListQuery, useAddWatchEntryMutation, useRemoveWatchEntryMutation, useGetAlertsQuery, useGetAlertQuery } = pmAlertsApi;
