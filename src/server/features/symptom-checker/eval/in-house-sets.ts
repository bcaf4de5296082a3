/**
 * The in-house symptom-checker case sets in `test-data/symptom-checker/*.json` (the unit tests'
 * cases, also printed by `npm run eval:symptoms`), all in one format: a file is
 * `{ set, description, source, heldOut?, cases: [...] }` and a case is `{ id, input, triage,
 * icd10, diagnosis?, acceptableAlternatives?, conditionId?, source?, note? }`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  GenderSchema,
  UrgencyLevelSchema,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { IN_HOUSE_DIR } from './data-dirs.ts';

/** An ICD-10 code at 3-character category level (`/^[A-Z][0-9]{2}$/`), the level cases match on. */
const Icd10CategorySchema = z.string().regex(/^[A-Z][0-9]{2}$/);

/** A named diagnosis with its ICD-10 categories (at least one). */
const DiagnosisSchema = z.strictObject({
  name: z.string().min(1),
  icd10: z.array(Icd10CategorySchema).min(1),
});

/**
 * What a case passes to `analyzeSymptoms`: symptom chips, age in years (0–150; some babies are
 * written as 0 or a fraction of a year, which the engine reads but the public API would not
 * accept), gender, optional existing conditions and medicines.
 */
const CaseInputSchema = z.strictObject({
  symptoms: z.array(z.string().min(1)).min(1),
  age: z.number().min(0).max(150),
  gender: GenderSchema,
  existingConditions: z.array(z.string().min(1)).optional(),
  medications: z.array(z.string().min(1)).optional(),
});

/**
 * One in-house case: `input` what the engine is given; `triage` the level the case's guidance gives; `icd10` the ICD-10
 * categories of the expected condition (null: the diagnosis is not checked by code);
 * `diagnosis` its name; `acceptableAlternatives` other diagnoses that also count;
 * `conditionId` the knowledge-base condition id the engine must rank in its top 3 (classic
 * presentations); `source` the case's own references where the set's are not enough; `note`
 * the remark its author wrote beside it.
 */
export const InHouseCaseSchema = z.strictObject({
  id: z.string().min(1),
  input: CaseInputSchema,
  triage: UrgencyLevelSchema,
  icd10: z.array(Icd10CategorySchema).min(1).nullable(),
  diagnosis: z.string().min(1).optional(),
  acceptableAlternatives: z.array(DiagnosisSchema).optional(),
  conditionId: z.string().min(1).optional(),
  source: z.string().min(1).optional(),
  note: z.string().min(1).optional(),
});
export type InHouseCase = z.infer<typeof InHouseCaseSchema>;

/**
 * One in-house set file: `set` its display name, `description` what it holds and how it was
 * written, `source` its provenance, `heldOut` true for the held-out vignettes (reported in
 * aggregate only, never case by case), `cases` its cases (ids unique within the file).
 */
export const InHouseSetSchema = z.strictObject({
  set: z.string().min(1),
  description: z.string().min(1),
  source: z.string().min(1),
  heldOut: z.boolean().optional(),
  cases: z
    .array(InHouseCaseSchema)
    .min(1)
    .refine((cases) => new Set(cases.map((c) => c.id)).size === cases.length, 'duplicate case id'),
});
export type InHouseSet = z.infer<typeof InHouseSetSchema>;

/**
 * Reads and validates `test-data/symptom-checker/<name>.json` (`name` without `.json`).
 * Throws when the file is missing, is not JSON or does not match `InHouseSetSchema`.
 */
export function loadInHouseSet(name: string): InHouseSet {
  const text = readFileSync(path.join(IN_HOUSE_DIR, `${name}.json`), 'utf8');
  return InHouseSetSchema.parse(JSON.parse(text));
}

/** The names (file names without `.json`) of every in-house set, sorted. */
export function inHouseSetNames(): string[] {
  return readdirSync(IN_HOUSE_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}
