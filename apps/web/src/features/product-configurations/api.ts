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
  memberOptionsEndpoint,
  productsByMemberNumberEndpoint,
  updateProductConfigurationBodySchema,
  updateProductConfigurationEndpoint,
} from '@creditdesk/contracts';
import { ACCOUNT_NUMBERS_TAG } from '../../api/api-slice';
import { endpointRequest, responseOf, type ResponseOf } from '../../api/endpoint-request';
import { PRODUCT_CONFIGURATIONS_TAG as TAG, configurationSearchApi } from '../../api/product-configurations-search';

export { useSearchProductConfigurationsQuery } from '../../api/product-configurations-search';

export type ConfigurationOptionsAnswer = ResponseOf<typeof configurationOptionsEndpoint>;
export type CreateConfigurationBody = z.input<typeof createProductConfigurationBodySchema>;
export type UpdateConfigurationBody = z.input<typeof updateProductConfigurationBodySchema>;
type Saved = AdminMessage & { configuration: ProductConfigurationDetail };

const changed = (error: unknown) => (error ? [] : [TAG, ACCOUNT_NUMBERS_TAG]);

export const productConfigurationsApi = configurationSearchApi.injectEndpoints({
  endpoints: (build) => ({
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
    /** GET …/customers/{id}/members/{n}/options (reports.md §7): the options of each product configurable on the number (the add form's option fields). */
    getMemberOptions: build.query<ConfigurableProductInfo[], { customerId: string; memberNumber: string }>({
      query: (params) => endpointRequest(memberOptionsEndpoint, { params }),
      transformResponse: (data: unknown) => responseOf(memberOptionsEndpoint, data).products,
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
  useGetProductConfigurationQuery,
  useGetConfigurationOptionsQuery,
  useGetConfigurableProductsQuery,
  useGetMemberOptionsQuery,
  useCreateProductConfigurationMutation,
  useUpdateProductConfigurationMutation,
  useDeleteProductConfigurationMutation,
} = productConfigurationsApi;
