/**
 * Shape of a knowledge-base condition, validated by `ConditionSchema` in the KB test.
 *
 * `findings` weights (0.5–8) say how strongly a finding points to the condition: about 1 for a
 * common, unspecific symptom, 3 for a typical one, 5+ for a hallmark. `requiresAny`: the
 * condition is only considered when at least one of these is present. `ages` is a hard range
 * and `typicalAges` a soft one (whole years, inclusive). `pregnancy: true` limits it to people
 * who can be pregnant (female or other, 10–55); `gestation` (weeks, inclusive) rules it out
 * when the person names a stage of pregnancy outside it (a miscarriage is a loss before 24
 * weeks). `urgency` is the care level the condition needs when it is likely; `severity` is
 * SPEC §3's value shown with it.
 */
import { z } from 'zod';
import {
  ConditionSeveritySchema,
  UrgencyLevelSchema,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';

/** Specialties as a hospital marketplace lists them (for `relatedSpecialties`). */
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
export type Specialty = z.infer<typeof SpecialtySchema>;

const ageRange = z.tuple([z.number().int().min(0), z.number().int().max(150)]);

/** One condition of the knowledge base. */
export const ConditionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9_]+$/),
  name: z.string().min(3).max(100),
  icd10: z.array(z.string().regex(/^[A-Z]\d{2}$/)).min(1),
  severity: ConditionSeveritySchema,
  urgency: UrgencyLevelSchema,
  specialty: SpecialtySchema,
  description: z.string().min(30).max(300),
  source: z.string().min(10),
  findings: z.record(z.string(), z.number().min(0.5).max(8)),
  requiresAny: z.array(z.string()).min(1).optional(),
  sex: z.enum(['male', 'female']).optional(),
  ages: ageRange.optional(),
  typicalAges: ageRange.optional(),
  pregnancy: z.boolean().optional(),
  gestation: z.tuple([z.number().int().min(0), z.number().int().max(45)]).optional(),
  prevalence: z.enum(['common', 'uncommon', 'rare']),
  course: z.enum(['acute', 'chronic']).optional(),
});
export type Condition = z.infer<typeof ConditionSchema>;

/** NHS conditions page address for a slug. */
export const nhs = (slug: string): string => `https://www.nhs.uk/conditions/${slug}/`;
