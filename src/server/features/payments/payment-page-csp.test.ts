import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// SECURITY §3: Stripe's hosts are allowed on the payment page only (ADR 0014).
describe('payment page CSP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows Stripe.js, its frames and its API on /pay/… only', async () => {
    const pay = await t.app.inject({
      method: 'GET',
      url: '/pay/0b0e7d2e-4f5e-4c55-9d55-5b4e7f5a9a11',
    });
    const csp = String(pay.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    for (const url of ['/', '/requests/x', '/my-requests', '/api/health', '/payments']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(String(other.headers['content-security-policy']), url).not.toContain('stripe');
    }
  });
});
