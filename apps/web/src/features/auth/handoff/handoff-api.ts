import { handoffEndpoint, type TokenSet } from '@creditdesk/contracts';
import { api } from '../../../api/api-slice';
import { endpointRequest, parseResponse } from '../../../api/endpoint-request';

/** Support impersonation: the handoff code of /login?handoff= for the support session's tokens, once. */
export const handoffApi = api.injectEndpoints({
  endpoints: (build) => ({
    redeemHandoff: build.mutation<TokenSet, string>({
      query: (code) => endpointRequest(handoffEndpoint, { body: { code } }),
      transformResponse: (data: unknown) => parseResponse<TokenSet>(handoffEndpoint, data),
    }),
  }),
});
