import { describe, expect, it } from 'vitest';
import { ancestorsOf, FINDING_DEFS, FINDINGS } from './vocabulary.ts';
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
    ]);
    for (const def of FINDING_DEFS) {
      const isReachable = def.terms.length > 0 || composed.has(def.id) || derived.has(def.id);
      expect(isReachable, def.id).toBe(true);
    }
  });
});
