/** Finding patterns (`finding-patterns.json`), loaded, validated and compiled once at import. */
import { loadKnowledgeFile } from './load.ts';
import {
  expandFragments,
  type FindingPatternFile,
  FindingPatternFileSchema,
} from './schema/finding-pattern.ts';

/** The file as written (with its source, fragments and notes). */
export const FINDING_PATTERN_FILE: FindingPatternFile = loadKnowledgeFile(
  'finding-patterns.json',
  FindingPatternFileSchema,
);

/** One compiled pattern: the finding it reads and whether a denial inside the match counts. */
export interface CompiledFindingPattern {
  id: string;
  pattern: RegExp;
  isNegatableInside: boolean;
}

/** Every pattern in file order, fragments inserted and compiled. */
export const FINDING_PATTERNS: readonly CompiledFindingPattern[] =
  FINDING_PATTERN_FILE.patterns.map((entry) => ({
    id: entry.finding,
    pattern: new RegExp(expandFragments(entry.pattern, FINDING_PATTERN_FILE.fragments)),
    isNegatableInside: entry.negatableInside === true,
  }));
