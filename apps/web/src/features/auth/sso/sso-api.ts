import { idpDetailsEndpoint, loginEndpoint, tokenSetSchema, type IdpDetails, type TokenSet } from '@creditdesk/contracts';
import { api } from '../../../api/api-slice';
import { endpointRequest, parseResponse } from '../../../api/endpoint-request';

export type CodeExchange = { code: string; codeVerifier: string; redirectUri: string; clientId: string };

/** Single sign-on: the company's provider by its identifier, and the authorization-code exchange (PKCE). */
export const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 404 when the identifier names no provider. */
    getIdpDetails: build.query<IdpDetails, string>({
      query: (idpIdentifier) => endpointRequest(idpDetailsEndpoint, { query: { idpIdentifier } }),
      transformResponse: (data: unknown) => parseResponse<IdpDetails>(idpDetailsEndpoint, data),
    }),
    /** POST /oauth2/token grant_type=authorization_code: tokens, or 400 { error, error_description } (RFC 6749 §5.2). */
    exchangeSsoCode: build.mutation<TokenSet, CodeExchange>({
      query: ({ code, codeVerifier, redirectUri, clientId }) =>
        endpointRequest(loginEndpoint, {
          body: { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri, client_id: clientId },
        }),
      transformResponse: (data: unknown) => tokenSetSchema.parse(data),
    }),
  }),
});

export const { useLazyGetIdpDetailsQuery, useExchangeSsoCodeMutation } = ssoApi;
