import { companyProductsEndpoint, userProductAccessEndpoint } from '@creditdesk/contracts';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { endpointRequest, responseOf, type ResponseOf } from '../api/endpoint-request';
import { reportsApi } from './reports-api-base';
import { selectAuth } from '../lib/auth/auth-slice';

export type OrderableProduct = ResponseOf<typeof companyProductsEndpoint>['products'][number];

export const productsApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The report products the company may order (the contracts' registry, less what the company does not hold). */
    getCompanyProducts: build.query<OrderableProduct[], string>({
      query: (customerId) => endpointRequest(companyProductsEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => responseOf(companyProductsEndpoint, data).products,
    }),
    /**
     * What the signed-in user may order: the union of their user groups' products. Asked afresh on
     * each visit (not taken from the login), so a grant given or taken meanwhile shows at once.
     */
    getMyProductAccess: build.query<ResponseOf<typeof userProductAccessEndpoint>, { customerId: string; userName: string }>({
      query: (body) => endpointRequest(userProductAccessEndpoint, { query: { page: 'products' }, body }),
      transformResponse: (data: unknown) => responseOf(userProductAccessEndpoint, data),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCompanyProductsQuery, useGetMyProductAccessQuery } = productsApi;

/** The company's products and the codes the user's groups grant (undefined while unknown: the server decides at order time). */
export function useOrderableProducts() {
  const { customerId, username } = useSelector(selectAuth);
  const products = useGetCompanyProductsQuery(customerId);
  const access = useGetMyProductAccessQuery({ customerId, userName: username });
  const granted = useMemo(() => (access.data ? new Set(access.data.productList) : undefined), [access.data]);
  return { products, granted };
}
