import { changePasswordEndpoint, type ChangePasswordResponse } from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';

export type ResetConfirmation = { userName: string; code: string; newPassword: string };

/** Forgot password (public): FORGOT_PW e-mails a code (the same answer for every name); CONFIRM_FORGOT_PW sets the password. */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestResetCode: build.mutation<ChangePasswordResponse, string>({
      query: (userName) => endpointRequest(changePasswordEndpoint, { query: { page: 'FORGOT_PW' }, body: { userName } }),
      transformResponse: (data: unknown) => parseResponse<ChangePasswordResponse>(changePasswordEndpoint, data),
    }),
    confirmReset: build.mutation<ChangePasswordResponse, ResetConfirmation>({
      query: (body) => endpointRequest(changePasswordEndpoint, { query: { page: 'CONFIRM_FORGOT_PW' }, body }),
      transformResponse: (data: unknown) => parseResponse<ChangePasswordResponse>(changePasswordEndpoint, data),
    }),
  }),
});

export const { useRequestResetCodeMutation, useConfirmResetMutation } = passwordResetApi;
