/**
 * Loads the presenting-complaint modules (every `*.json` in this folder) once, at import,
 * validating each against {@link ComplaintModuleSchema}; a file that does not match throws with
 * its name and the zod issues, so a bad edit stops the server at start instead of mis-triaging.
 */
import { readdirSync } from 'node:fs';
import { KNOWLEDGE_FOLDER, loadKnowledgeFile } from '../load.ts';
import { type ComplaintModule, ComplaintModuleSchema } from './complaint-module.schema.ts';

/** Every complaint module, high-risk ones first, then by id (a stable question order). */
export const COMPLAINT_MODULES: readonly ComplaintModule[] = readdirSync(
  new URL('complaint-modules/', KNOWLEDGE_FOLDER),
)
  .filter((name) => name.endsWith('.json'))
  .map((name) => loadKnowledgeFile(`complaint-modules/${name}`, ComplaintModuleSchema))
  .sort((a, b) => Number(b.highRisk) - Number(a.highRisk) || a.id.localeCompare(b.id));
