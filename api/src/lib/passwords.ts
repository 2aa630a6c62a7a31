import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package declares it as an ambient const enum, unusable under isolatedModules.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID } as Parameters<typeof hash>[1];

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against a throwaway hash so that a login for an unknown user takes as
 * long as one with a wrong password (no user enumeration by timing).
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dure-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

/** DOMAIN §3 User: at least 9 characters and 3 of the 4 classes (lower, upper, digit, symbol). */
export function meetsPasswordPolicy(password: string): boolean {
  if (password.length < 9 || password.length > 200) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
  return classes >= 3;
}

