import { ADV_PRODUCT, companyProductConfigurationsEndpoint } from '@creditdesk/contracts';
import { endpointRequest, responseOf, type ResponseOf } from '../../../api/endpoint-request';
import { reportsApi } from '../../reports-api-base';

export type ProductConfiguration = ResponseOf<typeof companyProductConfigurationsEndpoint>['configurations'][number];

export const advOrderApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The company's product configurations for the ADV (reports.md §3: profileName "taken from the
     * chosen product configuration"). The server lists every product's; the ADV's are kept.
     */
    getAdvConfigurations: build.query<ProductConfiguration[], string>({
      query: (customerId) => endpointRequest(companyProductConfigurationsEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => responseOf(companyProductConfigurationsEndpoint, data).configurations.filter((c) => c.productCode === ADV_PRODUCT.code),
    }),
  }),
});

export const { useGetAdvConfigurationsQuery } = advOrderApi;
