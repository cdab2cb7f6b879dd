import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PORTAL_CLIENT_ID } from '@creditdesk/contracts';
import { passkeyCredentials, users } from '../db/schema/index.js';
import type { RequestRow } from './endpoint-requests.js';
import type { Caller, World } from './world.js';

/** a new passkey row of a user (a caller of Demo Lending: their own; the other company's admin names demo.user's, which it must not reach). */
async function freshPasskey(w: World, c: Caller): Promise<string> {
  const { db } = w.t.database;
  const username = c.ownCompany && c.username ? c.username : 'demo.user';
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [row] = await db
    .insert(passkeyCredentials)
    .values({ userId: user.id, credentialId: randomBytes(16).toString('base64url'), publicKey: 'AA', deviceType: 'singleDevice', backedUp: false, name: 'Matrix' })
    .returning({ id: passkeyCredentials.id });
  return row.id;
}

const demoUserId = async (w: World) => (await w.t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.user')))[0].id;
const b64 = 'AAAA';
const assertion = { id: b64, rawId: b64, type: 'public-key', response: { clientDataJSON: b64, authenticatorData: b64, signature: b64 }, clientExtensionResults: {} };

/** The passkey calls (My Profile, Company Settings, sign-in), spread into ENDPOINT_REQUESTS. */
export const PASSKEYS_REQUESTS: Record<string, RequestRow> = {
  'GET /users/passkeys': () => ({}),
  'POST /users/passkeys/options': () => ({}),
  'POST /users/passkeys': () => ({
    body: { challengeId: '00000000-0000-4000-8000-000000000000', name: 'Laptop', credential: { id: b64, rawId: b64, type: 'public-key', response: { clientDataJSON: b64, attestationObject: b64 }, clientExtensionResults: {} } },
  }),
  'PATCH /users/passkeys/:passkeyId': async (w, c) => ({ params: { passkeyId: await freshPasskey(w, c) }, body: { name: 'Renamed' } }),
  'DELETE /users/passkeys/:passkeyId': async (w, c) => ({ params: { passkeyId: await freshPasskey(w, c) } }),
  'GET /customers/:customerId/passkeys': (w) => ({ params: { customerId: w.demo } }),
  'DELETE /customers/:customerId/users/:userId/passkeys': async (w) => ({ params: { customerId: w.demo, userId: await demoUserId(w) } }),
  'POST /login/passkey/options': () => ({ body: {} }),
  'POST /login/passkey': () => ({ body: { client_id: PORTAL_CLIENT_ID, challengeId: '00000000-0000-4000-8000-000000000000', credential: assertion } }),
  'POST /login/users/passkey/validate': () => ({ body: { mfa_token: 'not-a-token', challengeId: '00000000-0000-4000-8000-000000000000', credential: assertion } }),
};
