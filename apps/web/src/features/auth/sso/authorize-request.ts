import { authorizeEndpoint } from '@creditdesk/contracts';
import { apiUrl } from '../../../api/api-base-url';
import { randomToken, s256Challenge } from './pkce';
import type { SsoPending } from './sso-pending';

type AuthorizeInput = { clientId: string; origin: string; idpIdentifier: string; displayName: string };

/**
 * A new authorization request (portal.md §4): PKCE S256 with a random verifier, a random state and
 * nonce, scope openid, back to this portal's /login. Returns the URL and what to keep until the return.
 */
export async function buildAuthorizeRequest({ clientId, origin, idpIdentifier, displayName }: AuthorizeInput) {
  const pending: SsoPending = {
    state: randomToken(),
    codeVerifier: randomToken(),
    nonce: randomToken(),
    redirectUri: `${origin}/login`,
    idpIdentifier,
    displayName,
  };
  const url = new URL(apiUrl(authorizeEndpoint.path));
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: pending.redirectUri,
    scope: 'openid',
    state: pending.state,
    code_challenge: await s256Challenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    idp_identifier: idpIdentifier,
    nonce: pending.nonce,
  }).toString();
  return { url: url.toString(), pending };
}
