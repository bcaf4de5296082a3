import { z } from 'zod';
import {
  AnalyzeSymptomsInputSchema,
  GenderSchema,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { parseAmountInput } from '#client/lib/form-input.ts';
import { msg } from '#client/i18n/msg.ts';

/** The analyze request before validation: the age may still be missing or not a number. */
type AnalyzeRequestDraft = Omit<z.input<typeof AnalyzeSymptomsInputSchema>, 'age'> & {
  age: number | undefined;
};

/**
 * The wizard's fields as typed (the age input gives text), turned into the shared
 * `AnalyzeSymptomsInput` and validated by the shared schema, so its rules and SPEC §5 messages
 * ('Please add at least one symptom', 'Please enter a valid age') apply unchanged
 * (CONVENTIONS §3). Empty history lists are left out of the request.
 */
export const SymptomFormSchema = z
  .object({
    symptoms: z.array(z.string()),
    age: z.string(),
    gender: GenderSchema,
    existingConditions: z.array(z.string()),
    medications: z.array(z.string()),
  })
  .transform((values): AnalyzeRequestDraft => ({
    symptoms: values.symptoms,
    age: parseAmountInput(values.age),
    gender: values.gender,
    existingConditions:
      values.existingConditions.length > 0 ? values.existingConditions : undefined,
    medications: values.medications.length > 0 ? values.medications : undefined,
  }))
  .pipe(AnalyzeSymptomsInputSchema);

/** The wizard form's values as the inputs hold them. */
export type SymptomFormValues = z.input<typeof SymptomFormSchema>;

/** A new wizard: nothing entered, gender male (SPEC §5 default). */
export const EMPTY_SYMPTOM_FORM: SymptomFormValues = {
  symptoms: [],
  age: '',
  gender: 'male',
  existingConditions: [],
  medications: [],
};

/** One step of the symptom wizard (SPEC §4) and the fields Next validates on it; texts in English, shown through `t`. */
export interface WizardStep {
  title: string;
  description: string;
  fields: ReadonlyArray<keyof SymptomFormValues>;
}

/**
 * The three steps of SPEC §4 in order: symptoms; age and gender; optional history (existing
 * conditions and medications).
 */
export const WIZARD_STEPS: readonly [WizardStep, WizardStep, WizardStep] = [
  {
    title: msg('Your symptoms'),
    description: msg('Add each symptom in your own words, one at a time.'),
    fields: ['symptoms'],
  },
  {
    title: msg('About you'),
    description: msg('Age and gender change which conditions are more likely.'),
    fields: ['age', 'gender'],
  },
  {
    title: msg('Health history'),
    description: msg(
      'Optional: long-term conditions and regular medicines. You can skip this step.',
    ),
    fields: ['existingConditions', 'medications'],
  },
];

/** The index of the first step holding a field with an error, else the last step. */
export function firstStepWithError(invalidFields: ReadonlyArray<string>): number {
  const index = WIZARD_STEPS.findIndex((step) =>
    step.fields.some((field) => invalidFields.includes(field)),
  );
  return index === -1 ? WIZARD_STEPS.length - 1 : index;
}
