/**
 * Where the symptom-checker evaluation reads its cases: the in-house sets in the repository's
 * `test-data/symptom-checker/`, and the published shared sets in `../shared/symptom-eval/`
 * beside the repository (overridable with the `SYMPTOM_EVAL_DIR` environment variable).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** Absolute path of the folder holding the in-house case sets (`<repo>/test-data/symptom-checker`). */
export const IN_HOUSE_DIR = path.join(REPO_ROOT, 'test-data', 'symptom-checker');

/**
 * Absolute path of the folder holding the shared vignette sets: `override` (the
 * `SYMPTOM_EVAL_DIR` setting; a relative path resolves against the repository root) when given,
 * else `<repo>/../shared/symptom-eval`.
 */
export function sharedSetsDir(override?: string): string {
  return path.resolve(REPO_ROOT, override || path.join('..', 'shared', 'symptom-eval'));
}
