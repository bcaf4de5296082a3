import { z } from 'zod';
import DATA from './treatments.json' with { type: 'json' };

/** A catalogue slug: lower-case words joined by single hyphens, e.g. `knee-replacement`. */
export const SlugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A whole-USD price range, `min ≤ max`. */
const UsdRangeSchema = z
  .strictObject({ min: z.number().int().positive(), max: z.number().int().positive() })
  .refine((range) => range.min <= range.max, 'min must not exceed max');

/**
 * One procedure of the public catalogue (issue #17): what it is, the typical stay and recovery
 * as its cited public source (`sourceUrl`) gives them, the words that match a request's free-text
 * procedure type (case-insensitive substrings, e.g. "Total knee replacement" matches
 * "knee replacement"), and an estimated whole-USD price range shown until real bids exist.
 */
export const TreatmentEntrySchema = z.strictObject({
  slug: SlugSchema,
  name: z.string().min(1).max(200),
  specialty: z.string().min(1).max(100),
  summary: z.string().min(1).max(1000),
  typicalStay: z.string().min(1).max(200),
  typicalRecovery: z.string().min(1).max(200),
  keywords: z.array(z.string().trim().toLowerCase().min(2).max(50)).min(1),
  estimateUsd: UsdRangeSchema,
  sourceUrl: z.url({ protocol: /^https$/ }),
});
export type TreatmentEntry = z.infer<typeof TreatmentEntrySchema>;

/** The catalogue's procedures as reviewable data with their `source` (`treatments.json`). */
export const TreatmentCatalogueSchema = z.strictObject({
  source: z.string().min(1),
  reviewedAt: z.iso.date(),
  treatments: z
    .array(TreatmentEntrySchema)
    .min(1)
    .refine(
      (entries) => new Set(entries.map((entry) => entry.slug)).size === entries.length,
      'slugs must be unique',
    ),
});

/** The catalogue data, validated at import: a broken file fails every test and the build. */
export const TREATMENT_CATALOGUE = TreatmentCatalogueSchema.parse(DATA);

/** The catalogue entry with this slug, or undefined. */
export function findTreatmentEntry(slug: string): TreatmentEntry | undefined {
  return TREATMENT_CATALOGUE.treatments.find((entry) => entry.slug === slug);
}
