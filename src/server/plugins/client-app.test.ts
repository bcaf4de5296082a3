import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAppPlugin } from './client-app.ts';

const INDEX_HTML = '<!doctype html><title>CareAbroad</title><div id="root"></div>';

describe('client app pages', () => {
  let app: FastifyInstance;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'careabroad-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1);');
    app = Fastify();
    await app.register(clientAppPlugin, { clientDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it.each(['/', '/my-requests', '/hospital/3f0c6c9e-0000-4000-8000-000000000000'])(
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
});
