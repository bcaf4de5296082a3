import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Marks an encrypted value; a stored secret without it is a plain Base32 one from before. */
export const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** HKDF `info`: this key is for TOTP secrets only, unrelated to the cookie-signing keys. */
const KEY_LABEL = 'careabroad totp secret v1';

/** Encrypts and decrypts authenticator secrets for the `users.totp_secret` column. */
export interface TotpSecretBox {
  /** `v1.` + base64url(12-byte IV ‖ ciphertext ‖ 16-byte GCM tag); a fresh IV every call. */
  seal(userId: string, secret: string): string;
  /**
   * The Base32 secret of a stored value; a value stored in clear (a row from before encryption)
   * is returned as it is.
   * @throws when an encrypted value fails authentication (tampered, or another key).
   */
  open(userId: string, stored: string): string;
}

/**
 * AES-256-GCM at rest for TOTP secrets (ADR 0027 addendum), with a key derived by HKDF-SHA256
 * from the session secret (SESSION_SECRET or the generated `DATA_DIR/session-secret`), so no
 * further setting is needed. The user id is the additional authenticated data: a value copied
 * to another account's row does not open.
 */
export function createTotpSecretBox(sessionSecret: string): TotpSecretBox {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, '', KEY_LABEL, 32));
  return {
    seal(userId, secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(userId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(userId, stored) {
      if (!stored.startsWith(SEALED_PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
        .setAAD(Buffer.from(userId))
        .setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
