import fs from 'node:fs';
import path from 'node:path';
import { type CryptoKey, type JWK, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from 'jose';

export type SigningKey = { privateKey: CryptoKey; publicJwk: JWK; kid: string; alg: 'EdDSA' };

/**
 * The token signing key (Ed25519). From TOKEN_SIGNING_KEY (a private JWK as JSON) when set,
 * otherwise from DATA_DIR/keys/token-signing.jwk.json, created on first start. Every process
 * that shares the data folder or the variable signs and verifies with the same key.
 */
export async function loadSigningKey(options: { fromEnv?: string; dataDir: string }): Promise<SigningKey> {
  const jwk = options.fromEnv ? (JSON.parse(options.fromEnv) as JWK) : await readOrCreate(options.dataDir);
  const privateKey = (await importJWK(jwk, 'EdDSA')) as CryptoKey;
  const { d: _private, ...publicJwk } = jwk;
  const kid = await calculateJwkThumbprint(publicJwk);
  return { privateKey, publicJwk: { ...publicJwk, kid, alg: 'EdDSA', use: 'sig' }, kid, alg: 'EdDSA' };
}

async function readOrCreate(dataDir: string): Promise<JWK> {
  const file = path.join(dataDir, 'keys', 'token-signing.jwk.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as JWK;
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // 'wx': two processes starting together must not overwrite each other's key.
  try {
    fs.writeFileSync(file, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return JSON.parse(fs.readFileSync(file, 'utf8')) as JWK;
  }
  return jwk;
}
