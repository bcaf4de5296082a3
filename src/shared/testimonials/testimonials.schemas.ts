import { z } from 'zod';
import { IsoDateTimeSchema, ListQuerySchema } from '../common/common.schemas.ts';
import {
  LANDING_TESTIMONIALS,
  MAX_BODY_LENGTH,
  MAX_PAGE_LIMIT,
  MAX_RATING,
  MAX_TITLE_LENGTH,
  MIN_RATING,
  MIN_REVIEW_CONTENT_LENGTH,
  MIN_REVIEW_TITLE_LENGTH,
} from '../common/constants.ts';

/** Trimmed review text of `min`–`max` characters, every failure in SPEC §5's words. */
function reviewText(label: string, min: number, max: number) {
  const tooShort = `${label} must be at least ${min} characters`;
  return z
    .string({ error: tooShort })
    .trim()
    .min(min, tooShort)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), {
      message: `${label} contains an invalid character`,
    });
}

/** A star rating, a whole number 1–5; the form starts at 0, "not chosen" (SPEC §5). */
export const RatingSchema = z
  .number({ error: 'Please select a rating' })
  .int('Rating must be a whole number')
  .min(MIN_RATING, 'Please select a rating')
  .max(MAX_RATING, `Rating must be between ${MIN_RATING} and ${MAX_RATING}`);

/**
 * `POST /api/testimonials` body (SPEC §3, §5, §7): the reviewed hospital, optionally the
 * treatment request (else the server picks the newest accepted, unreviewed one with that
 * hospital), rating 1–5, title ≥ 5 and content ≥ 20 characters. Strict: `patientId`,
 * `verified` and every other server-owned field give 400 (SECURITY §2).
 */
export const CreateTestimonialInputSchema = z.strictObject({
  hospitalId: z.uuid('Hospital ID is required'),
  treatmentRequestId: z.uuid('Treatment request ID is not valid').optional(),
  rating: RatingSchema,
  title: reviewText('Title', MIN_REVIEW_TITLE_LENGTH, MAX_TITLE_LENGTH),
  content: reviewText('Review', MIN_REVIEW_CONTENT_LENGTH, MAX_BODY_LENGTH),
});
export type CreateTestimonialInput = z.infer<typeof CreateTestimonialInputSchema>;

/**
 * A published review as anyone may read it (SPEC §3): the patient is shown by first name and
 * last initial only (`lastName` is e.g. `"S."`, privacy), the hospital by id and first name.
 */
export const TestimonialSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: IsoDateTimeSchema,
  patient: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  hospital: z.object({ id: z.uuid(), firstName: z.string().nullable() }),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/**
 * A review with its moderation fields, for its author (`POST` answer) and admins: who wrote it,
 * for which request, and whether it is published (`verified`, DESIGN §5).
 */
export const TestimonialDetailSchema = TestimonialSchema.extend({
  patientId: z.uuid(),
  treatmentRequestId: z.uuid().nullable(),
  verified: z.boolean(),
});
export type TestimonialDetail = z.infer<typeof TestimonialDetailSchema>;

/**
 * `GET /api/testimonials/verified` query: a keyset page (DESIGN §4) of at most 100, 6 by
 * default — what the landing page shows (SPEC §2.3, §7).
 */
export const VerifiedTestimonialsQuerySchema = z.strictObject({
  ...ListQuerySchema.shape,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(LANDING_TESTIMONIALS),
});

/** Moderation states of a review: `pending` (not yet verified) or `verified` (published). */
export const TestimonialStatusSchema = z.enum(['pending', 'verified']);
export type TestimonialStatus = z.infer<typeof TestimonialStatusSchema>;

/** `GET /api/admin/testimonials` query: a keyset page, optionally of one moderation state. */
export const ModerationQuerySchema = z.strictObject({
  ...ListQuerySchema.shape,
  status: TestimonialStatusSchema.optional(),
});
export type ModerationQuery = z.infer<typeof ModerationQuerySchema>;

/**
 * `GET /api/testimonials/hospital/{id}/rating`: the mean of a hospital's published ratings,
 * rounded to one decimal (null without reviews), and how many there are.
 */
export const HospitalRatingSchema = z.object({
  hospitalId: z.uuid(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type HospitalRating = z.infer<typeof HospitalRatingSchema>;

/** Most hospitals one ratings call may name: a request's bids fit in one page of 50. */
export const MAX_RATINGS_HOSPITALS = 50;

/**
 * `GET /api/testimonials/ratings?hospitalIds=a,b` query: 1–50 comma-separated hospital ids
 * (duplicates dropped), for the bid comparison (issue #15). Parsed to `hospitalIds: string[]`.
 */
export const HospitalRatingsQuerySchema = z.strictObject({
  hospitalIds: z
    .string({ error: 'hospitalIds is required' })
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(z.uuid('hospitalIds must be comma-separated hospital ids'))
        .min(1, 'hospitalIds is required')
        .max(MAX_RATINGS_HOSPITALS, `At most ${MAX_RATINGS_HOSPITALS} hospital ids`),
    ),
});
export type HospitalRatingsQuery = z.infer<typeof HospitalRatingsQuerySchema>;

/**
 * `GET /api/testimonials/reviewable`: one of the patient's accepted bids not yet reviewed — what
 * Write Review offers (SPEC §2.5). `id` is the bid's.
 */
export const ReviewableTreatmentSchema = z.object({
  id: z.uuid(),
  treatmentRequestId: z.uuid(),
  procedureType: z.string(),
  hospitalId: z.uuid(),
  hospital: z.object({ firstName: z.string().nullable() }),
  createdAt: IsoDateTimeSchema,
});
export type ReviewableTreatment = z.infer<typeof ReviewableTreatmentSchema>;
