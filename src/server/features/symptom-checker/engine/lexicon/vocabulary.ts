/**
 * The compiled vocabulary: every finding (data in `knowledge/findings/`) by id with its
 * ancestors, and one phrase index over findings, body sites, pain and swelling words, negation
 * cues and modifiers, plus the spelling corrector built from the same words.
 */
import { knownLemma } from '../text/lemmas.ts';
import { createCorrector } from '../text/spelling.ts';
import { buildPhraseIndex } from '../text/phrase-index.ts';
import {
  canonicalStem,
  isFiller,
  normaliseText,
  phraseToStems,
  stem,
  wordsOf,
} from '../text/tokenize.ts';
import { FINDING_DEFS } from '../../knowledge/load-findings.ts';
import { IGNORED_PHRASES, VOCABULARY_CUES } from '../../knowledge/load-vocabulary-cues.ts';
import type { ComposerKind } from '../../knowledge/schema/site-composition.ts';
import type { FindingDef, Modifier } from '../types.ts';
import { COMMON_WORDS } from './common-words.ts';
import { COMPOSER_WORDS, SITE_TERMS } from './sites.ts';

/** Findings by id. */
export const FINDINGS: ReadonlyMap<string, FindingDef> = new Map(
  FINDING_DEFS.map((def) => [def.id, def]),
);

const ancestorCache = new Map<string, string[]>();

/** All ancestors of a finding through `parents`, nearest first (cycles are ignored). */
export function ancestorsOf(id: string): string[] {
  const cached = ancestorCache.get(id);
  if (cached) return cached;
  const out: string[] = [];
  const queue = [...(FINDINGS.get(id)?.parents ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (next === id || out.includes(next)) continue;
    out.push(next);
    queue.push(...(FINDINGS.get(next)?.parents ?? []));
  }
  ancestorCache.set(id, out);
  return out;
}

/** What a matched phrase means. */
export type Target =
  | { type: 'finding'; id: string }
  | { type: 'site'; id: string }
  | { type: 'pre_negation' }
  | { type: 'post_negation' }
  | { type: 'modifier'; modifier: Modifier }
  | { type: 'normal'; id: string }
  | { type: 'ignore' };

function* phraseEntries(): Generator<[string, Target]> {
  for (const def of FINDING_DEFS) {
    for (const term of def.terms) yield [term, { type: 'finding', id: def.id }];
  }
  for (const [id, terms] of Object.entries(SITE_TERMS)) {
    for (const term of terms) yield [term, { type: 'site', id }];
  }
  for (const cue of VOCABULARY_CUES.preNegation) yield [cue, { type: 'pre_negation' }];
  for (const cue of VOCABULARY_CUES.postNegation) yield [cue, { type: 'post_negation' }];
  for (const [modifier, terms] of Object.entries(VOCABULARY_CUES.modifiers) as [
    Modifier,
    string[],
  ][]) {
    for (const term of terms) yield [term, { type: 'modifier', modifier }];
  }
  for (const phrase of IGNORED_PHRASES) yield [phrase, { type: 'ignore' }];
  for (const [id, phrases] of Object.entries(VOCABULARY_CUES.normalStatements)) {
    for (const phrase of phrases) yield [phrase, { type: 'normal', id }];
  }
}

const entries = [...phraseEntries()];

/** The phrase index over every vocabulary phrase, in stemmed form. */
export const PHRASES = buildPhraseIndex<Target>(
  entries.map(([phrase, target]) => [phraseToStems(phrase), target]),
);

/** Stem → the composer kinds it belongs to ("hurts" → pain). */
export const COMPOSER_STEMS: ReadonlyMap<string, ComposerKind[]> = (() => {
  const out = new Map<string, ComposerKind[]>();
  for (const [kind, words] of Object.entries(COMPOSER_WORDS) as [ComposerKind, string[]][]) {
    for (const word of words) {
      for (const stemmed of phraseToStems(word))
        out.set(stemmed, [...(out.get(stemmed) ?? []), kind]);
    }
  }
  return out;
})();

const knownWords = new Set<string>([...COMMON_WORDS, ...Object.values(COMPOSER_WORDS).flat()]);
for (const [phrase] of entries) {
  for (const word of wordsOf(normaliseText(phrase))) knownWords.add(word);
}
const knownStems = new Set([...knownWords].map(stem));
const correct = createCorrector(knownWords);

const isKnownWord = (word: string): boolean => knownWords.has(word) || knownStems.has(stem(word));

/**
 * A raw input word as the matcher compares it: known words (or words whose stem is known) are
 * stemmed as they are; others are read through their dictionary lemma when that is known
 * ("bled" → bleed), else spelling-corrected against the vocabulary.
 * Returns null for filler words.
 */
export function toMatchStem(word: string): string | null {
  if (isFiller(word)) return null;
  if (isKnownWord(word)) return canonicalStem(stem(word));
  const lemma = knownLemma(word, isKnownWord);
  if (lemma !== null) return isFiller(lemma) ? null : canonicalStem(stem(lemma));
  const corrected = correct(word);
  return isFiller(corrected) ? null : canonicalStem(stem(corrected));
}
