import type { FastifyBaseLogger } from 'fastify';
import { paths } from '#shared/navigation/paths.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '#shared/notifications/notifications.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { recipientOf, type MailRecipient } from '../../mail/mail-recipient.ts';
import { mailText, msg } from '../../mail/mail-text.ts';
import { findUserById } from '../users/users.service.ts';
import {
  claimDigestRows,
  findUsersDueDigest,
  releaseDigestRows,
} from './notification-digest.repository.ts';

/** The rules of the notification digest e-mail (ADR 0043). */
export interface DigestRules {
  /** A user's notifications must have been quiet this long: a burst becomes one e-mail. */
  quietMs: number;
  /** ...unless the oldest has waited this long (a steady stream is still e-mailed). */
  maxWaitMs: number;
  /** Users handled per pass at most. */
  batchSize: number;
}

/** Production rules but the quiet window, which comes from the configuration. */
export const DIGEST_RULES = { maxWaitMs: 30 * 60_000, batchSize: 200 } as const;

/**
 * Each kind's line in the digest, an English ICU plural over `count` (the catalogues translate
 * it, ADR 0064): what happened, never about what (no procedure, price or message, SECURITY §5).
 */
const DIGEST_LINES: Record<NotificationKind, string> = {
  bid_received: msg(
    '{count, plural, one {# new bid on your treatment requests} other {# new bids on your treatment requests}}',
  ),
  bid_accepted: msg(
    '{count, plural, one {# of your bids was accepted} other {# of your bids were accepted}}',
  ),
  bid_rejected: msg(
    '{count, plural, one {# of your bids was not accepted} other {# of your bids were not accepted}}',
  ),
  quote_changed: msg(
    '{count, plural, one {# quote on your requests was changed} other {# quotes on your requests were changed}}',
  ),
  quote_withdrawn: msg(
    '{count, plural, one {# quote on your requests was withdrawn} other {# quotes on your requests were withdrawn}}',
  ),
  bid_deadline_near: msg(
    '{count, plural, one {# bid deadline is near} other {# bid deadlines are near}}',
  ),
  message_received: msg('{count, plural, one {# new message} other {# new messages}}'),
  grievance_answered: msg(
    '{count, plural, one {# grievance was answered} other {# grievances were answered}}',
  ),
  review_published: msg(
    '{count, plural, one {# new review of your hospital} other {# new reviews of your hospital}}',
  ),
  profile_approved: msg(
    '{count, plural, one {# hospital profile was approved} other {# hospital profile approvals}}',
  ),
  profile_changes_requested: msg(
    '{count, plural, one {# request for changes to your hospital profile} other {# requests for changes to your hospital profile}}',
  ),
  accreditation_expired: msg(
    '{count, plural, one {# accreditation badge was removed on expiry} other {# accreditation badges were removed on expiry}}',
  ),
  admission_date_set: msg(
    '{count, plural, one {# admission date was set or changed} other {# admission dates were set or changed}}',
  ),
  balance_due: msg(
    '{count, plural, one {# balance is due before admission} other {# balances are due before admission}}',
  ),
  booking_cancelled: msg(
    '{count, plural, one {# booking was cancelled} other {# bookings were cancelled}}',
  ),
  dispute_opened: msg(
    '{count, plural, one {# payment dispute was opened} other {# payment disputes were opened}}',
  ),
  dispute_decided: msg(
    '{count, plural, one {# payment dispute was decided} other {# payment disputes were decided}}',
  ),
};

/**
 * The digest e-mail, in the user's language (ADR 0064): counts by kind and a link to the
 * notification centre, nothing else — no names, procedures, descriptions, messages or prices
 * (SECURITY §5, ADR 0043).
 */
export function composeDigest(
  content: { to: MailRecipient; kinds: NotificationKind[] },
  appOrigin: string,
): OutgoingMail {
  const t = mailText(content.to.locale);
  const lines = NOTIFICATION_KINDS.flatMap((kind) => {
    const times = content.kinds.filter((each) => each === kind).length;
    return times === 0 ? [] : [`- ${t(DIGEST_LINES[kind], { count: times })}`];
  });
  return {
    kind: 'notification-digest',
    to: content.to.email,
    subject: t('New activity on CareAbroad'),
    text: [
      t('You have new activity on CareAbroad:'),
      '',
      ...lines,
      '',
      t('See it here: {link}', { link: `${appOrigin}${paths.notifications}` }),
      '',
      t('For your privacy, details are shown only after you sign in.'),
      t('You can turn these e-mails off in your settings: {link}', {
        link: `${appOrigin}${paths.settings}`,
      }),
      '',
      'CareAbroad',
    ].join('\n'),
  };
}

/** What one pass did: e-mails sent, and sends that failed (retried by a later pass). */
export interface DigestPassResult {
  sent: number;
  failed: number;
}

/** What a failed send may put in the log: its codes, never its message (it may quote addresses). */
function mailErrorFields(error: unknown): { code: unknown; responseCode: unknown } {
  const fields = typeof error === 'object' && error !== null ? error : {};
  return {
    code: 'code' in fields ? fields.code : undefined,
    responseCode: 'responseCode' in fields ? fields.responseCode : undefined,
  };
}

/**
 * One pass of the digest job (ADR 0043): for each user whose not-yet-e-mailed notifications
 * have been quiet for `rules.quietMs` (or waited `rules.maxWaitMs`), claims them all and sends
 * one e-mail listing their counts by kind. Users who turned the e-mail off, or whose account is
 * gone, are claimed without a send. A failed send gives the rows back for a later pass. Safe on
 * several instances at once: each row is claimed by exactly one.
 */
export async function sendNotificationDigests(input: {
  db: Queryable;
  mailer: Mailer;
  appOrigin: string;
  rules: DigestRules;
  now?: Date;
  log?: FastifyBaseLogger;
}): Promise<DigestPassResult> {
  const { db, rules } = input;
  const now = input.now ?? new Date();
  const userIds = await findUsersDueDigest(db, {
    quietBefore: new Date(now.getTime() - rules.quietMs),
    waitedBefore: new Date(now.getTime() - rules.maxWaitMs),
    limit: rules.batchSize,
  });
  const result: DigestPassResult = { sent: 0, failed: 0 };
  for (const userId of userIds) {
    const claimed = await claimDigestRows(db, userId, now);
    if (claimed.length === 0) continue;
    const user = await findUserById(db, userId);
    if (!user || user.deletedAt || !user.notificationEmailsEnabled) continue;
    const mail = composeDigest(
      { to: recipientOf(user), kinds: claimed.map((row) => row.kind) },
      input.appOrigin,
    );
    try {
      await input.mailer.send(mail);
      result.sent += 1;
    } catch (error) {
      input.log?.warn(mailErrorFields(error), 'notification digest e-mail failed; retried later');
      await releaseDigestRows(
        db,
        claimed.map((row) => row.id),
      );
      result.failed += 1;
    }
  }
  return result;
}
