/**
 * Shape of a knowledge-base condition (`knowledge/conditions/<body-system>.json`). The matcher
 * scores every condition against the findings read from the person's words and ranks them.
 */
import { z } from 'zod';
import {
  ConditionSeveritySchema,
  UrgencyLevelSchema,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { AgeRangeSchema, FileSourceSchema, IdSchema } from './common.ts';

/** Specialties as a hospital marketplace lists them (the condition's `specialty`). */
export const SpecialtySchema = z.enum([
  'Allergy & Immunology',
  'Cardiology',
  'Dentistry',
  'Dermatology',
  'Emergency Medicine',
  'Endocrinology',
  'ENT',
  'Gastroenterology',
  'General Practice',
  'General Surgery',
  'Hematology',
  'Infectious Disease',
  'Nephrology',
  'Neurology',
  'Obstetrics & Gynecology',
  'Oncology',
  'Ophthalmology',
  'Orthopedics',
  'Pediatrics',
  'Psychiatry',
  'Pulmonology',
  'Rheumatology',
  'Urology',
  'Vascular Surgery',
]);

/**
 * One condition.
 *
 * - `id`: stable identifier; `name`: plain-English name shown to the person; `icd10`: ICD-10
 *   categories (three characters, `I21`), used to score the engine against vignettes.
 * - `urgency`: the care level the condition needs when it is likely (`emergency`: call 999 or
 *   go to A&E now; `urgent`: same day, GP or NHS 111; `routine`: self-care, pharmacy or a
 *   routine GP visit). `severity` is the SPEC §3 value shown with it (by convention emergency →
 *   `urgent`, urgent → `moderate`, routine → `other`).
 * - `findings`: finding id → weight from 0.5 to 8, how strongly the finding points to the
 *   condition: about 1 for a common, unspecific symptom, 3 for a typical one, 5 or more for a
 *   hallmark. The matcher adds the weights of the present findings, takes off 0.7 × the weight
 *   of each one the person denied and 1.5 for each reported symptom the condition does not
 *   explain (`engine/matcher.ts`).
 * - `requiresAny`: the condition is only considered when at least one of these findings (or a
 *   more specific child of one) is present.
 * - `ages`: hard age range, whole years inclusive (outside it the condition is never
 *   considered); `typicalAges`: soft range where it is most common (1 point off outside it).
 * - `sex`: only for people of that sex. `pregnancy: true`: only for people who can be pregnant
 *   (female or other, 10–55). `gestation`: weeks of pregnancy, inclusive; ruled out when the
 *   person names a stage outside it (a miscarriage is a loss before 24 weeks).
 * - `prevalence`: how common it is (common +1, uncommon 0, rare −1 to the score). `course`: acute
 *   or chronic (1.5 points off when the story's duration says the other).
 * - `description`: one or two plain sentences shown to the person (30–300 characters).
 * - `source`: the public page the condition and its weights follow (NHS, NICE, CDC).
 * - `note`: optional reviewer-facing rationale for a choice (the engine does not read it).
 */
export const ConditionSchema = z.strictObject({
  id: IdSchema,
  name: z.string().min(3).max(100),
  icd10: z.array(z.string().regex(/^[A-Z]\d{2}$/)).min(1),
  urgency: UrgencyLevelSchema,
  severity: ConditionSeveritySchema,
  specialty: SpecialtySchema,
  prevalence: z.enum(['common', 'uncommon', 'rare']),
  course: z.enum(['acute', 'chronic']).optional(),
  sex: z.enum(['male', 'female']).optional(),
  ages: AgeRangeSchema.optional(),
  typicalAges: AgeRangeSchema.optional(),
  pregnancy: z.boolean().optional(),
  gestation: z.tuple([z.number().int().min(0), z.number().int().max(45)]).optional(),
  description: z.string().min(30).max(300),
  findings: z.record(IdSchema, z.number().min(0.5).max(8)),
  requiresAny: z.array(IdSchema).min(1).optional(),
  source: z.string().min(10),
  note: z.string().min(3).optional(),
});
export type Condition = z.infer<typeof ConditionSchema>;

/** One body-system file: what it covers and follows (`source`), and its conditions. */
export const ConditionFileSchema = z.strictObject({
  source: FileSourceSchema,
  conditions: z.array(ConditionSchema).min(1),
});
export type ConditionFile = z.infer<typeof ConditionFileSchema>;
