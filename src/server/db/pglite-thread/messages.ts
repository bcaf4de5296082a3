// The messages between the event loop and the thread that runs PGlite (ADR 0042). Everything in
// them crosses the thread boundary by structured clone, so they hold data only (no functions).
import type { ArrayType } from './decode-rows.ts';

/** What the PGlite thread is started with (`workerData`). */
export interface PgliteThreadOptions {
  /** The PGlite folder on disk (already locked by the opener); absent → in memory. */
  dataDir?: string;
  /** A `dumpDataDir` tarball to start from, as bytes (a Blob does not cross threads in Node 20). */
  snapshot?: ArrayBuffer;
}

/** A request to the thread; `id` pairs it with its {@link Reply}. */
export type Request = { id: number } &
  /**
   * A statement, `sql` with `$n` parameters; replies with the backend's answer as wire bytes
   * (raw-query.ts). `transactionId` absent → on its own, after any open transaction ends.
   */
  (
    | { op: 'query'; sql: string; params: unknown[]; transactionId?: number }
    /** Opens a transaction that holds PGlite until `end`; replies with its id. */
    | { op: 'begin' }
    | { op: 'end'; transactionId: number; commit: boolean }
    | { op: 'listen'; channel: string; listenerId: number }
    | { op: 'unlisten'; listenerId: number }
    /** Replies with the gzipped data folder as an ArrayBuffer. */
    | { op: 'dump' }
    | { op: 'close' }
  );

/** A driver error as data: its message plus the primitive fields (`code`, `detail`, …). */
export interface ErrorData {
  message: string;
  fields: Record<string, string | number | boolean>;
}

/** What the thread posts: replies, notifications, and once, whether it opened the database. */
export type ThreadMessage =
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: ErrorData }
  | { kind: 'notification'; listenerId: number; payload: string }
  /** PGlite is open; `arrayTypes` are what the event loop needs to decode arrays in rows. */
  | { kind: 'opened'; arrayTypes: ArrayType[] }
  | { kind: 'failed'; error: ErrorData };

/** `error` as {@link ErrorData}, keeping the fields `sqlStateOf` and the logs read. */
export function errorToData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: ErrorData['fields'] = { name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean;
    }
  }
  return { message: error.message, fields };
}

/** An Error rebuilt from {@link ErrorData}: same message, `code`, `detail`, `constraint`, … */
export function errorFromData(data: ErrorData): Error {
  return Object.assign(new Error(data.message), data.fields);
}
