// Benchmark: per-request overhead of the app against a bare node:http + postgres.js server and
// an Express 5 + pg server (issue #13). Every server answers the same five calls with the same
// SQL — the app's, recorded from postgres.js while the app serves each call once, session and
// user lookups included — and the same bytes (checked before measuring). Servers are pinned to
// core 0, the load generator (autocannon) to core 1; each round measures every call on every
// server, the servers' order rotated per round. Prints throughput, p99 and CPU-per-request
// ratios, median and range over the rounds, as a Markdown table for bench/README.md.
//
// Run: `npm run bench:overhead` (needs PostgreSQL: BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; the database BENCH_DATABASE_NAME, default
// careabroad_overhead, is dropped and recreated). BENCH_ROUNDS (5), BENCH_SECONDS (10 per
// measurement), BENCH_CONNECTIONS (16). `--soak 600`: the app alone on the hospital list for
// 600 s, throughput per 30 s window, to show it does not drift.
import { fork, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';
import postgres from 'postgres';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPostgres } from '../src/server/db/open-postgres.ts';
import { testimonials } from '../src/server/db/schema/testimonials.ts';
import {
  ADMIN_TEST_EMAIL,
  buildTreatmentRequest,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../src/server/test/factories.ts';
import type { CallPlan } from './http-overhead/plan.ts';

const run = promisify(execFile);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DATABASE_NAME ?? 'careabroad_overhead';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const soakIndex = process.argv.indexOf('--soak');
const SOAK_SECONDS = soakIndex === -1 ? 0 : Number(process.argv[soakIndex + 1] ?? 600);
const SOAK_WINDOW_SECONDS = 30;
const SESSION_SECRET = 'overhead-benchmark-secret-of-at-least-32-characters';
/** The records vault's master key, required in production; no record is stored here. */
const RECORDS_MASTER_KEY = randomBytes(32).toString('base64');
const HERE = path.dirname(new URL(import.meta.url).pathname);
const SERVERS = [
  { name: 'app', file: 'app-server.ts', port: 5301 },
  { name: 'bare', file: 'bare-server.ts', port: 5302 },
  { name: 'express', file: 'express-server.ts', port: 5303 },
] as const;
type ServerName = (typeof SERVERS)[number]['name'];

/** Seeds the marketplace through the API and records each call's SQL, status and bytes. */
async function recordPlan(databaseUrl: string): Promise<CallPlan[]> {
  let recording: CallPlan['queries'] | undefined;
  const database = await openPostgres({
    url: databaseUrl,
    onQuery: (text, params) => recording?.push({ text, params }),
  });
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET,
    RECORDS_MASTER_KEY,
    DATABASE_URL: databaseUrl,
    APP_ORIGIN: 'http://127.0.0.1:5301',
    ADMIN_EMAILS: ADMIN_TEST_EMAIL,
    RATE_LIMITS: 'off',
  });
  const app = await buildApp({
    config,
    database,
    sessionSecret: SESSION_SECRET,
    recordsMasterKey: Buffer.from(RECORDS_MASTER_KEY, 'base64'),
    logger: { level: 'error' },
  });
  const admin = await createAdmin(app);
  const hospital = await createVerifiedHospital(app, admin, 'Apollo');
  const patient = await createActor(app, 'patient');
  const requestIds: string[] = [];
  for (let index = 0; index < 60; index += 1) requestIds.push(await createRequest(patient));
  for (const id of requestIds.slice(0, 20)) await createBid(hospital, id);
  await database.db.insert(testimonials).values(
    Array.from({ length: 20 }, (_, index) => ({
      patientId: patient.id,
      hospitalId: hospital.id,
      rating: 1 + (index % 5),
      title: `Review ${index}`,
      content: 'Clear quote, kind staff, the surgery went as planned.',
      verified: true,
    })),
  );

  const calls: Array<Omit<CallPlan, 'status' | 'responseBody' | 'queries'> & { as: Actor | null }> =
    [
      {
        name: 'public reviews list',
        method: 'GET',
        url: '/api/testimonials/verified?limit=20',
        headers: {},
        as: null,
      },
      {
        name: 'hospital: available requests (50 rows)',
        method: 'GET',
        url: '/api/treatment-requests/available?limit=50',
        headers: {},
        as: hospital,
      },
      {
        name: 'patient: my bids (nested)',
        method: 'GET',
        url: '/api/bids/patient?limit=20',
        headers: {},
        as: patient,
      },
      {
        name: 'one request by id',
        method: 'GET',
        url: `/api/treatment-requests/${requestIds[0]}`,
        headers: {},
        as: patient,
      },
      {
        name: 'create treatment request',
        method: 'POST',
        url: '/api/treatment-requests',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buildTreatmentRequest()),
        as: patient,
      },
    ];
  const plan: CallPlan[] = [];
  // The write first: its rows would otherwise change the lists recorded before it.
  const writesFirst = [...calls].sort(
    (a, b) => Number(a.method === 'GET') - Number(b.method === 'GET'),
  );
  for (const { as, ...call } of writesFirst) {
    const headers = {
      ...call.headers,
      'x-requested-with': 'XMLHttpRequest',
      ...(as?.cookie ? { cookie: as.cookie } : {}),
    };
    const send = () =>
      app.inject({
        method: call.method,
        url: call.url,
        headers,
        ...(call.body ? { payload: call.body } : {}),
      });
    await send(); // the first call of a route compiles and prepares; record a later one
    recording = [];
    const response = await send();
    const queries = recording;
    recording = undefined;
    plan.push({
      ...call,
      headers,
      status: response.statusCode,
      responseBody: response.body,
      queries,
    });
  }
  await app.close();
  await database.close();
  return calls.map(({ name }) => plan.find((call) => call.name === name)!);
}

/** Starts one server pinned to core 0; resolves once it listens. */
function startServer(server: (typeof SERVERS)[number], planFile: string, databaseUrl: string) {
  const child = fork(
    path.join(HERE, 'http-overhead', server.file),
    [planFile, String(server.port)],
    {
      execPath: 'taskset',
      execArgv: ['-c', '0', process.execPath, '--import', 'tsx'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET,
        RECORDS_MASTER_KEY,
        APP_ORIGIN: `http://127.0.0.1:${server.port}`,
        RATE_LIMITS: 'off',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  return new Promise<ChildProcess>((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${server.name} exited with ${code}`)));
  });
}

/** CPU time (user + system, clock ticks) a process has used so far. */
async function cpuTicksOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** One load run from core 1 against `port`. */
async function load(call: CallPlan, port: number, seconds: number): Promise<Result> {
  const options = {
    url: `http://127.0.0.1:${port}${call.url}`,
    method: call.method,
    headers: call.headers,
    ...(call.body ? { body: call.body } : {}),
    connections: CONNECTIONS,
    duration: seconds,
  };
  const { stdout } = await run(
    'taskset',
    [
      '-c',
      '1',
      process.execPath,
      '--import',
      'tsx',
      path.join(HERE, 'http-overhead', 'load.ts'),
      JSON.stringify(options),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Result;
}

interface Sample {
  requestsPerSecond: number;
  p99Ms: number;
  cpuMsPerRequest: number;
}

async function measure(
  call: CallPlan,
  server: { port: number; pid: number },
  seconds: number,
): Promise<Sample> {
  const before = await cpuTicksOf(server.pid);
  const result = await load(call, server.port, seconds);
  const ticks = (await cpuTicksOf(server.pid)) - before;
  const expected = call.status;
  const good = result.requests.total - result.non2xx;
  if (result.errors > 0 || (expected < 300 && result.non2xx > 0)) {
    throw new Error(`${call.name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: (ticks * 10) / Math.max(good, 1),
  };
}

/** Every GET answers with the app's bytes on every server (the POST creates a new row each time). */
async function checkSameBytes(plan: CallPlan[]): Promise<void> {
  for (const call of plan.filter((c) => c.method === 'GET')) {
    for (const server of SERVERS) {
      const response = await fetch(`http://127.0.0.1:${server.port}${call.url}`, {
        headers: call.headers,
      });
      const body = await response.text();
      if (response.status !== call.status || body !== call.responseBody) {
        throw new Error(
          `${server.name} answers ${call.name} differently: ${response.status} ${body.slice(0, 200)}`,
        );
      }
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (values: number[]) =>
  `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;

async function main(): Promise<void> {
  if (cpus().length < 2) throw new Error('needs two cores: one for the servers, one for the load');
  const adminSql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await adminSql.unsafe(`drop database if exists "${dbName}" with (force)`);
  await adminSql.unsafe(`create database "${dbName}"`);
  await adminSql.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${dbName}`;
  const plan = await recordPlan(databaseUrl.href);
  const planFile = path.join(tmpdir(), `overhead-plan-${process.pid}.json`);
  await writeFile(planFile, JSON.stringify(plan));
  process.stdout.write(
    `SQL per call: ${plan.map((c) => `${c.name} ${c.queries.length}`).join('; ')}\n`,
  );

  const children = new Map<ServerName, ChildProcess>();
  try {
    for (const server of SERVERS) {
      if (SOAK_SECONDS && server.name !== 'app') continue;
      children.set(server.name, await startServer(server, planFile, databaseUrl.href));
    }
    const handle = (name: ServerName) => ({
      port: SERVERS.find((s) => s.name === name)!.port,
      pid: children.get(name)!.pid!,
    });
    const loadBefore = loadavg()[0]!.toFixed(2);

    if (SOAK_SECONDS) {
      const call = plan[1]!;
      const windows: Sample[] = [];
      for (let elapsed = 0; elapsed < SOAK_SECONDS; elapsed += SOAK_WINDOW_SECONDS) {
        const sample = await measure(call, handle('app'), SOAK_WINDOW_SECONDS);
        windows.push(sample);
        process.stdout.write(
          `window ${windows.length}: ${sample.requestsPerSecond.toFixed(0)} req/s, p99 ${sample.p99Ms} ms, ` +
            `CPU ${sample.cpuMsPerRequest.toFixed(3)} ms per request, load average ${loadavg()[0]!.toFixed(2)}\n`,
        );
      }
      // Throughput follows whatever else the machine runs; CPU per request does not, so a
      // queue that degrades (issue #13's 3x fall) shows as CPU per request rising.
      const drift = (pick: (s: Sample) => number) => {
        const values = windows.map(pick);
        return `last ÷ first ${(values.at(-1)! / values[0]!).toFixed(2)}, min ÷ max ${(Math.min(...values) / Math.max(...values)).toFixed(2)}`;
      };
      process.stdout.write(
        `\nSoak of ${call.name}, ${SOAK_SECONDS} s: req/s ${drift((s) => s.requestsPerSecond)}; ` +
          `CPU per request ${drift((s) => s.cpuMsPerRequest)}; load average ${loadBefore} → ${loadavg()[0]!.toFixed(2)}\n`,
      );
      return;
    }

    // The write adds thousands of open requests of the lists' patient: removed after each run,
    // so every run of the lists reads the seeded data.
    const benchSql = postgres(databaseUrl.href, { max: 1, onnotice: () => {} });
    const seededUntil = (await benchSql`select max(created_at) as at from treatment_requests`)[0]!
      .at as Date;
    const dropCreatedRequests = async () => {
      await benchSql`delete from treatment_requests where created_at > ${seededUntil}`;
      await benchSql`analyze treatment_requests`;
    };
    await checkSameBytes(plan);
    for (const call of plan)
      for (const server of SERVERS) await measure(call, handle(server.name), 1);
    await dropCreatedRequests();

    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = SERVERS.map((_, index) => SERVERS[(index + round) % SERVERS.length]!);
      for (const call of plan) {
        for (const server of order) {
          const key = `${call.name}|${server.name}`;
          samples.set(key, [
            ...(samples.get(key) ?? []),
            await measure(call, handle(server.name), SECONDS),
          ]);
          if (call.method === 'POST') await dropCreatedRequests();
        }
      }
      process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
    }
    await benchSql.end();

    const lines = [
      `Load average ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after; ${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections.`,
      '',
      '| call | app req/s | app ÷ bare | app ÷ Express | p99 app ÷ bare | CPU per request app ÷ bare |',
      '|---|---|---|---|---|---|',
    ];
    for (const call of plan) {
      const of = (name: ServerName) => samples.get(`${call.name}|${name}`)!;
      const [app, bare, express] = [of('app'), of('bare'), of('express')];
      const ratio = (pick: (s: Sample) => number, other: Sample[]) =>
        spread(app.map((sample, round) => pick(sample) / pick(other[round]!)));
      lines.push(
        `| ${call.name} | ${median(app.map((s) => s.requestsPerSecond)).toFixed(0)} | ` +
          `${ratio((s) => s.requestsPerSecond, bare)} | ${ratio((s) => s.requestsPerSecond, express)} | ` +
          `${ratio((s) => s.p99Ms, bare)} | ${ratio((s) => s.cpuMsPerRequest, bare)} |`,
      );
    }
    process.stdout.write(`\n${lines.join('\n')}\n`);
  } finally {
    for (const child of children.values()) child.kill();
  }
}

await main();
