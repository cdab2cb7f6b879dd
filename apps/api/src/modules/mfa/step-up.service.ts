import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACR,
  type Endpoint,
  STEP_UP_ERROR,
  STEP_UP_MESSAGES,
  type StepUpChallenge,
  type StepUpRequest,
  type StepUpResult,
  isStepUpCall,
  stepUpChallengeHeader,
} from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { HttpError, badRequest, unauthorized } from '../../lib/http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { RequestMeta } from '../auth/open-session.js';
import { recordSessionFactor } from '../auth/sessions.repository.js';
import { findUserById } from '../users/users.repository.js';
import { completeChallenge } from './mfa.repository.js';
import { type OpenChallenge, openChallenge, proveCode, provePasskey, startMfaChallenge, stepUpMethodsFor } from './mfa.service.js';
import { type SessionFactorState, sessionFactorState } from './step-up.repository.js';

/*
 * Step-up (RFC 9470, contracts auth/step-up.ts): an endpoint declared `stepUp` needs, for a person's
 * call, a second factor proven for this session within the max age. The proof is kept on the session
 * row (factor_proven_at), so every process on the database sees it at once. The proof reuses the
 * login's MFA challenge (mfa.service.ts), bound to the session: the same codes, attempts and e-mails.
 * Audit events: mfa.step-up-required, mfa.step-up, mfa.step-up-skipped (and the MFA events of the proof).
 */

/** 'skip' leaves amr ['pwd'] (no factor): it stands only while the company merely recommends one and the user has none. */
export function stepUpSatisfied(state: SessionFactorState): boolean {
  if (!state.hasFactor && state.policy === 'off') return true;
  if (!state.freshAmr) return false;
  if (state.freshAmr.some((m) => m !== 'pwd')) return true;
  return !state.hasFactor && state.policy === 'recommended';
}

const maySkip = (state: SessionFactorState) => !state.hasFactor && state.policy === 'recommended';

/** The guard of a step-up endpoint (plugins/endpoint.ts, through the app context): after validation, as `when` reads the body. */
export async function requireFreshFactor(req: FastifyRequest, reply: FastifyReply, endpoint: Endpoint): Promise<void> {
  const caller = req.caller;
  // an API client is no person: it has no factor to prove (its secret and scopes are its own guard)
  if (!caller || caller.client || !isStepUpCall(endpoint.stepUp, req.body)) return;
  const { ctx } = req.server;
  const maxAge = ctx.config.tokens.stepUpMaxAgeSeconds;
  const state = await sessionFactorState(ctx.db, caller.sessionId, maxAge);
  if (state && stepUpSatisfied(state)) return;
  await recordAudit(ctx.db, {
    action: 'mfa.step-up-required',
    outcome: 'failure',
    customerId: caller.customerId,
    actorUserId: caller.userId,
    actorUsername: caller.username,
    targetType: 'endpoint',
    targetId: `${endpoint.method} ${endpoint.path}`,
    details: { sessionId: caller.sessionId, maxAge },
    correlationId: String(req.id),
    ip: req.ip,
  });
  reply.header('www-authenticate', stepUpChallengeHeader(maxAge));
  throw new HttpError(401, STEP_UP_MESSAGES.required(Math.max(1, Math.round(maxAge / 60))), { error: STEP_UP_ERROR, acrValues: ACR.mfa, maxAge });
}

async function stateOf(ctx: AppContext, caller: Caller): Promise<SessionFactorState> {
  const state = await sessionFactorState(ctx.db, caller.sessionId, ctx.config.tokens.stepUpMaxAgeSeconds);
  if (!state) throw unauthorized();
  return state;
}

/** POST /login/step-up/challenge: the login's challenge for this session, with the company's rule. */
export async function startStepUp(ctx: AppContext, caller: Caller, meta: RequestMeta): Promise<StepUpChallenge> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw unauthorized();
  const state = await stateOf(ctx, caller);
  const { warning_code: _, ...challenge } = await startMfaChallenge(ctx, user, `step-up:${caller.sessionId}`, meta, caller.sessionId);
  return { ...challenge, methods: await stepUpMethodsFor(ctx, user), policy: state.policy, may_skip: maySkip(state), max_age: ctx.config.tokens.stepUpMaxAgeSeconds };
}

/** POST /login/step-up: a right code (or, where allowed, a skip) records the factor on the session for every process. */
export async function proveStepUp(ctx: AppContext, caller: Caller, input: StepUpRequest, meta: RequestMeta): Promise<StepUpResult> {
  const opened = await openChallenge(ctx, input.mfa_token, meta, { sessionId: caller.sessionId });
  if ('error_code' in opened) throw badRequest(opened.error_message, { code: opened.error_code });
  let amr: string[];
  switch (input.method) {
    case 'passkey': {
      const refused = await provePasskey(ctx, opened, input, meta);
      if (refused) throw badRequest(refused.error_message, { code: refused.error_code });
      amr = ['hwk', 'user'];
      break;
    }
    case 'skip':
      await skip(ctx, caller, opened);
      amr = ['pwd'];
      break;
    default: {
      const refused = await proveCode(ctx, opened, input, meta);
      if (refused) throw badRequest(refused.error_message, { code: refused.error_code });
      amr = ['pwd', 'otp'];
    }
  }
  const at = await recordSessionFactor(ctx.db, caller.sessionId, amr);
  if (!at) throw unauthorized();
  await recordAudit(ctx.db, {
    action: input.method === 'skip' ? 'mfa.step-up-skipped' : 'mfa.step-up',
    outcome: 'success',
    customerId: caller.customerId,
    actorUserId: caller.userId,
    actorUsername: caller.username,
    targetType: 'user',
    targetId: caller.username,
    details: { sessionId: caller.sessionId, method: input.method, challengeId: opened.challenge.id },
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
  const authTime = Math.floor(at.getTime() / 1000);
  return {
    acr: input.method === 'skip' ? ACR.password : ACR.mfa,
    amr,
    auth_time: authTime,
    fresh_until: new Date((authTime + ctx.config.tokens.stepUpMaxAgeSeconds) * 1000).toISOString(),
  };
}

async function skip(ctx: AppContext, caller: Caller, opened: OpenChallenge): Promise<void> {
  if (!maySkip(await stateOf(ctx, caller))) throw badRequest(STEP_UP_MESSAGES.skipNotAllowed);
  if (!(await completeChallenge(ctx.db, opened.challenge.id))) throw badRequest(STEP_UP_MESSAGES.wrongSession);
}
