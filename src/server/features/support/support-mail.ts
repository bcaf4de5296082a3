import { DEFAULT_LOCALE } from '#shared/i18n/locales.ts';
import { paths } from '#shared/navigation/paths.ts';
import type { SupportTicketKind } from '#shared/support/support.schemas.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import type { MailRecipient } from '../../mail/mail-recipient.ts';
import { mailText, type MailText } from '../../mail/mail-text.ts';
import { renderMail } from '../../mail/templates.ts';

/*
 * The support e-mails (SPEC §9: grievances acknowledged within 24 hours). Mail is an insecure
 * channel (SECURITY §5): what goes to the filer never echoes their message, only the reference,
 * the subject they wrote and a link. Only support's own copy of a contact message carries it,
 * because delivering it is the point of the form. The filer's mails are in the filer's
 * language, support's in English, the operator's (ADR 0064).
 */

/** The reference and subject lines, one paragraph. */
function referenceLines(t: MailText, ticket: { referenceCode: string; subject: string }): string {
  return [
    t('Reference code: {referenceCode}', { referenceCode: ticket.referenceCode }),
    t('Subject: {subject}', { subject: ticket.subject }),
  ].join('\n');
}

/** The filer's acknowledgment: reference, subject, the 24-hour promise and the status link. */
export function composeGrievanceAcknowledgment(
  grievance: { name: string; referenceCode: string; subject: string },
  to: MailRecipient,
  appOrigin: string,
): OutgoingMail {
  const t = mailText(to.locale);
  return {
    kind: 'grievance-acknowledgment',
    to: to.email,
    subject: t('We received your grievance {referenceCode}', {
      referenceCode: grievance.referenceCode,
    }),
    ...renderMail({
      appOrigin,
      locale: to.locale,
      title: t('We received your grievance'),
      paragraphs: [
        t('Hello {name},', { name: grievance.name }),
        t(
          'Thank you for contacting CareAbroad. We have received your grievance and will acknowledge it within 24 hours.',
        ),
        referenceLines(t, grievance),
        t(
          'Keep this reference code: you need it to check the status of your grievance. For your privacy, the status page shows only the subject, status and dates, never your message.',
        ),
      ],
      action: {
        label: t('Check the status'),
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
  const t = mailText(DEFAULT_LOCALE);
  return {
    kind: 'grievance-notice',
    to: options.to,
    subject: t('New grievance {referenceCode}', { referenceCode: grievance.referenceCode }),
    ...renderMail({
      appOrigin: options.appOrigin,
      locale: DEFAULT_LOCALE,
      title: t('A grievance was filed'),
      paragraphs: [
        referenceLines(t, grievance),
        t(
          'Read and resolve it in the support queue on the admin dashboard. We promise filers an acknowledgment within 24 hours.',
        ),
      ],
      action: { label: t('Open the admin dashboard'), path: paths.root },
    }),
  };
}

/** A contact-form message for support, with Reply-To set to the sender (validated, one line). */
export function composeContactMessage(
  contact: { referenceCode: string; name: string; email: string; subject: string; message: string },
  options: { to: string; appOrigin: string },
): OutgoingMail {
  const t = mailText(DEFAULT_LOCALE);
  return {
    kind: 'contact-message',
    to: options.to,
    replyTo: contact.email,
    subject: t('Contact form: {subject}', { subject: contact.subject }),
    ...renderMail({
      appOrigin: options.appOrigin,
      locale: DEFAULT_LOCALE,
      title: t('A message from the contact form'),
      paragraphs: [
        [
          t('From: {name} <{email}>', { name: contact.name, email: contact.email }),
          t('Reference: {referenceCode}', { referenceCode: contact.referenceCode }),
          t('Subject: {subject}', { subject: contact.subject }),
        ].join('\n'),
        contact.message,
        t('Reply to this e-mail to answer the sender, then close the ticket in the support queue.'),
      ],
    }),
  };
}

/** The filer's notice that their grievance (or contact message) is resolved, with the note. */
export function composeResolutionNotice(
  ticket: {
    kind: SupportTicketKind;
    name: string;
    referenceCode: string;
    subject: string;
    resolutionNote: string;
  },
  to: MailRecipient,
  appOrigin: string,
): OutgoingMail {
  const t = mailText(to.locale);
  const isGrievance = ticket.kind === 'grievance';
  return {
    kind: 'support-resolution',
    to: to.email,
    subject: isGrievance
      ? t('Your grievance {referenceCode} has been resolved', {
          referenceCode: ticket.referenceCode,
        })
      : t('Your message to CareAbroad Support has been answered'),
    ...renderMail({
      appOrigin,
      locale: to.locale,
      title: isGrievance
        ? t('Your grievance has been resolved')
        : t('Your message has been answered'),
      paragraphs: [
        t('Hello {name},', { name: ticket.name }),
        [
          isGrievance
            ? t('Your grievance has been resolved and closed.')
            : t('Your message has been resolved and closed.'),
          referenceLines(t, ticket),
        ].join('\n'),
        [t('Resolution:'), ticket.resolutionNote].join('\n'),
        t(
          'If anything is still unresolved, please file a new grievance or write to us through the contact form.',
        ),
      ],
      ...(isGrievance
        ? {
            action: {
              label: t('Check the status'),
              path: paths.grievanceStatusFor(ticket.referenceCode),
            },
          }
        : {}),
    }),
  };
}
