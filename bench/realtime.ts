// Benchmark: idle WebSocket capacity and chat delivery latency (issue #3: "≥ 15,000 idle
// sockets at ≤ 8 KB each; delivery p99 ≤ 50 ms on loopback"). Starts the real server as a
// child process on PostgreSQL, opens BENCH_SOCKETS idle sockets from a second process (10 per
// user, the per-user cap; bench/idle-sockets-holder.ts), reads the server's memory before and after (after a full garbage
// collection, asked for through the server's inspector port), then times
// POST /api/messages → `chat_message` frame on the receiver's socket with all those sockets
// connected. Run: `npm run bench:realtime` (needs PostgreSQL: BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres). Prints a Markdown table for bench/README.md.
import { fork, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { signerFactory } from '@fastify/cookie';
import postgres from 'postgres';
import { WebSocket } from 'ws';
import { buildBid, buildTreatmentRequest } from '../src/server/test/factories.ts';
import { withDatabase } from '../src/server/test/test-database.ts';
import { waitForHealth } from './wait-for-health.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 15_000);
const SOCKETS_PER_USER = 10;
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 1_000);
const WARM_UP = 50;
const OPEN_AT_ONCE = 250;
const PORT = 5187;
const INSPECTOR_PORT = 9347;
const origin = `http://localhost:${PORT}`;
const base = `http://127.0.0.1:${PORT}`;
const secret = randomBytes(32).toString('hex');
const dbName = 'careabroad_bench_realtime';

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${dbName} with (force)`);
await admin.unsafe(`create database ${dbName}`);
await admin.end();
const url = withDatabase(adminUrl, dbName);

const server = spawn(
  process.execPath,
  [`--inspect=127.0.0.1:${INSPECTOR_PORT}`, '--import', 'tsx', 'src/server/main.ts'],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_ORIGIN: origin,
      DATABASE_URL: url,
      SESSION_SECRET: secret,
      RECORDS_MASTER_KEY: randomBytes(32).toString('base64'),
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@bench.test',
    },
    stdio: ['ignore', 'inherit', 'ignore'],
  },
);
process.on('exit', () => server.kill('SIGKILL'));

/** Sends one DevTools-protocol command to the server's inspector; resolves with its result. */
async function inspectorCommand(method: string, params: object = {}): Promise<unknown> {
  const [target] = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve) => socket.once('open', resolve));
  const answer = new Promise<unknown>((resolve) =>
    socket.on('message', (data: Buffer) => {
      const reply = JSON.parse(data.toString()) as { id?: number; result?: unknown };
      if (reply.id === 1) resolve(reply.result);
    }),
  );
  socket.send(JSON.stringify({ id: 1, method, params }));
  const result = await answer;
  socket.close();
  return result;
}

/** The server's memory in bytes after a full garbage collection: resident set and JS heap. */
async function serverMemory(): Promise<{ rss: number; heap: number }> {
  await inspectorCommand('HeapProfiler.collectGarbage');
  const result = (await inspectorCommand('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  })) as { result: { value: string } };
  const usage = JSON.parse(result.result.value) as NodeJS.MemoryUsage;
  return { rss: usage.rss, heap: usage.heapUsed + usage.external };
}

/** A browser-like API client with its own session cookie. */
function client() {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-requested-with': 'XMLHttpRequest',
        origin,
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204
      ? undefined
      : ((await response.json()) as Record<string, string>);
  };
  return { call, cookie: () => cookie };
}

async function signUp(email: string, role: 'patient' | 'hospital' | 'admin') {
  const c = client();
  const user = await c.call('POST', '/api/auth/register', {
    email,
    password: 'bench-password-1',
    firstName: 'Bench',
    lastName: role,
  });
  if (role !== 'admin') await c.call('POST', '/api/users/role', { role });
  return { ...c, id: user!.id! };
}

function openSocket(cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws`, { headers: { cookie, origin } });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`refused ${res.statusCode}`)),
    );
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

await waitForHealth(base);
const sql = postgres(url, { max: 2, onnotice: () => {} });

// The conversation whose delivery is timed.
const adminUser = await signUp('admin@bench.test', 'admin');
const patient = await signUp('patient@bench.test', 'patient');
const hospital = await signUp('hospital@bench.test', 'hospital');
await adminUser.call('POST', `/api/admin/hospitals/${hospital.id}/verify`);
const request = await patient.call('POST', '/api/treatment-requests', buildTreatmentRequest());
await hospital.call('POST', '/api/bids', buildBid(request!.id!));

// Idle users and sessions, made in SQL from the shape of a real session row.
const [template] = await sql<{ sess: Record<string, unknown> }[]>`
  select sess from sessions where user_id = ${patient.id} limit 1`;
const userCount = Math.ceil(SOCKETS / SOCKETS_PER_USER);
const idle = Array.from({ length: userCount }, (_, i) => ({
  id: crypto.randomUUID(),
  sid: randomBytes(24).toString('base64url'),
  i,
}));
for (let start = 0; start < idle.length; start += 1000) {
  const chunk = idle.slice(start, start + 1000);
  await sql`insert into users ${sql(
    chunk.map((u) => ({
      id: u.id,
      email: `idle${u.i}@bench.test`,
      role: 'patient',
      referral_code: `IDLE${u.i}`,
      first_name: 'Idle',
      last_name: String(u.i),
    })),
  )}`;
  await sql`insert into sessions ${sql(
    chunk.map((u) => ({
      sid: u.sid,
      sess: sql.json({ ...template!.sess, userId: u.id } as never),
      expire: new Date(Date.now() + 86_400_000),
      user_id: u.id,
    })),
  )}`;
}
const signer = signerFactory(secret);
const idleCookies = idle.map((u) => `sid=${encodeURIComponent(signer.sign(u.sid))}`);

await new Promise((resolve) => setTimeout(resolve, 3000));
const before = await serverMemory();

const holder = fork(fileURLToPath(new URL('./idle-sockets-holder.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
});
const ask = <T>(message?: object | 'count') =>
  new Promise<T>((resolve, reject) => {
    holder.once('message', (answer) => resolve(answer as T));
    holder.once('error', reject);
    if (message) holder.send(message);
  });
const opened = ask<{ opened: number }>({
  url: `ws://127.0.0.1:${PORT}/ws`,
  origin,
  cookies: idleCookies,
  perCookie: SOCKETS_PER_USER,
  openAtOnce: OPEN_AT_ONCE,
});
const openStarted = performance.now();
await opened;
const openSeconds = (performance.now() - openStarted) / 1000;
await new Promise((resolve) => setTimeout(resolve, 5000));
const after = await serverMemory();
const heapPerSocket = (after.heap - before.heap) / SOCKETS;
const rssPerSocket = (after.rss - before.rss) / SOCKETS;

// Delivery: POST as the patient, time until the hospital's socket has the frame.
const receiver = await openSocket(hospital.cookie());
const latencies: number[] = [];
for (let n = 0; n < WARM_UP + DELIVERIES; n += 1) {
  const content = `bench ${n}`;
  const arrived = new Promise<number>((resolve) => {
    const onMessage = (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { content: string }).content !== content) return;
      receiver.off('message', onMessage);
      resolve(performance.now());
    };
    receiver.on('message', onMessage);
  });
  const sentAt = performance.now();
  await patient.call('POST', '/api/messages', {
    treatmentRequestId: request!.id,
    receiverId: hospital.id,
    content,
  });
  const latency = (await arrived) - sentAt;
  if (n >= WARM_UP) latencies.push(latency);
}
latencies.sort((a, b) => a - b);
const stillOpen = (await ask<{ open: number }>('count')).open;

const load = (await readFile('/proc/loadavg', 'utf8')).split(' ')[0];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
process.stdout.write(
  [
    '',
    `load average ${load}; ${SOCKETS} idle sockets opened in ${openSeconds.toFixed(1)} s, ${stillOpen} still open after the delivery run`,
    '',
    '| measure | value | goal |',
    '|---|---|---|',
    `| idle sockets held by one server process | ${stillOpen.toLocaleString('en')} | ≥ 15,000 |`,
    `| server JS heap + external before → after | ${mb(before.heap)} MB → ${mb(after.heap)} MB | |`,
    `| server resident set before → after | ${mb(before.rss)} MB → ${mb(after.rss)} MB | |`,
    `| memory per idle socket (heap + external) | ${(heapPerSocket / 1024).toFixed(2)} KB | ≤ 8 KB |`,
    `| memory per idle socket (resident set) | ${(rssPerSocket / 1024).toFixed(2)} KB | |`,
    `| POST → push delivery p50 (${DELIVERIES} messages) | ${percentile(latencies, 50).toFixed(2)} ms | |`,
    `| POST → push delivery p99 | ${percentile(latencies, 99).toFixed(2)} ms | ≤ 50 ms |`,
    `| POST → push delivery max | ${(latencies.at(-1) ?? NaN).toFixed(2)} ms | |`,
    '',
  ].join('\n'),
);

holder.send('close');
await new Promise((resolve) => holder.once('exit', resolve));
receiver.terminate();
await sql.end();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
await cleanup.unsafe(`drop database if exists ${dbName} with (force)`);
await cleanup.end();
