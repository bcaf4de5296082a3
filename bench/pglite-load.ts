// Benchmark: the embedded default under load (issue #13: "on PGlite, p99 of the lists ≤ 150 ms
// at 32 concurrent connections, without giving up durability"). Seeds a PGlite data folder with
// the marketplace data set of bench:queries (BENCH_REQUESTS treatment requests, default 10,000),
// starts the real server on it (`src/server/main.ts`, production mode, no DATABASE_URL), signs
// in a patient, a hospital and an admin, and drives each list with autocannon: 32 connections
// (BENCH_CONNECTIONS) for BENCH_SECONDS (default 10) after a 2 s warm-up. Prints p50, p99 and
// throughput per call as a Markdown table for bench/README.md.
// BENCH_CPU_PROF=<folder> starts the server with --cpu-prof, writing its profile there on exit.
// BENCH_ONLY=<regex> drives only the calls whose path matches. BENCH_SEED_CACHE=<folder> seeds
// that folder once and starts every later run from a copy of it (seeding takes minutes).
// BENCH_APP_DIR=<checkout> starts that checkout's server instead of this one's, so two branches
// are measured with the same harness and data, interleaved in one time window.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { openPglite, pgliteFolderOf } from '../src/server/db/open-pglite.ts';
import { hashPassword } from '../src/server/features/auth/password.ts';
import { seedSteps } from './marketplace-seed.ts';
import { waitForHealth } from './wait-for-health.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const PORT = Number(process.env.BENCH_PORT ?? 5191);
const GOAL_P99_MS = 150;
const CLOCK_TICKS_PER_SECOND = 100;
const PASSWORD = 'bench-password-1';
const SEED_CACHE = process.env.BENCH_SEED_CACHE;
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? '.');
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '');
const base = `http://127.0.0.1:${PORT}`;
const origin = `http://localhost:${PORT}`;

type Role = 'patient' | 'hospital' | 'admin' | 'public';

/** The lists (and the dashboards' counts) as each role's client calls them. */
const CALLS: Array<{ role: Role; path: string }> = [
  { role: 'patient', path: '/api/treatment-requests' },
  { role: 'patient', path: '/api/bids/patient' },
  { role: 'patient', path: '/api/messages/conversations' },
  { role: 'patient', path: '/api/payments/my' },
  { role: 'patient', path: '/api/referrals/my' },
  { role: 'patient', path: '/api/testimonials/reviewable' },
  { role: 'patient', path: '/api/dashboard/patient' },
  { role: 'hospital', path: '/api/treatment-requests/available' },
  { role: 'hospital', path: '/api/bids/hospital' },
  { role: 'hospital', path: '/api/messages/conversations' },
  { role: 'hospital', path: '/api/payments/hospital' },
  { role: 'hospital', path: '/api/dashboard/hospital' },
  { role: 'public', path: '/api/testimonials/verified' },
  { role: 'admin', path: '/api/admin/testimonials' },
  { role: 'admin', path: '/api/admin/hospitals' },
  { role: 'admin', path: '/api/admin/support-tickets' },
  { role: 'admin', path: '/api/admin/payments' },
  { role: 'admin', path: '/api/admin/audit-log' },
  { role: 'admin', path: '/api/admin/marketplace-summary' },
];

/** Sign-in e-mails of the seeded accounts the calls are made as (see marketplace-seed.ts). */
const ACCOUNTS = { patient: 'p1@bench.test', hospital: 'h2@bench.test', admin: 'admin@bench.test' };

async function seedDataDir(dataDir: string) {
  const started = performance.now();
  const migrated = await openPglite({ dataDir });
  await migrated.close();
  const pg = await PGlite.create({ dataDir: pgliteFolderOf(dataDir) });
  for (const step of seedSteps(REQUESTS)) {
    await pg.transaction((tx) => tx.exec(step.sql));
  }
  const passwordHash = await hashPassword(PASSWORD);
  await pg.query('update users set password_hash = $1 where email = any($2)', [
    passwordHash,
    Object.values(ACCOUNTS),
  ]);
  await pg.exec('vacuum analyze');
  await pg.close();
  return (performance.now() - started) / 1000;
}

/** Seeds `dataDir`, or copies the seed cache into it (seeding the cache first if it is new). */
async function prepareDataDir(dataDir: string): Promise<number> {
  if (!SEED_CACHE) return seedDataDir(dataDir);
  const cached = await stat(path.join(SEED_CACHE, 'pglite')).then(
    () => true,
    () => false,
  );
  const seconds = cached ? 0 : await seedDataDir(SEED_CACHE);
  await cp(path.join(SEED_CACHE, 'pglite'), pgliteFolderOf(dataDir), { recursive: true });
  return seconds;
}

function startServer(dataDir: string) {
  const profileFolder = process.env.BENCH_CPU_PROF;
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const server = spawn(
    process.execPath,
    [
      ...(profileFolder ? ['--cpu-prof', `--cpu-prof-dir=${profileFolder}`] : []),
      '--import',
      'tsx',
      'src/server/main.ts',
    ],
    {
      env: {
        ...inherited,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        APP_ORIGIN: origin,
        DATA_DIR: dataDir,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        RECORDS_MASTER_KEY: randomBytes(32).toString('base64'),
        SEED_DEMO: 'false',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
      },
      cwd: APP_DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  process.on('exit', () => server.kill('SIGKILL'));
  return server;
}

/** The session cookie of `email` after signing in. */
async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** CPU seconds (user + system) the process `pid` has used so far, from /proc (Linux). */
async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields 14 and 15 (utime, stime) follow the parenthesised command name, in clock ticks.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

function drive(path: string, cookie: string | undefined, seconds: number) {
  return autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'careabroad-pglite-bench-'));
const seedSeconds = await prepareDataDir(dataDir);
const server = startServer(dataDir);
await waitForHealth(base);
const cookies: Record<Role, string | undefined> = {
  patient: await signIn(ACCOUNTS.patient),
  hospital: await signIn(ACCOUNTS.hospital),
  admin: await signIn(ACCOUNTS.admin),
  public: undefined,
};

const loadBefore = loadavg()[0]!;
const rows: string[] = [];
for (const { role, path: callPath } of CALLS.filter((call) => ONLY.test(call.path))) {
  await drive(callPath, cookies[role], WARM_UP_SECONDS);
  const cpuBefore = await cpuSecondsOf(server.pid!);
  const result = await drive(callPath, cookies[role], SECONDS);
  const cpuMsPerRequest =
    (((await cpuSecondsOf(server.pid!)) - cpuBefore) * 1000) / result.requests.total;
  const failed = result.non2xx + result.errors + result.timeouts;
  const missed = result.latency.p99 > GOAL_P99_MS || failed > 0;
  rows.push(
    `| GET ${callPath} (${role}) | ${result.latency.p50} | ${result.latency.p99} | ` +
      `${Math.round(result.requests.average)} | ${cpuMsPerRequest.toFixed(1)} | ${failed} | ${missed ? '**missed**' : 'met'} |`,
  );
}
console.log(
  [
    '',
    `${APP_DIR}: PGlite, ${REQUESTS.toLocaleString('en')} treatment requests (seeded in ${seedSeconds.toFixed(0)} s);` +
      ` ${CONNECTIONS} connections, ${SECONDS} s per call after ${WARM_UP_SECONDS} s warm-up;` +
      ` load average (1 min) ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after.`,
    '',
    `| call (${CONNECTIONS} connections) | p50 ms | p99 ms | requests/s | server CPU ms per request | failed | p99 ≤ ${GOAL_P99_MS} ms |`,
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await rm(dataDir, { recursive: true, force: true });
