import { randomUUID } from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { RecordMediaType } from '#shared/records/records.schemas.ts';
import { createContentScan, inspectRecordHead, unsupportedFile } from './record-file-checks.ts';
import type { RecordsVault } from './records.service.ts';
import {
  createDecryptStream,
  createEncryptStream,
  generateFileKey,
} from './storage/record-cipher.ts';
import { unwrapFileKey, wrapFileKey } from './storage/record-key-wrap.ts';

/*
 * The vault's storage for files other features own (issue #17, ADR 0050): a hospital's
 * accreditation evidence and its photos are sealed with a file key of their own, wrapped by the
 * master key, exactly as medical records are (ADR 0037). The owning feature keeps the storage
 * key and wrapped key in its own rows and names them to the orphan sweep (ADR 0038).
 */

/**
 * The policy to serve a sealed file with: the records vault's (a sandboxed document that loads
 * nothing, framed only by the app itself, ADR 0037).
 */
export { RECORD_CONTENT_CSP as SEALED_FILE_CSP } from './record-content-headers.ts';

/** Where a sealed file lives and the key that opens it. */
export interface SealedFile {
  storageKey: string;
  wrappedKey: string;
}

/**
 * Checks a document by its content with the vault's rules (ADR 0037) and accepts PDF, JPEG and
 * PNG only: the type from the signature, no web-page markup, no PDF active content.
 * @throws 400 for an empty file; 415 for any other type or refused content.
 */
export async function inspectDocument(bytes: Buffer): Promise<RecordMediaType> {
  const { mediaType } = await inspectRecordHead(bytes);
  if (mediaType === 'application/dicom') {
    throw unsupportedFile('Only PDF, JPEG and PNG documents can be uploaded as evidence.');
  }
  const scan = createContentScan(mediaType);
  if (scan) {
    await new Promise<void>((resolve, reject) => {
      scan.on('error', reject).on('finish', resolve).resume();
      scan.end(bytes);
    });
  }
  return mediaType;
}

/** Encrypts `bytes` into the store under a new key; nothing is left behind on failure. */
export async function sealFile(vault: RecordsVault, bytes: Buffer): Promise<SealedFile> {
  const storageKey = randomUUID();
  const fileKey = generateFileKey();
  const sealed = pipeline(Readable.from([bytes]), createEncryptStream(fileKey), () => {});
  await vault.store.put(storageKey, sealed);
  return { storageKey, wrappedKey: wrapFileKey(vault.masterKey, fileKey, storageKey) };
}

/** The decrypted content of a sealed file, streamed (a failed integrity check cuts it). */
export async function openSealedFile(
  vault: RecordsVault & { log: FastifyBaseLogger },
  file: SealedFile,
): Promise<Readable> {
  const fileKey = unwrapFileKey(vault.masterKey, file.wrappedKey, file.storageKey);
  const stored = await vault.store.get(file.storageKey);
  return pipeline(stored, createDecryptStream(fileKey), (error) => {
    if (error && error.name === 'RecordIntegrityError') {
      vault.log.error({ storageKey: file.storageKey }, 'a sealed file failed its integrity check');
    }
  });
}
