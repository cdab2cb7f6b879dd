import {
  addPasskeyEndpoint,
  companyPasskeyUsersEndpoint,
  listPasskeysEndpoint,
  passkeyLoginEndpoint,
  passkeyLoginOptionsEndpoint,
  passkeyRegistrationOptionsEndpoint,
  passkeyValidateEndpoint,
  removePasskeyEndpoint,
  resetUserPasskeysEndpoint,
  type AdminMessage,
  type CompanyPasskeyUsers,
  type LoginError,
  type Passkey,
  type PasskeyAssertionCredential,
  type PasskeyOptions,
  type PasskeyRegistrationCredential,
  type TokenResponse,
  type TokenSet,
} from '@creditdesk/contracts';
import { api } from './api-slice';
import { endpointRequest, parseResponse } from './endpoint-request';

const PASSKEYS = 'Passkeys';

/** Passkeys: the user's own (My Profile), the company's holders (Company Settings), and the sign-in calls. */
export const passkeysApi = api.enhanceEndpoints({ addTagTypes: [PASSKEYS] }).injectEndpoints({
  endpoints: (build) => ({
    ownPasskeys: build.query<Passkey[], void>({
      query: () => endpointRequest(listPasskeysEndpoint),
      transformResponse: (data: unknown) => parseResponse<{ passkeys: Passkey[] }>(listPasskeysEndpoint, data).passkeys,
      providesTags: [PASSKEYS],
    }),
    passkeyRegistrationOptions: build.mutation<PasskeyOptions, void>({
      query: () => endpointRequest(passkeyRegistrationOptionsEndpoint),
    }),
    addPasskey: build.mutation<Passkey, { challengeId: string; name: string; credential: PasskeyRegistrationCredential }>({
      query: (body) => endpointRequest(addPasskeyEndpoint, { body }),
      invalidatesTags: [PASSKEYS],
    }),
    removePasskey: build.mutation<AdminMessage, string>({
      query: (passkeyId) => endpointRequest(removePasskeyEndpoint, { params: { passkeyId } }),
      invalidatesTags: [PASSKEYS],
    }),
    companyPasskeyUsers: build.query<CompanyPasskeyUsers['users'], string>({
      query: (customerId) => endpointRequest(companyPasskeyUsersEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => parseResponse<CompanyPasskeyUsers>(companyPasskeyUsersEndpoint, data).users,
      providesTags: [PASSKEYS],
    }),
    resetUserPasskeys: build.mutation<AdminMessage, { customerId: string; userId: string }>({
      query: (params) => endpointRequest(resetUserPasskeysEndpoint, { params }),
      invalidatesTags: [PASSKEYS],
    }),
    passkeyLoginOptions: build.mutation<PasskeyOptions | LoginError, { mfaToken?: string }>({
      query: ({ mfaToken }) => endpointRequest(passkeyLoginOptionsEndpoint, { body: mfaToken ? { mfa_token: mfaToken } : {} }),
    }),
    passkeyLogin: build.mutation<TokenResponse, { clientId: string; challengeId: string; credential: PasskeyAssertionCredential }>({
      query: ({ clientId, challengeId, credential }) => endpointRequest(passkeyLoginEndpoint, { body: { client_id: clientId, challengeId, credential } }),
      transformResponse: (data: unknown) => parseResponse<TokenResponse>(passkeyLoginEndpoint, data),
    }),
    validatePasskey: build.mutation<TokenSet | LoginError, { mfaToken: string; challengeId: string; credential: PasskeyAssertionCredential }>({
      query: ({ mfaToken, challengeId, credential }) => endpointRequest(passkeyValidateEndpoint, { body: { mfa_token: mfaToken, challengeId, credential } }),
      transformResponse: (data: unknown) => parseResponse<TokenSet | LoginError>(passkeyValidateEndpoint, data),
    }),
  }),
});

export const {
  useOwnPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useCompanyPasskeyUsersQuery,
  useResetUserPasskeysMutation,
  usePasskeyLoginOptionsMutation,
  usePasskeyLoginMutation,
  useValidatePasskeyMutation,
} = passkeysApi;
