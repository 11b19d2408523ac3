import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters (GUIDE.md): 19 MiB, 2 passes, 1 lane.
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot import).
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the e-mail is unknown, so both answers take about as long.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-Stride-1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

// The 10,000 most common passwords (lower-cased), generated from zxcvbn's list by scripts/build-common-passwords.mjs.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(new URL('../../../data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common.has(password.toLowerCase());
}
