import {
  loginEndpoint,
  logoutEndpoint,
  type TokenResponse,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';

export type LoginRequest = { clientId: string; userName: string; password: string };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Always HTTP 200 for a decided outcome: a token set or an outcome code (portal.md §8). */
    login: build.mutation<TokenResponse, LoginRequest>({
      query: ({ clientId, userName, password }) =>
        endpointRequest(loginEndpoint, { body: { client_id: clientId, userName, password } }),
      transformResponse: (data: unknown) => parseResponse<TokenResponse>(loginEndpoint, data),
    }),
    logout: build.mutation<unknown, void>({
      query: () => endpointRequest(logoutEndpoint),
    }),
  }),
});

export const { useLoginMutation } = authApi;
