/**
 * Shape of a presenting-complaint module (issue #11, ADR 0018/0019): a triage protocol in the
 * Manchester Triage System / ESI style — a presenting complaint, then ordered discriminators,
 * each leading to a disposition. Modules are data (`*.json` beside this file), validated by
 * {@link ComplaintModuleSchema} when they are loaded and by `complaint-modules.test.ts`.
 *
 * Criteria are written over the engine's finding ids (the vocabulary in `knowledge/findings/`),
 * the person's age and sex, and the quantities the text gives (temperature in °C, a baby's age
 * in months, weeks of pregnancy, duration in days).
 */
import { z } from 'zod';
import { DispositionSchema } from '#shared/symptom-checker/triage-scale.ts';

/** Words that qualify a finding named in the same clause (engine `Modifier`). */
const ModifierSchema = z.enum([
  'severe',
  'sudden',
  'worst',
  'mild',
  'worsening',
  'constant',
  'one_sided',
]);

const findingId = z.string().regex(/^[a-z0-9_]+$/, 'a finding id such as chest_pain');

/** An inclusive numeric range; either end may be left open. */
const RangeSchema = z
  .strictObject({ min: z.number().optional(), max: z.number().optional() })
  .refine((r) => r.min !== undefined || r.max !== undefined, 'give min, max or both');
type Range = z.infer<typeof RangeSchema>;

/**
 * The quantities a criterion may test as a range: age in years or months, temperature (°C),
 * weeks of pregnancy, duration (days), and what a home monitor shows or a clinician writes —
 * `spo2` (%), `heartRate` (beats/min), `respiratoryRate` (breaths/min), `systolicBp` (mmHg),
 * `painScore` (0–10), `burnAreaPercent` (% of the body surface).
 */
export const QUANTITY_KEYS = [
  'ageYears',
  'ageMonths',
  'temperatureC',
  'gestationWeeks',
  'durationDays',
  'spo2',
  'heartRate',
  'respiratoryRate',
  'systolicBp',
  'painScore',
  'burnAreaPercent',
] as const;
export type QuantityKey = (typeof QUANTITY_KEYS)[number];

/** A range test on one quantity, e.g. `{ "spo2": { "max": 91 } }`. */
export type QuantityCriterion = { [K in QuantityKey]: Record<K, Range> }[QuantityKey];

/**
 * A test on the normalised profile. A bare string is a finding that must be present. Objects:
 * `any` / `all` of sub-criteria, `not` (the sub-criterion is false — NOT "denied"), `denied`
 * (the person said the finding is absent), a range of one of the {@link QUANTITY_KEYS} (a
 * quantity the text does not give never matches), `sex` (a person of other gender matches
 * either), and `modifier` (the finding is present and was qualified, e.g. severe headache).
 */
export type Criterion =
  | string
  | { any: Criterion[] }
  | { all: Criterion[] }
  | { not: Criterion }
  | { denied: string }
  | QuantityCriterion
  | { sex: 'male' | 'female' }
  | { modifier: z.infer<typeof ModifierSchema>; of: string };

/** zod form of {@link Criterion}. */
export const CriterionSchema: z.ZodType<Criterion> = z.lazy(() =>
  z.union([
    findingId,
    z.strictObject({ any: z.array(CriterionSchema).min(1) }),
    z.strictObject({ all: z.array(CriterionSchema).min(1) }),
    z.strictObject({ not: CriterionSchema }),
    z.strictObject({ denied: findingId }),
    ...QUANTITY_KEYS.map((key) => z.strictObject({ [key]: RangeSchema })),
    z.strictObject({ sex: z.enum(['male', 'female']) }),
    z.strictObject({ modifier: ModifierSchema, of: findingId }),
  ]),
) as z.ZodType<Criterion>;

/**
 * A follow-up question settling one finding. "Yes" and "not sure" make `finding` present (not
 * sure counts as yes, for safety); "no" makes it absent. `text` is plain words, a yes/no
 * question of at most 160 characters.
 */
export const FollowUpQuestionSchema = z.strictObject({
  finding: findingId,
  text: z.string().min(10).max(160).regex(/\?$/, 'a question ends with a question mark'),
});
export type FollowUpQuestion = z.infer<typeof FollowUpQuestionSchema>;

/**
 * One discriminator: when `when` holds, the module reaches `disposition`. `ask` is the finding
 * that is usually unsaid and decides it; while it is neither reported nor denied (and the rest
 * of `when` would hold with it), the discriminator is *unsettled* and may be asked. `source`
 * names the public criterion it follows (NHS, NICE, ESI, CDC page).
 */
export const DiscriminatorSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9_]+$/),
  disposition: DispositionSchema,
  when: CriterionSchema,
  ask: FollowUpQuestionSchema.optional(),
  source: z.string().min(3),
});
export type Discriminator = z.infer<typeof DiscriminatorSchema>;

/**
 * A presenting-complaint module. It matches when `complaint` holds. `highRisk` marks complaints
 * where an unsettled emergency discriminator must keep the level above routine (issue #11: a
 * caller who never answers gets the conservative level). `discriminators` are in protocol order,
 * most urgent first. `sources` are the pages the module as a whole follows.
 */
export const ComplaintModuleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9_]+$/),
  name: z.string().min(3).max(80),
  complaint: CriterionSchema,
  highRisk: z.boolean(),
  discriminators: z.array(DiscriminatorSchema).min(1),
  sources: z.array(z.string().min(3)).min(1),
});
export type ComplaintModule = z.infer<typeof ComplaintModuleSchema>;
