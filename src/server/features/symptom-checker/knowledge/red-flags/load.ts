/**
 * Loads the red-flag rules (`emergency.json`, `urgent.json`, `safety-nets.json`,
 * `readers.json`) and the named definitions (`definitions.json`) once, at import, validating
 * each file against its schema; then checks that ids are unique, that every `ref` names a
 * definition and that no definition refers to itself through others. Any failure throws, so a
 * bad edit stops the server at start instead of mis-triaging.
 */
import { loadKnowledgeFile, loadKnowledgeFolder } from '../load.ts';
import { type Criterion, refsOf } from '../schema/criterion.ts';
import {
  type Definition,
  DefinitionsFileSchema,
  type RedFlagRule,
  RedFlagFileSchema,
} from '../schema/red-flag.ts';

/** The rule files, in the order rules of one level are evaluated and listed. */
export const RED_FLAG_FILES = ['emergency', 'urgent', 'safety-nets', 'readers'] as const;

const definitionsFile = loadKnowledgeFile('red-flags/definitions.json', DefinitionsFileSchema);

/** The named definitions by id. */
export const DEFINITIONS: ReadonlyMap<string, Definition> = new Map(
  definitionsFile.definitions.map((d) => [d.id, d]),
);

/** Where the definitions come from as a whole. */
export const DEFINITIONS_SOURCE = definitionsFile.source;

/**
 * Throws unless every `ref` in `criteria` (labelled by where they are) names one of
 * `definitions` and the definitions refer to each other without a cycle.
 */
export function checkRefs(
  criteria: readonly { where: string; when: Criterion }[],
  definitions: ReadonlyMap<string, { when: Criterion }> = DEFINITIONS,
): void {
  for (const { where, when } of criteria) {
    for (const ref of refsOf(when)) {
      if (!definitions.has(ref)) throw new Error(`${where}: unknown definition "${ref}"`);
    }
  }
  const visit = (id: string, path: readonly string[]): void => {
    if (path.includes(id)) {
      throw new Error(`red-flags/definitions.json: cycle ${[...path, id].join(' → ')}`);
    }
    for (const ref of refsOf(definitions.get(id)!.when)) visit(ref, [...path, id]);
  };
  for (const id of definitions.keys()) visit(id, []);
}

const ruleFiles = loadKnowledgeFolder('red-flags', RED_FLAG_FILES, RedFlagFileSchema, [
  'definitions',
]);

/** Each rule file with its file-level source and note. */
export const RED_FLAG_RULE_FILES = ruleFiles;

/** Every rule: emergency rules first, then urgent ones, each in file order. */
export const RED_FLAG_RULES: readonly RedFlagRule[] = ['emergency', 'urgent'].flatMap((level) =>
  ruleFiles.flatMap(({ data }) => data.rules.filter((rule) => rule.urgency === level)),
);

if (DEFINITIONS.size !== definitionsFile.definitions.length) {
  throw new Error('red-flags/definitions.json: duplicate definition id');
}
if (new Set(RED_FLAG_RULES.map((rule) => rule.id)).size !== RED_FLAG_RULES.length) {
  throw new Error('red-flags: duplicate rule id');
}
checkRefs([
  ...definitionsFile.definitions.map((d) => ({ where: `definition ${d.id}`, when: d.when })),
  ...RED_FLAG_RULES.map((rule) => ({ where: `rule ${rule.id}`, when: rule.when })),
]);
