import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { readOrCreateKeyFile } from './key-file.js';

/**
 * AES-256-GCM for consumer data at rest. Each value gets a fresh 96-bit nonce and is bound to where it
 * is stored through the associated data ("report_inquiries:<id>:report"), so a ciphertext copied
 * to another row or column fails to decrypt. Stored form: "v1:" + base64url(nonce | tag | ciphertext).
 */
export type FieldCipher = {
  encrypt(plaintext: string, context: string): string;
  decrypt(stored: string, context: string): string;
  /**
   * A keyed hash (HMAC-SHA-256 under a key derived from the data key) of a value, for finding equal
   * values without storing or comparing them in clear (a blind index): the same value and purpose
   * give the same hash; without the key it can not be guessed from a list of SSNs.
   */
  keyedHash(value: string, purpose: string): string;
};

const VERSION = 'v1:';

/**
 * Nonces drawn from a buffer of random bytes filled a thousand nonces at a time: as random as one
 * draw each (the same CSPRNG), without a call into it for every value (a batch encrypts two values a
 * row, hundreds of rows a second).
 */
function noncePool(perFill = 1024) {
  let pool = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + 12 > pool.length) {
      pool = randomBytes(12 * perFill);
      at = 0;
    }
    at += 12;
    return pool.subarray(at - 12, at);
  };
}

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('the data encryption key must be 32 bytes');
  const nextNonce = noncePool();
  // a key of its own for the hashes, so no value is ever both encrypted and MACed under one key
  const hashKey = createHmac('sha256', key).update('creditdesk keyed hash v1').digest();
  return {
    keyedHash: (value, purpose) => createHmac('sha256', hashKey).update(`${purpose}\0${value}`, 'utf8').digest('base64url'),
    encrypt(plaintext, context) {
      const nonce = nextNonce();
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(stored, context) {
      if (!stored.startsWith(VERSION)) throw new Error('unknown ciphertext version');
      const raw = Buffer.from(stored.slice(VERSION.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key: DATA_ENCRYPTION_KEY (32 bytes, base64) when set; outside production a development key
 * is created under DATA_DIR/keys on first start. Production refuses to start without the variable.
 */
export function loadDataKey(options: { fromEnv?: string; dataDir: string; isProduction: boolean }): Buffer {
  if (options.fromEnv) {
    const key = Buffer.from(options.fromEnv, 'base64');
    if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32)');
    return key;
  }
  if (options.isProduction) throw new Error('DATA_ENCRYPTION_KEY is required in production');
  return Buffer.from(readOrCreateKeyFile(options.dataDir, 'data-encryption.key', () => randomBytes(32).toString('base64')), 'base64');
}

/** Names a data key without revealing it (so processes can tell whether they share one). */
export function keyFingerprint(key: Buffer): string {
  return createHmac('sha256', key).update('creditdesk data key fingerprint').digest('base64url').slice(0, 22);
}
