/**
 * Sign-in without OpenID Connect configured, the OIDC_* settings (DESIGN §3) and the access
 * log's redaction of the callback (ADR 0015).
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { serializeLoggedRequest } from '../../lib/logging.ts';

describe('without OpenID Connect configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offers no single sign-on and sends /api/login to the local sign-in page', async () => {
    expect((await testClient(t.app).get('/api/auth/providers')).json()).toEqual({ oidc: false });
    const login = await t.app.inject({ method: 'GET', url: '/api/login?next=%2Fmessages' });
    expect(login.headers.location).toBe('/login?next=%2Fmessages');
    expect(login.cookies).toEqual([]);
    const plain = await t.app.inject({ method: 'GET', url: '/api/login?next=%2F%2Fevil.example' });
    expect(plain.headers.location).toBe('/login');
    const callback = await t.app.inject({ method: 'GET', url: '/api/callback?code=x&state=y' });
    expect(callback.headers.location).toBe('/login');
  });
});

describe('OIDC_* configuration (DESIGN §3)', () => {
  const base = { NODE_ENV: 'test' as const };

  it('needs all three settings and names the missing ones', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER_URL: 'https://id.example' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ ...base, OIDC_CLIENT_ID: 'app' });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toMatch(/OIDC_ISSUER_URL/);
      expect((error as ConfigError).problems.join('\n')).toMatch(/OIDC_CLIENT_SECRET/);
    }
    expect(loadConfig(base).oidc).toBeUndefined();
  });

  it('maps a complete https set, and allows plain http only for a loopback issuer outside production', () => {
    const set = { OIDC_CLIENT_ID: 'app', OIDC_CLIENT_SECRET: 's' };
    expect(loadConfig({ ...base, ...set, OIDC_ISSUER_URL: 'https://id.example' }).oidc).toEqual({
      issuerUrl: 'https://id.example',
      clientId: 'app',
      clientSecret: 's',
      allowInsecureRequests: false,
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({ ...base, ...set, OIDC_ISSUER_URL: 'http://127.0.0.1:4000' }).oidc
        ?.allowInsecureRequests,
    ).toBe(true);
    expect(() => loadConfig({ ...base, ...set, OIDC_ISSUER_URL: 'http://id.example' })).toThrow(
      /OIDC_ISSUER_URL/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        RECORDS_MASTER_KEY: Buffer.alloc(32).toString('base64'),
        ...set,
        OIDC_ISSUER_URL: 'http://localhost:4000',
      }),
    ).toThrow(/OIDC_ISSUER_URL/);
  });
});

describe('the access log', () => {
  it('never shows the authorization code or state of /api/callback', () => {
    const logged = (url: string) =>
      serializeLoggedRequest({
        url,
        method: 'GET',
        host: 'localhost',
        ip: '127.0.0.1',
      } as FastifyRequest);
    expect(logged('/api/callback?code=secret-code&state=s').url).toBe('/api/callback?[redacted]');
    expect(logged('/api/login?next=%2Fmessages').url).toBe('/api/login?next=%2Fmessages');
  });
});
