import { searchProductConfigurationsEndpoint } from '@creditdesk/contracts';
import { api } from './api-slice';
import { endpointRequest, responseOf, type ResponseOf } from './endpoint-request';

/*
 * The product configurations' search (reports.md §7), shared by their list and the account-number
 * screens (the configurations using a number, named in its delete dialog). The tag reloads both after
 * a configuration is added, changed or deleted.
 */
export const PRODUCT_CONFIGURATIONS_TAG = 'ProductConfigurations' as const;

export type ConfigurationPage = ResponseOf<typeof searchProductConfigurationsEndpoint>['data'];

export type ConfigurationSearch = {
  customerId: string;
  pageNumber: number;
  pageSize: number;
  searchValue: string;
  productCode?: string;
  memberNumber?: string;
  /** a header's order (CONFIGURATIONS_SORT); absent: by name. */
  sort?: string;
};

export const configurationSearchApi = api.enhanceEndpoints({ addTagTypes: [PRODUCT_CONFIGURATIONS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST …/customers/{id}/search?pageNumber&pageSize (the page under data.data). */
    searchProductConfigurations: build.query<ConfigurationPage, ConfigurationSearch>({
      query: ({ customerId, pageNumber, pageSize, searchValue, productCode, memberNumber, sort }) =>
        endpointRequest(searchProductConfigurationsEndpoint, {
          params: { customerId },
          query: { pageNumber, pageSize, ...(sort ? { sort } : {}) },
          body: { searchValue, ...(productCode ? { productCode } : {}), ...(memberNumber ? { memberNumber } : {}) },
        }),
      transformResponse: (data: unknown) => responseOf(searchProductConfigurationsEndpoint, data).data,
      providesTags: [PRODUCT_CONFIGURATIONS_TAG],
    }),
  }),
});

export const { useSearchProductConfigurationsQuery } = configurationSearchApi;
