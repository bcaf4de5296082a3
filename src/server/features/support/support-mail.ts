import { paths } from '#shared/navigation/paths.ts';
import type { SupportTicketKind } from '#shared/support/support.schemas.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/templates.ts';

/*
 * The support e-mails (SPEC §9: grievances acknowledged within 24 hours). Mail is an insecure
 * channel (SECURITY §5): what goes to the filer never echoes their message, only the reference,
 * the subject they wrote and a link. Only support's own copy of a contact message carries it,
 * because delivering it is the point of the form.
 */

/** The filer's acknowledgment: reference, subject, the 24-hour promise and the status link. */
export function composeGrievanceAcknowledgment(
  grievance: { name: string; email: string; referenceCode: string; subject: string },
  appOrigin: string,
): OutgoingMail {
  return {
    kind: 'grievance-acknowledgment',
    to: grievance.email,
    subject: `We received your grievance ${grievance.referenceCode}`,
    ...renderMail({
      appOrigin,
      title: 'We received your grievance',
      paragraphs: [
        `Hello ${grievance.name},`,
        'Thank you for contacting CareAbroad. We have received your grievance and will acknowledge it within 24 hours.',
        `Reference code: ${grievance.referenceCode}\nSubject: ${grievance.subject}`,
        'Keep this reference code: you need it to check the status of your grievance. For your privacy, the status page shows only the subject, status and dates, never your message.',
      ],
      action: {
        label: 'Check the status',
        path: paths.grievanceStatusFor(grievance.referenceCode),
      },
    }),
  };
}

/** Support's notice of a new grievance: reference and subject; the message is in the queue. */
export function composeNewGrievanceNotice(
  grievance: { referenceCode: string; subject: string },
  options: { to: string; appOrigin: string },
): OutgoingMail {
  return {
    kind: 'grievance-notice',
    to: options.to,
    subject: `New grievance ${grievance.referenceCode}`,
    ...renderMail({
      appOrigin: options.appOrigin,
      title: 'A grievance was filed',
      paragraphs: [
        `Reference code: ${grievance.referenceCode}\nSubject: ${grievance.subject}`,
        'Read and resolve it in the support queue on the admin dashboard. We promise filers an acknowledgment within 24 hours.',
      ],
      action: { label: 'Open the admin dashboard', path: paths.root },
    }),
  };
}

/** A contact-form message for support, with Reply-To set to the sender (validated, one line). */
export function composeContactMessage(
  contact: { referenceCode: string; name: string; email: string; subject: string; message: string },
  options: { to: string; appOrigin: string },
): OutgoingMail {
  return {
    kind: 'contact-message',
    to: options.to,
    replyTo: contact.email,
    subject: `Contact form: ${contact.subject}`,
    ...renderMail({
      appOrigin: options.appOrigin,
      title: 'A message from the contact form',
      paragraphs: [
        `From: ${contact.name} <${contact.email}>\nReference: ${contact.referenceCode}\nSubject: ${contact.subject}`,
        contact.message,
        'Reply to this e-mail to answer the sender, then close the ticket in the support queue.',
      ],
    }),
  };
}

/** The filer's notice that their grievance (or contact message) is resolved, with the note. */
export function composeResolutionNotice(
  ticket: {
    kind: SupportTicketKind;
    name: string;
    email: string;
    referenceCode: string;
    subject: string;
    resolutionNote: string;
  },
  appOrigin: string,
): OutgoingMail {
  const isGrievance = ticket.kind === 'grievance';
  return {
    kind: 'support-resolution',
    to: ticket.email,
    subject: isGrievance
      ? `Your grievance ${ticket.referenceCode} has been resolved`
      : 'Your message to CareAbroad Support has been answered',
    ...renderMail({
      appOrigin,
      title: isGrievance ? 'Your grievance has been resolved' : 'Your message has been answered',
      paragraphs: [
        `Hello ${ticket.name},`,
        `${isGrievance ? 'Your grievance' : 'Your message'} has been resolved and closed.\nReference code: ${ticket.referenceCode}\nSubject: ${ticket.subject}`,
        `Resolution:\n${ticket.resolutionNote}`,
        'If anything is still unresolved, please file a new grievance or write to us through the contact form.',
      ],
      ...(isGrievance
        ? {
            action: {
              label: 'Check the status',
              path: paths.grievanceStatusFor(ticket.referenceCode),
            },
          }
        : {}),
    }),
  };
}
