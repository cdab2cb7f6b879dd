import {
  type AdminMessage,
  type CompanySettings,
  type UpdateCompanyBody,
  getCompanyEndpoint,
  updateCompanyEndpoint,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';

type Saved = AdminMessage & { company: CompanySettings };

export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompany: build.query<CompanySettings, string>({
      query: (customerId) => endpointRequest(getCompanyEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => parseResponse<CompanySettings>(getCompanyEndpoint, data),
    }),
    /** PUT /customers/{id} with one section only; the answer's settings replace the cached ones. */
    updateCompany: build.mutation<Saved, { customerId: string; body: UpdateCompanyBody }>({
      query: ({ customerId, body }) => endpointRequest(updateCompanyEndpoint, { params: { customerId }, body }),
      transformResponse: (data: unknown) => parseResponse<Saved>(updateCompanyEndpoint, data),
      async onQueryStarted({ customerId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(companyApi.util.upsertQueryData('getCompany', customerId, data.company));
        } catch {
          // the section shows the failure; the cached settings stay as they were
        }
      },
    }),
  }),
});

export const { useGetCompanyQuery, useUpdateCompanyMutation } = companyApi;
