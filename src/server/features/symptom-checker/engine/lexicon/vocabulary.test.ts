import { describe, expect, it } from 'vitest';
import { FINDING_DEFS, FINDING_FILES } from '../../knowledge/load-findings.ts';
import { SITE_COMPOSITIONS } from '../../knowledge/load-site-compositions.ts';
import { ancestorsOf, FINDINGS } from './vocabulary.ts';
import { FINDING_PATTERNS } from '../../knowledge/load-finding-patterns.ts';
import { patternFindingsOf } from './patterns.ts';

/** Findings of the readers' own files (`readers.json`, `burn-reader.json`). */
const readerFindingIds = FINDING_FILES.filter(({ name }) =>
  ['readers', 'burn-reader'].includes(name),
).flatMap(({ data }) => data.findings.map((f) => f.id));

describe('findings vocabulary', () => {
  it('has known parents without cycles', () => {
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
      ...FINDING_PATTERNS.map((p) => p.id),
      ...readerFindingIds,
    ]);
    for (const def of FINDING_DEFS) {
      const isReachable = def.terms.length > 0 || composed.has(def.id) || derived.has(def.id);
      expect(isReachable, def.id).toBe(true);
    }
  });

  it('reads pattern findings only from the patterns, and denies them after "not"', () => {
    for (const { id } of FINDING_PATTERNS) expect(FINDINGS.has(id), id).toBe(true);
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
