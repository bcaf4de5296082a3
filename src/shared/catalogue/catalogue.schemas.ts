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
 * review count, and the number of requests it won (accepted bids). Country, specialties,
 * accreditations and languages join when hospital profiles land (ADR 0054).
 */
export const CatalogueHospitalSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  requestsWon: z.number().int(),
  verifiedSince: IsoDateTimeSchema,
});
export type CatalogueHospital = z.infer<typeof CatalogueHospitalSchema>;

/**
 * `GET /api/hospitals` query (issue #17): the list's `limit`/`cursor` (DESIGN §4), oldest
 * verified first. Filters (country, specialty, accreditation, language) are added here, each an
 * optional strict field, when the hospital profile columns exist (ADR 0054); until then any
 * other parameter is a 400, so no client can believe an ignored filter applied.
 */
export const HospitalListQuerySchema = ListQuerySchema;
export type HospitalListQuery = z.infer<typeof HospitalListQuerySchema>;
