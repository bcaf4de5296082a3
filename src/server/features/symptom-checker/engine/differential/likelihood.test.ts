import { describe, expect, it } from 'vitest';
import { DDXPLUS_FILE, DDXPLUS_LISTED } from '../../knowledge/differential/load-ddxplus.ts';
import { CONDITIONS } from '../../knowledge/load-conditions.ts';
import { FINDINGS } from '../lexicon/vocabulary.ts';
import { findingLikelihood, LEAK, probabilityOfWeight } from './likelihood.ts';

const conditionOf = (id: string) => {
  const condition = CONDITIONS.find((c) => c.id === id);
  if (!condition) throw new Error(`no condition ${id}`);
  return condition;
};

describe('P(finding | condition)', () => {
  it('maps weights monotonically through the documented anchors', () => {
    expect([1, 3, 5, 8].map(probabilityOfWeight)).toEqual([0.2, 0.5, 0.75, 0.9]);
    const weights = Array.from({ length: 76 }, (_, i) => 0.5 + i / 10);
    const ps = weights.map(probabilityOfWeight);
    for (let i = 1; i < ps.length; i++) expect(ps[i]).toBeGreaterThan(ps[i - 1] ?? 1);
  });

  it('gives an unlisted finding the leak, and a finding implying a listed one at least its share', () => {
    const cold = conditionOf('common_cold');
    expect(findingLikelihood(cold, 'testicular_pain')).toBe(LEAK.symptom);
    const acs = conditionOf('acute_coronary_syndrome');
    expect(findingLikelihood(acs, 'chest_pain')).toBeGreaterThanOrEqual(
      findingLikelihood(acs, 'chest_pressure'),
    );
  });

  it('raises every pair DDXPlus lists to at least its listed probability', () => {
    expect(DDXPLUS_LISTED.get('gord')?.has('cough')).toBe(true);
    for (const [conditionId, findingIds] of DDXPLUS_LISTED) {
      for (const findingId of findingIds) {
        expect(findingLikelihood(conditionOf(conditionId), findingId)).toBeGreaterThanOrEqual(
          DDXPLUS_FILE.listedProbability,
        );
      }
    }
  });
});

describe('DDXPlus mapping file', () => {
  it('names its licence, citation and source, and maps only onto known conditions and findings', () => {
    expect(DDXPLUS_FILE.licence).toBe('CC-BY 4.0');
    expect(DDXPLUS_FILE.citation).toMatch(/DDXPlus/);
    expect(DDXPLUS_FILE.url).toMatch(/^https:\/\//);
    for (const pathology of DDXPLUS_FILE.conditions) {
      expect(
        CONDITIONS.some((c) => c.id === pathology.conditionId),
        pathology.ddxplus,
      ).toBe(true);
    }
    for (const [code, evidence] of Object.entries(DDXPLUS_FILE.evidences)) {
      if (evidence.findingId !== null) expect(FINDINGS.has(evidence.findingId), code).toBe(true);
    }
  });
});
