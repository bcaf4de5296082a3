import { describe, expect, it } from 'vitest';
import { inHouseDevelopmentCases } from './development-cases.ts';
import { differential, EMERGENCY_PROBABILITY_THRESHOLD } from './index.ts';

describe('emergency threshold on the in-house development cases', () => {
  const cases = inHouseDevelopmentCases();

  it('is reached by at least 99 % of the emergencies whose diagnosis is an emergency condition', () => {
    const emergencies = cases.filter((c) => c.isEmergencyDiagnosis);
    const reached = emergencies.filter(
      (c) => differential(c.profile).emergencyProbability >= EMERGENCY_PROBABILITY_THRESHOLD,
    );
    expect(emergencies.length).toBeGreaterThan(400);
    expect(reached.length / emergencies.length).toBeGreaterThanOrEqual(0.99);
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
