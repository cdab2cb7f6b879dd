import { SESSION_KEYS, privacyNeverShowKey } from '../../lib/auth/storage-keys';

/**
 * portal.md §4: the privacy policy shows after login unless it was agreed in this session or the
 * user ticked "never display". The second is kept per user in this browser for now; a later issue
 * stores it on the server.
 */
export function shouldShowPrivacyPolicy(username: string): boolean {
  if (sessionStorage.getItem(SESSION_KEYS.privacyAgreed) === 'true') return false;
  return !username || localStorage.getItem(privacyNeverShowKey(username)) !== 'true';
}

export function agreeToPrivacyPolicy(username: string, neverDisplay: boolean) {
  sessionStorage.setItem(SESSION_KEYS.privacyAgreed, 'true');
  if (neverDisplay && username) localStorage.setItem(privacyNeverShowKey(username), 'true');
}
