import { describe, expect, it } from 'vitest';
import { FINDINGS } from '../engine/lexicon/vocabulary.ts';
import { paraphrases } from './paraphrases.ts';

const byKind = (chips: string[]) =>
  Object.fromEntries(paraphrases(chips).map(({ kind, chips: out }) => [kind, out]));

describe('paraphrases', () => {
  it('reverses the chips', () => {
    expect(byKind(['a b', 'c d']).reordered).toEqual(['c d', 'a b']);
  });

  it('alternates upper and lower case and ends each chip in one full stop', () => {
    expect(byKind(['Sore Throat', 'Fever!!', 'cough'])['case/punctuation']).toEqual([
      'SORE THROAT.',
      'fever.',
      'COUGH.',
    ]);
  });

  it('leaves out rewrites identical to the case', () => {
    const kinds = paraphrases(['zzz qqq']).map(({ kind }) => kind);
    expect(kinds).toEqual(['case/punctuation']);
  });

  it('swaps a vocabulary term for another term of the same finding', () => {
    const defs = [...FINDINGS.values()];
    const ownerCount = (term: string) => defs.filter((d) => d.terms.includes(term)).length;
    const def = defs.find((d) => new Set(d.terms.filter((t) => ownerCount(t) === 1)).size > 1)!;
    const term = def.terms.find((t) => ownerCount(t) === 1)!;
    const [swapped] = byKind([`since monday ${term}`]).synonyms as string[];
    const replacement = swapped!.slice('since monday '.length);
    expect(replacement).not.toBe(term);
    expect(def.terms).toContain(replacement);
  });

  it('is deterministic', () => {
    const chips = ['tight chest', 'short of breath', 'feel sick'];
    expect(paraphrases(chips)).toEqual(paraphrases(chips));
  });
});
