// Benchmark: every list, count, dashboard and admin read at 1,000 and at 1,000,000 treatment
// requests, side by side (issues #2 and #13: "p99 at 1M ≤ 1.25× p99 at 1k and buffers ≤ 2× for
// every call"). Each scale is its own database, seeded once with generate_series
// (bench/marketplace-seed.ts); the real service functions are timed on the app's driver, the
// scales interleaved round by round so that both see the same load on a shared machine, and
// the shared buffers of each call are counted with EXPLAIN (bench/statement-buffers.ts).
//
// Run: `npm run bench:queries` (needs PostgreSQL). Environment:
// - BENCH_DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres);
// - BENCH_DATABASE_NAME: prefix of the databases, `<prefix>_1k` and `<prefix>_1m` (default
//   careabroad_bench);
// - BENCH_KEEP_DATABASE=true: keep the databases and reuse them next time (seeding 1M takes
//   about 10 minutes on a quiet machine);
// - BENCH_SCALES: treatment requests per database, comma-separated (default 1000,1000000;
//   the first is the baseline, the last is compared with it).
import { loadavg } from 'node:os';
import postgres, { type Sql } from 'postgres';
import type { DatabaseHandle } from '../src/server/db/database.ts';
import { openPostgres } from '../src/server/db/open-postgres.ts';
import { withDatabase } from '../src/server/test/test-database.ts';
import { benchCalls, type BenchCall } from './marketplace-calls.ts';
import { seedMissingSteps } from './marketplace-seed.ts';
import { createBufferProbe, type CallBuffers } from './statement-buffers.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const prefix = process.env.BENCH_DATABASE_NAME ?? 'careabroad_bench';
const keepDatabases = process.env.BENCH_KEEP_DATABASE === 'true';
const scales = (process.env.BENCH_SCALES ?? '1000,1000000').split(',').map(Number);
const WARM_UP = 10;
const ROUNDS = 5;
const RUNS_PER_ROUND = 60;
/** The issue's goal: at the large scale, p99 at most 1.25× and buffers at most 2× the small. */
const MAX_P99_RATIO = 1.25;
const MAX_BUFFER_RATIO = 2;

const label = (requests: number) =>
  requests >= 1_000_000 ? `${requests / 1_000_000}M` : `${requests / 1_000}k`;

interface Dataset {
  requests: number;
  handle: DatabaseHandle;
  sql: Sql;
  calls: BenchCall[];
  probe: ReturnType<typeof createBufferProbe>;
}

async function openDataset(requests: number): Promise<Dataset> {
  const name = `${prefix}_${label(requests).toLowerCase()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const [existing] = await admin`select 1 as found from pg_database where datname = ${name}`;
  if (!keepDatabases || existing === undefined) {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
  }
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const handle = await openPostgres({ url });
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const started = performance.now();
  const seeded = await seedMissingSteps(sql, requests);
  const [counts] = await sql`
    select (select count(*) from users) as users, (select count(*) from treatment_requests) as requests,
           (select count(*) from bids) as bids, (select count(*) from messages) as messages,
           (select count(*) from payments) as payments`;
  console.log(
    `${name}: ${counts!.users} users, ${counts!.requests} requests, ${counts!.bids} bids, ` +
      `${counts!.messages} messages, ${counts!.payments} payments` +
      (seeded.length > 0
        ? `; seeded ${seeded.join(', ')} in ${((performance.now() - started) / 1000).toFixed(0)} s`
        : '; reused'),
  );
  return {
    requests,
    handle,
    sql,
    calls: await benchCalls(sql, handle.db),
    probe: createBufferProbe(url),
  };
}

async function closeDataset(dataset: Dataset) {
  await dataset.probe.end();
  await dataset.sql.end();
  await dataset.handle.close();
  if (!keepDatabases) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(
      `drop database if exists ${prefix}_${label(dataset.requests).toLowerCase()} with (force)`,
    );
    await admin.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(run: () => Promise<unknown>, samples: number[], count: number) {
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
}

/** p50 and p99 per dataset, the datasets taking turns (rotated order) round by round. */
async function timeCall(datasets: Dataset[], index: number) {
  const samples = datasets.map(() => [] as number[]);
  const runOf = (dataset: Dataset) => () => dataset.calls[index]!.run(dataset.handle.db);
  for (const dataset of datasets) await time(runOf(dataset), [], WARM_UP);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let turn = 0; turn < datasets.length; turn += 1) {
      const which = (round + turn) % datasets.length;
      await time(runOf(datasets[which]!), samples[which]!, RUNS_PER_ROUND);
    }
  }
  return samples.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p99: percentile(list, 99) };
  });
}

const fixed = (value: number) => value.toFixed(value < 10 ? 2 : 1);

const datasets: Dataset[] = [];
for (const requests of scales) datasets.push(await openDataset(requests));
const small = datasets[0]!;
const large = datasets[datasets.length - 1]!;
const [s, l] = [label(small.requests), label(large.requests)];
const loadBefore = loadavg()[0]!;

console.log(
  `\n| call (service function, PostgreSQL 15) | p50 ${s} | p50 ${l} | p99 ${s} ms | p99 ${l} ms | p99 ×` +
    ` | buffers ${s} | buffers ${l} | buffers × | goal |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
const scans: string[] = [];
for (let index = 0; index < small.calls.length; index += 1) {
  const name = small.calls[index]!.name;
  const times = await timeCall(datasets, index);
  const [timesSmall, timesLarge] = [times[0], times[times.length - 1]];
  const buffers: CallBuffers[] = [];
  for (const dataset of [small, large]) {
    buffers.push(await dataset.probe.measure(dataset.calls[index]!.run));
  }
  const p99Ratio = timesLarge!.p99 / timesSmall!.p99;
  const bufferRatio = buffers[1]!.sharedBuffers / Math.max(1, buffers[0]!.sharedBuffers);
  const misses = [
    p99Ratio > MAX_P99_RATIO ? 'p99' : '',
    bufferRatio > MAX_BUFFER_RATIO ? 'buffers' : '',
  ].filter(Boolean);
  if (buffers[1]!.seqScans.length > 0) scans.push(`${name}: ${buffers[1]!.seqScans.join(', ')}`);
  console.log(
    `| ${name} | ${fixed(timesSmall!.p50)} | ${fixed(timesLarge!.p50)} | ${fixed(timesSmall!.p99)}` +
      ` | ${fixed(timesLarge!.p99)} | ${p99Ratio.toFixed(2)} | ${buffers[0]!.sharedBuffers}` +
      ` | ${buffers[1]!.sharedBuffers} | ${bufferRatio.toFixed(1)}` +
      ` | ${misses.length === 0 ? 'met' : `**missed: ${misses.join(', ')}**`} |`,
  );
}
console.log(
  `\nLoad average (1 min) ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after;` +
    ` ${ROUNDS} rounds × ${RUNS_PER_ROUND} calls per scale after ${WARM_UP} warm-up calls.`,
);
console.log(
  scans.length === 0
    ? `No sequential scan at ${l}.`
    : `Sequential scans at ${l}:\n${scans.map((line) => `- ${line}`).join('\n')}`,
);

for (const dataset of datasets) await closeDataset(dataset);
