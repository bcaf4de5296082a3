import { z } from 'zod';
import { IsoDateTimeSchema, ListQuerySchema } from '../common/common.schemas.ts';
import { SlugSchema } from './treatments.ts';

/** Accepted bids needed before a procedure's price range comes from them (issue #17). */
export const MIN_ACCEPTED_BIDS_FOR_PRICE_RANGE = 5;

/**
 * A procedure's price range in whole USD (total price, commission included). `basis` is
 * `accepted-bids` when at least {@link MIN_ACCEPTED_BIDS_FOR_PRICE_RANGE} accepted bids on
 * matching requests exist (`acceptedBidCount` of them, lowest and highest total), else
 * `estimate`: the data file's indicative range, to be shown marked as an estimate.
 */
export const TreatmentPriceRangeSchema = z.object({
  basis: z.enum(['accepted-bids', 'estimate']),
  minUsd: z.number().int(),
  maxUsd: z.number().int(),
  acceptedBidCount: z.number().int(),
});
export type TreatmentPriceRange = z.infer<typeof TreatmentPriceRangeSchema>;

/** One procedure as `GET /api/treatments` lists it (issue #17). */
export const TreatmentSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  specialty: z.string(),
  summary: z.string(),
});
export type TreatmentSummary = z.infer<typeof TreatmentSummarySchema>;

/**
 * `GET /api/treatments/{slug}` (issue #17): the procedure, its typical stay and recovery, the
 * public page they come from, and its price range.
 */
export const TreatmentSchema = TreatmentSummarySchema.extend({
  typicalStay: z.string(),
  typicalRecovery: z.string(),
  sourceUrl: z.string(),
  priceRange: TreatmentPriceRangeSchema,
});
export type Treatment = z.infer<typeof TreatmentSchema>;

/** Path of a catalogue page: `/treatments/{slug}` or `/hospitals/{slug}`. */
export const SlugParamsSchema = z.strictObject({ slug: z.string().max(200) });

/** A slug as the catalogue accepts it in a path (anything else is 404). */
export const CatalogueSlugSchema = SlugSchema;

/**
 * A verified hospital as the public catalogue shows it (issue #17): its name, the slug of its
 * page, its verified rating (mean of published reviews, one decimal; null without any) and
 * review count, and the number of requests it won (accepted bids). From its profile once an
 * admin approved it (ADR 0050; before that null and empty): `country` (ISO 3166-1 alpha-2) and
 * `city`, `specialties` (free text), `languages` (ISO 639-1) and `accreditations`, the codes of
 * the bodies whose badge is in force (`JCI`, `NABH`; expired ones are left out, ADR 0051).
 */
export const CatalogueHospitalSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  requestsWon: z.number().int(),
  verifiedSince: IsoDateTimeSchema,
  country: z.string().nullable(),
  city: z.string().nullable(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  accreditations: z.array(z.string()),
});
export type CatalogueHospital = z.infer<typeof CatalogueHospitalSchema>;

/**
 * The filters of `/hospitals` (issue #17, ADR 0059), each optional; given together they must all
 * match. `country` ISO 3166-1 alpha-2 (any case), `language` ISO 639-1 (any case),
 * `accreditation` a body's code (`JCI`) with its badge in force, `specialty` one of the profile's
 * specialties, compared without regard to case. An unknown value matches nothing (an empty list),
 * a malformed one is a 400 naming the field.
 */
export const HospitalFiltersSchema = z.strictObject({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter ISO 3166 code')
    .transform((code) => code.toUpperCase())
    .optional(),
  specialty: z
    .string()
    .trim()
    .min(1, 'specialty must not be empty')
    .max(100, 'specialty must be at most 100 characters')
    .optional(),
  accreditation: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{1,15}$/, 'accreditation must be a body code such as JCI')
    .transform((code) => code.toUpperCase())
    .optional(),
  language: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'language must be a two-letter ISO 639-1 code')
    .transform((code) => code.toLowerCase())
    .optional(),
});
export type HospitalFilters = z.infer<typeof HospitalFiltersSchema>;

/** The filter names, in the order the page shows them. */
export const HOSPITAL_FILTER_NAMES = ['country', 'specialty', 'accreditation', 'language'] as const;

/**
 * `GET /api/hospitals` query (issue #17): the list's `limit`/`cursor` (DESIGN §4), oldest
 * verified first, narrowed by {@link HospitalFiltersSchema}. Any other parameter is a 400, so no
 * client can believe an ignored filter applied.
 */
export const HospitalListQuerySchema = ListQuerySchema.extend(HospitalFiltersSchema.shape);
export type HospitalListQuery = z.infer<typeof HospitalListQuerySchema>;

/**
 * `GET /api/hospital-filters` (issue #17): the values the filters can take, each sorted — those
 * that at least one listed (verified, approved-profile) hospital has, so no choice leads to an
 * empty list by itself.
 */
export const HospitalFilterOptionsSchema = z.object({
  countries: z.array(z.string()),
  specialties: z.array(z.string()),
  accreditations: z.array(z.string()),
  languages: z.array(z.string()),
});
export type HospitalFilterOptions = z.infer<typeof HospitalFilterOptionsSchema>;
