import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';
import { treatmentRequests } from './treatment-requests.ts';
import { users } from './users.ts';

/** SPEC §3 testimonials (reviews): rating 1–5, one per patient and request. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    treatmentRequestId: uuid('treatment_request_id').references(() => treatmentRequests.id, {
      onDelete: 'set null',
    }),
    rating: integer('rating').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('testimonials_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('testimonials_patient_request_key').on(t.patientId, t.treatmentRequestId),
    index('testimonials_verified_created_idx').on(t.verified, t.createdAt, t.id),
    index('testimonials_hospital_idx').on(t.hospitalId, t.verified, t.createdAt, t.id),
    // The admin review queue without a status filter (newest first over every testimonial).
    index('testimonials_created_idx').on(t.createdAt, t.id),
  ],
);
