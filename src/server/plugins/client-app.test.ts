import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAppPlugin, PRERENDERED_DIR } from './client-app.ts';
import { compressionPlugin } from './compression.ts';

const INDEX_HTML = '<!doctype html><title>CareAbroad</title><div id="root"></div>';
const LANDING_HTML = '<!doctype html><title>CareAbroad</title><div id="root"><h1>Hi</h1></div>';
const FAQ_HTML = '<!doctype html><title>FAQ</title><div id="root"><h1>FAQ</h1></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Writes `content` at `file` with the `.br` and `.gz` twins the build writes next to it. */
async function writeWithTwins(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

describe('client app pages', () => {
  let app: FastifyInstance;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'careabroad-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await mkdir(path.join(clientDir, PRERENDERED_DIR));
    await writeWithTwins(path.join(clientDir, 'index.html'), INDEX_HTML);
    await writeWithTwins(path.join(clientDir, 'assets', 'app-1234.js'), SCRIPT);
    await writeWithTwins(path.join(clientDir, PRERENDERED_DIR, 'index.html'), LANDING_HTML);
    await writeWithTwins(path.join(clientDir, PRERENDERED_DIR, 'faq.html'), FAQ_HTML);
    app = Fastify();
    // As in the app: the response compression sits in front, and must not encode twice.
    await app.register(compressionPlugin);
    await app.register(clientAppPlugin, { clientDir, sessionCookie: 'sid' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it.each(['/my-requests', '/hospital/3f0c6c9e-0000-4000-8000-000000000000'])(
    'HEAD %s answers as GET does (200, HTML, no-cache), without a body',
    async (url) => {
      const get = await app.inject({ method: 'GET', url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(get.statusCode).toBe(200);
      expect(get.body).toBe(INDEX_HTML);
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['cache-control']).toBe('no-cache');
      expect(head.body).toBe('');
    },
  );

  it('HEAD of a built asset answers 200; HEAD of an unknown API path stays 404', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/assets/app-1234.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/my-requests' })).statusCode).toBe(404);
  });

  it('sends a browser the brotli twin of an asset, and a client without Accept-Encoding the file', async () => {
    const browser = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['content-type']).toMatch(/javascript/);
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(SCRIPT);

    const gzipOnly = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(SCRIPT);

    const identity = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
    expect((await app.inject({ url: '/assets/app-1234.js' })).body).toBe(SCRIPT);
  });

  it('compresses pages too: a browser gets the brotli twin of index.html', async () => {
    const page = await app.inject({
      url: '/my-requests',
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('answers a signed-out visit of a prerendered path with its page, varying on the cookie', async () => {
    const landing = await app.inject({ url: '/' });
    expect(landing.body).toBe(LANDING_HTML);
    expect(landing.headers.vary).toMatch(/cookie/i);
    expect(landing.headers['cache-control']).toBe('no-cache');
    const faq = await app.inject({
      url: '/faq',
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
    expect(brotliDecompressSync(faq.rawPayload).toString()).toBe(FAQ_HTML);
  });

  it('answers the app shell when a session cookie is sent or the URL has a query', async () => {
    expect((await app.inject({ url: '/', headers: { cookie: 'sid=abc' } })).body).toBe(INDEX_HTML);
    expect(
      (await app.inject({ url: '/faq', headers: { cookie: 'theme=dark; sid=abc' } })).body,
    ).toBe(INDEX_HTML);
    expect((await app.inject({ url: '/?ref=FRIEND1' })).body).toBe(INDEX_HTML);
    expect((await app.inject({ url: '/', headers: { cookie: 'xsid=1' } })).body).toBe(LANDING_HTML);
  });

  it('never serves the prerendered files under their own names', async () => {
    const direct = await app.inject({ url: `/${PRERENDERED_DIR}/faq.html` });
    expect(direct.body).toBe(INDEX_HTML);
  });
});
