// Issue #15: "the notification list is keyset-paginated and stays an index scan at a million
// notifications". Seeds one PostgreSQL database per scale (BENCH_SCALES, default 1k and 1M
// notifications) over users holding 100 each, plus one heavy user holding a tenth of all rows
// (a quarter unread), then for that heavy user and a typical one runs the real service calls behind
// `GET /api/notifications` (first page and the page after a cursor) and
// `GET /api/notifications/unread-count`: each statement's plan under EXPLAIN (ANALYZE, BUFFERS),
// and p50/p99 over 200 calls after 20 warm-up calls. BENCH_DATABASE_URL names the server.
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Database } from '../src/server/db/database.ts';
import { openPostgres } from '../src/server/db/open-postgres.ts';
import {
  getUnreadCount,
  listNotifications,
} from '../src/server/features/notifications/notifications.service.ts';
import type { UserRow } from '../src/server/features/users/users.service.ts';
import { withDatabase } from '../src/server/test/test-database.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scales = (process.env.BENCH_SCALES ?? '1000,1000000').split(',').map(Number);
const RUNS = 200;
const WARM_UP = 20;
const PER_USER = 100;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1_000}k`);

/** `Limit → Index Scan Backward (notifications_user_created_idx)`: a plan tree, outside in. */
function describePlan(node: PlanNode): string {
  const own = node['Index Name']
    ? `${node['Node Type']} (${node['Index Name']})`
    : node['Node Type'];
  const children = (node.Plans ?? []).map(describePlan);
  return children.length ? `${own} → ${children.join(', ')}` : own;
}

function seed(sql: postgres.Sql, rows: number) {
  const users = Math.max(1, Math.floor((rows * 0.9) / PER_USER));
  return sql.unsafe(`
    insert into users (email, role, referral_code, first_name, last_name)
    values ('heavy@bench.test', 'patient', 'HEAVY', 'Heavy', 'User');
    insert into users (email, role, referral_code, first_name, last_name)
    select 'u' || i || '@bench.test', 'patient', 'U' || i, 'User', 'No' || i
    from generate_series(1, ${users}) i;
    create temp table u as select id, row_number() over (order by email) as n from users;
    create index on u (n);
    analyze u;
    insert into notifications (user_id, kind, link, summary, read_at, emailed_at, created_at)
    select case when i % 10 = 0 then (select id from users where email = 'heavy@bench.test')
                else (select id from u where n = 1 + i % ${users}) end,
           'bid_received', '/requests/x', 'A hospital placed a bid on your treatment request',
           case when i % 4 = 0 then null else now() end, now(),
           now() - (i || ' seconds')::interval
    from generate_series(1, ${rows}) i;
    analyze;
  `);
}

/** Runs `call` once on a recording connection and returns each statement's plan. */
async function plansOf(url: string, call: (db: Database) => Promise<unknown>) {
  const recorded: Array<{ text: string; parameters: unknown[] }> = [];
  let isRecording = false;
  const client = postgres(url, {
    max: 1,
    onnotice: () => {},
    debug: (_c, text, parameters) => {
      if (isRecording) recorded.push({ text, parameters: parameters as unknown[] });
    },
  });
  await client`select 1`;
  isRecording = true;
  await call(drizzle({ client }) as unknown as Database);
  isRecording = false;
  const plans: Array<{ plan: string; buffers: number; ms: number }> = [];
  for (const statement of recorded) {
    const [row] = await client.unsafe(
      `explain (analyze, buffers, format json) ${statement.text}`,
      statement.parameters as postgres.ParameterOrJSON<never>[],
    );
    const [explained] = row!['QUERY PLAN'] as Array<{ Plan: PlanNode; 'Execution Time': number }>;
    const plan = explained!.Plan;
    plans.push({
      plan: describePlan(plan),
      buffers: plan['Shared Hit Blocks'] + plan['Shared Read Blocks'],
      ms: explained!['Execution Time'],
    });
  }
  await client.end();
  return plans;
}

async function timeCall(run: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

const lines: string[] = [
  '| notifications | call | plan (EXPLAIN ANALYZE) | buffers | exec ms | p50 ms | p99 ms |',
  '|---|---|---|---|---|---|---|',
];
for (const rows of scales) {
  const name = `careabroad_bench_notifications_${label(rows).toLowerCase()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = withDatabase(adminUrl, name);
  const handle = await openPostgres({ url, maxConnections: 1 });
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const started = performance.now();
  await seed(sql, rows);
  const [heavy] = await sql<
    Array<{ id: string }>
  >`select id from users where email = 'heavy@bench.test'`;
  console.log(
    `${name}: seeded ${rows} notifications in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const [typical] = await sql<
    Array<{ id: string }>
  >`select id from users where email = 'u1@bench.test'`;
  const calls: Array<[string, (db: Database) => Promise<unknown>]> = [];
  for (const [who, id] of [
    ['heavy user', heavy!.id],
    ['typical user', typical!.id],
  ] as const) {
    const user = { id } as UserRow;
    const first = await listNotifications(handle.db, user, { limit: 50 });
    calls.push(
      [`${who}: GET /api/notifications (50)`, (db) => listNotifications(db, user, { limit: 50 })],
      [
        `${who}: GET /api/notifications (50, after a cursor)`,
        (db) => listNotifications(db, user, { limit: 50, cursor: first.nextCursor }),
      ],
      [`${who}: GET /api/notifications/unread-count`, (db) => getUnreadCount(db, user)],
    );
  }
  for (const [call, run] of calls) {
    const timing = await timeCall(() => run(handle.db));
    for (const plan of await plansOf(url, run)) {
      lines.push(
        `| ${label(rows)} | ${call} | ${plan.plan} | ${plan.buffers} | ${plan.ms.toFixed(2)} | ${timing.p50.toFixed(2)} | ${timing.p99.toFixed(2)} |`,
      );
    }
  }
  await sql.end();
  await handle.close();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
console.log(`\n${lines.join('\n')}\n`);
