import { describe, expect, it } from 'vitest';
import { type ContextCategory, contextWords, expandTerm, readContext } from './negex.ts';
import { normaliseText } from './tokenize.ts';

/** The words of `text` that fall in a scope of `category`, in order. */
function inScope(text: string, category: ContextCategory = 'negated', window?: number[]): string[] {
  const words = contextWords(normaliseText(text));
  const contexts = readContext(
    words,
    window ? { isContent: (i) => !window.includes(i) } : undefined,
  );
  return words.filter((_, i) => contexts[i]!.has(category));
}

describe('expandTerm', () => {
  it('expands alternatives, optional parts and keeps wildcards', () => {
    expect(expandTerm('no (sign|signs) of')).toEqual([
      ['no', 'sign', 'of'],
      ['no', 'signs', 'of'],
    ]);
    expect(expandTerm('in case( of|)')).toEqual([
      ['in', 'case', 'of'],
      ['in', 'case'],
    ]);
    expect(expandTerm('since * years ago')).toEqual([['since', '*', 'years', 'ago']]);
  });
});

describe('pre-negation triggers', () => {
  it.each([
    ['no fever', ['fever']],
    ['denies chest pain', ['chest', 'pain']],
    ['without a rash', ['a', 'rash']],
    ['never had a fit', ['had', 'a', 'fit']],
    ['negative for covid', ['covid']],
    ['free of pain', ['pain']],
    ['absence of swelling', ['swelling']],
    ['no sign of bleeding', ['bleeding']],
    ['ruled out appendicitis', ['appendicitis']],
    ['no longer vomiting', ['vomiting']],
    ['cannot find any lumps', ['lumps']],
  ])('"%s" negates %j', (text, words) => {
    expect(inScope(text)).toEqual(words);
  });

  it.each([
    ["haven't got a cough", 'cough'],
    ["she hasn't had diarrhoea", 'diarrhoea'],
    ["it isn't itchy", 'itchy'],
    ["didn't vomit", 'vomit'],
    ['nothing like a rash', 'rash'],
  ])('reads the lay form "%s" as denying %s', (text, word) => {
    expect(inScope(text)).toContain(word);
  });

  it('does not read "cannot" as a negation of what follows', () => {
    expect(inScope("can't breathe properly")).toEqual([]);
    expect(inScope('cannot stop coughing')).toEqual([]);
  });
});

describe('post-negation triggers', () => {
  it.each([
    ['headache has gone', ['headache']],
    ['fever: none', ['fever']],
    ['chest pain ruled out', ['chest', 'pain']],
    ['rash not present', ['rash']],
    ['cough resolved', ['cough']],
    ['pain went away', ['pain']],
  ])('"%s" negates %j', (text, words) => {
    expect(inScope(text)).toEqual(words);
  });

  it('counts only when the trigger ends its stretch of the clause', () => {
    expect(inScope('lips have gone blue')).toEqual([]);
    expect(inScope('cough, headache gone')).toEqual(['headache']);
  });
});

describe('pseudo-triggers', () => {
  it.each([
    'no increase in pain',
    'not only a cough',
    'not just a headache',
    'gram negative sepsis',
    'walks without difficulty',
    'cannot stop vomiting',
    'not sure if it is a rash',
    'nothing helps the pain',
    'no better with paracetamol',
  ])('"%s" negates nothing', (text) => {
    expect(inScope(text)).toEqual([]);
  });

  it('reads "no change in" as a denial of the change named', () => {
    expect(inScope('no change in bowel habit')).toEqual(['bowel', 'habit']);
  });
});

describe('scope terminators and window', () => {
  it.each([
    ['no fever but a cough', ['fever']],
    ['no fever however a cough', ['fever']],
    ['no symptoms apart from a cough', ['symptoms']],
    ['no rash except on his hands', ['rash']],
    ['no fever and he has a cough', ['fever']],
    ['no fever; cough', ['fever']],
    ['no fever. cough', ['fever']],
  ])('"%s" negates only %j', (text, words) => {
    expect(inScope(text)).toEqual(words);
  });

  it('keeps "and" in the scope when no new clause starts', () => {
    expect(inScope('no fever and cough')).toEqual(['fever', 'and', 'cough']);
  });

  it('ends at a parenthesis on either side', () => {
    expect(inScope('no fever (cough) rash')).toEqual(['fever']);
    expect(inScope('rash (no fever) and cough')).toEqual(['fever']);
  });

  it('reaches 6 content words, and words that do not count do not use it up', () => {
    const text = 'no one two three four five six seven';
    expect(inScope(text)).toEqual(['one', 'two', 'three', 'four', 'five', 'six']);
    expect(inScope(text, 'negated', [2])).toContain('seven');
  });

  it('does not count "or" toward the window', () => {
    expect(inScope('no a or b or c or d or e or f')).toContain('f');
  });
});

describe('lists', () => {
  it.each([
    ['no fever, cough or rash', ['fever', 'cough', 'or', 'rash']],
    ['no fever, cough, rash or vomiting', ['fever', 'cough', 'rash', 'or', 'vomiting']],
    ['not hot, red, or swollen', ['hot', 'red', 'or', 'swollen']],
  ])('"%s" negates every item', (text, words) => {
    expect(inScope(text)).toEqual(words);
  });

  it('stops at a comma when the items do not close with "or"', () => {
    expect(inScope('no fever, cough')).toEqual(['fever']);
    expect(inScope('no fever, cough and rash')).toEqual(['fever']);
  });

  it('stops a list at an item with its own trigger', () => {
    expect(inScope('no fever, her brother has a cough or cold', 'negated')).toEqual(['fever']);
  });
});

describe('vocabulary shields', () => {
  it('lets no negation trigger cut through a longer vocabulary phrase', () => {
    const words = contextWords('no appetite and no fever');
    const contexts = readContext(words, { shields: [[0, 1]] });
    expect(words.filter((_, i) => contexts[i]!.has('negated'))).toEqual(['fever']);
  });

  it('falls back to a shorter trigger when the longer one would cut a phrase', () => {
    const words = contextWords('no change in bowel habit');
    const contexts = readContext(words, { shields: [[1, 4]] });
    expect(words.filter((_, i) => contexts[i]!.has('negated'))).toEqual([
      'change',
      'in',
      'bowel',
      'habit',
    ]);
  });
});

describe('experiencer, hypothetical and historical scopes', () => {
  it.each([
    ['her brother has chickenpox', 'other_experiencer', ['has', 'chickenpox']],
    ['family history of heart disease', 'other_experiencer', ['heart', 'disease']],
    ['diabetes runs in the family', 'other_experiencer', ['diabetes']],
    ['his dad died of a stroke', 'other_experiencer', ['a', 'stroke']],
    ['in case he gets a fever', 'hypothetical', ['he', 'gets', 'a', 'fever']],
    ['what if she develops a rash', 'hypothetical', ['she', 'develops', 'a', 'rash']],
    ['what should i do if he gets a fever', 'hypothetical', ['he', 'gets', 'a', 'fever']],
    ['knee pain since an injury years ago', 'historical', ['an', 'injury']],
    ['asthma as a child', 'historical', ['asthma']],
    ['history of migraine', 'historical', ['migraine']],
    ['had a stroke 3 years ago', 'historical', ['had', 'a', 'stroke', '3']],
  ] as const)('"%s" is %s for %j', (text, category, words) => {
    expect(inScope(text, category)).toEqual(words);
  });

  it.each([
    ['her mother says she has a rash', 'other_experiencer'],
    ['my son has a rash', 'other_experiencer'],
    ['if i cough my chest hurts', 'hypothetical'],
    ['if i get up quickly i feel dizzy', 'hypothetical'],
    ['should i get my chest pain checked', 'hypothetical'],
    ['pain for the last year', 'historical'],
    ['a 3 day history of cough', 'historical'],
    ['headaches that started 2 years ago', 'historical'],
    ['presents with a history of vomiting', 'historical'],
  ] as const)('"%s" has no %s scope', (text, category) => {
    expect(inScope(text, category)).toEqual([]);
  });

  it('lets scopes of different categories overlap', () => {
    expect(inScope('no known history of asthma', 'negated')).toContain('asthma');
    expect(inScope('no known history of asthma', 'historical')).toEqual(['asthma']);
  });
});
