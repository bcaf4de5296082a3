import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from '../../test/factories.ts';
import { multipartBody } from '../../test/multipart.ts';
import { samplePdf } from '../../test/record-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordFields } from './records-test-support.ts';
import { giveConsents } from '../consents/consents-test-support.ts';

/** Short deadlines, so the test waits a second where production would wait minutes. */
const DEADLINES = { bodyMs: 400, uploadIdleMs: 400, uploadTotalMs: 30_000 };

/**
 * Sends `body` to the real listening server in `pieces` slices, `gapMs` apart, stopping after
 * `sendPieces` of them (a stalled client) when given. Resolves with the status, or the error
 * when the server cut the connection.
 */
function trickle(input: {
  port: number;
  path: string;
  client: Actor;
  body: Buffer;
  headers: Record<string, string>;
  pieces: number;
  gapMs: number;
  sendPieces?: number;
}): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: input.port,
        path: input.path,
        method: 'POST',
        headers: {
          ...input.headers,
          'content-length': String(input.body.length),
          'x-requested-with': 'XMLHttpRequest',
          cookie: input.client.cookie ?? '',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('error', (error) => resolve({ error: error.message }));
    void (async () => {
      const size = Math.ceil(input.body.length / input.pieces);
      for (let piece = 0; piece < (input.sendPieces ?? input.pieces); piece += 1) {
        if (request.destroyed) return;
        request.write(input.body.subarray(piece * size, (piece + 1) * size));
        await sleep(input.gapMs);
      }
      if (input.sendPieces === undefined) request.end();
    })();
  });
}

describe('upload deadlines on slow links (ADR 0038)', () => {
  let t: TestApp;
  let patient: Actor;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({}, { requestDeadlines: DEADLINES });
    patient = await createActor(t.app, 'patient');
    await giveConsents(patient, ['health_data']);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const upload = () => {
    const { payload, headers } = multipartBody(recordFields(), {
      filename: 'scan.pdf',
      content: samplePdf(300_000),
    });
    return { body: payload, headers };
  };

  it('accepts an upload that arrives slower than the body deadline but steadily', async () => {
    const result = await trickle({
      port,
      path: '/api/records',
      client: patient,
      ...upload(),
      pieces: 12,
      gapMs: 100,
    });
    expect(result).toEqual({ status: 201 });
    expect(await t.recordStore.listKeys()).toHaveLength(1);
  });

  it('cuts a stalled upload and leaves nothing stored', async () => {
    const before = await t.recordStore.listKeys();
    const result = await trickle({
      port,
      path: '/api/records',
      client: patient,
      ...upload(),
      pieces: 12,
      gapMs: 50,
      sendPieces: 6,
    });
    expect(result).toHaveProperty('error');
    await vi.waitFor(async () => expect(await t.recordStore.listKeys()).toEqual(before));
  });

  it('still holds other routes to the body deadline', async () => {
    const body = Buffer.from(JSON.stringify({ procedureType: 'x'.repeat(2000) }));
    const result = await trickle({
      port,
      path: '/api/treatment-requests',
      client: patient,
      body,
      headers: { 'content-type': 'application/json' },
      pieces: 12,
      gapMs: 100,
    });
    expect(result).toHaveProperty('error');
  });
});
