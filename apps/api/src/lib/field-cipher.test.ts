import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, loadDataKey } from './field-cipher.js';

describe('field cipher', () => {
  const cipher = createFieldCipher(randomBytes(32));

  it('round-trips and never stores the plaintext', () => {
    const stored = cipher.encrypt('123-45-6789', 'report_inquiries:a:identity');
    expect(stored).not.toContain('6789');
    expect(cipher.decrypt(stored, 'report_inquiries:a:identity')).toBe('123-45-6789');
    expect(cipher.encrypt('same', 'c')).not.toBe(cipher.encrypt('same', 'c'));
  });

  it('refuses a ciphertext moved to another row, or tampered with', () => {
    const stored = cipher.encrypt('secret', 'report_inquiries:a:identity');
    expect(() => cipher.decrypt(stored, 'report_inquiries:b:identity')).toThrow();
    const tampered = stored.slice(0, -2) + (stored.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt(tampered, 'report_inquiries:a:identity')).toThrow();
  });

  it('gives every value its own nonce, across refills of the nonce pool', () => {
    const cipher = createFieldCipher(randomBytes(32));
    const nonces = new Set(Array.from({ length: 3000 }, () => Buffer.from(cipher.encrypt('x', 'c').slice(3), 'base64url').subarray(0, 12).toString('hex')));
    expect(nonces.size).toBe(3000);
  });

  it('creates a development key once under the data folder, and demands one in production', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-key-'));
    const first = loadDataKey({ dataDir: dir, isProduction: false });
    expect(first).toHaveLength(32);
    expect(loadDataKey({ dataDir: dir, isProduction: false }).equals(first)).toBe(true);
    expect((fs.statSync(path.join(dir, 'keys', 'data-encryption.key')).mode & 0o777).toString(8)).toBe('600');
    expect(() => loadDataKey({ dataDir: dir, isProduction: true })).toThrow(/required in production/);
    expect(() => loadDataKey({ fromEnv: 'c2hvcnQ=', dataDir: dir, isProduction: true })).toThrow(/32 bytes/);
    fs.rmSync(dir, { recursive: true });
  });
});
