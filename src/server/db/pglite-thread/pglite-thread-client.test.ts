import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThreadClient } from './pglite-thread-client.ts';

// The thread client must answer exactly what PGlite in-process answers (ADR 0042): Drizzle, the
// breaker and every repository read its results and errors unchanged.

const TABLE = `create table t (
  id serial primary key, n text, ts timestamptz default '2024-05-05 10:00:00+00', arr int[],
  j jsonb, big bigint, num numeric, b bool, d date, tsa timestamptz[], bin bytea, f float8)`;
const STATEMENTS: Array<[string, unknown[]]> = [
  [TABLE, []],
  [
    'insert into t (n, arr, j, big, num, b, d, tsa, bin, f) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id',
    [
      'héllo "x"',
      [1, 2, null],
      JSON.stringify({ a: [1, 'é'] }),
      12345678901234n,
      '1.50',
      true,
      '2024-01-02',
      ['2024-01-01T00:00:00Z'],
      new Uint8Array([1, 2, 255]),
      1.5,
    ],
  ],
  ["insert into t (n) values (null), ('zwei')", []],
  ["update t set n = n || '!' where n is not null", []],
  ['select * from t order by id', []],
  ['select id, n as "same", n as "same" from t order by id', []],
  ['delete from t where id = $1', [2]],
  ['select 1 where false', []],
];
/** What Drizzle's PGlite driver passes: timestamps, dates and their arrays kept as text. */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.DATE]: (value: string) => value,
  [1185]: (value: string) => value,
};
const FAILING = ['select * from nope', 'insert into t (id) values (1)', 'selec 1'];

const OPTIONS: QueryOptions[] = [
  {},
  { rowMode: 'array' },
  { rowMode: 'array', parsers: DRIZZLE_PARSERS },
  { parsers: DRIZZLE_PARSERS },
];

describe('PGlite in a thread answers as PGlite in-process does', () => {
  for (const options of OPTIONS) {
    it(`returns the same results and errors (${JSON.stringify(options.rowMode ?? 'object')}${options.parsers ? ', text kept' : ''})`, async () => {
      const inProcess = await PGlite.create();
      const threaded = await PgliteThreadClient.start({});
      try {
        for (const [sql, params] of STATEMENTS) {
          expect(await threaded.query(sql, params, options), sql).toEqual(
            await inProcess.query(sql, params, options),
          );
        }
        for (const sql of FAILING) {
          const fieldsOf = (error: Record<string, unknown>) => ({
            message: error.message,
            code: error.code,
            detail: error.detail,
            constraint: error.constraint,
          });
          const expected = await inProcess.query(sql).catch(fieldsOf);
          expect(await threaded.query(sql).catch(fieldsOf), sql).toEqual(expected);
        }
      } finally {
        await inProcess.close();
        await threaded.close();
      }
    });
  }
});

describe('the thread client', () => {
  let client: PgliteThreadClient;
  beforeAll(async () => {
    client = await PgliteThreadClient.start({});
    await client.query('create table notes (text text not null)');
  });
  afterAll(() => client.close());

  it('holds the database for a transaction: a statement sent meanwhile runs after its commit', async () => {
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query("insert into notes values ('first')");
      outside = client.query('select count(*)::int as count from notes');
      await tx.query("insert into notes values ('second')");
    });
    expect(await outside).toMatchObject({ rows: [{ count: 2 }] });
  });

  it('rolls a transaction back when its callback throws, and rethrows', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into notes values ('never')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await client.query("select * from notes where text = 'never'");
    expect(rows).toEqual([]);
  });

  it('delivers notifications sent on their own and from a transaction', async () => {
    const received: string[] = [];
    const stop = await client.listen('thread_test', (payload) => received.push(payload));
    await client.query("select pg_notify('thread_test', 'alone')");
    await client.transaction(async (tx) => {
      await tx.query("select pg_notify('thread_test', 'at commit')");
    });
    await expect.poll(() => received).toEqual(['alone', 'at commit']);
    await stop();
  });

  it('fails every call with CONNECTION_ENDED once closed', async () => {
    const closing = await PgliteThreadClient.start({});
    await closing.close();
    await expect(closing.query('select 1')).rejects.toMatchObject({ code: 'CONNECTION_ENDED' });
  });
});
