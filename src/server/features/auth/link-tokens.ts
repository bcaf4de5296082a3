import { createHash, randomBytes } from 'node:crypto';

/** A new single-use link token: 32 random bytes as 43 base64url characters. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form of a token or recovery code: SHA-256, hex. The token itself has 256 bits of
 * entropy, so a fast hash suffices (no salt or work factor needed, unlike passwords).
 */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
