import { CONTACT_REFERENCE_PREFIX, formatReferenceCode } from '#shared/support/reference-code.ts';
import type {
  GrievanceStatus,
  SupportTicket,
  SupportTicketKind,
  SupportTicketSummary,
} from '#shared/support/support.schemas.ts';
import type { SupportTicketRow } from './support.repository.ts';

/** Whether a ticket came from the grievance form or the contact form (ADR 0012). */
export function ticketKindOf(row: Pick<SupportTicketRow, 'referenceCode'>): SupportTicketKind {
  return row.referenceCode.startsWith(CONTACT_REFERENCE_PREFIX) ? 'contact' : 'grievance';
}

/** The public view of a grievance (DESIGN §5): reference, subject, status and dates only. */
export function toGrievanceStatus(row: SupportTicketRow): GrievanceStatus {
  const referenceCode = formatReferenceCode(row.referenceCode);
  return {
    id: referenceCode,
    referenceCode,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** A row of the admin support queue. */
export function toSupportTicketSummary(row: SupportTicketRow): SupportTicketSummary {
  return {
    id: row.id,
    referenceCode: formatReferenceCode(row.referenceCode),
    kind: ticketKindOf(row),
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** The whole ticket, for admins. */
export function toSupportTicket(row: SupportTicketRow): SupportTicket {
  return {
    ...toSupportTicketSummary(row),
    message: row.message,
    resolutionNote: row.resolutionNote,
  };
}
