import type { FastifyBaseLogger } from 'fastify';
import type { ListQuery } from '#shared/common/common.schemas.ts';
import {
  MAX_REFERRAL_INVITATIONS_PER_DAY,
  REFERRAL_REWARD_POINTS,
} from '#shared/common/constants.ts';
import type {
  Referral,
  SendReferralEmailInput,
  UseReferralCodeInput,
  UseReferralCodeResponse,
} from '#shared/referrals/referrals.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation, sqlStateOf } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recipientOf } from '../../mail/mail-recipient.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import type { UserRow } from '../users/users.service.ts';
import { composeReferralInvitation } from './referral-invitation-mail.ts';
import { toReferral } from './referrals.dto.ts';
import {
  completePendingInvitation,
  countInvitationsSince,
  creditRewardPoints,
  findReferrerIdByCode,
  insertCompletedReferral,
  insertInvitation,
  listReferralsByReferrer,
  lockUser,
} from './referrals.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ledger reasons of the two referral credits; both use the referee's id as the source. */
const LEDGER_REASON = { referrer: 'referral.referrer', referee: 'referral.referee' } as const;

/** 23503: the referrer's account vanished between the lookup and the insert. */
const FOREIGN_KEY_VIOLATION = '23503';

/** One answer for every refused code, so the response never tells which rule refused it. */
const codeRefused = () => badRequest('This referral code cannot be used', 'REFERRAL_CODE_REFUSED');

/** 429 for the daily invitation cap, with the seconds until the oldest one leaves the window. */
export class InvitationLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'RATE_LIMITED',
      `You can send up to ${MAX_REFERRAL_INVITATIONS_PER_DAY} invitations a day. Please try again later.`,
    );
  }
}

/** The referrals `user` made, newest first (`GET /api/referrals/my`, DESIGN §4). */
export async function listMyReferrals(
  db: Queryable,
  user: UserRow,
  query: ListQuery,
): Promise<Page<Referral>> {
  const rows = await listReferralsByReferrer(db, user.id, {
    limit: query.limit + 1,
    cursor: decodeCursor(query.cursor),
  });
  const page = toPage(rows, query);
  return { ...page, items: page.items.map(toReferral) };
}

/**
 * Applies a referral code for `user` (DESIGN §5): never one's own, once per account, only by an
 * account not referred before. One transaction records the completed referral (taking over the
 * referrer's pending invitation to the user's address when there is one) and credits 100 points
 * to each side through the ledger, keyed (reason, referee id, user), so a retry or a concurrent
 * call cannot credit twice: the `UNIQUE` referee index makes every other attempt a no-op.
 * @throws 400 'This referral code cannot be used' for unknown, own and used codes alike.
 */
export async function useReferralCode(
  db: Database,
  user: UserRow,
  input: UseReferralCodeInput,
): Promise<UseReferralCodeResponse> {
  const referrerId = await findReferrerIdByCode(db, input.referralCode);
  if (!referrerId || referrerId === user.id) throw codeRefused();
  const referral = {
    referrerId,
    referralCode: input.referralCode,
    refereeId: user.id,
    refereeEmail: user.email,
    rewardPoints: REFERRAL_REWARD_POINTS,
  };
  // Crediting in user-id order makes crossing referrals of two accounts lock them alike.
  const credits = [
    { userId: referrerId, reason: LEDGER_REASON.referrer },
    { userId: user.id, reason: LEDGER_REASON.referee },
  ].sort((a, b) => a.userId.localeCompare(b.userId));
  try {
    await db.transaction(async (tx) => {
      const row =
        (await completePendingInvitation(tx, referral)) ??
        (await insertCompletedReferral(tx, referral));
      if (!row) throw codeRefused();
      for (const credit of credits) {
        const isCredited = await creditRewardPoints(tx, {
          ...credit,
          points: REFERRAL_REWARD_POINTS,
          sourceId: user.id,
        });
        if (!isCredited) throw codeRefused();
      }
    });
  } catch (error) {
    if (isUniqueViolation(error) || sqlStateOf(error) === FOREIGN_KEY_VIOLATION)
      throw codeRefused();
    throw error;
  }
  return { success: true };
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
 * E-mails a referral invitation with the link `APP_ORIGIN/?ref=CODE` (SPEC §2.7, §7) and
 * records it as a pending referral. At most {@link MAX_REFERRAL_INVITATIONS_PER_DAY} per user in
 * any 24 hours (DESIGN §5): the user's row is locked while counting, so concurrent sends cannot
 * pass the cap. The row is stored before the mail goes out and kept when the mail fails.
 * @throws InvitationLimitError (429) over the cap; 503 when the mail could not be sent.
 */
export async function sendReferralInvitation(
  context: { db: Database; mailer: Mailer; appOrigin: string; log?: FastifyBaseLogger },
  referrer: UserRow,
  input: SendReferralEmailInput,
): Promise<Referral> {
  const now = Date.now();
  const row = await context.db.transaction(async (tx) => {
    await lockUser(tx, referrer.id);
    const recent = await countInvitationsSince(tx, referrer.id, new Date(now - DAY_MS));
    if (recent.count >= MAX_REFERRAL_INVITATIONS_PER_DAY) {
      const oldestMs = recent.oldestAt?.getTime() ?? now;
      throw new InvitationLimitError(Math.max(1, Math.ceil((oldestMs + DAY_MS - now) / 1000)));
    }
    return insertInvitation(tx, {
      referrerId: referrer.id,
      referralCode: referrer.referralCode,
      refereeEmail: input.refereeEmail,
    });
  });
  const mail = composeReferralInvitation({
    to: { email: input.refereeEmail, locale: recipientOf(referrer).locale },
    inviterName: [referrer.firstName, referrer.lastName].filter(Boolean).join(' ') || null,
    referralCode: referrer.referralCode,
    appOrigin: context.appOrigin,
  });
  try {
    await context.mailer.send(mail);
  } catch (error) {
    context.log?.warn(mailErrorFields(error), 'referral invitation e-mail failed');
    throw new AppError(
      503,
      'MAIL_FAILED',
      'The invitation e-mail could not be sent. Please try again later.',
    );
  }
  return toReferral({ ...row, refereeFirstName: null, refereeLastName: null });
}
