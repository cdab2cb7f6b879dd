import { type AlertResolutionRequest, inquiryApplicantEndpoint, inquiryBatchDetailsEndpoint, inquiryDetailsEndpoint, resolveAlertsEndpoint } from '@creditdesk/contracts';
import { endpointRequest, responseOf, type ResponseOf } from '../api/endpoint-request';
import { INQUIRIES_TAG, reportsApi } from './reports-api-base';

export type InquiryDetails = ResponseOf<typeof inquiryDetailsEndpoint>;

/**
 * A stored report of any product as it was returned when ordered (GET /reportinquiries/extract/{id}/details):
 * the report page shows it, and a review case reads its screen's candidates from it. Not kept once
 * nobody shows it (it is a consumer's file).
 */
export const storedReportApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    getInquiryDetails: build.query<InquiryDetails, string>({
      query: (id) => endpointRequest(inquiryDetailsEndpoint, { params: { id } }),
      transformResponse: (data: unknown) => responseOf(inquiryDetailsEndpoint, data),
      keepUnusedDataFor: 0,
    }),
    /** The batch and row a report was ordered in (GET …/batchdetails); 404 when it is no batch's. */
    getInquiryBatchDetails: build.query<ResponseOf<typeof inquiryBatchDetailsEndpoint>, string>({
      query: (id) => endpointRequest(inquiryBatchDetailsEndpoint, { params: { id } }),
      transformResponse: (data: unknown) => responseOf(inquiryBatchDetailsEndpoint, data),
      keepUnusedDataFor: 0,
    }),
    /** A stored report's applicant, to fill another product's order form (issue 33); read like the report, audited. Not kept. */
    getRecalledApplicant: build.query<ResponseOf<typeof inquiryApplicantEndpoint>, string>({
      query: (id) => endpointRequest(inquiryApplicantEndpoint, { params: { id } }),
      transformResponse: (data: unknown) => responseOf(inquiryApplicantEndpoint, data),
      keepUnusedDataFor: 0,
    }),
    /** Resolve a report's fraud / active-duty / discrepancy alerts (docs/careful-pulls.md); My Reports' filter changes. */
    resolveAlerts: build.mutation<ResponseOf<typeof resolveAlertsEndpoint>, { id: string; body: AlertResolutionRequest }>({
      query: ({ id, body }) => endpointRequest(resolveAlertsEndpoint, { params: { id }, body }),
      transformResponse: (data: unknown) => responseOf(resolveAlertsEndpoint, data),
      invalidatesTags: (_r, error) => (error ? [] : [INQUIRIES_TAG]),
    }),
  }),
});

export const { useGetInquiryDetailsQuery, useGetInquiryBatchDetailsQuery, useGetRecalledApplicantQuery, useResolveAlertsMutation } = storedReportApi;
