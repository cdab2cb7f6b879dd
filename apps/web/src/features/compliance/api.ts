import { OFAC_CASE_ENDPOINTS, type OfacCase, type OfacCaseDecision, type OfacCaseReview, type OfacCaseStatus } from '@creditdesk/contracts';
import { httpStatusOf } from '../../api/api-errors';
import { api } from '../../api/api-slice';
import { endpointRequest, responseOf } from '../../api/endpoint-request';

/** Tag of the company's review cases: a decision (or a refusal saying another user decided) loads them again. */
const OFAC_CASES_TAG = 'OfacCases' as const;

const casesApi = api.enhanceEndpoints({ addTagTypes: [OFAC_CASES_TAG] });

export const ofacCasesApi = casesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The company's cases, open ones first, then the newest unless sorted (GET /compliance/ofac/cases[?status=][&sort=]); no status: every one. */
    getOfacCases: build.query<OfacCase[], { status?: OfacCaseStatus; sort?: string }>({
      query: ({ status, sort }) => endpointRequest(OFAC_CASE_ENDPOINTS.list, status || sort ? { query: { ...(status ? { status } : {}), ...(sort ? { sort } : {}) } } : {}),
      transformResponse: (data: unknown) => responseOf(OFAC_CASE_ENDPOINTS.list, data).cases,
      providesTags: [OFAC_CASES_TAG],
    }),
    /** One case with its screen and candidates (GET /compliance/ofac/cases/:caseId), whoever ran the screen. */
    getOfacCase: build.query<OfacCaseReview, string>({
      query: (caseId) => endpointRequest(OFAC_CASE_ENDPOINTS.one, { params: { caseId } }),
      transformResponse: (data: unknown) => responseOf(OFAC_CASE_ENDPOINTS.one, data),
      providesTags: [OFAC_CASES_TAG],
    }),
    /** A compliance user's decision; 409 when someone decided the case first, so the cases load again either way. */
    decideOfacCase: build.mutation<OfacCase, { caseId: string; body: OfacCaseDecision }>({
      query: ({ caseId, body }) => endpointRequest(OFAC_CASE_ENDPOINTS.decide, { params: { caseId }, body }),
      transformResponse: (data: unknown) => responseOf(OFAC_CASE_ENDPOINTS.decide, data),
      invalidatesTags: (_result, error) => (!error || httpStatusOf(error) === 409 ? [OFAC_CASES_TAG] : []),
      // the decided case shows at once, before the cases have loaded again
      async onQueryStarted({ caseId }, { dispatch, queryFulfilled }) {
        try {
          const { data: decided } = await queryFulfilled;
          dispatch(ofacCasesApi.util.updateQueryData('getOfacCase', caseId, (review) => ({ ...review, case: decided })));
          dispatch(ofacCasesApi.util.updateQueryData('getOfacCases', {}, (cases) => cases.map((c) => (c.id === decided.id ? decided : c))));
        } catch {
          // the form shows the refusal
        }
      },
    }),
  }),
});

export const { useGetOfacCasesQuery, useGetOfacCaseQuery, useDecideOfacCaseMutation } = ofacCasesApi;
