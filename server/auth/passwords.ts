import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (an ambient const enum, not importable under verbatimModuleSyntax).
const ARGON2ID = 2;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 1024;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password against a stored argon2id hash. With no stored hash (unknown user, or a user
 * without a password) a dummy hash is verified instead, so both answers take the same time.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored || !stored.startsWith('$argon2')) {
    dummyHash ??= hashPassword('larder-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
