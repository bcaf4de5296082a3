/**
 * Integrity of the presenting-complaint modules (ADR 0018): every file passes its schema (the
 * loader throws otherwise), ids are unique, every finding a criterion or question names exists
 * in the vocabulary, and the protocols are ordered most urgent first with a source each.
 */
import { describe, expect, it } from 'vitest';
import { LEVEL_OF_DISPOSITION, URGENCY_RANK } from '#shared/symptom-checker/triage-scale.ts';
import { findingsOf } from '../../engine/triage/criteria.ts';
import { FINDINGS } from '../../engine/lexicon/vocabulary.ts';
import { COMPLAINT_MODULES } from './load.ts';

describe('complaint modules', () => {
  it('cover the common presenting complaints', () => {
    expect(COMPLAINT_MODULES.length).toBeGreaterThanOrEqual(30);
    const ids = COMPLAINT_MODULES.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'chest_pain',
      'breathlessness',
      'abdominal_pain',
      'headache',
      'head_injury',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('name only findings the vocabulary knows', () => {
    for (const module of COMPLAINT_MODULES) {
      const named = [
        ...findingsOf(module.complaint),
        ...module.discriminators.flatMap((d) => [
          ...findingsOf(d.when),
          ...(d.ask ? [d.ask.finding] : []),
        ]),
      ];
      for (const id of named) expect(FINDINGS.has(id), `${module.id}: ${id}`).toBe(true);
    }
  });

  it('give each discriminator a unique id and a source, most urgent level first', () => {
    for (const module of COMPLAINT_MODULES) {
      const ids = module.discriminators.map((d) => d.id);
      expect(new Set(ids).size, module.id).toBe(ids.length);
      const ranks = module.discriminators.map(
        (d) => URGENCY_RANK[LEVEL_OF_DISPOSITION[d.disposition]],
      );
      expect(ranks, module.id).toEqual([...ranks].sort((a, b) => b - a));
      for (const d of module.discriminators) expect(d.source, d.id).toMatch(/\w{3}/);
    }
  });

  it('ask questions only where the answer could raise the level to urgent or emergency', () => {
    for (const module of COMPLAINT_MODULES) {
      for (const d of module.discriminators.filter((x) => x.ask)) {
        expect(LEVEL_OF_DISPOSITION[d.disposition], `${module.id}.${d.id}`).not.toBe('routine');
        expect(findingsOf(d.when), `${module.id}.${d.id}`).toContain(d.ask!.finding);
      }
    }
  });
});
