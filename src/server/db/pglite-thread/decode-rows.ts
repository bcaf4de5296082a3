import {
  parse as pgliteParse,
  protocol,
  types,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/** An array type and its element type, as PGlite reads them from `pg_type` when it opens. */
export interface ArrayType {
  oid: number;
  typarray: number;
}

type BackendMessage = { name: string; channel?: string; payload?: string };

/**
 * Makes the decoder of raw-query.ts's wire bytes for one database (ADR 0040): rows parsed with
 * PGlite's own parsers (its defaults plus the database's array types, `arrayTypes`) and those of
 * `options`, exactly as PGlite's `query` returns them. Notifications that came with the answer
 * (a `pg_notify` is delivered when its transaction ends) go to `onNotification`.
 * @throws the backend's DatabaseError (with `code`, `detail`, …) when the statement failed.
 */
export function createRowDecoder(
  arrayTypes: ArrayType[],
  onNotification: (channel: string, payload: string) => void,
) {
  const parsers: Record<number, (value: string, typeId?: number) => unknown> = { ...types.parsers };
  for (const { oid, typarray } of arrayTypes) {
    parsers[typarray] = (value) => types.arrayParser(value, parsers[oid]!, typarray);
  }
  return function decode<Row>(bytes: ArrayBuffer, options: QueryOptions = {}): Results<Row> {
    const messages: BackendMessage[] = [];
    new protocol.Parser().parse(new Uint8Array(bytes), (message) =>
      messages.push(message as BackendMessage),
    );
    for (const message of messages) {
      if (message.name === 'notification') onNotification(message.channel!, message.payload!);
    }
    const error = messages.find((message) => message.name === 'error');
    if (error) throw error;
    const [result] = pgliteParse.parseResults(messages as never, parsers as never, options);
    return (result ?? { rows: [], fields: [], affectedRows: 0 }) as Results<Row>;
  };
}
