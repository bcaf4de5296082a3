/**
 * Reads knowledge data files synchronously, at import time, and validates each against its zod
 * schema. A file that is missing, is not JSON or does not match throws with its path and every
 * zod issue, so a bad edit stops the server at start instead of changing advice silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/** Folder of the knowledge data (this file's folder). */
export const KNOWLEDGE_FOLDER = new URL('./', import.meta.url);

/** Reads `path` (relative to the knowledge folder) and validates it with `schema`. */
export function loadKnowledgeFile<T>(path: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(new URL(path, KNOWLEDGE_FOLDER), 'utf8'));
  } catch (error) {
    throw new Error(`knowledge/${path}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`knowledge/${path} is not valid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/**
 * Reads `<folder>/<name>.json` for every name, in the order given (the order the engine lists
 * entries in). Throws when the folder holds a JSON file not named (nor in `loadedElsewhere`,
 * files of another shape the caller reads itself), so a new file is never silently left out.
 */
export function loadKnowledgeFolder<T>(
  folder: string,
  names: readonly string[],
  schema: z.ZodType<T>,
  loadedElsewhere: readonly string[] = [],
): { name: string; data: T }[] {
  const listed = [...names, ...loadedElsewhere];
  const unlisted = readdirSync(new URL(`${folder}/`, KNOWLEDGE_FOLDER)).filter(
    (file) => file.endsWith('.json') && !listed.includes(file.slice(0, -'.json'.length)),
  );
  if (unlisted.length > 0) {
    throw new Error(`knowledge/${folder}: ${unlisted.join(', ')} not listed in its loader`);
  }
  return names.map((name) => ({ name, data: loadKnowledgeFile(`${folder}/${name}.json`, schema) }));
}
