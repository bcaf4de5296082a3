/**
 * Reads a vignette file of the evaluation set (format in `eval/README.md`): `{ id, age, gender,
 * symptoms[], existingConditions?, medications?, triage, diagnosis: { name, icd10[] },
 * acceptableAlternatives?, source }`. Throws on a file that does not match.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  GenderSchema,
  UrgencyLevelSchema,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';

const DiagnosisSchema = z.object({ name: z.string(), icd10: z.array(z.string()).min(1) });

/** One evaluation case. */
export const VignetteSchema = z.object({
  id: z.string(),
  age: z.number().int(),
  gender: GenderSchema,
  symptoms: z.array(z.string()).min(1),
  existingConditions: z.array(z.string()).optional(),
  medications: z.array(z.string()).optional(),
  triage: UrgencyLevelSchema,
  diagnosis: DiagnosisSchema,
  acceptableAlternatives: z.array(DiagnosisSchema).optional(),
  source: z.string(),
});
export type Vignette = z.infer<typeof VignetteSchema>;

/** Loads and validates the vignettes of `eval/<fileName>`. */
export function loadVignettes(fileName: string): Vignette[] {
  const text = readFileSync(new URL(`./${fileName}`, import.meta.url), 'utf8');
  return z.array(VignetteSchema).parse(JSON.parse(text));
}
