import { describe, expect, it } from 'vitest';
import { ancestorsOf, FINDINGS } from '../lexicon/vocabulary.ts';
import { ConditionSchema } from './condition.ts';
import { CONDITIONS } from './knowledge-base.ts';

describe('knowledge base', () => {
  it('holds at least 150 conditions, each valid against the schema', () => {
    expect(CONDITIONS.length).toBeGreaterThanOrEqual(150);
    for (const condition of CONDITIONS) ConditionSchema.parse(condition);
  });

  it('has unique ids', () => {
    const ids = CONDITIONS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('references only findings of the vocabulary', () => {
    const unknown = CONDITIONS.flatMap((c) =>
      [...Object.keys(c.findings), ...(c.requiresAny ?? [])]
        .filter((id) => !FINDINGS.has(id))
        .map((id) => `${c.id}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every condition a public source and a plain description', () => {
    for (const c of CONDITIONS) {
      expect(c.source).toMatch(/https:\/\/|NICE|CDC/);
      expect(c.description).not.toMatch(/\b(aetiology|idiopathic|pathognomonic)\b/i);
    }
  });

  it('requires only findings the condition weighs or their parents', () => {
    const unrelated = CONDITIONS.flatMap((c) => {
      const related = new Set(Object.keys(c.findings).flatMap((id) => [id, ...ancestorsOf(id)]));
      return (c.requiresAny ?? []).filter((id) => !related.has(id)).map((id) => `${c.id}: ${id}`);
    });
    expect(unrelated).toEqual([]);
  });

  it('spans emergencies, urgent problems and self-care', () => {
    const count = (urgency: string) => CONDITIONS.filter((c) => c.urgency === urgency).length;
    expect(count('emergency')).toBeGreaterThanOrEqual(30);
    expect(count('urgent')).toBeGreaterThanOrEqual(40);
    expect(count('routine')).toBeGreaterThanOrEqual(50);
  });

  it('keeps typical ages inside the hard age range', () => {
    for (const c of CONDITIONS) {
      if (!c.ages || !c.typicalAges) continue;
      expect(c.typicalAges[0], c.id).toBeGreaterThanOrEqual(c.ages[0]);
      expect(c.typicalAges[1], c.id).toBeLessThanOrEqual(c.ages[1]);
    }
  });
});
