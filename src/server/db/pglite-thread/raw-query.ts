// Statements run on the PGlite thread whose answers leave as PostgreSQL's wire bytes (ADR 0042).
// Decoding the rows is the larger part of PGlite's JavaScript, and a transferred ArrayBuffer
// crosses the thread boundary without the copy a structured clone of rows makes; the event loop
// decodes them (decode-rows.ts). Each SQL text is prepared once as a named statement, as
// postgres.js does on PostgreSQL (ADR 0035): later calls skip PostgreSQL's parse and analysis,
// reuse its plan once that is generic, and need one call into PGlite instead of PGlite's six.
import { protocol, type PGlite } from '@electric-sql/pglite';

/** PGlite's locks and serializers, which its public interface does not type. */
interface PgliteInternals {
  serializers: Record<number, (value: unknown) => string>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
}

/** A prepared statement: its name, its parameters' type OIDs and its RowDescription message. */
interface Statement {
  name: string;
  parameterTypes: number[];
  rowDescription: Uint8Array | undefined;
}

/**
 * Prepared statements kept per database; the least recently used beyond this are closed. The
 * app has a few hundred SQL texts; one-off texts (migrations, tests) pass through.
 */
const MAX_STATEMENTS = 500;

/** SQLSTATE 0A000 on a prepared statement: its table changed shape ("cached plan must not …"). */
const STALE_STATEMENT = /\bC0A000\0/;

/** The backend messages in `bytes` (type byte, then Int32 length including itself). */
function* messagesIn(bytes: Uint8Array): Generator<{ type: string; message: Uint8Array }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 0; offset + 5 <= bytes.length;) {
    const end = offset + 1 + view.getInt32(offset + 1);
    yield { type: String.fromCharCode(bytes[offset]!), message: bytes.subarray(offset, end) };
    offset = end;
  }
}

/** The parameter type OIDs of a ParameterDescription message ('t': Int16 count, Int32 each). */
function parameterTypesOf(message: Uint8Array): number[] {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  return Array.from({ length: view.getInt16(5) }, (_, index) => view.getInt32(7 + index * 4));
}

/** Whether `bytes` hold the ErrorResponse of a statement whose table changed shape. */
function isStale(bytes: Uint8Array): boolean {
  for (const { type, message } of messagesIn(bytes)) {
    if (type === 'E' && STALE_STATEMENT.test(new TextDecoder().decode(message))) return true;
  }
  return false;
}

/** One buffer of `chunks`, ready to transfer. */
function concatenate(chunks: Uint8Array[]): ArrayBuffer {
  const whole = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole.buffer;
}

/**
 * Makes the statement runner of one PGlite database. It runs `sql` with `params` and resolves
 * to the backend's answer as wire bytes: RowDescription (when the statement returns rows),
 * DataRows, CommandComplete, ReadyForQuery; a failure is an ErrorResponse in them.
 * `inTransaction`: the caller holds PGlite's transaction lock (a transaction of this thread),
 * so only the statement lock is taken and nothing is synced per statement (as within PGlite's
 * own transactions); otherwise the statement waits for open transactions, and PGlite's
 * `syncToFs` (a no-op on Node's file system, where writes go straight to the files) runs before
 * it resolves, as PGlite's `query` does.
 */
export function createRawQuery(pg: PGlite) {
  const internals = pg as unknown as PgliteInternals;
  const statements = new Map<string, Statement>();
  let nextName = 1;

  /** Runs the protocol `messages` in one call and collects the answer. */
  const send = async (...messages: Uint8Array[]): Promise<Uint8Array[]> => {
    const answer: Uint8Array[] = [];
    // `execProtocolRaw` would also decode every answer on this thread (and keep the decoded
    // messages until the next `query`); the stream variant hands over the bytes only.
    await pg.execProtocolRawStream(
      messages.length === 1 ? messages[0]! : new Uint8Array(concatenate(messages)),
      {
        syncToFs: false,
        onRawData: (bytes) => void answer.push(bytes.slice()), // a view of PGlite's buffer
      },
    );
    return answer;
  };

  /** Prepares `sql`; resolves to the statement, or to the answer holding the ErrorResponse. */
  const prepare = async (sql: string): Promise<Statement | Uint8Array[]> => {
    const close: Uint8Array[] = [];
    if (statements.size >= MAX_STATEMENTS) {
      const [oldest, { name }] = statements.entries().next().value!;
      statements.delete(oldest);
      close.push(protocol.serialize.close({ type: 'S', name }));
    }
    const name = `careabroad_${nextName++}`;
    const answer = await send(
      ...close,
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
    );
    const statement: Statement = { name, parameterTypes: [], rowDescription: undefined };
    for (const chunk of answer) {
      for (const { type, message } of messagesIn(chunk)) {
        if (type === 'E') return [...answer, ...(await send(protocol.serialize.sync()))];
        if (type === 't') statement.parameterTypes = parameterTypesOf(message);
        if (type === 'T') statement.rowDescription = message.slice();
      }
    }
    statements.set(sql, statement);
    return statement;
  };

  const execute = (sql: string, params: unknown[]) =>
    internals._runExclusiveQuery(async () => {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql); // re-inserted below: the Map's order is the LRU order
        statements.set(sql, statement);
      } else {
        const prepared = await prepare(sql);
        if (Array.isArray(prepared)) return prepared;
        statement = prepared;
      }
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serialize = internals.serializers[statement.parameterTypes[index]!];
        return serialize ? serialize(value) : String(value);
      });
      const answer = await send(
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      );
      if (answer.some(isStale)) statements.delete(sql); // prepared again on the next call
      return statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    });

  return async function rawQuery(
    sql: string,
    params: unknown[],
    inTransaction: boolean,
  ): Promise<ArrayBuffer> {
    const answer = inTransaction
      ? await execute(sql, params)
      : await internals._runExclusiveTransaction(async () => {
          const result = await execute(sql, params);
          await pg.syncToFs();
          return result;
        });
    return concatenate(answer);
  };
}
