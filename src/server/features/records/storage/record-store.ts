import type { Readable } from 'node:stream';

/**
 * Where sealed record files live (ADR 0037): local disk under DATA_DIR, or an S3-compatible
 * bucket. Keys are opaque ids the service makes (uuids); the bytes are already encrypted.
 */
export interface RecordStore {
  /** `local` or `s3`, for logs. */
  readonly kind: 'local' | 's3';
  /**
   * Streams `source` to `key`. Visible under `key` only once complete; on any failure (the
   * source erroring included) nothing is left behind, neither under `key` nor a partial part.
   */
  put(key: string, source: Readable): Promise<void>;
  /** The stored bytes, streamed. @throws when there is no object under `key`. */
  get(key: string): Promise<Readable>;
  /** Removes the object; an absent one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key (for sweeps and tests; the number of files is bounded by the quota). */
  listKeys(): Promise<string[]>;
  /**
   * Every complete object with the time it was stored (for the orphan sweep, ADR 0038, which
   * leaves young objects alone: their row may be a moment from being committed).
   */
  listObjects(): Promise<StoredObject[]>;
  /**
   * Removes what uploads interrupted before `startedBefore` left behind (a crash mid-upload);
   * how many. An S3 bucket leaves this to its lifecycle rule (ADR 0038).
   */
  removeIncompleteUploads(startedBefore: Date): Promise<number>;
}

/** A complete object of a {@link RecordStore}. */
export interface StoredObject {
  key: string;
  storedAt: Date;
}

/** Storage keys are uuids: nothing a client controls reaches a path or an object name. */
export function assertStorageKey(key: string): void {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key)) {
    throw new Error('invalid storage key');
  }
}
