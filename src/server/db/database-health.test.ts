import { describe, expect, it } from 'vitest';
import {
  createDatabaseHealth,
  DatabaseUnavailableError,
  isDatabaseTimeout,
  isDatabaseUnavailable,
} from './database-health.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A driver error as Drizzle hands it over: the driver's error in `cause`. */
const wrapped = (code: string) => ({ message: 'Failed query', cause: { code } });

describe('the database breaker (ADR 0024)', () => {
  it('opens on a connection error, fails fast while open, and closes on the first answering probe', async () => {
    let isServerUp = false;
    let probes = 0;
    const changes: string[] = [];
    const health = createDatabaseHealth({
      async ping() {
        probes += 1;
        if (!isServerUp) throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
      },
    });
    health.onChange((state) => changes.push(state));
    try {
      health.observe(wrapped('ECONNREFUSED'));
      expect(health.state).toBe('down');
      expect(() => health.assertAvailable()).toThrow(DatabaseUnavailableError);
      await sleep(1_300);
      expect(probes).toBeGreaterThanOrEqual(2);
      expect(health.state).toBe('down');

      isServerUp = true;
      await sleep(700);
      expect(health.state).toBe('up');
      expect(() => health.assertAvailable()).not.toThrow();
      expect(changes).toEqual(['down', 'up']);
    } finally {
      health.stop();
    }
  });

  it('stays closed for errors of a database that answered', () => {
    const health = createDatabaseHealth({ ping: async () => {} });
    health.observe(wrapped('23505'));
    health.observe(wrapped('57014'));
    health.observe(new Error('no code'));
    expect(health.state).toBe('up');
    health.stop();
  });

  it('tells outages (503, opens the breaker) from timeouts (503 only) from the rest', () => {
    for (const code of [
      'ECONNREFUSED',
      'CONNECT_TIMEOUT',
      'CONNECTION_CLOSED',
      '57P01',
      '08006',
      '53300',
    ])
      expect(isDatabaseUnavailable(wrapped(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true);
    for (const code of ['57014', '55P03']) {
      expect(isDatabaseTimeout(wrapped(code)), code).toBe(true);
      expect(isDatabaseUnavailable(wrapped(code)), code).toBe(false);
    }
    for (const code of ['23505', '40001', '22P02'])
      expect(isDatabaseUnavailable(wrapped(code)) || isDatabaseTimeout(wrapped(code)), code).toBe(
        false,
      );
  });
});
