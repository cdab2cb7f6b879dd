import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HASH_COST, hashPassword, verifyPassword } from './passwords.js';

describe('password hashes', () => {
  it('are argon2id at the library defaults outside the tests (64 MiB, 3 passes, 4 lanes)', () => {
    expect(PASSWORD_HASH_COST).toEqual({ memoryCost: 65536, timeCost: 3, parallelism: 4 });
  });

  it('are argon2id at a test cost in the tests, and verify the right password only', async () => {
    const hash = await hashPassword('copper lighthouse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(hash, 'copper lighthouse')).toBe(true);
    expect(await verifyPassword(hash, 'copper lighthouse!')).toBe(false);
  });

  it('verifies a hash made at the real cost, as stored by a server outside the tests', async () => {
    const stored = await argon2.hash('copper lighthouse', { type: argon2.argon2id, ...PASSWORD_HASH_COST });
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    expect(await verifyPassword(stored, 'copper lighthouse')).toBe(true);
  });
});
