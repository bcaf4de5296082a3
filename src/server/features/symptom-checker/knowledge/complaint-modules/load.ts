/**
 * Loads the presenting-complaint modules (every `*.json` in this folder) once, at import,
 * validating each against {@link ComplaintModuleSchema}; a file that does not match, or a
 * criterion that refers to a definition `red-flags/definitions.json` does not hold, throws with
 * its name, so a bad edit stops the server at start instead of mis-triaging.
 */
import { readdirSync } from 'node:fs';
import { KNOWLEDGE_FOLDER, loadKnowledgeFile } from '../load.ts';
import { checkRefs } from '../red-flags/load.ts';
import { type ComplaintModule, ComplaintModuleSchema } from './complaint-module.schema.ts';

/** Every complaint module, high-risk ones first, then by id (a stable question order). */
export const COMPLAINT_MODULES: readonly ComplaintModule[] = readdirSync(
  new URL('complaint-modules/', KNOWLEDGE_FOLDER),
)
  .filter((name) => name.endsWith('.json'))
  .map((name) => loadKnowledgeFile(`complaint-modules/${name}`, ComplaintModuleSchema))
  .sort((a, b) => Number(b.highRisk) - Number(a.highRisk) || a.id.localeCompare(b.id));

checkRefs(
  COMPLAINT_MODULES.flatMap((m) => [
    { where: `complaint module ${m.id}`, when: m.complaint },
    ...m.discriminators.map((d) => ({ where: `complaint module ${m.id}.${d.id}`, when: d.when })),
  ]),
);
