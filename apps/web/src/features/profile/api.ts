import { changePasswordEndpoint, type ChangePasswordResponse } from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';

export type OwnPasswordChange = { userName: string; currentPassword: string; newPassword: string };

/** POST /login/users/changepassword?page=MY_PROFILE: HTTP 200 with success or a code (portal.md §8). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeOwnPassword: build.mutation<ChangePasswordResponse, OwnPasswordChange>({
      query: (body) => endpointRequest(changePasswordEndpoint, { query: { page: 'MY_PROFILE' }, body }),
      transformResponse: (data: unknown) => parseResponse<ChangePasswordResponse>(changePasswordEndpoint, data),
    }),
  }),
});

export const { useChangeOwnPasswordMutation } = profileApi;
