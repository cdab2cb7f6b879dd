import { type KeyObject, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readOrCreateKeyFile } from '../../lib/key-file.js';

/*
 * The audit trail's own Ed25519 key (docs/audit.md): it signs the chain heads' checkpoints and each
 * downloaded CSV's manifest. A key of its own, not the token key: rotating one must not void the
 * other's signatures, and an auditor who holds this public key learns nothing about sign-in.
 * AUDIT_SIGNING_KEY (a private JWK as JSON) when set, else DATA_DIR/keys/audit-signing.jwk.json,
 * created on first start (every process sharing the folder or the variable signs with the same key).
 */

export const AUDIT_KEY_FILE = 'audit-signing.jwk.json';

export type AuditPublicKey = { kid: string; key: KeyObject };
export type AuditSigner = AuditPublicKey & { sign(data: string): string };

type Jwk = { kty?: string; crv?: string; x?: string; d?: string; kid?: string };

/** RFC 7638 thumbprint of an Ed25519 public key: the id a signature names. */
const thumbprintOf = (x: string) => createHash('sha256').update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x })).digest('base64url');

const newPrivateJwk = () => JSON.stringify(generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }));

function signerOf(jwkText: string): AuditSigner {
  const jwk = JSON.parse(jwkText) as Jwk;
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.d || !jwk.x) throw new Error('the audit signing key must be an Ed25519 private JWK (kty OKP, crv Ed25519, d, x)');
  const privateKey = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, d: jwk.d }, format: 'jwk' });
  return { kid: thumbprintOf(jwk.x), key: createPublicKey(privateKey), sign: (data) => sign(null, Buffer.from(data, 'utf8'), privateKey).toString('base64url') };
}

/** The server's signer: the variable's key, or the file's (created when missing). */
export function loadAuditSigner(options: { fromEnv?: string; dataDir: string }): AuditSigner {
  return signerOf(options.fromEnv ?? readOrCreateKeyFile(options.dataDir, AUDIT_KEY_FILE, newPrivateJwk));
}

/** The server's signer when its key exists already (the verifier never creates one), else undefined. */
export function existingAuditSigner(options: { fromEnv?: string; dataDir: string }): AuditSigner | undefined {
  if (options.fromEnv) return signerOf(options.fromEnv);
  const file = path.join(options.dataDir, 'keys', AUDIT_KEY_FILE);
  return fs.existsSync(file) ? signerOf(fs.readFileSync(file, 'utf8')) : undefined;
}

/** The public key as a JWK to hand to whoever verifies (`npm run audit:verify -- --public-key`). */
export function publicJwkOf(key: AuditPublicKey): Jwk & { kid: string; alg: 'EdDSA'; use: 'sig' } {
  const { x } = key.key.export({ format: 'jwk' }) as Jwk;
  return { kty: 'OKP', crv: 'Ed25519', x, kid: key.kid, alg: 'EdDSA', use: 'sig' };
}

/** Public keys from a JWK or a JWKS (`{"keys": [...]}`) text; a private JWK gives its public half. */
export function publicKeysOf(text: string): AuditPublicKey[] {
  const parsed = JSON.parse(text) as Jwk | { keys: Jwk[] };
  const jwks = 'keys' in parsed && Array.isArray(parsed.keys) ? parsed.keys : [parsed as Jwk];
  return jwks
    .filter((k) => k.kty === 'OKP' && k.crv === 'Ed25519' && typeof k.x === 'string')
    .map((k) => ({ kid: thumbprintOf(k.x!), key: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: k.x! }, format: 'jwk' }) }));
}

/** Whether `signature` (base64url) is one of `keys`' over `data`, by the key it names. */
export function signatureValid(keys: readonly AuditPublicKey[], kid: string, data: string, signature: string): boolean {
  const key = keys.find((k) => k.kid === kid);
  if (!key) return false;
  try {
    return verify(null, Buffer.from(data, 'utf8'), key.key, Buffer.from(signature, 'base64url'));
  } catch {
    return false; // not a signature at all (a wrong length)
  }
}
