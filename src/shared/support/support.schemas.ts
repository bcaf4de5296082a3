import { z } from 'zod';
import { MAX_BODY_LENGTH, MAX_NAME_LENGTH, MAX_TITLE_LENGTH } from '../common/constants.ts';
import {
  IsoDateTimeSchema,
  ListQuerySchema,
  requiredText,
  singleLineText,
} from '../common/common.schemas.ts';

/** Grievance (support ticket) statuses (SPEC §3, §4): open is under investigation, closed resolved. */
export const SupportTicketStatusSchema = z.enum(['open', 'closed']);
export type SupportTicketStatus = z.infer<typeof SupportTicketStatusSchema>;

/** What a support ticket came from: the File a Grievance form or the Contact form (ADR 0012). */
export const SupportTicketKindSchema = z.enum(['grievance', 'contact']);
export type SupportTicketKind = z.infer<typeof SupportTicketKindSchema>;

/** A sender's e-mail: trimmed, lower-cased, one valid address of at most 254 characters. */
const SenderEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

/**
 * `POST /api/support` and `POST /api/contact` body (SPEC §3, §5 with SECURITY §2 bounds):
 * `{ name, email, subject, message }`, all required. Name (≤ 100), e-mail and subject (≤ 200)
 * reach e-mail headers, so they are single lines; the message is ≤ 5000 characters. Anything
 * else, such as `status` or `id`, is a 400.
 */
export const SupportTicketInputSchema = z.strictObject({
  name: singleLineText('Name', MAX_NAME_LENGTH),
  email: SenderEmailSchema,
  subject: singleLineText('Subject', MAX_TITLE_LENGTH),
  message: requiredText('Message', MAX_BODY_LENGTH),
});
export type SupportTicketInput = z.infer<typeof SupportTicketInputSchema>;

/**
 * A grievance as `POST /api/support` (201) and `GET /api/support/{code}` return it: only the
 * reference, subject, status and dates (DESIGN §5), never the filer or the message. `id` and
 * `referenceCode` are the same grouped reference code (SPEC §7's "response holds id"; ADR 0012).
 * `closedAt` is null while open.
 */
export const GrievanceStatusSchema = z.object({
  id: z.string(),
  referenceCode: z.string(),
  subject: z.string(),
  status: SupportTicketStatusSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  closedAt: IsoDateTimeSchema.nullable(),
});
export type GrievanceStatus = z.infer<typeof GrievanceStatusSchema>;

/** `POST /api/contact` answer (201): the message's reference, for support's replies. */
export const ContactReceiptSchema = z.object({
  id: z.string(),
  createdAt: IsoDateTimeSchema,
});
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/** `GET /api/admin/support-tickets` query: pagination (DESIGN §4) and an optional status. */
export const SupportTicketListQuerySchema = ListQuerySchema.extend({
  status: SupportTicketStatusSchema.optional(),
});
export type SupportTicketListQuery = z.infer<typeof SupportTicketListQuerySchema>;

/** One row of the admin support queue: who, what about, and where it stands; no message. */
export const SupportTicketSummarySchema = z.object({
  id: z.uuid(),
  referenceCode: z.string(),
  kind: SupportTicketKindSchema,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  status: SupportTicketStatusSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  closedAt: IsoDateTimeSchema.nullable(),
});
export type SupportTicketSummary = z.infer<typeof SupportTicketSummarySchema>;

/** A whole support ticket for admins: the summary plus the message and the resolution note. */
export const SupportTicketSchema = SupportTicketSummarySchema.extend({
  message: z.string(),
  resolutionNote: z.string().nullable(),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;

/** `POST /api/admin/support-tickets/{id}/close` body: the note e-mailed to the filer. */
export const CloseSupportTicketInputSchema = z.strictObject({
  resolutionNote: requiredText('Resolution note', MAX_BODY_LENGTH),
});
export type CloseSupportTicketInput = z.infer<typeof CloseSupportTicketInputSchema>;

/** Grievance Status search (SPEC §5): a trimmed, non-empty reference code. */
export const GrievanceSearchSchema = z.object({
  code: z.string().trim().min(1, 'Please enter your reference code'),
});
export type GrievanceSearch = z.infer<typeof GrievanceSearchSchema>;
