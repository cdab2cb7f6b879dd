import {
  type ApiClient,
  type ApiClientSecret,
  type CreateApiClient,
  createApiClientEndpoint,
  deleteApiClientEndpoint,
  listApiClientsEndpoint,
  rotateApiClientEndpoint,
  updateApiClientEndpoint,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';

/** The API Clients screen's calls (Manage → API Clients, securityadmin); the list is fetched again after each act. */
export const apiClientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApiClients: build.query<ApiClient[], { customerId: string; sort?: string }>({
      query: ({ customerId, sort }) => endpointRequest(listApiClientsEndpoint, { params: { customerId }, query: sort ? { sort } : {} }),
      transformResponse: (data: unknown) => parseResponse<{ clients: ApiClient[] }>(listApiClientsEndpoint, data).clients,
    }),
    createApiClient: build.mutation<ApiClientSecret, { customerId: string; body: CreateApiClient }>({
      query: ({ customerId, body }) => endpointRequest(createApiClientEndpoint, { params: { customerId }, body }),
      transformResponse: (data: unknown) => parseResponse<ApiClientSecret>(createApiClientEndpoint, data),
    }),
    rotateApiClient: build.mutation<ApiClientSecret, { customerId: string; clientId: string; graceHours: number }>({
      query: ({ customerId, clientId, graceHours }) => endpointRequest(rotateApiClientEndpoint, { params: { customerId, clientId }, body: { graceHours } }),
      transformResponse: (data: unknown) => parseResponse<ApiClientSecret>(rotateApiClientEndpoint, data),
    }),
    setApiClientStatus: build.mutation<unknown, { customerId: string; clientId: string; status: ApiClient['status'] }>({
      query: ({ customerId, clientId, status }) => endpointRequest(updateApiClientEndpoint, { params: { customerId, clientId }, body: { status } }),
    }),
    deleteApiClient: build.mutation<unknown, { customerId: string; clientId: string }>({
      query: ({ customerId, clientId }) => endpointRequest(deleteApiClientEndpoint, { params: { customerId, clientId } }),
    }),
  }),
});

export const { useListApiClientsQuery, useCreateApiClientMutation, useRotateApiClientMutation, useSetApiClientStatusMutation, useDeleteApiClientMutation } = apiClientsApi;
