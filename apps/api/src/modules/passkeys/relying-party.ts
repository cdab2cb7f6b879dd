import type { AppContext } from '../../app-context.js';

/**
 * Who the passkeys belong to: the portal's configured public address (PUBLIC_URL). Its host is the
 * RP ID the authenticator binds each passkey to, its origin the only one accepted in a ceremony; a
 * request's Host or Origin header is never trusted for either.
 */
export function relyingParty(ctx: AppContext) {
  const url = new URL(ctx.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Creditdesk' };
}

/** The user handle stored in a passkey: the user's id (a UUID: no name, no e-mail), as bytes. */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));
}

export const COSE_ALGORITHMS = [-7, -257] as const; // ES256, RS256
