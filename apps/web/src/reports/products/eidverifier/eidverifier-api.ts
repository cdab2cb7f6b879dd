import { EID_VERIFIER_ANSWER_ENDPOINT, type EidVerifierAnswers, type EidVerifierResponse } from '@creditdesk/contracts';
import { endpointRequest, responseOf } from '../../../api/endpoint-request';
import { reportsApi } from '../../reports-api-base';

export const eidVerifierApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The applicant's answers (POST /idfc/reports/eidverifier/:inquiryId/answers): the stored report with its new status. */
    answerEidVerifier: build.mutation<EidVerifierResponse, { inquiryId: string; body: EidVerifierAnswers }>({
      query: ({ inquiryId, body }) => endpointRequest(EID_VERIFIER_ANSWER_ENDPOINT, { params: { inquiryId }, body }),
      transformResponse: (data: unknown) => responseOf(EID_VERIFIER_ANSWER_ENDPOINT, data) as EidVerifierResponse,
    }),
  }),
});

export const { useAnswerEidVerifierMutation } = eidVerifierApi;
