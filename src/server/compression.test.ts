import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** The OpenAPI document: a JSON answer well above the 1 KB compression threshold. */
const LARGE_JSON_URL = '/api/docs/json';

describe('API response compression', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends brotli to a browser, gzip to a gzip-only client, and plain JSON otherwise', async () => {
    const plain = await t.app.inject({ url: LARGE_JSON_URL });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.json<{ openapi: string }>();
    expect(document.openapi).toMatch(/^3\./);

    const browser = await t.app.inject({
      url: LARGE_JSON_URL,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString())).toEqual(document);

    const gzipOnly = await t.app.inject({
      url: LARGE_JSON_URL,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.rawPayload).toString())).toEqual(document);

    const identity = await t.app.inject({
      url: LARGE_JSON_URL,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(document);
  });
});
