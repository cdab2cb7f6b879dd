import { z } from 'zod';
import { AUTHENTICATED, PUBLIC, accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { adminMessageSchema, customerIdParams } from '../admin/admin-common.js';
import { errorBodySchema } from '../common/error-body.js';
import { loginErrorSchema, tokenResponseSchema, tokenSetSchema } from './tokens.js';
import {
  addPasskeyBodySchema,
  companyPasskeyUsersSchema,
  passkeyListSchema,
  passkeyLoginBodySchema,
  passkeyLoginOptionsBodySchema,
  passkeyOptionsSchema,
  passkeySchema,
  passkeyValidateBodySchema,
  renamePasskeyBodySchema,
} from './passkeys.js';

const passkeyIdParams = z.object({ passkeyId: z.uuid({ error: 'passkeyId must be a passkey id' }) });
const COMPANY = accessOfRoute('/company');

// ---- My Profile: the caller's own passkeys

export const listPasskeysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users/passkeys',
  summary: "The caller's passkeys: name, when added, when last used",
  access: AUTHENTICATED,
  tenancy: 'caller',
  response: { 200: passkeyListSchema },
});

export const passkeyRegistrationOptionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/users/passkeys/options',
  summary: 'Start adding a passkey: the creation options and their single-use challenge',
  access: AUTHENTICATED,
  tenancy: 'caller',
  // 400: the user has the most passkeys allowed (or a body that is not JSON: none is read)
  response: { 200: passkeyOptionsSchema, 400: errorBodySchema },
});

export const addPasskeyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/users/passkeys',
  summary: 'Finish adding a passkey: the authenticator\'s answer, verified, is stored under its name',
  access: AUTHENTICATED,
  tenancy: 'caller',
  body: addPasskeyBodySchema,
  // 400: the answer did not verify (challenge used or expired, origin, RP ID, no user verification) or too many passkeys
  response: { 201: passkeySchema },
});

export const renamePasskeyEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/users/passkeys/:passkeyId',
  summary: 'Rename one of the caller\'s passkeys',
  access: AUTHENTICATED,
  tenancy: 'caller',
  params: passkeyIdParams,
  body: renamePasskeyBodySchema,
  response: { 200: passkeySchema },
});

export const removePasskeyEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/users/passkeys/:passkeyId',
  summary: 'Remove one of the caller\'s passkeys',
  access: AUTHENTICATED,
  tenancy: 'caller',
  params: passkeyIdParams,
  response: { 200: adminMessageSchema },
});

// ---- Company Settings: who has one, and the reset of a user who lost theirs

export const companyPasskeyUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customers/:customerId/passkeys',
  summary: "The company's users who have a passkey (how many, when last used)",
  access: COMPANY,
  customerParam: 'customerId',
  params: customerIdParams,
  response: { 200: companyPasskeyUsersSchema },
});

export const resetUserPasskeysEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/customers/:customerId/users/:userId/passkeys',
  summary: "Remove every passkey of a user of the company (the user lost them)",
  access: COMPANY,
  customerParam: 'customerId',
  params: customerIdParams.extend({ userId: z.uuid({ error: 'userId must be a user id' }) }),
  response: { 200: adminMessageSchema },
});

// ---- Sign-in

export const passkeyLoginOptionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/login/passkey/options',
  summary: 'Start a passkey sign-in: request options for any passkey (discoverable), or for the user of a pending second factor',
  access: PUBLIC,
  tenancy: 'none',
  body: passkeyLoginOptionsBodySchema,
  response: { 200: z.union([passkeyOptionsSchema, loginErrorSchema]) },
});

/**
 * A sign-in with a passkey alone: the same answers as the password login (tokens, a warning, or a
 * login outcome code of portal.md §8); 4006 when the passkey did not verify.
 */
export const passkeyLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/login/passkey',
  summary: 'Sign in with a passkey: its signed answer to the challenge',
  access: PUBLIC,
  tenancy: 'none',
  body: passkeyLoginBodySchema,
  response: { 200: tokenResponseSchema },
});

export const passkeyValidateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/login/users/passkey/validate',
  summary: 'Complete a login answered 4001 with a passkey as the second factor',
  access: PUBLIC,
  tenancy: 'none',
  body: passkeyValidateBodySchema,
  response: { 200: z.union([tokenSetSchema, loginErrorSchema]) },
});
