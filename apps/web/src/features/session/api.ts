import { privacyPolicyEndpoint } from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';
import { privacyNeverDisplaySet } from '../../lib/auth/auth-slice';

type PrivacyChoice = { userName: string; neverDisplay: boolean };

/** The privacy-policy choice "never display", stored on the server for the user (PUT privacy-policy). */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    setPrivacyNeverDisplay: build.mutation<PrivacyChoice, PrivacyChoice>({
      query: ({ userName, neverDisplay }) => endpointRequest(privacyPolicyEndpoint, { params: { id: userName }, body: { neverDisplay } }),
      transformResponse: (data: unknown) => parseResponse<PrivacyChoice>(privacyPolicyEndpoint, data),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(privacyNeverDisplaySet(data.neverDisplay));
      },
    }),
  }),
});

export const { useSetPrivacyNeverDisplayMutation } = sessionApi;
