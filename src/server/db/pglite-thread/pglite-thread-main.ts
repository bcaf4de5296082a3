// The thread that runs PGlite (ADR 0042): it opens the database and answers the event loop's
// requests (messages.ts). PGlite's own lock orders the work exactly as in-process: a statement
// outside a transaction waits until an open transaction ends, and statements run one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { ArrayType } from './decode-rows.ts';
import {
  errorToData,
  type PgliteThreadOptions,
  type Request,
  type ThreadMessage,
} from './messages.ts';
import { createRawQuery } from './raw-query.ts';

const port = parentPort!;
const options = workerData as PgliteThreadOptions;
const post = (message: ThreadMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

/** Open transactions by id: how to end each (commit or roll back), settling once it has. */
const transactions = new Map<number, (commit: boolean) => Promise<void>>();
const unlisteners = new Map<number, () => Promise<void>>();
let nextTransactionId = 1;

/**
 * Starts a PGlite transaction and resolves, once it holds the database, to its id. The
 * transaction stays open until `end` (commit, or roll back) settles it.
 */
function begin(pg: PGlite): Promise<number> {
  const transactionId = nextTransactionId++;
  return new Promise((resolve, reject) => {
    let decide!: (commit: boolean) => void;
    const decision = new Promise<boolean>((settle) => (decide = settle));
    const finished = pg.transaction(async (tx) => {
      transactions.set(transactionId, async (commit) => {
        decide(commit);
        await finished;
      });
      resolve(transactionId);
      if (!(await decision)) await tx.rollback();
    });
    finished.then(
      () => transactions.delete(transactionId),
      (error: unknown) => {
        transactions.delete(transactionId);
        reject(error); // BEGIN failed; a failed COMMIT reaches the caller through `end`
      },
    );
  });
}

/** How to end the open transaction `transactionId`. @throws when it is not open. */
function endOf(transactionId: number) {
  const end = transactions.get(transactionId);
  if (!end) throw new Error(`transaction ${transactionId} is not open`);
  return end;
}

async function answer(
  pg: PGlite,
  rawQuery: ReturnType<typeof createRawQuery>,
  request: Request,
): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query': {
      if (request.transactionId) endOf(request.transactionId); // it must still be open
      const bytes = await rawQuery(request.sql, request.params, Boolean(request.transactionId));
      return { value: bytes, transfer: [bytes] };
    }
    case 'begin':
      return { value: await begin(pg) };
    case 'end':
      return { value: await endOf(request.transactionId)(request.commit) };
    case 'listen': {
      const unlisten = await pg.listen(request.channel, (payload) =>
        post({ kind: 'notification', listenerId: request.listenerId, payload }),
      );
      unlisteners.set(request.listenerId, unlisten);
      return { value: null };
    }
    case 'unlisten':
      await unlisteners.get(request.listenerId)?.();
      unlisteners.delete(request.listenerId);
      return { value: null };
    case 'dump': {
      const bytes = await (await pg.dumpDataDir('gzip')).arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case 'close':
      await pg.close();
      return { value: null };
  }
}

try {
  const pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: new Blob([options.snapshot]) } : {}),
  });
  const rawQuery = createRawQuery(pg);
  port.on('message', (request: Request) => {
    answer(pg, rawQuery, request).then(
      ({ value, transfer }) => post({ kind: 'reply', id: request.id, ok: true, value }, transfer),
      (error: unknown) =>
        post({ kind: 'reply', id: request.id, ok: false, error: errorToData(error) }),
    );
  });
  // The array types PGlite itself registers parsers for when it opens (0.5.x `_initArrayTypes`).
  const { rows: arrayTypes } = await pg.query<ArrayType>(`
    select b.oid, b.typarray from pg_catalog.pg_type a
    left join pg_catalog.pg_type b on b.oid = a.typelem
    where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`);
  post({ kind: 'opened', arrayTypes });
} catch (error) {
  post({ kind: 'failed', error: errorToData(error) });
}
