import {
  type CreateWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookSecret,
  createWebhookEndpointEndpoint,
  deleteWebhookEndpointEndpoint,
  listWebhookDeliveriesEndpoint,
  listWebhookEndpointsEndpoint,
  resendWebhookDeliveryEndpoint,
  rotateWebhookSecretEndpoint,
  sendWebhookTestEventEndpoint,
  updateWebhookEndpointEndpoint,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';

type OfEndpoint = { customerId: string; endpointId: string };

/** The Webhooks screen's calls (Manage → Webhooks, securityadmin); lists are fetched again after each act. */
export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWebhookEndpoints: build.query<WebhookEndpoint[], string>({
      query: (customerId) => endpointRequest(listWebhookEndpointsEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => parseResponse<{ endpoints: WebhookEndpoint[] }>(listWebhookEndpointsEndpoint, data).endpoints,
    }),
    createWebhookEndpoint: build.mutation<WebhookSecret, { customerId: string; body: CreateWebhookEndpoint }>({
      query: ({ customerId, body }) => endpointRequest(createWebhookEndpointEndpoint, { params: { customerId }, body }),
      transformResponse: (data: unknown) => parseResponse<WebhookSecret>(createWebhookEndpointEndpoint, data),
    }),
    rotateWebhookSecret: build.mutation<WebhookSecret, OfEndpoint & { graceHours: number }>({
      query: ({ customerId, endpointId, graceHours }) => endpointRequest(rotateWebhookSecretEndpoint, { params: { customerId, endpointId }, body: { graceHours } }),
      transformResponse: (data: unknown) => parseResponse<WebhookSecret>(rotateWebhookSecretEndpoint, data),
    }),
    setWebhookStatus: build.mutation<unknown, OfEndpoint & { status: WebhookEndpoint['status'] }>({
      query: ({ customerId, endpointId, status }) => endpointRequest(updateWebhookEndpointEndpoint, { params: { customerId, endpointId }, body: { status } }),
    }),
    deleteWebhookEndpoint: build.mutation<unknown, OfEndpoint>({
      query: (params) => endpointRequest(deleteWebhookEndpointEndpoint, { params }),
    }),
    listWebhookDeliveries: build.query<WebhookDelivery[], OfEndpoint>({
      query: (params) => endpointRequest(listWebhookDeliveriesEndpoint, { params }),
      transformResponse: (data: unknown) => parseResponse<{ deliveries: WebhookDelivery[] }>(listWebhookDeliveriesEndpoint, data).deliveries,
    }),
    resendWebhookDelivery: build.mutation<unknown, OfEndpoint & { deliveryId: string }>({
      query: (params) => endpointRequest(resendWebhookDeliveryEndpoint, { params }),
    }),
    sendWebhookTestEvent: build.mutation<unknown, OfEndpoint>({
      query: (params) => endpointRequest(sendWebhookTestEventEndpoint, { params }),
    }),
  }),
});

export const {
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useSetWebhookStatusMutation,
  useDeleteWebhookEndpointMutation,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  useSendWebhookTestEventMutation,
} = webhooksApi;
