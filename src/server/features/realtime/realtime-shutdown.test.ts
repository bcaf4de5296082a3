import { describe, expect, it } from 'vitest';
import { createActor } from '../../test/factories.ts';
import { listenOnLoopback, openSocket } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';

/** RFC 6455 going away: the server is shutting down; the client reconnects elsewhere. */
const GOING_AWAY = 1001;
const MAX_SHUTDOWN_MS = 2_000;

describe('shutdown with open sockets', () => {
  it('closes them with 1001 "going away" and finishes within 2 s, even when a peer never answers', async () => {
    const t = await createTestApp();
    const patient = await createActor(t.app, 'patient');
    const url = `${await listenOnLoopback(t.app)}/ws`;
    const headers = { cookie: patient.cookie, origin: t.config.appOrigin };
    const live = await openSocket(url, headers);
    // A frozen peer: it reads nothing, so it never answers the close frame.
    const frozen = await openSocket(url, headers);
    frozen.socket.pause();

    const startedAt = performance.now();
    // What main.ts runs on SIGTERM (close-with-grace) before it closes the database.
    await t.app.close();
    const shutdownMs = performance.now() - startedAt;
    await t.close();

    const liveClose = await live.closed;
    expect(liveClose).toEqual({ code: GOING_AWAY, reason: 'Server shutting down' });
    expect(shutdownMs).toBeLessThan(MAX_SHUTDOWN_MS);
    // The server ended the frozen peer's connection instead of waiting for it: once the peer
    // reads again, it finds the close frame and the end of the stream, with no answer owed.
    frozen.socket.resume();
    const frozenClose = await Promise.race([
      frozen.closed,
      new Promise((resolve) => setTimeout(() => resolve('still open'), 1_000)),
    ]);
    expect(frozenClose).toEqual({ code: GOING_AWAY, reason: 'Server shutting down' });
  });
});
