import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REGISTRATION_MESSAGES,
  REGISTRATION_REFUSALS,
  registerCustomerEndpoint,
  registrationCustomerEndpoint,
  registrationGenerateUserEndpoint,
  registrationUserNameExistsEndpoint,
  validateMemberNumberRegistrationEndpoint,
} from '@creditdesk/contracts';
import { RetryLaterError } from '../../lib/retry-later.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { requestMeta } from '../auth/auth.routes.js';
import { countAddressAttempt, ipThrottleKey } from '../auth/login-policy.js';
import { generateUserName } from '../admin/users-admin/username-generator.js';
import { syncRegistrationKey } from './registration-key.js';
import { type RegistrationAct, registerCustomer, registeredCompany, validateMemberNumber } from './registration.service.js';
import { userNameAvailability } from './user-name-check.js';

/**
 * The registration service of portal.md §7 (docs/onboarding.md). Every call needs the registration
 * API key (the guard, from the declaration) and counts toward a per-address limit
 * (REGISTRATION_ATTEMPTS_PER_MINUTE, 429 past it): the key is public, and the name checks must not
 * become a fast way to list login names.
 */
export function registerRegistrationRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;

  app.addHook('onReady', async () => {
    await syncRegistrationKey(db, ctx.registrationApiKey, ctx.config.registration.apiKey !== undefined);
  });

  /** The act of a registration call, after the per-address limit. */
  const actOf = async (req: FastifyRequest): Promise<RegistrationAct> => {
    const meta = requestMeta(req);
    const key = ipThrottleKey(meta.ip);
    const attempt = key ? await countAddressAttempt(db, `registration:${key}`, ctx.config.registration.attemptsPerMinute) : undefined;
    if (attempt?.over) {
      throw new RetryLaterError(429, REGISTRATION_MESSAGES.tooManyRequests, attempt.retryAfterSeconds, { reason: REGISTRATION_REFUSALS.tooManyRequests });
    }
    return { ctx, meta, apiKeyName: req.apiKey?.name ?? 'unknown' };
  };

  registerEndpoint(app, validateMemberNumberRegistrationEndpoint, async (req) => {
    const act = await actOf(req);
    return validateMemberNumber(act, req.body.memberNumber, req.body.securityCode);
  });

  registerEndpoint(app, registrationUserNameExistsEndpoint, async (req) => {
    await actOf(req);
    return userNameAvailability(db, req.params.userName);
  });

  registerEndpoint(app, registrationGenerateUserEndpoint, async (req) => {
    await actOf(req);
    return { userName: await generateUserName(db, req.body) };
  });

  registerEndpoint(app, registerCustomerEndpoint, async (req) => registerCustomer(await actOf(req), req.body));

  // Only a company created by registration, and only what is not personal: the id is the capability
  // (a random UUID that only the registration's answer gave out).
  registerEndpoint(app, registrationCustomerEndpoint, async (req) => {
    await actOf(req);
    return registeredCompany(db, req.params.id);
  });
}
