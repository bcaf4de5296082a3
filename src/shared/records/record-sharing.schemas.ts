import { z } from 'zod';
import { IsoDateTimeSchema, ListQuerySchema, requiredText } from '../common/common.schemas.ts';
import { BidStatusSchema } from '../bids/bids.schemas.ts';
import { RECORD_GRANT_POLICY } from './record-grant-policy.ts';
import { MedicalRecordSchema } from './records.schemas.ts';

/** The stated purpose of a grant, in characters. */
export const MAX_GRANT_PURPOSE_LENGTH = 500;
/** Records one grant may cover. */
export const MAX_RECORDS_PER_GRANT = 50;
/** A hospital's document request message, in characters ("please send your latest echo report"). */
export const MAX_DOCUMENT_REQUEST_MESSAGE_LENGTH = 500;
/** Unanswered document requests one hospital may have open on one treatment request. */
export const MAX_OPEN_DOCUMENT_REQUESTS = 5;

/** A hospital as sharing shows it: its id and display name (first and last name). */
const HospitalRefSchema = z.object({ id: z.uuid(), name: z.string().nullable() });

/**
 * Where a grant stands: `live` until it expires or is revoked; `revoked` by the patient (or
 * when the patient withdrew a sharing consent), `expired` once `expiresAt` passed.
 */
export const RecordGrantStatusSchema = z.enum(['live', 'expired', 'revoked']);
export type RecordGrantStatus = z.infer<typeof RecordGrantStatusSchema>;

/** Why a grant was revoked: by the patient, or by withdrawing a consent sharing needs. */
export const GrantRevokeReasonSchema = z.enum(['patient', 'consent_withdrawn']);

/**
 * `POST /api/record-grants` body (patient): let `hospitalId` read `recordIds` (the patient's own
 * records, 1–50, no repeats) for `treatmentRequestId` (the patient's own request, on which the
 * hospital has a pending or accepted bid), for `purpose` (required, ≤ 500 characters), for
 * `expiresInDays` (1–90, default 30: {@link RECORD_GRANT_POLICY}). `documentRequestId` answers
 * that hospital's open document request on the same treatment request (it becomes `answered`).
 * Needs the patient's current `health_data` and `cross_border_sharing` consents.
 */
export const CreateRecordGrantInputSchema = z.strictObject({
  treatmentRequestId: z.uuid({ error: 'Treatment request is required' }),
  hospitalId: z.uuid({ error: 'Hospital is required' }),
  recordIds: z
    .array(z.uuid({ error: 'Record ids must be uuids' }), { error: 'Choose the records to share' })
    .min(1, 'Choose at least one record to share')
    .max(MAX_RECORDS_PER_GRANT, `Share at most ${MAX_RECORDS_PER_GRANT} records at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each record may be chosen once'),
  purpose: requiredText('Purpose', MAX_GRANT_PURPOSE_LENGTH),
  expiresInDays: z
    .number({ error: 'Expiry must be a number of days' })
    .int('Expiry must be a whole number of days')
    .min(1, 'Expiry must be at least 1 day')
    .max(RECORD_GRANT_POLICY.maxDays, `Expiry must be at most ${RECORD_GRANT_POLICY.maxDays} days`)
    .optional(),
  documentRequestId: z.uuid({ error: 'Document request id must be a uuid' }).optional(),
});
export type CreateRecordGrantInput = z.infer<typeof CreateRecordGrantInputSchema>;

/** A shared record as its owner sees it inside a grant (metadata only). */
const GrantedRecordSchema = MedicalRecordSchema.pick({
  id: true,
  title: true,
  documentType: true,
  documentDate: true,
  mediaType: true,
});

/**
 * A grant as its patient sees it: which hospital may read which records, for which request
 * and purpose, until when, and its status. `records` lists the covered records that still
 * exist (a deleted record leaves every grant).
 */
export const RecordGrantSchema = z.object({
  id: z.uuid(),
  treatmentRequestId: z.uuid(),
  hospital: HospitalRefSchema,
  purpose: z.string(),
  status: RecordGrantStatusSchema,
  createdAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
  revokedAt: IsoDateTimeSchema.nullable(),
  revokedReason: GrantRevokeReasonSchema.nullable(),
  /** The document request this grant answered, if any. */
  documentRequestId: z.uuid().nullable(),
  records: z.array(GrantedRecordSchema),
});
export type RecordGrant = z.infer<typeof RecordGrantSchema>;

/**
 * `GET /api/record-grants` and `GET /api/document-requests` query: the usual page (`limit`,
 * `cursor`), optionally one treatment request's only.
 */
export const SharingListQuerySchema = ListQuerySchema.extend({
  treatmentRequestId: z.uuid({ error: 'Treatment request id must be a uuid' }).optional(),
});
export type SharingListQuery = z.infer<typeof SharingListQuerySchema>;

/**
 * A record shared with the reading hospital (`GET /api/treatment-requests/{id}/shared-records`):
 * metadata only, with the live grant that covers it (its purpose and expiry). The file itself
 * is `GET /api/records/{id}/content` while the grant lives.
 */
export const SharedRecordSchema = MedicalRecordSchema.pick({
  id: true,
  title: true,
  documentType: true,
  documentDate: true,
  mediaType: true,
  sizeBytes: true,
  dicomStudyDate: true,
  dicomModality: true,
}).extend({
  grantId: z.uuid(),
  purpose: z.string(),
  expiresAt: IsoDateTimeSchema,
});
export type SharedRecord = z.infer<typeof SharedRecordSchema>;

/** A document request's status: `open` until the patient answers it with a grant or declines. */
export const DocumentRequestStatusSchema = z.enum(['open', 'answered', 'declined']);
export type DocumentRequestStatus = z.infer<typeof DocumentRequestStatusSchema>;

/**
 * `POST /api/document-requests` body (hospital with a pending or accepted bid on the request):
 * a short message asking the patient for a document, ≤ 500 characters. At most
 * {@link MAX_OPEN_DOCUMENT_REQUESTS} open ones per hospital and request (409 beyond).
 */
export const CreateDocumentRequestInputSchema = z.strictObject({
  treatmentRequestId: z.uuid({ error: 'Treatment request is required' }),
  message: requiredText('Message', MAX_DOCUMENT_REQUEST_MESSAGE_LENGTH),
});
export type CreateDocumentRequestInput = z.infer<typeof CreateDocumentRequestInputSchema>;

/**
 * A hospital's ask for a document, as the patient and the asking hospital see it. `grantId`
 * is the grant that answered it; `answeredAt` when it was answered or declined.
 */
export const DocumentRequestSchema = z.object({
  id: z.uuid(),
  treatmentRequestId: z.uuid(),
  hospital: HospitalRefSchema,
  message: z.string(),
  status: DocumentRequestStatusSchema,
  createdAt: IsoDateTimeSchema,
  answeredAt: IsoDateTimeSchema.nullable(),
  grantId: z.uuid().nullable(),
});
export type DocumentRequest = z.infer<typeof DocumentRequestSchema>;

/**
 * `GET /api/treatment-requests/{id}/sharing` (the request's owner): per hospital that bid on the
 * request, newest bid first — its bid, what the patient granted it and what it asked for. The
 * patient's request page draws its sharing panel from this one call.
 */
export const RequestSharingSchema = z.array(
  z.object({
    hospital: HospitalRefSchema,
    bid: z.object({ id: z.uuid(), status: BidStatusSchema }),
    /** Whether a grant may be made now: the bid is pending or accepted. */
    canGrant: z.boolean(),
    grants: z.array(RecordGrantSchema),
    documentRequests: z.array(DocumentRequestSchema),
  }),
);
export type RequestSharing = z.infer<typeof RequestSharingSchema>;
