import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/*
 * Chunked AES-256-GCM framing of a stored record (ADR 0037), after the "online AEAD" STREAM
 * construction of Hoang, Reyhanitabar, Rogaway and Vizár (CRYPTO 2015) as Tink's streaming AEAD
 * uses it:
 *
 *   header  = "CAV1" ‖ chunk size (uint32 BE) ‖ nonce prefix (7 random bytes)        15 bytes
 *   chunk i = AES-256-GCM(fileKey, nonce = prefix ‖ i (uint32 BE) ‖ last (0|1), aad = header)
 *             ciphertext ‖ 16-byte tag
 *
 * Every chunk but the last holds exactly `chunk size` plaintext bytes; the last holds 1…chunk
 * size (0 for an empty file) and is sealed with last = 1. So a chunk cannot be altered, reordered (counter), dropped
 * from the end (last flag) or spliced in from another file (own key and prefix) without its
 * tag failing, and both directions run in constant memory: one chunk at a time.
 */

const MAGIC = Buffer.from('CAV1', 'ascii');
const NONCE_PREFIX_BYTES = 7;
const HEADER_BYTES = MAGIC.length + 4 + NONCE_PREFIX_BYTES;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** Plaintext bytes per sealed chunk: 64 KiB, the size of a socket or file read. */
export const RECORD_CHUNK_BYTES = 64 * 1024;

/** Largest chunk size a stored header may claim; bounds what decryption buffers. */
const MAX_CHUNK_BYTES = 1024 * 1024;

/** The stored bytes are not what was sealed with this key: altered, cut or from elsewhere. */
export class RecordIntegrityError extends Error {
  constructor(message = 'The stored record failed its integrity check') {
    super(message);
    this.name = 'RecordIntegrityError';
  }
}

/** A fresh random 256-bit key for one file. */
export function generateFileKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/** The stored size of a file of `plainBytes` bytes: header plus one tag per chunk. */
export function sealedSize(plainBytes: number, chunkBytes = RECORD_CHUNK_BYTES): number {
  // The last chunk holds 1…chunk size bytes (0 only for an empty file).
  const chunks = Math.max(1, Math.ceil(plainBytes / chunkBytes));
  return HEADER_BYTES + plainBytes + chunks * TAG_BYTES;
}

function chunkNonce(prefix: Buffer, index: number, isLast: boolean): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  nonce[11] = isLast ? 1 : 0;
  return nonce;
}

/**
 * A transform that seals plaintext into the framing above with `fileKey` (32 bytes). It holds
 * at most one chunk plus one incoming read.
 */
export function createEncryptStream(fileKey: Buffer, chunkBytes = RECORD_CHUNK_BYTES): Transform {
  const prefix = randomBytes(NONCE_PREFIX_BYTES);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt32BE(chunkBytes, MAGIC.length);
  prefix.copy(header, MAGIC.length + 4);
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;

  const seal = (plain: Buffer, isLast: boolean): Buffer => {
    const cipher = createCipheriv('aes-256-gcm', fileKey, chunkNonce(prefix, index, isLast));
    cipher.setAAD(header);
    index += 1;
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };

  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      // Only a chunk known not to be the last is sealed here: more bytes follow it.
      while (pending.length > chunkBytes) {
        this.push(seal(pending.subarray(0, chunkBytes), false));
        pending = pending.subarray(chunkBytes);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      this.push(seal(pending, true));
      callback();
    },
  });
}

/**
 * A transform that opens what {@link createEncryptStream} sealed with `fileKey`, one chunk at a
 * time; each chunk is released only after its tag checked.
 * @throws (as a stream error) RecordIntegrityError on a bad header, a failed tag, or a stream
 * that ends without its last chunk.
 */
export function createDecryptStream(fileKey: Buffer): Transform {
  let header: Buffer | undefined;
  let prefix: Buffer = Buffer.alloc(0);
  let sealedChunkBytes = 0;
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;

  const open = (sealed: Buffer, isLast: boolean): Buffer => {
    if (!header || sealed.length < TAG_BYTES) throw new RecordIntegrityError();
    const decipher = createDecipheriv('aes-256-gcm', fileKey, chunkNonce(prefix, index, isLast));
    decipher.setAAD(header);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    index += 1;
    try {
      return Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new RecordIntegrityError();
    }
  };

  const readHeader = (): void => {
    const candidate = pending.subarray(0, HEADER_BYTES);
    const chunkBytes = candidate.readUInt32BE(MAGIC.length);
    if (!candidate.subarray(0, MAGIC.length).equals(MAGIC) || chunkBytes > MAX_CHUNK_BYTES) {
      throw new RecordIntegrityError('The stored record has an unknown format');
    }
    header = Buffer.from(candidate);
    prefix = header.subarray(MAGIC.length + 4);
    sealedChunkBytes = chunkBytes + TAG_BYTES;
    pending = pending.subarray(HEADER_BYTES);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        if (!header && pending.length >= HEADER_BYTES) readHeader();
        while (header && pending.length > sealedChunkBytes) {
          this.push(open(pending.subarray(0, sealedChunkBytes), false));
          pending = pending.subarray(sealedChunkBytes);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!header) throw new RecordIntegrityError('The stored record is truncated');
        this.push(open(pending, true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}
