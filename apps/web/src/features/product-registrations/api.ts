import { PRODUCT_REGISTRATION_ENDPOINTS, productRegistrationSchema, type EidVerifierForm, type ProductRegistrationView } from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';

const { list, submitEidVerifierForm } = PRODUCT_REGISTRATION_ENDPOINTS;

export const productRegistrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductRegistrations: build.query<ProductRegistrationView[], void>({
      query: () => endpointRequest(list),
      transformResponse: (data: unknown) => parseResponse<{ registrations: ProductRegistrationView[] }>(list, data).registrations,
    }),
    /** The eIDverifier registration form; its answer (the registration, now Submitted) replaces the cached one. */
    submitEidVerifierForm: build.mutation<ProductRegistrationView, EidVerifierForm>({
      query: (body) => endpointRequest(submitEidVerifierForm, { body }),
      transformResponse: (data: unknown) => productRegistrationSchema.parse(data),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(productRegistrationsApi.util.updateQueryData('getProductRegistrations', undefined, (all) => all.map((r) => (r.registration === data.registration ? data : r))));
        } catch {
          // the form shows the failure
        }
      },
    }),
  }),
});

export const { useGetProductRegistrationsQuery, useSubmitEidVerifierFormMutation } = productRegistrationsApi;
