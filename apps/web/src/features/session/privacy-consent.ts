import { SESSION_KEYS } from '../../lib/auth/storage-keys';

/**
 * portal.md §4: the privacy policy shows after login unless it was agreed in this session or the
 * user ticked "never display" (stored on the server, read from the profile as privacyNeverDisplay).
 */
export function shouldShowPrivacyPolicy(neverDisplay: boolean): boolean {
  return !neverDisplay && sessionStorage.getItem(SESSION_KEYS.privacyAgreed) !== 'true';
}

/** The agreement of this session (logout clears it). */
export function recordPrivacyAgreement() {
  sessionStorage.setItem(SESSION_KEYS.privacyAgreed, 'true');
}
