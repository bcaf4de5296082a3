import { z } from 'zod';
import { IsoDateTimeSchema, requiredText, singleLineText } from '../common/common.schemas.ts';
import { ACCREDITATION_BODY_CODES, LANGUAGE_CODES } from './reference-lists.ts';

/*
 * Verified hospital profiles (issue #17, ADR 0050): what a hospital tells about itself, the
 * evidence behind its accreditations, and what the profile page shows.
 */

/**
 * Where a profile is in verification: `draft` (being edited, also after any change), `submitted`
 * (in the admin queue), `changes_requested` (sent back with a note), `approved`.
 */
export const PROFILE_STATUSES = ['draft', 'submitted', 'changes_requested', 'approved'] as const;
export const ProfileStatusSchema = z.enum(PROFILE_STATUSES);
export type ProfileStatus = z.infer<typeof ProfileStatusSchema>;

/** Photo formats served; every photo is stored in both (AVIF is smaller, WebP the fallback). */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export const PhotoFormatSchema = z.enum(PHOTO_FORMATS);
export type PhotoFormat = z.infer<typeof PhotoFormatSchema>;

/** Largest evidence document and photo upload, bytes (10 MiB). */
export const MAX_PROFILE_FILE_BYTES = 10 * 1024 * 1024;
/** Most accreditations, photos and doctors on one profile. */
export const MAX_ACCREDITATIONS = 10;
export const MAX_PHOTOS = 12;
export const MAX_DOCTORS = 50;

const LanguageCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((code) => LANGUAGE_CODES.includes(code), {
    message: 'Use ISO 639-1 language codes such as en, es, ar',
  });

const LanguagesSchema = z
  .array(LanguageCodeSchema)
  .max(20, 'At most 20 languages')
  .transform((codes) => [...new Set(codes)]);

/** One named doctor as a client sends it (issue #17). `yearsOfPractice` 0–70. */
export const DoctorInputSchema = z.strictObject({
  name: singleLineText('Doctor name', 100),
  specialty: singleLineText('Specialty', 100),
  registrationNumber: singleLineText('Registration number', 50),
  yearsOfPractice: z
    .number({ error: 'Years of practice must be a number' })
    .int()
    .min(0, 'Years of practice cannot be negative')
    .max(70, 'Years of practice must be at most 70'),
  languages: LanguagesSchema,
});

/** One named doctor as stored and answered: ISO 639-1 `languages`. */
export const DoctorSchema = z.object({
  name: z.string(),
  specialty: z.string(),
  registrationNumber: z.string(),
  yearsOfPractice: z.number().int(),
  languages: z.array(z.string()),
});
export type Doctor = z.infer<typeof DoctorSchema>;

/**
 * `PUT /api/hospital-profile` body: the whole editable profile. Text is trimmed; `country` is an
 * ISO 3166-1 alpha-2 code; `website` an http(s) URL; specialties free text (1–30 items).
 * Saving moves the profile back to `draft` (it must be submitted again).
 */
export const UpdateHospitalProfileInputSchema = z.strictObject({
  legalName: singleLineText('Legal name', 200),
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter ISO 3166 code'),
  city: singleLineText('City', 100),
  address: requiredText('Address', 500),
  website: z
    .url({ protocol: /^https?$/, error: 'Website must be an http(s) address' })
    .max(200, 'Website must be at most 200 characters')
    .nullable(),
  licenceNumber: singleLineText('Licence number', 50),
  specialties: z
    .array(singleLineText('Specialty', 100))
    .min(1, 'Name at least one specialty')
    .max(30, 'At most 30 specialties'),
  languages: LanguagesSchema.refine((codes) => codes.length > 0, 'Name at least one language'),
  doctors: z.array(DoctorInputSchema).max(MAX_DOCTORS, `At most ${MAX_DOCTORS} doctors`),
});
export type UpdateHospitalProfileInput = z.infer<typeof UpdateHospitalProfileInputSchema>;

/** Text fields of `POST /api/hospital-profile/accreditations` (multipart, before `file`). */
export const AccreditationFieldsSchema = z.strictObject({
  body: z.enum(ACCREDITATION_BODY_CODES as [string, ...string[]], {
    error: 'Choose an accreditation body from the list',
  }),
  number: singleLineText('Certificate number', 50),
  expiresOn: z.iso.date('Expiry date must be a date (YYYY-MM-DD)'),
});
export type AccreditationFields = z.infer<typeof AccreditationFieldsSchema>;

/** Text fields of `POST /api/hospital-profile/photos` (multipart, before `file`). */
export const PhotoFieldsSchema = z.strictObject({
  caption: singleLineText('Caption', 200),
});

/**
 * An accreditation as its hospital and admins see it. `hasBadge`: verified by an admin and not
 * expired (the profile shows the badge); `badgeRemovedAt`: when expiry removed it (ADR 0051).
 * `evidence` describes the document (only owner and admins get it, at `evidenceUrl`).
 */
export const AccreditationSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  bodyName: z.string(),
  number: z.string(),
  expiresOn: z.iso.date(),
  verifiedAt: IsoDateTimeSchema.nullable(),
  badgeRemovedAt: IsoDateTimeSchema.nullable(),
  hasBadge: z.boolean(),
  evidence: z
    .object({ mediaType: z.string(), sizeBytes: z.number().int(), url: z.string() })
    .optional(),
});
export type Accreditation = z.infer<typeof AccreditationSchema>;

/** A photo: `urls` per format, for a `<picture>` element; width and height of the stored image. */
export const HospitalPhotoSchema = z.object({
  id: z.uuid(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  urls: z.object({ avif: z.string(), webp: z.string() }),
});
export type HospitalPhoto = z.infer<typeof HospitalPhotoSchema>;

/** The editable fields as stored; null until first saved. */
const ProfileFieldsSchema = z.object({
  legalName: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  doctors: z.array(DoctorSchema),
});

/**
 * `GET /api/hospital-profile`: the signed-in hospital's own profile with its verification state
 * (`reviewNote` is the admin's note when changes were requested) and evidence links.
 */
export const OwnHospitalProfileSchema = ProfileFieldsSchema.extend({
  hospitalId: z.uuid(),
  status: ProfileStatusSchema,
  /** Approved at least once: patients see the last approved version while a change waits (ADR 0065). */
  isPublished: z.boolean(),
  reviewNote: z.string().nullable(),
  submittedAt: IsoDateTimeSchema.nullable(),
  verified: z.boolean(),
  accreditations: z.array(AccreditationSchema),
  photos: z.array(HospitalPhotoSchema),
});
export type OwnHospitalProfile = z.infer<typeof OwnHospitalProfileSchema>;

/**
 * What the profile page adds from other features. `medianResponseMinutes`: the median, over the
 * requests the hospital bid on, of the time from the request's creation to the hospital's first
 * bid on it (ADR 0052); null below {@link MIN_RESPONSE_SAMPLE} such requests. `requestsWon`: its
 * accepted bids. `averageRating` / `reviewCount`: its published (verified) reviews.
 */
export const HospitalProfileStatsSchema = z.object({
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  medianResponseMinutes: z.number().int().nullable(),
  respondedRequests: z.number().int(),
  requestsWon: z.number().int(),
  totalBids: z.number().int(),
});
export type HospitalProfileStats = z.infer<typeof HospitalProfileStatsSchema>;

/** Fewest responded requests for which a median response time is shown. */
export const MIN_RESPONSE_SAMPLE = 3;

/**
 * `GET /api/hospital-profiles/{id}` (any signed-in user): the profile page `/hospital/{id}`.
 * Others than the hospital and admins get only badge-carrying accreditations, no evidence, and
 * the profile fields only once an admin approved the profile at least once (`isPublished`).
 */
export const HospitalProfilePageSchema = ProfileFieldsSchema.extend({
  hospitalId: z.uuid(),
  displayName: z.string(),
  email: z.string(),
  verified: z.boolean(),
  isPublished: z.boolean(),
  accreditations: z.array(AccreditationSchema),
  photos: z.array(HospitalPhotoSchema),
  stats: HospitalProfileStatsSchema,
});
export type HospitalProfilePage = z.infer<typeof HospitalProfilePageSchema>;

/** `GET /api/hospital-profiles/badges?hospitalIds=a,b` query: 1–50 distinct uuids. */
export const HospitalBadgesQuerySchema = z.strictObject({
  hospitalIds: z
    .string()
    .max(50 * 37)
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
    .pipe(z.array(z.uuid('hospitalIds must be uuids')).min(1).max(50)),
});

/** A hospital's current accreditation badges (body codes and names), for bid cards. */
export const HospitalBadgesSchema = z.object({
  hospitalId: z.uuid(),
  badges: z.array(z.object({ body: z.string(), bodyName: z.string() })),
});
export type HospitalBadges = z.infer<typeof HospitalBadgesSchema>;

/** One submitted profile in the admin verification queue, evidence links included. */
export const VerificationQueueItemSchema = OwnHospitalProfileSchema.extend({
  email: z.string(),
});
export type VerificationQueueItem = z.infer<typeof VerificationQueueItemSchema>;

/** `POST /api/admin/hospital-verifications/{id}/request-changes` body. */
export const RequestChangesInputSchema = z.strictObject({
  note: requiredText('Note', 2000),
});
export type RequestChangesInput = z.infer<typeof RequestChangesInputSchema>;
