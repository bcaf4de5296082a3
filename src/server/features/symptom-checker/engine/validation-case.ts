/**
 * The shape of the guidance-written validation presentations (`classic-presentations-*.cases.ts`,
 * checked by `guidance-presentations.test.ts`) and the builders their files write cases with.
 */
import type { AnalyzeSymptomsInput } from '#shared/symptom-checker/symptom-checker.schemas.ts';

/** One validation presentation. */
export interface ValidationCase {
  id: string;
  input: AnalyzeSymptomsInput;
  urgency: 'emergency' | 'urgent' | 'routine';
  /** ICD-10 categories (3 characters) of the expected condition; null: triage only. */
  icd10: string[] | null;
}

/** An analysis input: age in years, sex, symptoms and, optionally, existing conditions. */
export const person = (
  age: number,
  gender: 'male' | 'female',
  symptoms: string[],
  existingConditions?: string[],
): AnalyzeSymptomsInput => ({
  symptoms,
  age,
  gender,
  ...(existingConditions ? { existingConditions } : {}),
});

const caseOf =
  (urgency: ValidationCase['urgency']) =>
  (id: string, input: AnalyzeSymptomsInput, icd10: string[] | null): ValidationCase => ({
    id,
    input,
    urgency,
    icd10,
  });

/** A case whose page advises 999 / A&E. */
export const e = caseOf('emergency');
/** A case whose page advises an urgent GP appointment, urgent care or 111. */
export const u = caseOf('urgent');
/** A case whose page advises self-care, a pharmacist or a routine GP appointment. */
export const r = caseOf('routine');
