/**
 * The knowledge base: every condition of `conditions/*.json`, loaded and validated once at
 * import. Integrity across files (unique ids, known findings, sources) is checked by
 * `knowledge.test.ts`.
 */
import { loadKnowledgeFolder } from './load.ts';
import { type Condition, type ConditionFile, ConditionFileSchema } from './schema/condition.ts';

/** Body-system files, in the order the conditions are listed. */
const BODY_SYSTEMS = [
  'heart-lungs',
  'head-neck',
  'brain-mind',
  'digestive',
  'urinary-reproductive',
  'bones-joints',
  'skin',
  'whole-body',
  'injuries-poisonings',
  'primary-care',
  'injuries-wounds-eyes-skin',
  'general-medicine',
] as const;

/** Every condition file by body system, as written (with reviewers' notes). */
export const CONDITION_FILES: readonly { name: string; data: ConditionFile }[] =
  loadKnowledgeFolder('conditions', BODY_SYSTEMS, ConditionFileSchema);

/** Every condition the matcher ranks (reviewers' notes left out). */
export const CONDITIONS: readonly Condition[] = CONDITION_FILES.flatMap(({ data }) =>
  data.conditions.map(({ note: _note, ...condition }) => condition),
);
