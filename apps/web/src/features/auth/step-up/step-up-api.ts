import { type StepUpChallenge, type StepUpRequest, type StepUpResult, stepUpChallengeEndpoint, stepUpEndpoint } from '@creditdesk/contracts';
import { api } from '../../../api/api-slice';
import { endpointRequest, parseResponse } from '../../../api/endpoint-request';

/** Step-up (RFC 9470): a challenge of this session, then its proof (the e-mailed code is sent by the login's otp/email call). */
export const stepUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    startStepUp: build.mutation<StepUpChallenge, void>({
      query: () => endpointRequest(stepUpChallengeEndpoint),
      transformResponse: (data: unknown) => parseResponse<StepUpChallenge>(stepUpChallengeEndpoint, data),
    }),
    proveStepUp: build.mutation<StepUpResult, StepUpRequest>({
      query: (body) => endpointRequest(stepUpEndpoint, { body }),
      transformResponse: (data: unknown) => parseResponse<StepUpResult>(stepUpEndpoint, data),
    }),
  }),
});

export const { useStartStepUpMutation, useProveStepUpMutation } = stepUpApi;
