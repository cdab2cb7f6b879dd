import { clientConfigEndpoint, type ClientConfig } from '@creditdesk/contracts';
import { clientConfigFailed, clientConfigLoaded } from '../lib/client-config-slice';
import { api } from './api-slice';
import { endpointRequest, parseResponse } from './endpoint-request';

export const clientConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientConfig: build.query<ClientConfig, void>({
      query: () => endpointRequest(clientConfigEndpoint),
      transformResponse: (data: unknown) => parseResponse<ClientConfig>(clientConfigEndpoint, data),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(clientConfigLoaded(data));
        } catch {
          dispatch(clientConfigFailed());
        }
      },
    }),
  }),
});
