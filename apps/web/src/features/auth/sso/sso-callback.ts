import { blockedReason, LOGIN_ERROR_CODES, loginOutcomeRoute } from '@creditdesk/contracts';
import type { SsoPending } from './sso-pending';

/** What the browser brought back to /login from the authorization server (RFC 6749 §4.1.2, RFC 9207). */
export type SsoCallback =
  | { kind: 'none' }
  | { kind: 'code'; code: string; state: string | null; iss: string | null }
  | { kind: 'error'; error: string; description: string | null; state: string | null; iss: string | null; errorCode: number | null };

export function readSsoCallback(search: URLSearchParams): SsoCallback {
  const code = search.get('code');
  const error = search.get('error');
  const state = search.get('state');
  const iss = search.get('iss');
  if (error) {
    const errorCode = Number(search.get('error_code'));
    return { kind: 'error', error, description: search.get('error_description'), state, iss, errorCode: Number.isInteger(errorCode) && errorCode > 0 ? errorCode : null };
  }
  if (code) return { kind: 'code', code, state, iss };
  return { kind: 'none' };
}

/**
 * RFC 9207: the answer names the authorization server that sent it. Ours always does (its discovery
 * document says `authorization_response_iss_parameter_supported`), so a missing or different `iss`
 * is an answer from elsewhere, or one an attacker mixed up with ours: it is refused. An issuer we do
 * not know (the configuration did not load) matches nothing.
 */
export const issuerMatches = (iss: string | null, expectedIssuer: string) => expectedIssuer !== '' && iss === expectedIssuer;

export const SSO_MESSAGES = {
  unverified: 'We could not confirm that this single sign-on answer belongs to your sign-in. Please start single sign-on again.',
  failed: 'Single sign-on could not be completed. Please try again.',
  unavailable: "Your company's sign-in service is not available at the moment. Please try again later.",
  denied: "Your company's sign-in did not let you into Creditdesk.",
} as const;

/** An error of the authorization server in words: its description when it sent one. */
function describeError(error: string, description: string | null): string {
  if (description?.trim()) return description.trim();
  if (error === 'access_denied') return SSO_MESSAGES.denied;
  if (error === 'temporarily_unavailable') return SSO_MESSAGES.unavailable;
  return SSO_MESSAGES.failed;
}

export type SsoCallbackDecision =
  | { kind: 'exchange'; code: string; pending: SsoPending }
  | { kind: 'redirect'; to: string; reason?: string }
  | { kind: 'alert'; message: string };

/**
 * The issuer must be ours (RFC 9207) and the state the one this tab sent; otherwise nothing of the
 * answer is used: no code is exchanged and no error code followed. A login code (`error_code`,
 * portal.md §8) opens the same page as after a password login; any other error is shown in an alert
 * (portal.md §4).
 */
export function judgeSsoCallback(callback: Exclude<SsoCallback, { kind: 'none' }>, pending: SsoPending | null, expectedIssuer: string): SsoCallbackDecision {
  if (!issuerMatches(callback.iss, expectedIssuer)) return { kind: 'alert', message: SSO_MESSAGES.unverified };
  const stateMatches = pending !== null && callback.state !== null && callback.state === pending.state;
  if (callback.kind === 'code') {
    return stateMatches ? { kind: 'exchange', code: callback.code, pending } : { kind: 'alert', message: SSO_MESSAGES.unverified };
  }
  if (stateMatches && callback.errorCode !== null) {
    const to = loginOutcomeRoute(callback.errorCode) ?? '/login-error/generic';
    if (callback.errorCode === LOGIN_ERROR_CODES.blocked) return { kind: 'redirect', to, reason: blockedReason(callback.description ?? '') };
    return { kind: 'redirect', to };
  }
  return { kind: 'alert', message: describeError(callback.error, callback.description) };
}
