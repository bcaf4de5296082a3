/**
 * Round-5 generalisation check: the personal validation set of
 * `classic-presentations-4.cases.ts` (injuries, skin and older adults written from NHS pages,
 * not from the evaluation vignettes): no case below the urgency its page advises, the expected
 * condition in the top 3, and triage exactly right for at least 85 %.
 */
import { describe, expect, it } from 'vitest';
import { ROUND5_CASES } from './classic-presentations-4.cases.ts';
import { analyzeSymptoms } from './index.ts';

const RANK = { routine: 0, urgent: 1, emergency: 2 } as const;

describe('round-5 validation presentations', () => {
  it('holds at least 60 cases, a third per triage class', () => {
    expect(ROUND5_CASES.length).toBeGreaterThanOrEqual(60);
    for (const level of ['emergency', 'urgent', 'routine'] as const) {
      expect(ROUND5_CASES.filter((c) => c.urgency === level).length).toBe(22);
    }
  });

  it.each(ROUND5_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const result = analyzeSymptoms(c.input);
    expect(RANK[result.analysis.urgencyLevel]).toBeGreaterThanOrEqual(RANK[c.urgency]);
    if (c.icd10) {
      const top3 = result.ranked.slice(0, 3).flatMap((r) => r.icd10);
      expect(top3.some((code) => c.icd10!.includes(code))).toBe(true);
    }
  });

  it('gets the triage level of at least 85 % of cases exactly right', () => {
    const exact = ROUND5_CASES.filter(
      (c) => analyzeSymptoms(c.input).analysis.urgencyLevel === c.urgency,
    ).length;
    expect(exact / ROUND5_CASES.length).toBeGreaterThanOrEqual(0.85);
  });
});
