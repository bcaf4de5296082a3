// Counts the shared buffers a service call touches: runs the call once on a connection that
// records every statement it sends, then re-runs each statement under
// `EXPLAIN (ANALYZE, BUFFERS)` inside a transaction that is rolled back (pg_stat_statements is
// not loaded on the shared server, and its configuration is not ours to change).
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Database } from '../src/server/db/database.ts';

interface RecordedStatement {
  text: string;
  parameters: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

/** What one call read: shared buffers (hit + read) summed over its statements, and its scans. */
export interface CallBuffers {
  statements: number;
  sharedBuffers: number;
  /** Every sequential scan in the call's plans, as `Seq Scan on <table>`. */
  seqScans: string[];
}

/** The `Seq Scan on …` nodes anywhere in a plan tree. */
function seqScansOf(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' ? [`Seq Scan on ${node['Relation Name']}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScansOf)];
}

/**
 * A Drizzle database on its own connection to `url` plus `measure(call)`, which returns the
 * buffers of the statements `call` runs on that database. Close it with `end()`.
 */
export function createBufferProbe(url: string) {
  let recording: RecordedStatement[] | undefined;
  const client = postgres(url, {
    max: 1,
    onnotice: () => {},
    debug: (_connection, text, parameters) => {
      recording?.push({ text, parameters: parameters as unknown[] });
    },
  });
  const db = drizzle({ client }) as unknown as Database;
  return {
    db,
    async measure(call: (db: Database) => Promise<unknown>): Promise<CallBuffers> {
      await client`select 1`; // connects and loads the type catalogue before recording
      recording = [];
      await call(db);
      const statements = recording.filter((s) => !/^\s*(begin|commit|rollback)\b/i.test(s.text));
      recording = undefined;
      let sharedBuffers = 0;
      const seqScans: string[] = [];
      await client
        .begin(async (tx) => {
          for (const statement of statements) {
            const [row] = await tx.unsafe(
              `explain (analyze, buffers, format json) ${statement.text}`,
              statement.parameters as postgres.ParameterOrJSON<never>[],
            );
            const plan = (row!['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0]!.Plan;
            sharedBuffers += plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
            seqScans.push(...seqScansOf(plan));
          }
          throw new RollbackSignal();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RollbackSignal)) throw error;
        });
      return { statements: statements.length, sharedBuffers, seqScans };
    },
    end: () => client.end(),
  };
}

/** Thrown to roll back the EXPLAIN transaction (a GET may write, e.g. a read receipt). */
class RollbackSignal extends Error {}
