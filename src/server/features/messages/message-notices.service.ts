import type { FastifyBaseLogger } from 'fastify';
import { paths } from '#shared/navigation/paths.ts';
import type { Queryable } from '../../db/database.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { recipientOf, type MailRecipient } from '../../mail/mail-recipient.ts';
import { mailText } from '../../mail/mail-text.ts';
import {
  claimNotice,
  completeNoticeClaim,
  findNoticeContent,
  findReceiversDueNotice,
  releaseNoticeClaim,
  type DueReceiver,
} from './message-notices.repository.ts';

/** The rules of new-message e-mail notices (ADR 0008). */
export interface MessageNoticeRules {
  /** A message still unread this long after it was sent means its receiver was offline. */
  unreadDelayMs: number;
  /** At most one notice per receiver in this long. */
  throttleMs: number;
  /**
   * A claim older than this was abandoned (its instance died while sending) and may be taken
   * over. Far longer than a send may take (the SMTP timeouts in mailer.ts).
   */
  claimLeaseMs: number;
  /** Messages unread for longer than this no longer cause a notice; bounds the scan. */
  lookbackMs: number;
  /** Receivers handled per pass at most. */
  batchSize: number;
}

/** The production rules: 5 minutes unread, one e-mail per 30 minutes. */
export const MESSAGE_NOTICE_RULES: MessageNoticeRules = {
  unreadDelayMs: 5 * 60_000,
  throttleMs: 30 * 60_000,
  claimLeaseMs: 10 * 60_000,
  lookbackMs: 7 * 24 * 3_600_000,
  batchSize: 200,
};

/** What one pass did: notices sent, and sends that failed (retried by a later pass). */
export interface MessageNoticePassResult {
  sent: number;
  failed: number;
}

/**
 * The notice e-mail, in the receiver's language (ADR 0064): the unread count and a link to the
 * conversation of the newest unread message, nothing else. No content, procedure or
 * counterpart name: mail is an insecure channel, and even a clinic's name can reveal a
 * treatment (SECURITY §5).
 */
export function composeMessageNotice(
  content: { to: MailRecipient; unreadCount: number; requestId: string; hospitalId: string | null },
  options: { appOrigin: string; throttleMs: number },
): OutgoingMail {
  const t = mailText(content.to.locale);
  const count = content.unreadCount;
  const conversation = paths.conversation(
    content.requestId,
    content.hospitalId ? { hospitalId: content.hospitalId } : {},
  );
  const link = `${options.appOrigin}${conversation}`;
  const minutes = Math.round(options.throttleMs / 60_000);
  return {
    kind: 'message-notice',
    to: content.to.email,
    subject: t(
      '{count, plural, one {You have # unread message on CareAbroad} other {You have # unread messages on CareAbroad}}',
      { count },
    ),
    text: [
      t(
        '{count, plural, one {You have # unread message on CareAbroad.} other {You have # unread messages on CareAbroad.}}',
        { count },
      ),
      '',
      t('{count, plural, one {Read it here: {link}} other {Read them here: {link}}}', {
        count,
        link,
      }),
      '',
      t('For your privacy, messages are shown only after you sign in.'),
      t('While you are away we send at most one of these e-mails every {minutes} minutes.', {
        minutes,
      }),
      '',
      'CareAbroad',
    ].join('\n'),
  };
}

/** What a failed send may put in the log: its codes, never its message (it may quote addresses). */
function mailErrorFields(error: unknown): { code: unknown; responseCode: unknown } {
  const fields = typeof error === 'object' && error !== null ? error : {};
  return {
    code: 'code' in fields ? fields.code : undefined,
    responseCode: 'responseCode' in fields ? fields.responseCode : undefined,
  };
}

type NoticeOutcome = 'sent' | 'failed' | 'skipped';

interface NoticeContext {
  db: Queryable;
  mailer: Mailer;
  appOrigin: string;
  log?: FastifyBaseLogger;
}

/** Composes and sends the notice; 'skipped' when nothing is unread any more. */
async function deliverNotice(
  context: NoticeContext,
  receiverId: string,
  throttleMs: number,
): Promise<NoticeOutcome> {
  const content = await findNoticeContent(context.db, receiverId);
  if (!content?.latestRequestId) return 'skipped';
  const mail = composeMessageNotice(
    {
      to: recipientOf(content),
      unreadCount: content.unreadCount,
      requestId: content.latestRequestId,
      hospitalId: content.latestHospitalId,
    },
    { appOrigin: context.appOrigin, throttleMs },
  );
  try {
    await context.mailer.send(mail);
    return 'sent';
  } catch (error) {
    context.log?.warn(
      mailErrorFields(error),
      'new-message notice e-mail failed; retried next pass',
    );
    return 'failed';
  }
}

/**
 * Claims, sends and records one receiver's notice. Whatever happens after the claim, the claim
 * ends: recorded when the mail went out, released otherwise (so a later pass retries).
 * Database errors propagate.
 */
async function noticeReceiver(
  context: NoticeContext,
  due: DueReceiver,
  claim: { claimedAt: Date; notifiedBefore: Date; claimedBefore: Date; throttleMs: number },
): Promise<NoticeOutcome> {
  const claimKey = { receiverId: due.receiverId, claimedAt: claim.claimedAt };
  if (!(await claimNotice(context.db, { ...due, ...claim }))) return 'skipped';
  let outcome: NoticeOutcome = 'skipped';
  try {
    outcome = await deliverNotice(context, due.receiverId, claim.throttleMs);
  } finally {
    if (outcome === 'sent') await completeNoticeClaim(context.db, { ...claimKey, ...due });
    else await releaseNoticeClaim(context.db, claimKey);
  }
  return outcome;
}

/**
 * One pass of new-message e-mail notices (ADR 0008): every receiver with a message still unread
 * `unreadDelayMs` after it was sent, newer than what their last notice covered, and not e-mailed
 * in the last `throttleMs`, gets one e-mail (see {@link composeMessageNotice}). Safe to run on
 * several instances at once: each receiver is claimed by compare-and-set before sending. Sends
 * one at a time, at most `batchSize` per pass.
 * @param input.now the pass's clock (tests inject it); `rules` override {@link MESSAGE_NOTICE_RULES}.
 * @throws the database's error when a query fails; claims taken are released or expire.
 */
export async function sendMessageNotices(input: {
  db: Queryable;
  mailer: Mailer;
  appOrigin: string;
  now?: Date;
  rules?: Partial<MessageNoticeRules>;
  log?: FastifyBaseLogger;
}): Promise<MessageNoticePassResult> {
  const rules = { ...MESSAGE_NOTICE_RULES, ...input.rules };
  const now = input.now ?? new Date();
  const before = (ms: number) => new Date(now.getTime() - ms);
  const claim = {
    claimedAt: now,
    notifiedBefore: before(rules.throttleMs),
    claimedBefore: before(rules.claimLeaseMs),
    throttleMs: rules.throttleMs,
  };
  const dueReceivers = await findReceiversDueNotice(input.db, {
    createdAfter: before(rules.lookbackMs),
    createdUpTo: before(rules.unreadDelayMs),
    notifiedBefore: claim.notifiedBefore,
    claimedBefore: claim.claimedBefore,
    limit: rules.batchSize,
  });
  const result: MessageNoticePassResult = { sent: 0, failed: 0 };
  for (const due of dueReceivers) {
    const outcome = await noticeReceiver(input, due, claim);
    if (outcome !== 'skipped') result[outcome] += 1;
  }
  return result;
}
