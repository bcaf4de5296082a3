import type { FastifyBaseLogger } from 'fastify';
import { paths } from '#shared/navigation/paths.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '#shared/notifications/notifications.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
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
 * Each kind's line in the digest, singular and plural: what happened, never about what (no
 * procedure, price or message, SECURITY §5).
 */
const DIGEST_LINES: Record<NotificationKind, readonly [string, string]> = {
  bid_received: ['new bid on your treatment requests', 'new bids on your treatment requests'],
  bid_accepted: ['of your bids was accepted', 'of your bids were accepted'],
  bid_rejected: ['of your bids was not accepted', 'of your bids were not accepted'],
  quote_changed: ['quote on your requests was changed', 'quotes on your requests were changed'],
  quote_withdrawn: [
    'quote on your requests was withdrawn',
    'quotes on your requests were withdrawn',
  ],
  bid_deadline_near: ['bid deadline is near', 'bid deadlines are near'],
  message_received: ['new message', 'new messages'],
  grievance_answered: ['grievance was answered', 'grievances were answered'],
  review_published: ['new review of your hospital', 'new reviews of your hospital'],
  profile_approved: ['hospital profile was approved', 'hospital profile approvals'],
  profile_changes_requested: [
    'request for changes to your hospital profile',
    'requests for changes to your hospital profile',
  ],
  accreditation_expired: [
    'accreditation badge was removed on expiry',
    'accreditation badges were removed on expiry',
  ],
  admission_date_set: ['admission date was set or changed', 'admission dates were set or changed'],
  balance_due: ['balance is due before admission', 'balances are due before admission'],
  booking_cancelled: ['booking was cancelled', 'bookings were cancelled'],
  dispute_opened: ['payment dispute was opened', 'payment disputes were opened'],
  dispute_decided: ['payment dispute was decided', 'payment disputes were decided'],
};

/**
 * The digest e-mail: counts by kind and a link to the notification centre, nothing else — no
 * names, procedures, descriptions, messages or prices (SECURITY §5, ADR 0043).
 */
export function composeDigest(
  content: { email: string; kinds: NotificationKind[] },
  appOrigin: string,
): OutgoingMail {
  const lines = NOTIFICATION_KINDS.flatMap((kind) => {
    const times = content.kinds.filter((each) => each === kind).length;
    if (times === 0) return [];
    const [one, many] = DIGEST_LINES[kind];
    return [`- ${times} ${times === 1 ? one : many}`];
  });
  return {
    kind: 'notification-digest',
    to: content.email,
    subject: 'New activity on CareAbroad',
    text: [
      'You have new activity on CareAbroad:',
      '',
      ...lines,
      '',
      `See it here: ${appOrigin}${paths.notifications}`,
      '',
      'For your privacy, details are shown only after you sign in. You can turn these e-mails',
      `off in your settings: ${appOrigin}${paths.settings}`,
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
      { email: user.email, kinds: claimed.map((row) => row.kind) },
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
