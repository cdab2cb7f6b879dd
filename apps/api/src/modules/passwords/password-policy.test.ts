import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commonPasswords, commonPasswordsFile, isCommonPassword } from './common-passwords.js';
import { TEMPORARY_PASSWORD_ALPHABET, TEMPORARY_PASSWORD_LENGTH, checkNewPasswordOnServer, generateTemporaryPassword } from './password-policy.js';

const robin = { userName: 'r.quill', email: 'robin.quill@example.test', firstName: 'Robin', lastName: 'Quill' };

describe('the shipped breached/common password list', () => {
  it('is the derived SecLists list: lower-cased, deduplicated, under 2 MB', () => {
    const file = commonPasswordsFile();
    expect(fs.statSync(file).size).toBeLessThan(2 * 1024 * 1024);
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(50_000);
    expect(commonPasswords()).toBe(list); // loaded once
    for (const entry of ['123456', 'password', 'password1234', 'qwertyuiop123']) expect(list.has(entry)).toBe(true);
    expect([...list].every((p) => p === p.toLowerCase())).toBe(true);
  });

  it('compares case-insensitively', () => {
    expect(isCommonPassword('PASSWORD1234')).toBe(true);
    expect(isCommonPassword('QwErTyUiOp123')).toBe(true);
    expect(isCommonPassword('Harbour lights at dusk')).toBe(false);
  });
});

describe('checkNewPasswordOnServer', () => {
  it('adds the list to the shared rules', () => {
    expect(checkNewPasswordOnServer('password1234', robin)).toBe('common');
    expect(checkNewPasswordOnServer('short', robin)).toBe('too-short');
    expect(checkNewPasswordOnServer('robin in the garden', robin)).toBe('contains-user-name');
    expect(checkNewPasswordOnServer('Harbour lights at dusk', robin)).toBeUndefined();
  });
});

describe('temporary passwords', () => {
  it('are 16 characters without look-alikes, different every time, and pass the policy', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generateTemporaryPassword(robin);
      expect(p).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
      expect(p).not.toMatch(/[0O1lI]/);
      expect([...p].every((c) => TEMPORARY_PASSWORD_ALPHABET.includes(c))).toBe(true);
      expect(checkNewPasswordOnServer(p, robin)).toBeUndefined();
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});
