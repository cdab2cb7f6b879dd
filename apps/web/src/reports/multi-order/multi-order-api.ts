import { type MultiOrderRequest, type MultiOrderResponse, multiOrderEndpoint } from '@creditdesk/contracts';
import { endpointRequest, responseOf } from '../../api/endpoint-request';
import { INQUIRIES_TAG, reportsApi } from '../reports-api-base';

export const multiOrderApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /consumers/reports/multi: several products for one applicant, each product's outcome answered. */
    orderSeveralProducts: build.mutation<MultiOrderResponse, MultiOrderRequest>({
      query: (body) => endpointRequest(multiOrderEndpoint, { body }),
      transformResponse: (data: unknown) => responseOf(multiOrderEndpoint, data),
      invalidatesTags: (result) => (result ? [INQUIRIES_TAG] : []),
    }),
  }),
});

export const { useOrderSeveralProductsMutation } = multiOrderApi;
