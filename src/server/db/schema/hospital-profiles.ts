import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PROFILE_STATUSES } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { users } from './users.ts';

export const profileStatusEnum = pgEnum('hospital_profile_status', PROFILE_STATUSES);

/**
 * A hospital account's profile (issue #17, ADR 0050): one row per hospital, created on first
 * save. `doctors` is a JSON array checked by `DoctorSchema` on the way in and out.
 * `first_approved_at` says whether others may see the fields (published once approved).
 * `pending_changes`: once published, an edit of the fields waits here (an
 * `UpdateHospitalProfileInput`) and replaces them only when an admin approves it (ADR 0065), so
 * what patients read is always what an admin checked.
 */
export const hospitalProfiles = pgTable(
  'hospital_profiles',
  {
    hospitalId: uuid('hospital_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    legalName: varchar('legal_name', { length: 200 }),
    country: varchar('country', { length: 2 }),
    city: varchar('city', { length: 100 }),
    address: varchar('address', { length: 500 }),
    website: varchar('website', { length: 200 }),
    licenceNumber: varchar('licence_number', { length: 50 }),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'`),
    languages: varchar('languages', { length: 2 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    doctors: jsonb('doctors')
      .notNull()
      .default(sql`'[]'::jsonb`),
    pendingChanges: jsonb('pending_changes'),
    status: profileStatusEnum('status').notNull().default('draft'),
    reviewNote: text('review_note'),
    submittedAt: timestampColumn('submitted_at'),
    firstApprovedAt: timestampColumn('first_approved_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // The admin queue: submitted profiles, oldest submission first.
    index('hospital_profiles_submitted_idx')
      .on(t.submittedAt, t.hospitalId)
      .where(sql`${t.status} = 'submitted'`),
  ],
);

/**
 * An accreditation with its evidence document, sealed in the records store (ADR 0037) under
 * `evidence_storage_key`. `verified_at`: an admin approved the profile while it was listed.
 * `badge_removed_at`: the expiry job removed its badge and told the hospital (ADR 0051).
 */
export const hospitalAccreditations = pgTable(
  'hospital_accreditations',
  {
    id: idColumn(),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: varchar('body', { length: 16 }).notNull(),
    number: varchar('number', { length: 50 }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    evidenceStorageKey: varchar('evidence_storage_key', { length: 100 }).notNull().unique(),
    evidenceWrappedKey: text('evidence_wrapped_key').notNull(),
    evidenceMediaType: varchar('evidence_media_type', { length: 50 }).notNull(),
    evidenceSizeBytes: bigint('evidence_size_bytes', { mode: 'number' }).notNull(),
    verifiedAt: timestampColumn('verified_at'),
    badgeRemovedAt: timestampColumn('badge_removed_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('hospital_accreditations_hospital_idx').on(t.hospitalId, t.createdAt),
    // The expiry job's scan: badges in force, by expiry.
    index('hospital_accreditations_badge_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.verifiedAt} is not null and ${t.badgeRemovedAt} is null`),
  ],
);

/**
 * A profile photo, resized once at upload and stored sealed in the records store in both
 * served formats (AVIF and WebP, ADR 0050). `approved_at`: an admin approved the profile while
 * it was listed; patients see only approved photos (ADR 0065).
 */
export const hospitalPhotos = pgTable(
  'hospital_photos',
  {
    id: idColumn(),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caption: varchar('caption', { length: 200 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    avifStorageKey: varchar('avif_storage_key', { length: 100 }).notNull().unique(),
    avifWrappedKey: text('avif_wrapped_key').notNull(),
    avifSizeBytes: integer('avif_size_bytes').notNull(),
    webpStorageKey: varchar('webp_storage_key', { length: 100 }).notNull().unique(),
    webpWrappedKey: text('webp_wrapped_key').notNull(),
    webpSizeBytes: integer('webp_size_bytes').notNull(),
    approvedAt: timestampColumn('approved_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('hospital_photos_hospital_idx').on(t.hospitalId, t.createdAt),
    check('hospital_photos_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
