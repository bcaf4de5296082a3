/**
 * The findings vocabulary: every finding of `findings/*.json`, loaded and validated once at
 * import, each with its own terms followed by the `extraTerms` other files give it (in file
 * order).
 */
import type { FindingDef } from '../engine/types.ts';
import { loadKnowledgeFolder } from './load.ts';
import { type FindingFile, FindingFileSchema } from './schema/finding.ts';

/** Group files, in the order the vocabulary lists findings (the spelling corrector's order). */
const GROUPS = [
  'general',
  'neuro',
  'chest',
  'abdomen',
  'musculoskeletal',
  'history',
  'injuries-and-primary-care',
  'everyday-and-emergency-wording',
  'readers',
  'burn-reader',
  'emergency-care-wording',
  'general-medicine',
  'open-vocabulary',
] as const;

/** Every findings file by group, as written (with reviewers' notes and extra terms apart). */
export const FINDING_FILES: readonly { name: string; data: FindingFile }[] = loadKnowledgeFolder(
  'findings',
  GROUPS,
  FindingFileSchema,
);

const extraTermsOf = (id: string): string[] =>
  FINDING_FILES.flatMap(({ data }) => data.extraTerms?.[id] ?? []);

/** Every finding of the vocabulary, with all its terms (reviewers' notes left out). */
export const FINDING_DEFS: readonly FindingDef[] = FINDING_FILES.flatMap(({ data }) =>
  data.findings.map(({ note: _note, ...def }) => ({
    ...def,
    terms: [...def.terms, ...extraTermsOf(def.id)],
  })),
);
