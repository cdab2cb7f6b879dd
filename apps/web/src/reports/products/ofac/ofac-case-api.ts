import { OFAC_CASE_ENDPOINTS, type OfacCase } from '@creditdesk/contracts';
import { endpointRequest, responseOf } from '../../../api/endpoint-request';
import { reportsApi } from '../../reports-api-base';

export const ofacCaseApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The review case a screen opened (GET /compliance/ofac/inquiries/:inquiryId/case), for its report's
     * page; 404 when the screen opened none. Asked again each time a report shows it, so a decision
     * taken meanwhile is seen.
     */
    getOfacCaseOfInquiry: build.query<OfacCase, string>({
      query: (inquiryId) => endpointRequest(OFAC_CASE_ENDPOINTS.ofInquiry, { params: { inquiryId } }),
      transformResponse: (data: unknown) => responseOf(OFAC_CASE_ENDPOINTS.ofInquiry, data),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOfacCaseOfInquiryQuery } = ofacCaseApi;
