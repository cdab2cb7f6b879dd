import { describe, expect, it } from 'vitest';
import { CODE_VERIFIER, S256_CHALLENGE } from '@creditdesk/contracts';
import { base64Url, randomToken, s256Challenge } from './pkce';

describe('PKCE', () => {
  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes verifiers, states and nonces of 256 random bits that the server accepts', async () => {
    const values = new Set(Array.from({ length: 20 }, () => randomToken()));
    expect(values.size).toBe(20);
    for (const value of values) {
      expect(value).toMatch(CODE_VERIFIER);
      expect(await s256Challenge(value)).toMatch(S256_CHALLENGE);
    }
  });

  it('encodes base64url without padding', () => {
    expect(base64Url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64Url(new Uint8Array([1]))).toBe('AQ');
  });
});
