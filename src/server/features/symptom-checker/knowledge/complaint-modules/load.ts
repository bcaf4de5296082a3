/**
 * Loads the presenting-complaint modules (`*.json` in this folder) once, at import, validating
 * each against {@link ComplaintModuleSchema}. A file that does not match throws with its name
 * and the first problem, so a bad edit stops the server at start instead of mis-triaging.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type ComplaintModule, ComplaintModuleSchema } from './complaint-module.schema.ts';

const FOLDER = new URL('./', import.meta.url);

function loadModule(fileName: string): ComplaintModule {
  const parsed = ComplaintModuleSchema.safeParse(
    JSON.parse(readFileSync(new URL(fileName, FOLDER), 'utf8')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `complaint module ${fileName}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}

/** Every complaint module, high-risk ones first, then by id (a stable question order). */
export const COMPLAINT_MODULES: readonly ComplaintModule[] = readdirSync(FOLDER)
  .filter((name) => name.endsWith('.json'))
  .map(loadModule)
  .sort((a, b) => Number(b.highRisk) - Number(a.highRisk) || a.id.localeCompare(b.id));
