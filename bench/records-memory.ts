// Benchmark: records vault memory and responsiveness (issue #14: "uploading and downloading a
// 50 MB file keeps the server's memory flat; ten parallel uploads on the 2-core machine stay
// responsive for other requests: p99 of a list call during uploads ≤ 2× idle"). Starts the real
// server as a child process on PostgreSQL with record files on local disk in a temporary
// DATA_DIR, reads its resident set from /proc every 20 ms, uploads and downloads one 50 MB PDF,
// then times GET /api/records idle and while ten patients upload 50 MB each at once (streamed
// from a second process, bench/records-uploader.ts, so the timed client is not the one busy).
// Run: `npm run bench:records` (needs PostgreSQL: BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; Linux for /proc). Prints Markdown for bench/README.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { MAX_RECORD_FILE_BYTES } from '../src/shared/records/records.schemas.ts';
import { samplePdf } from '../src/server/test/record-files.ts';
import { withDatabase } from '../src/server/test/test-database.ts';
import { consentTextOf } from '../src/server/features/consents/consent-texts.ts';
import { uploadRecordFile } from './records-upload-request.ts';
import { waitForHealth } from './wait-for-health.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 5188;
const PARALLEL_UPLOADS = 10;
const LIST_CALLS = 300;
const origin = `http://localhost:${PORT}`;
const base = `http://127.0.0.1:${PORT}`;
const dbName = 'careabroad_bench_records';
const MB = 1024 * 1024;

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${dbName} with (force)`);
await admin.unsafe(`create database ${dbName}`);
await admin.end();
const dataDir = await mkdtemp(path.join(tmpdir(), 'careabroad-bench-records-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_ORIGIN: origin,
    DATABASE_URL: withDatabase(adminUrl, dbName),
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    RECORDS_MASTER_KEY: randomBytes(32).toString('base64'),
    SEED_DEMO: 'false',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
process.on('exit', () => server.kill('SIGKILL'));

/** The server process's resident set in bytes, from /proc. */
async function serverRss(): Promise<number> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kib) * 1024;
}

/** Samples the server's RSS every 20 ms while `work` runs; returns its result and the peak. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = await serverRss();
  const timer = setInterval(() => {
    void serverRss().then((rss) => (peak = Math.max(peak, rss)));
  }, 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, await serverRss()) };
  } finally {
    clearInterval(timer);
  }
}

async function signUpPatient(n: number): Promise<string> {
  const headers = {
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    origin,
  };
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `patient${n}@bench.test`,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: `P${n}`,
    }),
  });
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const chosen = await fetch(`${base}/api/users/role`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ role: 'patient' }),
  });
  if (!chosen.ok) throw new Error(`role: ${chosen.status}`);
  const session = (chosen.headers.get('set-cookie') ?? cookie).split(';')[0] ?? cookie;
  // Uploading needs the health-data consent (ADR 0041).
  const consent = await fetch(`${base}/api/consents`, {
    method: 'POST',
    headers: { ...headers, cookie: session },
    body: JSON.stringify({
      purpose: 'health_data',
      textVersion: consentTextOf('health_data').version,
    }),
  });
  if (!consent.ok) throw new Error(`consent: ${consent.status}`);
  return session;
}

const upload = (cookie: string, file: Blob) => uploadRecordFile({ base, origin }, cookie, file);

async function download(cookie: string, id: string): Promise<number> {
  const response = await fetch(`${base}/api/records/${id}/content`, { headers: { cookie } });
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return bytes;
}

/** Durations in ms of `calls` sequential GET /api/records, as long as `keepGoing()` holds. */
async function timeLists(cookie: string, calls: number, keepGoing = () => true): Promise<number[]> {
  const durations: number[] = [];
  while (durations.length < calls && keepGoing()) {
    const started = performance.now();
    const response = await fetch(`${base}/api/records`, { headers: { cookie } });
    await response.arrayBuffer();
    durations.push(performance.now() - started);
  }
  return durations;
}

const p = (values: number[], percentile: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((percentile / 100) * sorted.length))] ?? NaN;
};
const mb = (bytes: number) => (bytes / MB).toFixed(1);

await waitForHealth(base);
const file = new Blob([samplePdf(MAX_RECORD_FILE_BYTES - 1024)], { type: 'application/pdf' });
const reader = await signUpPatient(0);
await upload(reader, new Blob([samplePdf(1000)])); // warm-up: code paths loaded
await timeLists(reader, 50);
const rssBefore = await serverRss();

const up = await withPeakRss(() => upload(reader, file));
const down = await withPeakRss(() => download(reader, up.result));
if (down.result !== file.size) throw new Error(`downloaded ${down.result} of ${file.size} bytes`);
await new Promise((resolve) => setTimeout(resolve, 2000));
const rssAfter = await serverRss();

const idle = await timeLists(reader, LIST_CALLS);
const uploaders = await Promise.all(
  Array.from({ length: PARALLEL_UPLOADS }, (_, i) => signUpPatient(i + 1)),
);
const loadBefore = loadavg()[0] ?? NaN;
let uploading = true;
const parallel = await withPeakRss(async () => {
  // Another process streams the uploads, so this one's timings are the server's alone.
  const uploader = spawn(process.execPath, ['--import', 'tsx', 'bench/records-uploader.ts'], {
    env: {
      ...process.env,
      BENCH_BASE: base,
      BENCH_ORIGIN: origin,
      BENCH_COOKIES: JSON.stringify(uploaders),
      BENCH_FILE_BYTES: String(file.size - 100),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uploads = new Promise<number | null>((resolve) => uploader.once('exit', resolve));
  void uploads.finally(() => {
    uploading = false;
  });
  // Timing starts when the uploader says its requests are being sent.
  await new Promise((resolve) => uploader.stdout.once('data', resolve));
  const during = await timeLists(reader, Number.MAX_SAFE_INTEGER, () => uploading);
  if ((await uploads) !== 0) throw new Error('the parallel uploads failed');
  return during;
});

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at the end (${loadBefore.toFixed(2)} before the parallel uploads)\n`,
);
console.log('| step | server RSS MB |');
console.log('|---|---|');
console.log(`| before (after warm-up) | ${mb(rssBefore)} |`);
console.log(`| peak while uploading one ${mb(file.size)} MB PDF | ${mb(up.peak)} |`);
console.log(`| peak while downloading it | ${mb(down.peak)} |`);
console.log(`| 2 s after | ${mb(rssAfter)} |`);
console.log(
  `| peak during ${PARALLEL_UPLOADS} parallel ${mb(file.size)} MB uploads | ${mb(parallel.peak)} |`,
);
console.log('\n| GET /api/records (own list) | calls | p50 ms | p99 ms |');
console.log('|---|---|---|---|');
console.log(`| idle | ${idle.length} | ${p(idle, 50).toFixed(1)} | ${p(idle, 99).toFixed(1)} |`);
const during = parallel.result;
console.log(
  `| during ${PARALLEL_UPLOADS} parallel uploads | ${during.length} | ${p(during, 50).toFixed(1)} | ${p(during, 99).toFixed(1)} |`,
);
console.log(`\np99 ratio during/idle: ${(p(during, 99) / p(idle, 99)).toFixed(2)}`);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await rm(dataDir, { recursive: true, force: true });
const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
await dropper.unsafe(`drop database if exists ${dbName} with (force)`);
await dropper.end();
