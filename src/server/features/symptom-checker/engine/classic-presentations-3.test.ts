/**
 * Round-4 generalisation checks. (1) The personal validation set of
 * `classic-presentations-3.cases.ts` (common presentations written from NHS pages, not from the
 * evaluation vignettes): no case below the urgency its page advises, the expected condition in
 * the top 3, and triage exactly right for at least 90 %. (2) The false-positive audit of
 * `benign-phrases.cases.ts`: no everyday self-care complaint fires any red-flag rule.
 */
import { describe, expect, it } from 'vitest';
import { BENIGN_PHRASES } from './benign-phrases.cases.ts';
import { ROUND4_CASES } from './classic-presentations-3.cases.ts';
import { analyzeSymptoms } from './index.ts';

const RANK = { routine: 0, urgent: 1, emergency: 2 } as const;

describe('round-4 validation presentations', () => {
  it('holds at least 60 cases, a third per triage class', () => {
    expect(ROUND4_CASES.length).toBeGreaterThanOrEqual(60);
    for (const level of ['emergency', 'urgent', 'routine'] as const) {
      expect(ROUND4_CASES.filter((c) => c.urgency === level).length).toBe(22);
    }
  });

  it.each(ROUND4_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const result = analyzeSymptoms(c.input);
    expect(RANK[result.analysis.urgencyLevel]).toBeGreaterThanOrEqual(RANK[c.urgency]);
    if (c.icd10) {
      const top3 = result.ranked.slice(0, 3).flatMap((r) => r.icd10);
      expect(top3.some((code) => c.icd10!.includes(code))).toBe(true);
    }
  });

  it('gets the triage level of at least 90 % of cases exactly right', () => {
    const exact = ROUND4_CASES.filter(
      (c) => analyzeSymptoms(c.input).analysis.urgencyLevel === c.urgency,
    ).length;
    expect(exact / ROUND4_CASES.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('false-positive audit: benign everyday phrases fire no red flag', () => {
  it('holds at least 60 phrases', () => {
    expect(BENIGN_PHRASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(BENIGN_PHRASES.map((b) => [b.text, b] as const))('%s', (_text, b) => {
    const result = analyzeSymptoms({ symptoms: [b.text], age: b.age, gender: b.gender });
    expect(result.redFlags).toEqual([]);
    expect(result.analysis.urgencyLevel).not.toBe('emergency');
  });
});
