import { protocol, types, type QueryOptions, type Results } from '@electric-sql/pglite';

/** An array type and its element type, as PGlite reads them from `pg_type` when it opens. */
export interface ArrayType {
  oid: number;
  typarray: number;
}

type Parser = (text: string, typeId?: number) => unknown;

/** Backend message types (PostgreSQL protocol 3). */
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'
const NOTIFICATION = 0x41; // 'A'
/** Command tags whose count PGlite adds to `affectedRows`. */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** The end of the NUL-terminated string at `start`. */
const cstringEnd = (buffer: Buffer, start: number) => buffer.indexOf(0, start);

/** The fields of a RowDescription whose body starts at `offset`. */
function fieldsOf(buffer: Buffer, offset: number): Results['fields'] {
  const fields: { name: string; dataTypeID: number }[] = [];
  let at = offset + 2;
  for (let index = buffer.readInt16BE(offset); index > 0; index -= 1) {
    const end = cstringEnd(buffer, at);
    const name = buffer.toString('utf8', at, end);
    // table OID (4), column (2), then the type OID; type size (2), modifier (4), format (2)
    fields.push({ name, dataTypeID: buffer.readInt32BE(end + 7) });
    at = end + 19;
  }
  return fields;
}

/** The values of the DataRow whose body starts at `offset`, each parsed by its column's parser. */
function valuesOf(
  buffer: Buffer,
  offset: number,
  typeIds: number[],
  parsers: (Parser | undefined)[],
): unknown[] {
  const values = new Array<unknown>(typeIds.length);
  let at = offset + 2;
  for (let column = 0; column < typeIds.length; column += 1) {
    const length = buffer.readInt32BE(at);
    at += 4;
    if (length < 0) {
      values[column] = null; // SQL NULL
    } else {
      const text = buffer.toString('utf8', at, at + length);
      const parse = parsers[column];
      values[column] = parse === undefined ? text : parse(text, typeIds[column]);
      at += length;
    }
  }
  return values;
}

/** The backend's ErrorResponse as PGlite's DatabaseError (`code`, `detail`, `constraint`, …). */
function databaseErrorOf(message: Buffer): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(message, (parsed) => (error = parsed as unknown as Error));
  return error!;
}

/**
 * Makes the decoder of raw-query.ts's wire bytes for one database (ADR 0042). It returns what
 * PGlite's `query` returns for the same answer (`rows` as objects or, with `rowMode: 'array'`,
 * arrays; `fields`; `command`; `affectedRows`; `rowCount`), values parsed by PGlite's parsers
 * (its defaults, the database's array types `arrayTypes`) and those of `options`. It reads the
 * bytes in place: PGlite's own decoder copies every value before reading it, which was the
 * largest single cost of a list on the event loop. Notifications that came with the answer (a
 * `pg_notify` is delivered when its transaction ends) go to `onNotification`.
 * @throws the backend's DatabaseError when the statement failed.
 */
export function createRowDecoder(
  arrayTypes: ArrayType[],
  onNotification: (channel: string, payload: string) => void,
) {
  const defaults: Record<number, Parser> = { ...(types.parsers as Record<number, Parser>) };
  for (const { oid, typarray } of arrayTypes) {
    defaults[typarray] = (text) => types.arrayParser(text, defaults[oid]!, typarray);
  }
  return function decode<Row>(bytes: ArrayBuffer, options: QueryOptions = {}): Results<Row> {
    const parsers = options.parsers
      ? { ...defaults, ...(options.parsers as Record<number, Parser>) }
      : defaults;
    const asArrays = options.rowMode === 'array';
    const buffer = Buffer.from(bytes);
    let fields: Results['fields'] = [];
    let typeIds: number[] = [];
    let fieldParsers: (Parser | undefined)[] = [];
    const rows: unknown[] = [];
    let result: Results<Row> | undefined;
    let error: Error | undefined;
    for (let offset = 0; offset + 5 <= buffer.length;) {
      const type = buffer[offset]!;
      const body = offset + 5;
      const end = offset + 1 + buffer.readInt32BE(offset + 1);
      if (type === DATA_ROW) {
        const values = valuesOf(buffer, body, typeIds, fieldParsers);
        if (asArrays) {
          rows.push(values);
        } else {
          const row: Record<string, unknown> = {};
          for (let column = 0; column < values.length; column += 1) {
            row[fields[column]!.name] = values[column];
          }
          rows.push(row);
        }
      } else if (type === ROW_DESCRIPTION) {
        fields = fieldsOf(buffer, body);
        typeIds = fields.map((field) => field.dataTypeID);
        fieldParsers = typeIds.map((typeId) => parsers[typeId]);
      } else if (type === COMMAND_COMPLETE) {
        const words = buffer.toString('utf8', body, end - 1).split(' ');
        const command = words[0]!;
        const count = Number.parseInt(words.at(-1)!, 10);
        result = {
          rows: rows as Row[],
          fields,
          command,
          affectedRows: COUNTED_COMMANDS.has(command) ? count : 0,
          ...(Number.isNaN(count) ? {} : { rowCount: count }),
        } as Results<Row>;
      } else if (type === ERROR_RESPONSE) {
        error ??= databaseErrorOf(buffer.subarray(offset, end));
      } else if (type === NOTIFICATION) {
        const channelEnd = cstringEnd(buffer, body + 4);
        const payloadEnd = cstringEnd(buffer, channelEnd + 1);
        onNotification(
          buffer.toString('utf8', body + 4, channelEnd),
          buffer.toString('utf8', channelEnd + 1, payloadEnd),
        );
      }
      offset = end;
    }
    if (error) throw error;
    return result ?? ({ rows: [], fields: [], affectedRows: 0 } as Results<Row>);
  };
}
