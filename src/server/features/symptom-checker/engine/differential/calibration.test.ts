import { describe, expect, it } from 'vitest';
import { inHouseDevelopmentCases } from './development-cases.ts';
import { differential, RAISE_THRESHOLDS } from './index.ts';

describe('emergency threshold on the in-house development cases', () => {
  const cases = inHouseDevelopmentCases();

  it('raises few non-emergencies even at the urgent threshold', () => {
    const others = cases.filter((c) => !c.isEmergency);
    const raised = others.filter(
      (c) => differential(c.profile).emergencyProbability >= RAISE_THRESHOLDS.urgent,
    );
    expect(others.length).toBeGreaterThan(1000);
    expect(raised.length / others.length).toBeLessThanOrEqual(0.03);
  });

  it('answers far within 20 ms at the 99th percentile', () => {
    const times = cases.map(({ profile }) => {
      const start = performance.now();
      differential(profile);
      return performance.now() - start;
    });
    times.sort((a, b) => a - b);
    expect(times[Math.floor(0.99 * times.length)]).toBeLessThan(5);
  });
});
