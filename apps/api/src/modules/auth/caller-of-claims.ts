import { type AccessClaims, parseEntitlements } from '@creditdesk/contracts';
import type { Caller } from '../../app-context.js';

/** The caller verified claims name (an access token's, a link grant's: modules/auth/link-grant.ts). */
export const callerOfClaims = (claims: Pick<AccessClaims, 'sub' | 'sid' | 'customerId' | 'username' | 'role' | 'entitlements'>): Caller => ({
  userId: claims.sub,
  sessionId: claims.sid,
  customerId: claims.customerId,
  username: claims.username,
  role: claims.role,
  entitlements: parseEntitlements(claims.entitlements),
});
