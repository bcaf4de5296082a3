import { describe, expect, it } from 'vitest';
import { ancestorsOf, FINDING_DEFS, FINDINGS } from './vocabulary.ts';
import { PATTERN_FINDINGS, patternFindingsOf } from './patterns.ts';
import { BURN_FINDINGS } from './burn-reader.ts';
import { READER_FINDINGS } from './readers.ts';
import { SITE_COMPOSITIONS } from './sites.ts';

describe('findings vocabulary', () => {
  it('has unique ids and known parents without cycles', () => {
    expect(FINDINGS.size).toBe(FINDING_DEFS.length);
    for (const def of FINDING_DEFS) {
      for (const parent of def.parents ?? []) expect(FINDINGS.has(parent), parent).toBe(true);
      expect(ancestorsOf(def.id)).not.toContain(def.id);
    }
  });

  it('composes sites only into known findings', () => {
    for (const map of Object.values(SITE_COMPOSITIONS)) {
      for (const id of Object.values(map)) expect(FINDINGS.has(id), id).toBe(true);
    }
  });

  it('reaches every finding by a phrase or a site composition', () => {
    const composed = new Set(Object.values(SITE_COMPOSITIONS).flatMap((m) => Object.values(m)));
    const derived = new Set([
      'thunderclap_headache',
      'persistent_cough',
      'one_sided_blistering_rash',
      ...PATTERN_FINDINGS.map((p) => p.id),
      ...READER_FINDINGS.map((f) => f.id),
      ...BURN_FINDINGS.map((f) => f.id),
    ]);
    for (const def of FINDING_DEFS) {
      const isReachable = def.terms.length > 0 || composed.has(def.id) || derived.has(def.id);
      expect(isReachable, def.id).toBe(true);
    }
  });

  it('reads pattern findings only from the patterns, and denies them after "not"', () => {
    for (const { id } of PATTERN_FINDINGS) expect(FINDINGS.has(id), id).toBe(true);
    expect(patternFindingsOf('feel very unwell')).toEqual([
      { id: 'very_unwell', isNegated: false },
    ]);
    expect(patternFindingsOf('not very unwell')).toEqual([{ id: 'very_unwell', isNegated: true }]);
    expect(patternFindingsOf('took 2 paracetamol tablets')).toEqual([]);
    expect(patternFindingsOf('took 24 paracetamol tablets')).toEqual([
      { id: 'overdose', isNegated: false },
    ]);
  });
});
