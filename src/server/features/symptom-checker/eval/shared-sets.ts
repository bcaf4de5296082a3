/**
 * The published vignette sets shared beside the repository (`../shared/symptom-eval/*.json`,
 * written by others and read at run time only — never copied into the repository). A file is
 * `{ source, vignettes: [{ id, age, sex, symptoms[], history, gold_diagnosis, gold_triage,
 * match, ... }] }`; fields beyond these are allowed and ignored.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { UrgencyLevelSchema } from '#shared/symptom-checker/symptom-checker.schemas.ts';

/** `match` must compile as a JavaScript regular expression (it is used case-insensitively). */
const RegexSourceSchema = z.string().refine((source) => {
  try {
    new RegExp(source, 'i');
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

/**
 * One shared vignette: `age` in years (any number; the evaluation rounds and clamps it), `sex`
 * free text ('male', 'female', anything else), `symptoms` the chips, `history` free text (may
 * be empty), `gold_diagnosis` the published answer, `gold_triage` the published level, `match` a
 * case-insensitive regular expression a ranked condition's name must match to count as the gold
 * diagnosis; the gold fields are null where the set gives no such answer.
 */
export const SharedVignetteSchema = z.object({
  id: z.string().min(1),
  age: z.number(),
  sex: z.string().nullable(),
  symptoms: z.array(z.string()).min(1),
  history: z.string().nullable(),
  gold_diagnosis: z.string().min(1).nullable(),
  gold_triage: UrgencyLevelSchema.nullable(),
  match: RegexSourceSchema.nullable(),
});
export type SharedVignette = z.infer<typeof SharedVignetteSchema>;

/** One shared file: where its cases come from (`source`) and the cases. */
export const SharedSetFileSchema = z.object({
  source: z.string().min(1),
  vignettes: z.array(SharedVignetteSchema).min(1),
});

/** A shared set as loaded: `name` is its file name without `.json`. */
export interface SharedSet extends z.infer<typeof SharedSetFileSchema> {
  name: string;
}

/**
 * Reads every `*.json` file of `dir` (sorted by name) as a shared set. Returns [] when `dir`
 * does not exist; throws when a file is not JSON, or (naming the file) when it does not match
 * `SharedSetFileSchema`.
 */
export function loadSharedSets(dir: string): SharedSet[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = SharedSetFileSchema.safeParse(
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
      );
      if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
      return { name: file.slice(0, -'.json'.length), ...parsed.data };
    });
}
