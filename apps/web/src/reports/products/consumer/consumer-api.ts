import { companyMembersEndpoint } from '@creditdesk/contracts';
import { ACCOUNT_NUMBERS_TAG } from '../../../api/api-slice';
import { endpointRequest, responseOf, type ResponseOf } from '../../../api/endpoint-request';
import { reportsApi } from '../../reports-api-base';

export type AccountNumber = ResponseOf<typeof companyMembersEndpoint>['members'][number];

export const consumerOrderApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The company's account numbers (members): the order is billed to one of them. */
    getCompanyMembers: build.query<AccountNumber[], string>({
      query: (customerId) => endpointRequest(companyMembersEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => responseOf(companyMembersEndpoint, data).members,
      providesTags: [ACCOUNT_NUMBERS_TAG],
    }),
  }),
});

export const { useGetCompanyMembersQuery } = consumerOrderApi;
