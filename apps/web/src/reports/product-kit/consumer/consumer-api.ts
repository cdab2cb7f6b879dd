import { companyMembersEndpoint, configurationsByProductEndpoint } from '@creditdesk/contracts';
import { ACCOUNT_NUMBERS_TAG } from '../../../api/api-slice';
import { endpointRequest, responseOf, type ResponseOf } from '../../../api/endpoint-request';
import { reportsApi } from '../../reports-api-base';

export type AccountNumber = ResponseOf<typeof companyMembersEndpoint>['members'][number];

export type OrderConfiguration = ResponseOf<typeof configurationsByProductEndpoint>['configurations'][number];

export const consumerOrderApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The company's account numbers (members): the order is billed to one of them. */
    getCompanyMembers: build.query<AccountNumber[], string>({
      query: (customerId) => endpointRequest(companyMembersEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => responseOf(companyMembersEndpoint, data).members,
      providesTags: [ACCOUNT_NUMBERS_TAG],
    }),
    /** The company's configurations of one product (reports.md §3 "by product code"): the order form offers those of the chosen account number. */
    getProductConfigurationsForOrder: build.query<OrderConfiguration[], { customerId: string; userName: string; productCode: string }>({
      query: (body) => endpointRequest(configurationsByProductEndpoint, { query: { page: 'products' }, body }),
      transformResponse: (data: unknown) => responseOf(configurationsByProductEndpoint, data).configurations,
    }),
  }),
});

export const { useGetCompanyMembersQuery, useGetProductConfigurationsForOrderQuery } = consumerOrderApi;
