import type { z } from 'zod';
import {
  type AdminMessage,
  type ConfigurableProductInfo,
  type ProductConfigurationDetail,
  configurationOptionsEndpoint,
  createProductConfigurationBodySchema,
  createProductConfigurationEndpoint,
  deleteProductConfigurationEndpoint,
  getProductConfigurationEndpoint,
  productsByMemberNumberEndpoint,
  searchProductConfigurationsEndpoint,
  updateProductConfigurationBodySchema,
  updateProductConfigurationEndpoint,
} from '@creditdesk/contracts';
import { ACCOUNT_NUMBERS_TAG, api } from '../../api/api-slice';
import { endpointRequest, responseOf, type ResponseOf } from '../../api/endpoint-request';

/** The list's tag: a create, change or delete loads it again (and the account numbers' usage counts). */
export const PRODUCT_CONFIGURATIONS_TAG = 'ProductConfigurations' as const;
const TAG = PRODUCT_CONFIGURATIONS_TAG;

export type ConfigurationPage = ResponseOf<typeof searchProductConfigurationsEndpoint>['data'];
export type ConfigurationOptionsAnswer = ResponseOf<typeof configurationOptionsEndpoint>;
export type CreateConfigurationBody = z.input<typeof createProductConfigurationBodySchema>;
export type UpdateConfigurationBody = z.input<typeof updateProductConfigurationBodySchema>;
type Saved = AdminMessage & { configuration: ProductConfigurationDetail };

export type ConfigurationSearch = {
  customerId: string;
  pageNumber: number;
  pageSize: number;
  searchValue: string;
  productCode?: string;
  memberNumber?: string;
};

const changed = (error: unknown) => (error ? [] : [TAG, ACCOUNT_NUMBERS_TAG]);

export const productConfigurationsApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST …/customers/{id}/search?pageNumber&pageSize (reports.md §7: the page under data.data). */
    searchProductConfigurations: build.query<ConfigurationPage, ConfigurationSearch>({
      query: ({ customerId, pageNumber, pageSize, searchValue, productCode, memberNumber }) =>
        endpointRequest(searchProductConfigurationsEndpoint, {
          params: { customerId },
          query: { pageNumber, pageSize },
          body: { searchValue, ...(productCode ? { productCode } : {}), ...(memberNumber ? { memberNumber } : {}) },
        }),
      transformResponse: (data: unknown) => responseOf(searchProductConfigurationsEndpoint, data).data,
      providesTags: [TAG],
    }),
    getProductConfiguration: build.query<ProductConfigurationDetail, string>({
      query: (configurationId) => endpointRequest(getProductConfigurationEndpoint, { params: { configurationId } }),
      transformResponse: (data: unknown) => responseOf(getProductConfigurationEndpoint, data),
      providesTags: [TAG],
    }),
    /** The edit form: the configuration's product with the options it declares, and its values. */
    getConfigurationOptions: build.query<ConfigurationOptionsAnswer, { customerId: string; configurationId: string }>({
      query: (params) => endpointRequest(configurationOptionsEndpoint, { params }),
      transformResponse: (data: unknown) => responseOf(configurationOptionsEndpoint, data),
      providesTags: [TAG],
    }),
    /** The products a configuration can be made for on an account number (a POST that changes nothing). */
    getConfigurableProducts: build.query<ConfigurableProductInfo[], string>({
      query: (memberNumber) => endpointRequest(productsByMemberNumberEndpoint, { body: { memberNumber } }),
      transformResponse: (data: unknown) => responseOf(productsByMemberNumberEndpoint, data).products,
    }),
    createProductConfiguration: build.mutation<Saved, CreateConfigurationBody>({
      query: (body) => endpointRequest(createProductConfigurationEndpoint, { body }),
      invalidatesTags: (_r, error) => changed(error),
    }),
    updateProductConfiguration: build.mutation<Saved, { configurationId: string; body: UpdateConfigurationBody }>({
      query: ({ configurationId, body }) => endpointRequest(updateProductConfigurationEndpoint, { params: { configurationId }, body }),
      invalidatesTags: (_r, error) => changed(error),
    }),
    // Reloads the list either way (reports.md §4: after a delete the list reloads; a 404 means it is gone already).
    deleteProductConfiguration: build.mutation<AdminMessage, string>({
      query: (configurationId) => endpointRequest(deleteProductConfigurationEndpoint, { params: { configurationId } }),
      invalidatesTags: [TAG, ACCOUNT_NUMBERS_TAG],
    }),
  }),
});

export const {
  useSearchProductConfigurationsQuery,
  useGetProductConfigurationQuery,
  useGetConfigurationOptionsQuery,
  useGetConfigurableProductsQuery,
  useCreateProductConfigurationMutation,
  useUpdateProductConfigurationMutation,
  useDeleteProductConfigurationMutation,
} = productConfigurationsApi;
