import {
  companyAdministratorsEndpoint,
  consentGrantEndpoint,
  consentRefreshEndpoint,
  consentStatusEndpoint,
  consentWithdrawEndpoint,
  type CompanyAdministrator,
  type Consent,
  type ConsentStatus,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';

const helpApi = api.enhanceEndpoints({ addTagTypes: ['HelpConsent'] }).injectEndpoints({
  endpoints: (build) => ({
    getCompanyAdministrators: build.query<CompanyAdministrator[], void>({
      query: () => endpointRequest(companyAdministratorsEndpoint),
      transformResponse: (data: unknown) => parseResponse<{ data: CompanyAdministrator[] }>(companyAdministratorsEndpoint, data).data,
    }),
    getConsent: build.query<ConsentStatus['consent'], void>({
      query: () => endpointRequest(consentStatusEndpoint),
      transformResponse: (data: unknown) => parseResponse<ConsentStatus>(consentStatusEndpoint, data).consent,
      providesTags: ['HelpConsent'],
    }),
    grantConsent: build.mutation<Consent, string>({
      query: (userName) => endpointRequest(consentGrantEndpoint, { body: { userName } }),
      transformResponse: (data: unknown) => parseResponse<Consent>(consentGrantEndpoint, data),
      invalidatesTags: ['HelpConsent'],
    }),
    /** GET /consent/refresh_token/{token}: another HELP_CONSENT_HOURS from now (it changes the consent, so a mutation). */
    refreshConsent: build.mutation<Consent, string>({
      query: (token) => endpointRequest(consentRefreshEndpoint, { params: { token } }),
      transformResponse: (data: unknown) => parseResponse<Consent>(consentRefreshEndpoint, data),
      invalidatesTags: ['HelpConsent'],
    }),
    withdrawConsent: build.mutation<unknown, string>({
      query: (user) => endpointRequest(consentWithdrawEndpoint, { params: { user } }),
      invalidatesTags: ['HelpConsent'],
    }),
  }),
});

export const { useGetCompanyAdministratorsQuery, useGetConsentQuery, useGrantConsentMutation, useRefreshConsentMutation, useWithdrawConsentMutation } = helpApi;
