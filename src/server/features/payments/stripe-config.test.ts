import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
};

// DESIGN §3 STRIPE_*: all three keys or none; STRIPE_API_BASE points the SDK elsewhere (§8).
describe('Stripe configuration', () => {
  it('is off without keys', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it('maps the keys and an API base', () => {
    expect(loadConfig({ ...KEYS, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      publishableKey: 'pk_test_x',
      apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(loadConfig(KEYS).stripe?.apiBase).toBeUndefined();
  });

  it('refuses a partial set of keys, naming the missing ones', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^STRIPE_WEBHOOK_SECRET:/),
        expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY:/),
      ]);
    }
  });
});
