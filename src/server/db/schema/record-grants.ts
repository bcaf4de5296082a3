import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';
import { medicalRecords } from './medical-records.ts';
import { treatmentRequests } from './treatment-requests.ts';
import { users } from './users.ts';

export const grantRevokeReasonEnum = pgEnum('grant_revoke_reason', [
  'patient',
  'consent_withdrawn',
]);
export const documentRequestStatusEnum = pgEnum('document_request_status', [
  'open',
  'answered',
  'declined',
]);

/** Millisecond timestamps, like `created_at` (the API compares them with JS dates). */
const instant = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * A hospital's document request (issue #14, ADR 0041): a hospital that bid on a treatment
 * request asks its patient for a document; the patient answers with a grant or declines. Status
 * moves once, from `open`, by compare-and-set.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: idColumn(),
    treatmentRequestId: uuid('treatment_request_id')
      .notNull()
      .references(() => treatmentRequests.id, { onDelete: 'cascade' }),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: varchar('message', { length: 500 }).notNull(),
    status: documentRequestStatusEnum('status').notNull().default('open'),
    answeredAt: instant('answered_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('document_requests_patient_created_idx').on(t.patientId, t.createdAt, t.id),
    index('document_requests_hospital_created_idx').on(t.hospitalId, t.createdAt, t.id),
    index('document_requests_request_idx').on(t.treatmentRequestId),
    check(
      'document_requests_answered_with_status',
      sql`(${t.status} = 'open') = (${t.answeredAt} IS NULL)`,
    ),
  ],
);

/**
 * A patient's grant (issue #14, ADR 0041, the `record_grants` ADR 0037 foresaw): `hospital_id`
 * may read the records in `record_grant_records` for `treatment_request_id` and `purpose` until
 * `expires_at`, unless `revoked_at` is set. Revoking sets `revoked_at` once (compare-and-set);
 * rows are kept as the patient's history. Reads also need the patient's current consents,
 * checked on every read.
 */
export const recordGrants = pgTable(
  'record_grants',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    treatmentRequestId: uuid('treatment_request_id')
      .notNull()
      .references(() => treatmentRequests.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 500 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: grantRevokeReasonEnum('revoked_reason'),
    documentRequestId: uuid('document_request_id').references(() => documentRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('record_grants_patient_created_idx').on(t.patientId, t.createdAt, t.id),
    index('record_grants_hospital_request_idx').on(t.hospitalId, t.treatmentRequestId),
    check('record_grants_expires_after_created', sql`${t.expiresAt} > ${t.createdAt}`),
    check(
      'record_grants_revoked_with_reason',
      sql`(${t.revokedAt} IS NULL) = (${t.revokedReason} IS NULL)`,
    ),
  ],
);

/** The records one grant covers; a deleted record leaves its grants. */
export const recordGrantRecords = pgTable(
  'record_grant_records',
  {
    grantId: uuid('grant_id')
      .notNull()
      .references(() => recordGrants.id, { onDelete: 'cascade' }),
    recordId: uuid('record_id')
      .notNull()
      .references(() => medicalRecords.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.grantId, t.recordId] }),
    // The hospital read: which grants cover this record.
    index('record_grant_records_record_idx').on(t.recordId),
  ],
);
