/**
 * The token that names the user's help consent for a refresh (GET /consent/refresh_token/{token}).
 * The server keeps it hashed and the status call does not answer it, so the browser keeps the grant's
 * (per user); only its owner's session can use it. Lost (another browser): the consent is given anew.
 */
const key = (userName: string) => `creditdesk.consent.${userName.toLowerCase()}`;

export function storeConsentToken(userName: string, token: string | undefined) {
  try {
    if (token) localStorage.setItem(key(userName), token);
    else localStorage.removeItem(key(userName));
  } catch {
    // storage refused (private mode): the consent can still be given again
  }
}

export function readConsentToken(userName: string): string | null {
  try {
    return localStorage.getItem(key(userName));
  } catch {
    return null;
  }
}
