import { deleteInquiryEndpoint, myReportsPageEndpoint, myReportsSearchEndpoint } from '@creditdesk/contracts';
import { endpointRequest, responseOf, type ResponseOf } from '../../api/endpoint-request';
import { INQUIRIES_TAG, reportsApi } from '../../reports/reports-api-base';

export type InquiryPage = ResponseOf<typeof myReportsPageEndpoint>;

export type ReportsListArgs = {
  customerId: string;
  pageNumber: number;
  pageSize: number;
  /** MM/DD/YYYY HH:mm:ss */
  fromDate?: string;
  toDate?: string;
  /** non-empty: the search call (POST …/search {keyWords}) instead of the plain page. */
  keyWords?: string;
  /** a header's order (MY_REPORTS_SORT); absent: newest first. */
  sort?: string;
  /** only the reports whose alerts are not resolved yet. */
  alerts?: 'unresolved';
};

export const myReportsApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of My Reports: GET …/pages, or POST …/search when there are key words. */
    getMyReports: build.query<InquiryPage, ReportsListArgs>({
      query: ({ customerId, keyWords, ...query }) =>
        keyWords
          ? endpointRequest(myReportsSearchEndpoint, { params: { customerId }, query, body: { keyWords } })
          : endpointRequest(myReportsPageEndpoint, { params: { customerId }, query }),
      // Both calls answer the same page shape.
      transformResponse: (data: unknown) => responseOf(myReportsPageEndpoint, data),
      providesTags: [INQUIRIES_TAG],
    }),
    /** DELETE /reportinquries/{id}: off My Reports; the record stays for audit and billing. */
    deleteInquiry: build.mutation<unknown, string>({
      query: (id) => endpointRequest(deleteInquiryEndpoint, { params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [INQUIRIES_TAG]),
    }),
  }),
});

export const { useGetMyReportsQuery, useDeleteInquiryMutation } = myReportsApi;
