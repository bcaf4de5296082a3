/**
 * Matcher sanity: classic presentations written from the NHS conditions pages (not from the
 * evaluation vignettes; `test-data/symptom-checker/classic-presentations.json`) must rank the
 * right condition in the top 3 and get the triage level the page gives.
 */
import { describe, expect, it } from 'vitest';
import { loadInHouseSet } from '../eval/in-house-sets.ts';
import { analyzeSymptoms } from './index.ts';

const { cases } = loadInHouseSet('classic-presentations');

describe('classic presentations', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const result = analyzeSymptoms(c.input);
    const top3 = result.ranked.slice(0, 3).map((r) => r.conditionId);
    expect(top3).toContain(c.conditionId);
    expect(result.analysis.urgencyLevel).toBe(c.triage);
  });
});
