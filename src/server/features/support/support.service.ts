import type { FastifyBaseLogger } from 'fastify';
import { formatReferenceCode, normalizeReferenceCode } from '#shared/support/reference-code.ts';
import type {
  CloseSupportTicketInput,
  ContactReceipt,
  GrievanceStatus,
  SupportTicket,
  SupportTicketInput,
  SupportTicketListQuery,
  SupportTicketSummary,
} from '#shared/support/support.schemas.ts';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { recipientOf, type MailRecipient } from '../../mail/mail-recipient.ts';
import { recordAdminAction } from '../admin/audit-log.service.ts';
import { grievanceNotice } from '../notifications/notification-notices.ts';
import { notify } from '../notifications/notifications.service.ts';
import { findUserByEmail, type UserRow } from '../users/users.service.ts';
import { newContactReference, newReferenceCode } from './reference-code.ts';
import {
  composeContactMessage,
  composeGrievanceAcknowledgment,
  composeNewGrievanceNotice,
  composeResolutionNotice,
} from './support-mail.ts';
import {
  ticketKindOf,
  toGrievanceStatus,
  toSupportTicket,
  toSupportTicketSummary,
} from './support.dto.ts';
import {
  closeOpenTicket,
  findTicketById,
  findTicketByReference,
  insertSupportTicket,
  listTickets,
} from './support.repository.ts';

/** Where support mail goes when `SUPPORT_EMAIL` is unset (with no SMTP_URL: the outbox). */
export const DEFAULT_SUPPORT_EMAIL = 'support@localhost';

/** The one answer for unknown and malformed reference codes alike (SECURITY §1). */
const GRIEVANCE_NOT_FOUND = 'Grievance not found';
const TICKET_NOT_FOUND = 'Support ticket not found';

/** What the support service sends mail with. */
export interface SupportMailContext {
  mailer: Mailer;
  config: Pick<AppConfig, 'appOrigin' | 'supportEmail'>;
  log: FastifyBaseLogger;
}

/**
 * Sends `mail` after its record is stored. A failure is logged by kind and code only (no
 * address, subject or body, SECURITY §5) and swallowed: the record stays, the caller still gets
 * its answer (issue #5: a mail failure never loses the record that caused it).
 */
async function sendAfterStoring(context: SupportMailContext, mail: OutgoingMail): Promise<void> {
  try {
    await context.mailer.send(mail);
  } catch (error) {
    const code =
      typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    context.log.warn({ kind: mail.kind, code }, 'support mail not sent; the ticket is stored');
  }
}

const supportAddressOf = (context: SupportMailContext) =>
  context.config.supportEmail ?? DEFAULT_SUPPORT_EMAIL;

/**
 * A filer as a mail recipient (ADR 0064): in the language of the account with their address,
 * English when no account has it (a grievance needs no account).
 */
async function filerRecipient(db: Queryable, email: string): Promise<MailRecipient> {
  const account = await findUserByEmail(db, email);
  return recipientOf({ email, preferredLocale: account?.preferredLocale ?? null });
}

/** A grievance just stored, with what its e-mails need (see {@link announceGrievance}). */
export interface FiledGrievance {
  /** The support ticket's id (a dispute links to it). */
  ticketId: string;
  grievance: GrievanceStatus;
  filer: { name: string; recipient: MailRecipient };
}

/**
 * Stores a grievance with a new 140-bit reference code, in the caller's transaction when `db`
 * is one (a payment dispute files its grievance with the dispute, ADR 0060). Sends nothing:
 * call {@link announceGrievance} once it is committed.
 */
export async function recordGrievance(
  db: Queryable,
  input: SupportTicketInput,
): Promise<FiledGrievance> {
  const row = await insertSupportTicket(db, { ...input, referenceCode: newReferenceCode() });
  return {
    ticketId: row.id,
    grievance: toGrievanceStatus(row),
    filer: { name: row.name, recipient: await filerRecipient(db, row.email) },
  };
}

/** E-mails a stored grievance's filer an acknowledgment (in their language) and support a notice. */
export async function announceGrievance(
  context: SupportMailContext,
  { grievance, filer }: FiledGrievance,
): Promise<void> {
  const { appOrigin } = context.config;
  await sendAfterStoring(
    context,
    composeGrievanceAcknowledgment(
      { name: filer.name, referenceCode: grievance.referenceCode, subject: grievance.subject },
      filer.recipient,
      appOrigin,
    ),
  );
  await sendAfterStoring(
    context,
    composeNewGrievanceNotice(grievance, { to: supportAddressOf(context), appOrigin }),
  );
}

/**
 * Files a grievance (SPEC §7 `POST /api/support`): stores it with a new 140-bit reference code,
 * then e-mails the filer an acknowledgment (in their language, see filerRecipient) and support
 * a notice.
 */
export async function fileGrievance(
  db: Queryable,
  context: SupportMailContext,
  input: SupportTicketInput,
): Promise<GrievanceStatus> {
  const filed = await recordGrievance(db, input);
  await announceGrievance(context, filed);
  return filed.grievance;
}

/**
 * A grievance by its reference code as typed (any case, with or without separators).
 * @throws 404 "Grievance not found", the same for a malformed and an unknown code.
 */
export async function lookUpGrievance(db: Queryable, typedCode: string): Promise<GrievanceStatus> {
  const referenceCode = normalizeReferenceCode(typedCode);
  // A normalised code has a grievance's length, so contact messages are never found here.
  const row = referenceCode ? await findTicketByReference(db, referenceCode) : undefined;
  if (!row) throw notFound(GRIEVANCE_NOT_FOUND, 'GRIEVANCE_NOT_FOUND');
  return toGrievanceStatus(row);
}

/**
 * The contact form (SPEC §2.9): stored as a support ticket of kind contact (ADR 0012), then
 * e-mailed to support with Reply-To the sender.
 */
export async function submitContactMessage(
  db: Queryable,
  context: SupportMailContext,
  input: SupportTicketInput,
): Promise<ContactReceipt> {
  const row = await insertSupportTicket(db, { ...input, referenceCode: newContactReference() });
  const referenceCode = formatReferenceCode(row.referenceCode);
  await sendAfterStoring(
    context,
    composeContactMessage(
      { ...input, referenceCode },
      { to: supportAddressOf(context), appOrigin: context.config.appOrigin },
    ),
  );
  return { id: referenceCode, createdAt: row.createdAt.toISOString() };
}

/** The admin support queue, newest first, optionally of one status. */
export async function listSupportTickets(
  db: Queryable,
  query: SupportTicketListQuery,
): Promise<Page<SupportTicketSummary>> {
  const rows = await listTickets(db, query.status ? { status: query.status } : {}, {
    limit: query.limit + 1,
    cursor: decodeCursor(query.cursor),
  });
  const page = toPage(rows, query);
  return { ...page, items: page.items.map(toSupportTicketSummary) };
}

/**
 * One whole ticket, for admins.
 * @throws 404 when the id is malformed or names no ticket.
 */
export async function getSupportTicket(db: Queryable, rawId: string): Promise<SupportTicket> {
  const row = await findTicketById(db, requireUuid(rawId, TICKET_NOT_FOUND));
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return toSupportTicket(row);
}

/**
 * Closes an open ticket with a resolution note (compare-and-set open → closed) and records it
 * in the audit log, in one transaction; then e-mails the filer the note (in their language,
 * see filerRecipient).
 * @throws 404 when there is no such ticket; 409 when it is already closed.
 */
export async function closeSupportTicket(
  db: Database,
  context: SupportMailContext,
  admin: UserRow,
  rawId: string,
  input: CloseSupportTicketInput,
): Promise<SupportTicket> {
  const id = requireUuid(rawId, TICKET_NOT_FOUND);
  const closed = await db.transaction(async (tx) => {
    const row = await closeOpenTicket(tx, { id, resolutionNote: input.resolutionNote });
    if (!row) {
      if (!(await findTicketById(tx, id))) throw notFound(TICKET_NOT_FOUND);
      throw conflict('This support ticket is already closed', 'TICKET_NOT_OPEN');
    }
    await recordAdminAction(tx, admin, {
      action: 'support_ticket.close',
      targetType: 'support_ticket',
      targetId: row.id,
      rowsAffected: 1,
    });
    const filer = ticketKindOf(row) === 'grievance' && (await findUserByEmail(tx, row.email));
    if (filer && !filer.deletedAt) {
      const referenceCode = formatReferenceCode(row.referenceCode);
      await notify(tx, grievanceNotice(filer.id, { id: row.id, referenceCode }));
    }
    return row;
  });
  const ticket = toSupportTicket(closed);
  await sendAfterStoring(
    context,
    composeResolutionNotice(
      { ...ticket, kind: ticketKindOf(closed), resolutionNote: input.resolutionNote },
      await filerRecipient(db, closed.email),
      context.config.appOrigin,
    ),
  );
  return ticket;
}
