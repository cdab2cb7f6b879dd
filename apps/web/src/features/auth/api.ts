import {
  loginEndpoint,
  logoutEndpoint,
  profileEndpoint,
  type TokenResponse,
  type UserProfile,
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
    /** Profile details by the lower-cased user id (portal.md §4). */
    getProfile: build.query<UserProfile, string>({
      query: (userName) => endpointRequest(profileEndpoint, { params: { id: userName.toLowerCase() } }),
      transformResponse: (data: unknown) => parseResponse<UserProfile>(profileEndpoint, data),
      providesTags: ['Profile'],
    }),
    logout: build.mutation<unknown, void>({
      query: () => endpointRequest(logoutEndpoint),
    }),
  }),
});

export const { useLoginMutation } = authApi;
