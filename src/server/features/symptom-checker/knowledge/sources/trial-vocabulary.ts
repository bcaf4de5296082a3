/**
 * The findings vocabulary with a chosen set of open-vocabulary terms, for the import's checks:
 * `baseVocabulary` is every finding with the terms it has without `findings/open-vocabulary.json`,
 * and `useOpenVocabulary` makes the loaded vocabulary hold exactly those terms plus the given
 * ones. Call it before anything imports the engine (`engine/lexicon/vocabulary.ts` compiles its
 * phrase index and spelling corrector from the vocabulary once, at import); it changes only this
 * process, never a file.
 */
import { FINDING_DEFS, FINDING_FILES } from '../load-findings.ts';
import { OPEN_VOCABULARY_FILE, type VocabularyFinding } from './ontology-synonyms.ts';

/** Every finding, in vocabulary order, with the terms it has without the open-vocabulary file. */
export function baseVocabulary(): VocabularyFinding[] {
  const others = FINDING_FILES.filter(({ name }) => name !== OPEN_VOCABULARY_FILE);
  return others.flatMap(({ data }) =>
    data.findings.map((finding) => ({
      id: finding.id,
      terms: [...finding.terms, ...others.flatMap((f) => f.data.extraTerms?.[finding.id] ?? [])],
    })),
  );
}

/** Sets every loaded finding's terms to its base terms followed by `extraTerms[id]`. */
export function useOpenVocabulary(extraTerms: Readonly<Record<string, readonly string[]>>): void {
  const base = new Map(baseVocabulary().map((f) => [f.id, f.terms]));
  for (const def of FINDING_DEFS) {
    def.terms = [...(base.get(def.id) ?? []), ...(extraTerms[def.id] ?? [])];
  }
}
