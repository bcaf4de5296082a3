/**
 * The DDXPlus mapping (`differential/ddxplus.json`), loaded and validated once at import, and the
 * (condition, finding) pairs it lists. That every id names a known condition or finding is
 * checked by `engine/differential/ddxplus.test.ts`.
 */
import { loadKnowledgeFile } from '../load.ts';
import { type DdxplusFile, DdxplusFileSchema } from './schema.ts';

/** The file as written (with its source, licence and citation). */
export const DDXPLUS_FILE: DdxplusFile = loadKnowledgeFile(
  'differential/ddxplus.json',
  DdxplusFileSchema,
);

/**
 * Condition id → the finding ids DDXPlus lists for it (symptoms and antecedents whose evidence
 * maps onto a finding; a condition two pathologies map onto gets both lists).
 */
export const DDXPLUS_LISTED: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const listed = new Map<string, Set<string>>();
  for (const pathology of DDXPLUS_FILE.conditions) {
    const findings = listed.get(pathology.conditionId) ?? new Set<string>();
    for (const code of [...pathology.symptoms, ...pathology.antecedents]) {
      const findingId = DDXPLUS_FILE.evidences[code]?.findingId;
      if (findingId) findings.add(findingId);
    }
    listed.set(pathology.conditionId, findings);
  }
  return listed;
})();
