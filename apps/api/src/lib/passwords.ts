import argon2 from 'argon2';

/** argon2id's cost: the library's defaults (OWASP-grade memory cost), ~120 ms a hash on this machine. */
export const PASSWORD_HASH_COST = { memoryCost: 1 << 16, timeCost: 3, parallelism: 4 } as const;

/**
 * The cost new hashes are made with. Only the test runs' setup lowers it
 * (testing/cheap-password-hashes.ts): a hash names its own cost, so verifying reads it from the hash.
 */
let cost: { memoryCost: number; timeCost: number; parallelism: number } = PASSWORD_HASH_COST;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

/**
 * For the API and browser tests only (a vitest setup file): argon2id at 1 MiB and one pass, ~1 ms a hash
 * instead of ~120. Logins, password changes and their history checks run thousands of times there;
 * what they test is which hash matches, not what a hash costs an attacker.
 */
export function cheapPasswordHashesForTests(): void {
  cost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verified when the user does not exist, so that a wrong user name costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
