import { hash, verify } from '@node-rs/argon2';

/** Argon2id (ARCHITECTURE §7); `2` is Algorithm.Argon2id of @node-rs/argon2 (a const enum). */
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id; returns the PHC string. About 50-90 ms. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches the PHC string; false on mismatch or a malformed hash. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}
