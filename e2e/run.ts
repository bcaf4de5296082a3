// E2E entry (`npm run test:e2e`): builds the client, starts the real server on a fresh embedded
// database with demo data, runs every e2e/*.spec.ts with node's test runner against it, stops
// the server. Screenshots land in e2e/artifacts/screenshots. Names given after the command
// (`npm run test:e2e -- symptom-checker`) run only the specs whose file names contain them.
// Ports: the app on E2E_PORT (5099), the OpenID provider on E2E_OIDC_PORT (the one before), the
// Stripe stand-in on a free one. E2E_CONCURRENCY spec files run at once (default 4): the
// journeys mostly wait on the browser and the network, not the CPU.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAKE_STRIPE_KEYS } from '../src/server/test/fake-stripe-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The line a spec carries to run after the others, on its own (see below). */
const RUNS_ALONE_MARK = '// e2e: runs alone';
const only = process.argv.slice(2);
const port = Number(process.env.E2E_PORT ?? 5099);
const baseUrl = `http://localhost:${port}`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

async function waitForHealth(deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within ${deadlineMs} ms`);
}

if (
  process.env.E2E_SKIP_BUILD !== 'true' &&
  run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0
) {
  process.exit(1);
}
// The landing page's JavaScript budget (ADR 0034), on the build the journeys use.
if (run('node', ['--import', 'tsx', 'build-tools/landing-budget.ts']) !== 0) process.exit(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'careabroad-e2e-'));
// A real OpenID provider on loopback for single sign-on (e2e/oidc.spec.ts, ADR 0015), in its
// own process: this one blocks in spawnSync while the specs run.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port - 1);
const oidc = {
  issuer: `http://127.0.0.1:${oidcPort}`,
  clientId: 'careabroad-test',
  clientSecret: 'e2e-oidc-client-secret',
};
const oidcProvider = spawn('node', ['--import', 'tsx', 'e2e/support/oidc-provider-server.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    E2E_BASE_URL: baseUrl,
    E2E_OIDC_PORT: String(oidcPort),
    E2E_OIDC_CLIENT_SECRET: oidc.clientSecret,
  },
});
// A local Stripe stand-in for card payments (e2e/payments.spec.ts, ADR 0014), in a process of
// its own: this one blocks in spawnSync while the specs run. It takes a free port and prints
// its URL, so parallel checkouts with neighbouring E2E ports never collide.
const fakeStripe = spawn('node', ['--import', 'tsx', 'src/server/test/fake-stripe-main.ts', '0'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const fakeStripeUrl = await new Promise<string>((resolve, reject) => {
  let printed = '';
  fakeStripe.stdout.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
    const line = printed.split('\n')[0];
    if (printed.includes('\n') && line) resolve(line.trim());
  });
  fakeStripe.once('exit', (code) => reject(new Error(`the fake Stripe exited (${code})`)));
});
const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ORIGIN: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    RATE_LIMITS: 'off',
    // A short quiet window, so journeys see the notification digest within seconds.
    NOTIFICATION_EMAIL_QUIET_SECONDS: '2',
    LOG_LEVEL: 'warn',
    ...FAKE_STRIPE_KEYS,
    STRIPE_API_BASE: fakeStripeUrl,
    OIDC_ISSUER_URL: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
  },
});

let exitCode: number;
try {
  await waitForHealth(90_000);
  const specs = readdirSync(path.join(root, 'e2e'))
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
    .sort()
    .map((file) => path.join('e2e', file));
  // A spec that counts or resets what every journey shares (the demo hospital's unread
  // messages, everyone's reward points) says so on a line of its own, and runs after the others,
  // alone.
  const runsAlone = (spec: string) =>
    readFileSync(path.join(root, spec), 'utf8').includes(RUNS_ALONE_MARK);
  const runSpecs = (files: string[], concurrency: number) =>
    files.length === 0
      ? 0
      : run(
          'node',
          [
            '--import',
            'tsx',
            '--test',
            `--test-concurrency=${concurrency}`,
            '--test-reporter=spec',
            ...files,
          ],
          {
            ...process.env,
            E2E_BASE_URL: baseUrl,
            E2E_FAKE_STRIPE_URL: fakeStripeUrl,
            // The server's mail folder (no SMTP in E2E): journeys follow links from it.
            E2E_OUTBOX_DIR: path.join(dataDir, 'outbox'),
          },
        );
  const together = runSpecs(
    specs.filter((spec) => !runsAlone(spec)),
    Number(process.env.E2E_CONCURRENCY ?? 4),
  );
  const alone = runSpecs(specs.filter(runsAlone), 1);
  exitCode = together || alone;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fakeStripe.kill('SIGTERM');
  oidcProvider.kill('SIGTERM');
  await new Promise((resolve) => oidcProvider.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
