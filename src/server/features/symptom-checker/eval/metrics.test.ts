import { describe, expect, it } from 'vitest';
import type { UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { Outcome } from './analyse.ts';
import { computeMetrics, percentile } from './metrics.ts';

const outcome = (
  gold: UrgencyLevel | null,
  triage: UrgencyLevel,
  diagnosisRank: number | null,
  ms = 1,
  isComplaintRead = true,
): Outcome => ({
  case: {
    id: 'c',
    input: { symptoms: ['cough'], age: 40, gender: 'male' },
    triage: gold,
    diagnosis: null,
    isDiagnosis: () => false,
  },
  triage,
  ranked: [],
  diagnosisRank,
  ms,
  isComplaintRead,
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 0.99)).toBe(5);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('computeMetrics', () => {
  const metrics = computeMetrics([
    outcome('emergency', 'emergency', 0, 1),
    outcome('emergency', 'routine', 2, 2),
    outcome('urgent', 'emergency', null, 3),
    outcome('routine', 'routine', 5, 4),
    outcome(null, 'urgent', 1, 5, false),
  ]);

  it('counts emergencies caught and emergencies called routine', () => {
    expect(metrics.emergencySensitivity).toEqual({ count: 1, total: 2 });
    expect(metrics.emergenciesCalledRoutine).toBe(1);
  });

  it('rates triage over the cases with a gold level only', () => {
    expect(metrics.triageExact).toEqual({ count: 2, total: 4 });
    expect(metrics.triageSafe).toEqual({ count: 3, total: 4 });
    expect(metrics.overTriage).toEqual({ count: 1, total: 4 });
  });

  it('counts top-1 and top-3 over the cases with a diagnosis check', () => {
    expect(metrics.top1).toEqual({ count: 1, total: 5 });
    expect(metrics.top3).toEqual({ count: 3, total: 5 });
  });

  it('counts the presenting complaints read as a symptom over every case', () => {
    expect(metrics.complaintRead).toEqual({ count: 4, total: 5 });
  });

  it('gives the time percentiles', () => {
    expect(metrics.p50Ms).toBe(3);
    expect(metrics.p99Ms).toBe(5);
  });
});
