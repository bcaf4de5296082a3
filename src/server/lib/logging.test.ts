import { EventEmitter } from 'node:events';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { findLiveSessionIds } from '../features/auth/sessions.repository.ts';
import { startHeartbeat } from '../realtime/heartbeat.ts';
import { SocketRegistry } from '../realtime/socket-registry.ts';
import { testClient } from '../test/http.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../test/test-app.ts';
import { loggerOptions } from './logging.ts';

/** A log destination that keeps every line. */
function recordingStream() {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

const GRIEVANCE = {
  name: 'Grace Filer',
  email: 'grace@example.test',
  subject: 'Invoice does not match the quote',
  message: 'The hospital charged more than the accepted bid said.',
};

describe('the access log never shows a grievance reference code (SECURITY §5)', () => {
  let t: TestApp;
  const stream = recordingStream();

  beforeAll(async () => {
    t = await createTestApp({}, { logger: loggerOptions({ level: 'info', stream }) });
  });
  afterAll(() => t.close());

  it('in the status API or the status page link, in any spelling', async () => {
    const anonymous = testClient(t.app);
    const filed = await anonymous.post('/api/support', GRIEVANCE);
    expect(filed.statusCode, filed.body).toBe(201);
    const code = filed.json<{ id: string }>().id;
    const compact = code.replaceAll('-', '');

    expect((await anonymous.get(`/api/support/${code}`)).statusCode).toBe(200);
    await anonymous.get(`/api/support/${compact.toLowerCase()}`);
    await anonymous.get(`/grievance-status?code=${code}`);

    const log = stream.lines.join('\n');
    expect(log).toContain('"url":"/api/support/[redacted]"');
    expect(log).toContain('"url":"/grievance-status?[redacted]"');
    expect(log).not.toContain(code);
    expect(log.toUpperCase()).not.toContain(compact);
    expect(log).toContain('"url":"/api/support"');
  });
});

describe('the websocket session check logs no session id when the database is down', () => {
  it('logs the failure without the ids it was checking', async () => {
    const database = await openTestDatabase();
    await database.dispose();
    const sid = 'sess-9f8e7d6c5b4a39281706f5e4d3c2b1a0';
    const registry = new SocketRegistry(10);
    const socket = Object.assign(new EventEmitter(), {
      ping() {},
      terminate() {},
      close() {},
      readyState: 1,
    });
    registry.add({
      socket: socket as unknown as WebSocket,
      userId: 'user-1',
      sid,
      expiresAtMs: Date.now() + 60_000,
      isAlive: true,
    });
    const stream = recordingStream();
    const logger = Fastify({ logger: loggerOptions({ level: 'info', stream }) }).log;

    const stop = startHeartbeat({
      registry,
      intervalMs: 20,
      findLiveSessions: (sids) => findLiveSessionIds(database.db, sids),
      // The breaker has not seen the closed database yet, so the check runs and fails.
      isDatabaseUp: () => true,
      log: logger,
    });
    await expect
      .poll(() => stream.lines.join(''), { timeout: 5000 })
      .toContain('websocket session check failed');
    stop();

    const log = stream.lines.join('\n');
    expect(log).not.toContain(sid);
  });
});
