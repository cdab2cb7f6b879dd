import {
  otpEmailEndpoint,
  otpValidateEndpoint,
  type LoginError,
  type MfaMethod,
  type OtpEmailSent,
  type TokenSet,
} from '@creditdesk/contracts';
import { api } from '../../../api/api-slice';
import { endpointRequest, parseResponse } from '../../../api/endpoint-request';

export type OtpValidateArgs = { mfaToken: string; code: string; method: MfaMethod };

/** The second step of a login answered 4001: HTTP 200 with tokens (or an e-mail sent), else a code. */
export const mfaApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateOtp: build.mutation<TokenSet | LoginError, OtpValidateArgs>({
      query: ({ mfaToken, code, method }) => endpointRequest(otpValidateEndpoint, { body: { mfa_token: mfaToken, code, method } }),
      transformResponse: (data: unknown) => parseResponse<TokenSet | LoginError>(otpValidateEndpoint, data),
    }),
    sendOtpEmail: build.mutation<OtpEmailSent | LoginError, string>({
      query: (mfaToken) => endpointRequest(otpEmailEndpoint, { body: { mfa_token: mfaToken } }),
      transformResponse: (data: unknown) => parseResponse<OtpEmailSent | LoginError>(otpEmailEndpoint, data),
    }),
  }),
});

export const { useValidateOtpMutation, useSendOtpEmailMutation } = mfaApi;
