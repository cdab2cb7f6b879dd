import { REPORT_ORDER_ENDPOINTS, sandboxPersonasEndpoint, type ProductKey, type SandboxPersonaInfo, type SandboxSubjectInfo } from '@creditdesk/contracts';
import { endpointRequest, responseOf, type ResponseOf } from '../../api/endpoint-request';
import { INQUIRIES_TAG, reportsApi } from '../reports-api-base';

type OrderEndpoint = (typeof REPORT_ORDER_ENDPOINTS)[ProductKey];

/** Any product's order answer, typed from the order endpoints' response schemas. */
export type OrderAnswer = ResponseOf<OrderEndpoint>;

/** The order endpoint of a product key (undefined for a key the contracts do not register). */
export function orderEndpointOf(key: string): OrderEndpoint | undefined {
  return Object.hasOwn(REPORT_ORDER_ENDPOINTS, key) ? REPORT_ORDER_ENDPOINTS[key as ProductKey] : undefined;
}

export type OrderReportArgs = { product: ProductKey; request: Record<string, unknown> };

export const orderApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The sandbox's test consumers and screening subjects, each product's named for it (declared in its contract); 404 when a real bureau answers. */
    getSandboxPersonas: build.query<{ personas: SandboxPersonaInfo[]; subjects: SandboxSubjectInfo[] }, void>({
      query: () => endpointRequest(sandboxPersonasEndpoint),
      transformResponse: (data: unknown) => {
        const { personas, subjects = [] } = responseOf(sandboxPersonasEndpoint, data);
        return { personas, subjects };
      },
    }),
    /** POST the product's order path (reports.md §7) with the request its form built. */
    orderReport: build.mutation<OrderAnswer, OrderReportArgs>({
      query: ({ product, request }) => endpointRequest(REPORT_ORDER_ENDPOINTS[product], { body: request }),
      transformResponse: (data: unknown, _meta, { product }) => responseOf(REPORT_ORDER_ENDPOINTS[product], data),
      invalidatesTags: (result) => (result ? [INQUIRIES_TAG] : []),
    }),
  }),
});

export const { useGetSandboxPersonasQuery, useOrderReportMutation } = orderApi;
