import type { FastifyInstance } from 'fastify';
import { EID_VERIFIER_ANSWER_ENDPOINT } from '@creditdesk/contracts';
import { registerEndpoint } from '../../../../plugins/endpoint.js';
import { answerVerification } from './eidverifier-answers.js';

/** eIDverifier's second call: the applicant's answers to the questions its order gave. */
export function registerEidVerifierRoutes(app: FastifyInstance) {
  registerEndpoint(app, EID_VERIFIER_ANSWER_ENDPOINT, async (req) =>
    answerVerification(app.ctx, req.caller!, req.params.inquiryId, req.body, { correlationId: String(req.id), ip: req.ip }) as never,
  );
}
