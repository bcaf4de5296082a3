// A statement run on the PGlite thread whose answer leaves as PostgreSQL's wire bytes (ADR 0040):
// decoding the rows is the larger part of PGlite's JavaScript, and a transferred ArrayBuffer
// crosses the thread boundary without the copy a structured clone of rows makes. The event loop
// decodes them (decode-rows.ts). The steps are those of PGlite's own `query` (0.5.x):
// parse, describe (for the parameters' types), bind, describe portal, execute, sync.
import { parse as pgliteParse, protocol, type PGlite } from '@electric-sql/pglite';

/** PGlite's locks and serializers, which its public interface does not type. */
interface PgliteInternals {
  serializers: Record<number, (value: unknown) => string>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
}

type BackendMessage = { name: string };

function messagesOf(bytes: Uint8Array): BackendMessage[] {
  const messages: BackendMessage[] = [];
  new protocol.Parser().parse(bytes, (message) => messages.push(message as BackendMessage));
  return messages;
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
 * Runs `sql` with `params` and resolves to the backend's answer as wire bytes (an error is in
 * them as an ErrorResponse). `inTransaction`: the caller holds PGlite's transaction lock (a
 * transaction of this thread), so only the statement lock is taken and the files are synced at
 * its COMMIT; otherwise the statement waits for open transactions and its writes are synced to
 * the data folder before it resolves, as PGlite's `query` does.
 */
export function rawQuery(
  pg: PGlite,
  sql: string,
  params: unknown[],
  inTransaction: boolean,
): Promise<ArrayBuffer> {
  const internals = pg as unknown as PgliteInternals;
  const run = () =>
    internals._runExclusiveQuery(async () => {
      const answer: Uint8Array[] = [];
      // `execProtocolRaw` would also decode every answer on this thread (and keep the decoded
      // messages until the next `query`); the stream variant hands over the bytes only.
      const send = async (message: Uint8Array, into = answer) => {
        await pg.execProtocolRawStream(message, {
          syncToFs: false,
          onRawData: (bytes) => void into.push(bytes.slice()), // a view of PGlite's buffer
        });
        return into;
      };
      try {
        const parsed = await send(protocol.serialize.parse({ text: sql }));
        // A statement that does not parse has its ErrorResponse in the answer; sync ends it.
        if (parsed.some((bytes) => messagesOf(bytes).some((m) => m.name === 'error'))) {
          return answer;
        }
        const described = (await send(protocol.serialize.describe({ type: 'S' }), [])).flatMap(
          messagesOf,
        );
        const types = pgliteParse.parseDescribeStatementResults(described as never);
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serialize = internals.serializers[types[index]!];
          return serialize ? serialize(value) : String(value);
        });
        await send(protocol.serialize.bind({ values }));
        await send(protocol.serialize.describe({ type: 'P' }));
        await send(protocol.serialize.execute({}));
      } finally {
        await send(protocol.serialize.sync());
      }
      return answer;
    });
  return (async () => {
    const chunks = inTransaction
      ? await run()
      : await internals._runExclusiveTransaction(async () => {
          const result = await run();
          await pg.syncToFs();
          return result;
        });
    return concatenate(chunks);
  })();
}
