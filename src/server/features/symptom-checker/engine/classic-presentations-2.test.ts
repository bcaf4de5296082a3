/**
 * Round-3 generalisation check: the personal validation set of `classic-presentations-2.cases.ts`
 * (written from NHS, Healthier Together and NICE CKS pages, not from the evaluation vignettes).
 * Safety is per case: no presentation may get a lower urgency than its page advises. Diagnosis
 * is per case too: the expected condition must be in the top 3. Triage accuracy as a whole must
 * stay at 90 % or more (a few cautious over-triages are allowed).
 */
import { describe, expect, it } from 'vitest';
import { VALIDATION_CASES } from './classic-presentations-2.cases.ts';
import { analyzeSymptoms } from './index.ts';

const RANK = { routine: 0, urgent: 1, emergency: 2 } as const;

describe('round-3 validation presentations', () => {
  it('holds at least 60 cases spanning emergency, urgent and routine', () => {
    expect(VALIDATION_CASES.length).toBeGreaterThanOrEqual(60);
    for (const level of ['emergency', 'urgent', 'routine'] as const) {
      expect(VALIDATION_CASES.filter((c) => c.urgency === level).length).toBeGreaterThan(15);
    }
  });

  it.each(VALIDATION_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const result = analyzeSymptoms(c.input);
    expect(RANK[result.analysis.urgencyLevel]).toBeGreaterThanOrEqual(RANK[c.urgency]);
    if (c.icd10) {
      const top3 = result.ranked.slice(0, 3).flatMap((r) => r.icd10);
      expect(top3.some((code) => c.icd10!.includes(code))).toBe(true);
    }
  });

  it('gets the triage level of at least 90 % of cases exactly right', () => {
    const exact = VALIDATION_CASES.filter(
      (c) => analyzeSymptoms(c.input).analysis.urgencyLevel === c.urgency,
    ).length;
    expect(exact / VALIDATION_CASES.length).toBeGreaterThanOrEqual(0.9);
  });
});
