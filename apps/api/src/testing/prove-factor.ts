import type { TokenSet } from '@creditdesk/contracts';
import type { Db } from '../db/client.js';
import { recordSessionFactor } from '../modules/auth/sessions.repository.js';

/** The session of these tokens proves a second factor now, as a step-up or a sign-in through MFA would (modules/mfa/step-up.service.ts). */
export async function proveFactorFor(db: Db, tokens: Pick<TokenSet, 'access_token'>): Promise<void> {
  const [, payload] = tokens.access_token.split('.');
  const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid?: unknown };
  if (typeof sid !== 'string' || !(await recordSessionFactor(db, sid, ['pwd', 'otp']))) throw new Error('no live session to prove a factor for');
}
