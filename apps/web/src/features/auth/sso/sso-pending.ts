import { SESSION_KEYS } from '../../../lib/auth/storage-keys';

/** What the portal keeps while the browser is away at the company's provider (sessionStorage, this tab only). */
export type SsoPending = {
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  idpIdentifier: string;
  displayName: string;
};

export function saveSsoPending(pending: SsoPending) {
  sessionStorage.setItem(SESSION_KEYS.ssoPending, JSON.stringify(pending));
}

/** Reads and forgets the pending sign-in: a state and a verifier serve one return only. */
export function takeSsoPending(): SsoPending | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.ssoPending);
  sessionStorage.removeItem(SESSION_KEYS.ssoPending);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SsoPending>;
    const fields = ['state', 'codeVerifier', 'nonce', 'redirectUri', 'idpIdentifier', 'displayName'] as const;
    return fields.every((f) => typeof value[f] === 'string') ? (value as SsoPending) : null;
  } catch {
    return null;
  }
}
