/** Vocabulary cues (`vocabulary-cues.json`), loaded and validated once at import. */
import { loadKnowledgeFile } from './load.ts';
import { type VocabularyCuesFile, VocabularyCuesFileSchema } from './schema/vocabulary-cues.ts';

/** The file as written (with its source and the ignored phrases' notes). */
export const VOCABULARY_CUES: VocabularyCuesFile = loadKnowledgeFile(
  'vocabulary-cues.json',
  VocabularyCuesFileSchema,
);

/** Every phrase consumed without meaning a finding. */
export const IGNORED_PHRASES: readonly string[] = VOCABULARY_CUES.ignored.flatMap(
  (group) => group.phrases,
);

/** Every phrase of the file, of every kind (for tools that check new terms against them). */
export const ALL_CUE_PHRASES: readonly string[] = [
  ...VOCABULARY_CUES.preNegation,
  ...VOCABULARY_CUES.postNegation,
  ...Object.values(VOCABULARY_CUES.modifiers).flat(),
  ...IGNORED_PHRASES,
  ...Object.values(VOCABULARY_CUES.normalStatements).flat(),
];
