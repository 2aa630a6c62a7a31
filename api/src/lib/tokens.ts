import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque bearer token: 256 random bits, base64url. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** What the database stores instead of a token. */
export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Constant-time string comparison (hashing first makes the lengths equal). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
