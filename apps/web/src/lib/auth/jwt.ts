import { accessClaimsShell, type AccessClaims } from '@creditdesk/contracts/shell';

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** A JWT's payload as an object, without verifying it (the server verifies every call); null if unreadable. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payload));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads the access token's claims without verifying them: the server verifies every call. */
export function decodeAccessToken(token: string): AccessClaims | null {
  const payload = decodeJwtPayload(token);
  if (!payload) return null;
  const parsed = accessClaimsShell.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
