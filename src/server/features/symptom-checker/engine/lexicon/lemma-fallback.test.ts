import { describe, expect, it } from 'vitest';
import { readFindings } from '../clause.ts';
import { toMatchStem } from './vocabulary.ts';

const presentIds = (text: string): string[] =>
  readFindings(text)
    .filter((f) => f.status === 'present')
    .map((f) => f.id);

describe('dictionary lemmas for inflections the vocabulary does not list', () => {
  it.each([
    ['I was stung by a wasp', 'insect_bite'],
    ['the room spun round', 'vertigo'],
    ['he threw up blood', 'haematemesis'],
    ['she cannot be woken', 'unresponsive'],
    ['she is dizzier today', 'dizziness'],
  ])('reads "%s" as %s', (text, id) => {
    expect(presentIds(text)).toContain(id);
  });

  it('never re-reads a word the vocabulary knows as another word', () => {
    // WordNet's verb lemma of "left" is "leave"; the vocabulary knows "left" as a side.
    expect(toMatchStem('left')).toBe('left');
  });
});
