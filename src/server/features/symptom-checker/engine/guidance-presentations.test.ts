/**
 * Generalisation checks on the guidance-written validation sets
 * (`test-data/symptom-checker/guidance-round-*.json`: common presentations written from NHS,
 * Healthier Together and NICE CKS pages, never from the evaluation vignettes), one set per engine
 * round: no case gets a lower urgency than its page advises, the expected condition is in the
 * top 3, and the share of exactly right triage levels stays at the set's floor.
 */
import { describe, expect, it } from 'vitest';
import { type InHouseCase, loadInHouseSet } from '../eval/in-house-sets.ts';
import { analyzeSymptoms, type EngineResult } from './index.ts';

const RANK = { routine: 0, urgent: 1, emergency: 2 } as const;

/**
 * Each set (its file in `test-data/symptom-checker/`), the share of exactly right levels it must
 * keep, and its smallest class.
 */
const FLOORS: { file: string; minExactShare: number; minPerLevel?: number }[] = [
  { file: 'guidance-round-3', minExactShare: 0.9 },
  { file: 'guidance-round-4', minExactShare: 0.9 },
  { file: 'guidance-round-5', minExactShare: 0.85 },
  { file: 'guidance-round-6', minExactShare: 0.85 },
  { file: 'guidance-round-7', minExactShare: 0.9 },
  { file: 'guidance-round-7b', minExactShare: 0.9 },
  { file: 'guidance-round-7c', minExactShare: 0.9 },
  { file: 'guidance-round-7d', minExactShare: 0.9 },
  { file: 'guidance-round-7e', minExactShare: 0.9 },
  { file: 'guidance-round-7f', minExactShare: 0.9 },
  { file: 'guidance-round-7g', minExactShare: 0.9 },
  { file: 'guidance-round-7h', minExactShare: 0.9 },
  { file: 'guidance-round-7i', minExactShare: 0.9 },
  { file: 'guidance-round-7j', minExactShare: 0.9 },
  // An emergency sweep: 70 emergencies, 10 look-alikes per other level.
  { file: 'guidance-round-7k', minExactShare: 0.9, minPerLevel: 10 },
  { file: 'guidance-round-7l', minExactShare: 0.9 },
  { file: 'guidance-round-7m', minExactShare: 0.9 },
  { file: 'guidance-round-7n', minExactShare: 0.9 },
  { file: 'guidance-round-7o', minExactShare: 0.9 },
  { file: 'guidance-round-7p', minExactShare: 0.85 },
  { file: 'guidance-round-7q', minExactShare: 0.9 },
  { file: 'guidance-round-7r', minExactShare: 0.9 },
];

const SETS = FLOORS.map(({ file, ...floors }) => {
  const { set, cases } = loadInHouseSet(file);
  return { name: set, cases, ...floors };
});

describe.each(SETS)('guidance presentations, $name', ({ cases, minExactShare, minPerLevel }) => {
  it('holds at least 60 cases spanning emergency, urgent and routine', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    for (const level of ['emergency', 'urgent', 'routine'] as const) {
      const count = cases.filter((c) => c.triage === level).length;
      expect(count).toBeGreaterThanOrEqual(minPerLevel ?? 15);
    }
  });

  /** Each case is analysed once and the result shared by the tests below. */
  const results = new Map<InHouseCase, EngineResult>();
  const analyse = (c: InHouseCase): EngineResult => {
    const result = results.get(c) ?? analyzeSymptoms(c.input);
    results.set(c, result);
    return result;
  };

  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const result = analyse(c);
    expect(RANK[result.analysis.urgencyLevel]).toBeGreaterThanOrEqual(RANK[c.triage]);
    if (c.icd10) {
      const top3 = result.ranked.slice(0, 3).flatMap((r) => r.icd10);
      expect(top3.some((code) => c.icd10!.includes(code))).toBe(true);
    }
  });

  it(`gets the triage level of at least ${minExactShare * 100} % of cases exactly right`, () => {
    const exact = cases.filter((c) => analyse(c).analysis.urgencyLevel === c.triage).length;
    expect(exact / cases.length).toBeGreaterThanOrEqual(minExactShare);
  });
});
