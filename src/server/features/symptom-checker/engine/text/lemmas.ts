/**
 * Dictionary morphology for words the vocabulary does not hold: irregular and regular
 * inflections ("bled" → bleed, "swollen" → swell, "stung" → sting, "teeth" → tooth, "dizzier" →
 * dizzy) from WordNet's exception lists and rules, through wink-lemmatizer (MIT). The light
 * suffix stripping in `tokenize.ts` still runs on both sides; this only rescues input words it
 * leaves unknown, so a word the vocabulary knows ("left" arm, "fitting") is never re-read.
 */
import lemmatizer from 'wink-lemmatizer';

/**
 * The first of `word`'s verb, noun and adjective lemmas (in that order) that differs from it
 * and that `isKnown` accepts, or null.
 */
export function knownLemma(word: string, isKnown: (lemma: string) => boolean): string | null {
  for (const lemma of [
    lemmatizer.lemmatizeVerb(word),
    lemmatizer.lemmatizeNoun(word),
    lemmatizer.lemmatizeAdjective(word),
  ]) {
    if (lemma !== word && isKnown(lemma)) return lemma;
  }
  return null;
}
