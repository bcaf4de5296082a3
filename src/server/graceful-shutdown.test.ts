import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = 5180 + Math.floor(Math.random() * 100);
const baseUrl = `http://127.0.0.1:${PORT}`;

async function waitForHealth(deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

// DESIGN/issue #2 and SECURITY §6: on SIGTERM the process stops accepting work, finishes every
// request already in flight, closes the database (releasing the PGlite lock) and exits 0.
describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careabroad-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'drains in-flight requests on SIGTERM, then exits 0 and frees the data folder',
    { timeout: 90_000 },
    async () => {
      const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'ignore'],
        env: {
          ...process.env,
          PORT: String(PORT),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SEED_DEMO: 'false',
          RATE_LIMITS: 'off',
          LOG_LEVEL: 'info',
        },
      });
      const exited = new Promise<number | null>((resolve) =>
        server.once('exit', (code) => resolve(code)),
      );
      await waitForHealth(60_000);

      // Sign-ins run scrypt (tens of ms each); SIGTERM goes out once the server has logged all
      // twelve as received, so every one of them is inside a handler when shutdown begins.
      const inFlight = Array.from({ length: 12 }, (_, i) =>
        fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ email: `nobody${i}@example.test`, password: 'not-the-password' }),
        }).then((r) => r.status),
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      server.kill('SIGTERM');

      expect(await Promise.all(inFlight)).toEqual(Array<number>(12).fill(401));
      expect(await exited).toBe(0);

      // The lock is released: another process can open the same folder.
      const grant = spawnSync(
        'node',
        ['--import', 'tsx', 'src/server/cli/admin-grant.ts', 'nobody@example.test'],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
        },
      );
      expect(grant.stderr).toContain('No account with the e-mail nobody@example.test');
      expect(grant.status).toBe(1);
    },
  );
});
