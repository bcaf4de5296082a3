import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { RecordIntegrityError } from './record-cipher.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts a file key with the master key (RECORDS_MASTER_KEY, 32 bytes) by AES-256-GCM, bound
 * to the record's `storageKey` as additional data, so a wrapped key copied onto another record
 * does not open. Returns base64url of `iv ‖ tag ‖ wrapped key` for the `wrapped_key` column.
 */
export function wrapFileKey(masterKey: Buffer, fileKey: Buffer, storageKey: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(Buffer.from(storageKey, 'utf8'));
  const wrapped = Buffer.concat([cipher.update(fileKey), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), wrapped]).toString('base64url');
}

/**
 * The file key of {@link wrapFileKey}.
 * @throws RecordIntegrityError when the master key is not the one it was wrapped with, or the
 * wrapped key or storage key was altered.
 */
export function unwrapFileKey(masterKey: Buffer, wrappedKey: string, storageKey: string): Buffer {
  const bytes = Buffer.from(wrappedKey, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', masterKey, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(storageKey, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new RecordIntegrityError('The record key does not open with the master key');
  }
}
