import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { createRowDecoder } from './decode-rows.ts';
import {
  errorFromData,
  type PgliteThreadOptions,
  type Request,
  type ThreadMessage,
} from './messages.ts';

/** Distributes a request over all but the `id`, which the client assigns. */
type RequestBody = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** What Drizzle's PGlite driver runs its statements on: the database or a transaction. */
export interface ThreadQueryable {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
}

/**
 * PGlite running in a worker thread (ADR 0042), with the part of PGlite's interface the app uses:
 * `query`, `transaction`, `listen`, `dumpDataDir` and `close`. Statements run on the thread, so
 * the event loop parses and answers HTTP requests meanwhile; their answers come back as wire
 * bytes, which the event loop decodes into the rows PGlite's `query` would return.
 *
 * Errors keep their message and fields (`code`, `detail`, `constraint`, …). Once the thread is
 * gone (closed or crashed) every call fails with code `CONNECTION_ENDED`, which the breaker
 * (database-health.ts) reads as the database being unavailable.
 */
export class PgliteThreadClient implements ThreadQueryable {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >();
  readonly #listeners = new Map<number, { channel: string; onPayload(payload: string): void }>();
  #decode!: ReturnType<typeof createRowDecoder>;
  #nextId = 1;
  #ended: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the thread and resolves once PGlite is open there; rejects with its error. */
  static async start(options: PgliteThreadOptions): Promise<PgliteThreadClient> {
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: options,
      transferList: options.snapshot ? [options.snapshot] : [],
    });
    const client = new PgliteThreadClient(worker);
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: ThreadMessage) => {
        if (message.kind === 'opened') {
          client.#decode = createRowDecoder(message.arrayTypes, (channel, payload) =>
            client.#notify(channel, payload),
          );
          resolve();
        } else if (message.kind === 'failed') reject(errorFromData(message.error));
        else client.#receive(message);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        client.#end(`the PGlite thread exited (code ${code})`);
        reject(client.#ended);
      });
    });
    worker.on('error', (error) => client.#end(`the PGlite thread failed: ${error.message}`));
    return client;
  }

  async query<Row>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<Row>> {
    const bytes = (await this.#request({ op: 'query', sql, params })) as ArrayBuffer;
    return this.#decode<Row>(bytes, options);
  }

  /**
   * Runs `callback` in a transaction that holds the database until it settles: committed when
   * it resolves, rolled back when it throws (the error is rethrown). Statements outside it wait.
   */
  async transaction<T>(callback: (tx: ThreadQueryable) => Promise<T>): Promise<T> {
    const transactionId = (await this.#request({ op: 'begin' })) as number;
    const tx: ThreadQueryable = {
      query: async <Row>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        const bytes = await this.#request({ op: 'query', sql, params, transactionId });
        return this.#decode<Row>(bytes as ArrayBuffer, options);
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      // The callback's error says what went wrong; a failed rollback (the thread gone) does not.
      await this.#request({ op: 'end', transactionId, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#request({ op: 'end', transactionId, commit: true });
    return result;
  }

  /** PostgreSQL `LISTEN`: calls `onPayload` per notification; resolves to a function that stops. */
  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    const listenerId = this.#nextId++;
    this.#listeners.set(listenerId, { channel, onPayload });
    await this.#request({ op: 'listen', channel, listenerId });
    return async () => {
      this.#listeners.delete(listenerId);
      await this.#request({ op: 'unlisten', listenerId });
    };
  }

  /** The data folder as a gzipped tarball. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.#request({ op: 'dump' })) as ArrayBuffer]);
  }

  /** Closes PGlite (after the statements already sent) and stops the thread. */
  async close(): Promise<void> {
    if (this.#ended) return;
    await this.#request({ op: 'close' });
    this.#end('PGlite is closed');
    await this.#worker.terminate();
  }

  #request(body: RequestBody): Promise<unknown> {
    if (this.#ended) return Promise.reject(this.#ended);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...body, id } satisfies Request);
    });
  }

  #receive(message: ThreadMessage): void {
    if (message.kind === 'notification') {
      this.#listeners.get(message.listenerId)?.onPayload(message.payload);
    } else if (message.kind === 'reply') {
      const pending = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (message.ok) pending?.resolve(message.value);
      else pending?.reject(errorFromData(message.error));
    }
  }

  /**
   * A notification that came back with a statement's answer (decode-rows.ts), to the listeners
   * of its channel. The thread posts those that come with PGlite's own statements (COMMIT).
   */
  #notify(channel: string, payload: string): void {
    for (const listener of this.#listeners.values()) {
      if (listener.channel === channel) listener.onPayload(payload);
    }
  }

  /** Fails every waiting and later call: the thread will not answer any more. */
  #end(reason: string): void {
    this.#ended ??= Object.assign(new Error(reason), { code: 'CONNECTION_ENDED' });
    for (const pending of this.#pending.values()) pending.reject(this.#ended);
    this.#pending.clear();
  }
}
