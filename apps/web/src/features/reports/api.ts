import { z } from 'zod';
import {
  companyMembersEndpoint,
  companyProductsEndpoint,
  consumerReportEndpoints,
  orderableProductSchema,
  sandboxPersonasEndpoint,
  userProductAccessEndpoint,
  type UserProductAccess,
  type ConsumerProduct,
  type ConsumerReportRequest,
  type ConsumerReportResponse,
  type SandboxPersonaInfo,
  accountNumberSchema,
} from '@creditdesk/contracts';
import { ACCOUNT_NUMBERS_TAG } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';
import { INQUIRIES_TAG, reportsApi } from '../../reports/reports-api-base';

export type OrderableProduct = z.infer<typeof orderableProductSchema>;
export type AccountNumber = z.infer<typeof accountNumberSchema>;
export type OrderReportArgs = { product: ConsumerProduct; request: ConsumerReportRequest };

export const orderReportsApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The report products the company may order. */
    getCompanyProducts: build.query<OrderableProduct[], string>({
      query: (customerId) => endpointRequest(companyProductsEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => parseResponse<{ products: OrderableProduct[] }>(companyProductsEndpoint, data).products,
    }),
    /**
     * What the signed-in user may order: the union of their user groups' products. Asked afresh on
     * each visit (not taken from the login), so a grant given or taken meanwhile shows at once.
     */
    getMyProductAccess: build.query<UserProductAccess, { customerId: string; userName: string }>({
      query: (body) => endpointRequest(userProductAccessEndpoint, { query: { page: 'products' }, body }),
      transformResponse: (data: unknown) => parseResponse<UserProductAccess>(userProductAccessEndpoint, data),
      keepUnusedDataFor: 0,
    }),
    /** The company's account numbers (members). */
    getCompanyMembers: build.query<AccountNumber[], string>({
      query: (customerId) => endpointRequest(companyMembersEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => parseResponse<{ members: AccountNumber[] }>(companyMembersEndpoint, data).members,
      providesTags: [ACCOUNT_NUMBERS_TAG],
    }),
    /** The sandbox bureau's test consumers; 404 when a real bureau answers. */
    getSandboxPersonas: build.query<SandboxPersonaInfo[], void>({
      query: () => endpointRequest(sandboxPersonasEndpoint),
      transformResponse: (data: unknown) => parseResponse<{ personas: SandboxPersonaInfo[] }>(sandboxPersonasEndpoint, data).personas,
    }),
    /** POST /consumers/reports/{product}. */
    orderConsumerReport: build.mutation<ConsumerReportResponse, OrderReportArgs>({
      query: ({ product, request }) => endpointRequest(consumerReportEndpoints[product], { body: request }),
      transformResponse: (data: unknown, _meta, { product }) =>
        parseResponse<ConsumerReportResponse>(consumerReportEndpoints[product], data),
      invalidatesTags: (result) => (result ? [INQUIRIES_TAG] : []),
    }),
  }),
});

export const { useGetCompanyProductsQuery, useGetMyProductAccessQuery, useGetCompanyMembersQuery, useGetSandboxPersonasQuery, useOrderConsumerReportMutation } =
  orderReportsApi;
