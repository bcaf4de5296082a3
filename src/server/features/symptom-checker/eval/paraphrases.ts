/**
 * Deterministic rewrites of a case's symptom chips that must not change its triage level (the
 * metamorphic check): chips in reverse order, a term swapped for another term of the same
 * finding from the engine's own vocabulary, and case and punctuation changes.
 */
import { FINDINGS } from '../engine/lexicon/vocabulary.ts';

/** The kinds of paraphrase, in report order. */
export const PARAPHRASE_KINDS = ['reordered', 'synonyms', 'case/punctuation'] as const;
export type ParaphraseKind = (typeof PARAPHRASE_KINDS)[number];

/**
 * Vocabulary term → the term that replaces it: the next term of the same finding's `terms`
 * (wrapping round). Terms listed under more than one finding are left out, as are findings with
 * a single term.
 */
const REPLACEMENT: ReadonlyMap<string, string> = (() => {
  const findingsOfTerm = new Map<string, number>();
  for (const def of FINDINGS.values()) {
    for (const term of new Set(def.terms)) {
      findingsOfTerm.set(term, (findingsOfTerm.get(term) ?? 0) + 1);
    }
  }
  const out = new Map<string, string>();
  for (const def of FINDINGS.values()) {
    const terms = [...new Set(def.terms)].filter((term) => findingsOfTerm.get(term) === 1);
    terms.forEach((term, i) => {
      if (terms.length > 1) out.set(term, terms[(i + 1) % terms.length]!);
    });
  }
  return out;
})();

/** The replaceable terms, longest first (ties alphabetical), so the longest match wins. */
const TERMS_LONGEST_FIRST = [...REPLACEMENT.keys()].sort(
  (a, b) => b.length - a.length || a.localeCompare(b),
);

const isWordChar = (char: string | undefined) => char !== undefined && /[a-z0-9]/i.test(char);

/** Index of `term` in `text` as whole words, or -1. */
function wholeWordIndex(text: string, term: string): number {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + term.length])) return at;
  }
  return -1;
}

/** `chip` with its longest vocabulary term replaced by the next term of the same finding. */
function swapOneTerm(chip: string): string {
  const lower = chip.toLowerCase();
  if (lower.length !== chip.length) return chip;
  for (const term of TERMS_LONGEST_FIRST) {
    const at = wholeWordIndex(lower, term);
    if (at !== -1) return chip.slice(0, at) + REPLACEMENT.get(term)! + chip.slice(at + term.length);
  }
  return chip;
}

/** Even-numbered chips upper-cased, odd ones lower-cased, each ending in one full stop. */
function changeCaseAndPunctuation(chip: string, index: number): string {
  const cased = index % 2 === 0 ? chip.toUpperCase() : chip.toLowerCase();
  return `${cased.replace(/[\s.,;:!?]+$/, '')}.`;
}

const REWRITES: Record<ParaphraseKind, (chips: readonly string[]) => string[]> = {
  reordered: (chips) => chips.toReversed(),
  synonyms: (chips) => chips.map(swapOneTerm),
  'case/punctuation': (chips) => chips.map(changeCaseAndPunctuation),
};

/**
 * The paraphrases of `chips` that differ from them, one per kind at most (e.g. a single chip
 * has no reordering; a chip list with no vocabulary term that has a synonym has no swap).
 */
export function paraphrases(chips: readonly string[]): { kind: ParaphraseKind; chips: string[] }[] {
  const original = JSON.stringify(chips);
  return PARAPHRASE_KINDS.map((kind) => ({ kind, chips: REWRITES[kind](chips) })).filter(
    (paraphrase) => JSON.stringify(paraphrase.chips) !== original,
  );
}
