/**
 * The criterion language of the clinical knowledge: one small language for the
 * presenting-complaint modules' complaints and discriminators (`complaint-modules/`), the
 * red-flag rules and their named definitions (`red-flags/`). Criteria are written over the
 * engine's finding ids (the vocabulary in `knowledge/findings/`), the person's age and sex, the
 * quantities the text gives and how long symptoms have lasted. `engine/triage/criteria.ts`
 * evaluates them; `review/criterion-words.ts` writes them in words.
 */
import { z } from 'zod';
import { ModifierSchema } from './common.ts';

export type CriterionModifier = z.infer<typeof ModifierSchema>;

/** A finding id such as `chest_pain`. */
export const FindingIdSchema = z.string().regex(/^[a-z0-9_]+$/, 'a finding id such as chest_pain');

/** A definition's name such as `chest_infection_pattern`. */
export const DefinitionNameSchema = z
  .string()
  .regex(/^[a-z0-9_]+$/, 'a definition name such as chest_infection_pattern');

/**
 * A numeric range. `min` and `max` are inclusive ("65 or more"), `over` and `under` exclusive
 * ("under 5"); any end may be left open. A quantity the text does not give never matches,
 * unless `orNotGiven` is true (then it always does).
 */
const RangeSchema = z
  .strictObject({
    min: z.number().optional(),
    max: z.number().optional(),
    over: z.number().optional(),
    under: z.number().optional(),
    orNotGiven: z.literal(true).optional(),
  })
  .refine(
    (r) => [r.min, r.max, r.over, r.under].some((end) => end !== undefined),
    'give min, max, over or under',
  );
export type Range = z.infer<typeof RangeSchema>;

/**
 * The quantities a criterion may test as a range: age in years or months, temperature (°C),
 * weeks of pregnancy, duration (days, the longest any symptom has lasted), and what a home
 * monitor shows or a clinician writes — `spo2` (%), `heartRate` (beats/min), `respiratoryRate`
 * (breaths/min), `systolicBp` (mmHg), `painScore` (0–10), `burnAreaPercent` (% of the body
 * surface). The red-flag rules see the profile only, so the monitor readings are never given
 * to them.
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

/** Duration class of the illness: acute < 14 days, subacute 14–42 days, chronic > 42 days. */
const CourseSchema = z.enum(['acute', 'subacute', 'chronic']);

/**
 * A test on the normalised profile. A bare string is a finding that must be present (reported,
 * or implied by a more specific finding). Objects:
 * - `any` / `all` of sub-criteria; `not` (the sub-criterion is false — NOT "denied");
 * - `denied`: the person said the finding is absent;
 * - `reported`: the finding was named itself, not only implied by a more specific one;
 * - `lasted` with `minDays`: the finding is present and has lasted at least that many days —
 *   its own duration, else the longest duration given; with `own: true` its own duration only;
 * - a range of one of the {@link QUANTITY_KEYS};
 * - `course`: the illness's duration class (no duration given matches none);
 * - `sex` (a person of other gender matches either);
 * - `modifier` with `of`: the finding is present and was qualified with the modifier, or with
 *   one of a list of modifiers (e.g. severe headache);
 * - `pain`: `"any"` when any pain finding (an id ending in `_pain`, or `headache`) is present,
 *   `"severe"` when any is recorded as severe;
 * - `ref`: the named definition holds (`red-flags/definitions.json`).
 */
export type Criterion =
  | string
  | { any: Criterion[] }
  | { all: Criterion[] }
  | { not: Criterion }
  | { denied: string }
  | { reported: string }
  | { lasted: string; minDays: number; own?: true }
  | QuantityCriterion
  | { course: z.infer<typeof CourseSchema> }
  | { sex: 'male' | 'female' }
  | { modifier: CriterionModifier | CriterionModifier[]; of: string }
  | { pain: 'any' | 'severe' }
  | { ref: string };

/** zod form of {@link Criterion}. */
export const CriterionSchema: z.ZodType<Criterion> = z.lazy(() =>
  z.union([
    FindingIdSchema,
    z.strictObject({ any: z.array(CriterionSchema).min(1) }),
    z.strictObject({ all: z.array(CriterionSchema).min(1) }),
    z.strictObject({ not: CriterionSchema }),
    z.strictObject({ denied: FindingIdSchema }),
    z.strictObject({ reported: FindingIdSchema }),
    z.strictObject({
      lasted: FindingIdSchema,
      minDays: z.number().positive(),
      own: z.literal(true).optional(),
    }),
    ...QUANTITY_KEYS.map((key) => z.strictObject({ [key]: RangeSchema })),
    z.strictObject({ course: CourseSchema }),
    z.strictObject({ sex: z.enum(['male', 'female']) }),
    z.strictObject({
      modifier: z.union([ModifierSchema, z.array(ModifierSchema).min(1)]),
      of: FindingIdSchema,
    }),
    z.strictObject({ pain: z.enum(['any', 'severe']) }),
    z.strictObject({ ref: DefinitionNameSchema }),
  ]),
) as z.ZodType<Criterion>;

/** The sub-criteria of a criterion (none for a leaf; a `ref` is a leaf). */
export function partsOf(criterion: Criterion): Criterion[] {
  if (typeof criterion === 'string') return [];
  if ('any' in criterion) return criterion.any;
  if ('all' in criterion) return criterion.all;
  if ('not' in criterion) return [criterion.not];
  return [];
}

/** The definition names a criterion refers to (not following the definitions themselves). */
export function refsOf(criterion: Criterion): string[] {
  if (typeof criterion !== 'string' && 'ref' in criterion) return [criterion.ref];
  return partsOf(criterion).flatMap(refsOf);
}
