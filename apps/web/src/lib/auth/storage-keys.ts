/** Every browser-storage key the portal writes, in one place so logout can clear them all. */
export const SESSION_KEYS = {
  accessToken: 'creditdesk.accessToken',
  idToken: 'creditdesk.idToken',
  refreshToken: 'creditdesk.refreshToken',
  /** epoch ms: now + expires_in * 1000 when the tokens were stored. */
  tokenExpiresAt: 'creditdesk.tokenExpiresAt',
  /** epoch ms: when the whole session ends (session_expires_at of the token set). */
  sessionEndsAt: 'creditdesk.sessionEndsAt',
  /** epoch ms: when the user logged in; the active-session check counts from it. */
  loginTime: 'creditdesk.loginTime',
  /** warning 4001: the pending challenge's MFA token (not a session token) and when it expires (epoch ms). */
  mfaToken: 'creditdesk.mfa.token',
  mfaTokenExpiresAt: 'creditdesk.mfa.tokenExpiresAt',
  /** single sign-on under way: state, PKCE verifier, nonce and redirect URI (JSON), until the browser returns. */
  ssoPending: 'creditdesk.sso.pending',
  /** the user agreed to the privacy policy in this session. */
  privacyAgreed: 'creditdesk.privacyAgreed',
  /** set while a logout is under way (e.g. forced after a lockout); cleared by logout. */
  temporaryLogout: 'creditdesk.temporaryLogout',
  /** set when a logged-in page unloads: the next start is a browser page refresh. */
  pageRefreshMarker: 'creditdesk.pageRefresh',
} as const;
