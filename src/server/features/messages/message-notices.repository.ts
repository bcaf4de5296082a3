import { and, asc, count, desc, eq, gt, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Queryable } from '../../db/database.ts';
import { messageEmailNotices as notices } from '../../db/schema/message-email-notices.ts';
import { messages } from '../../db/schema/messages.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { users } from '../../db/schema/users.ts';

// A literal, not a parameter: only then can the planner use the partial index
// `messages_unread_created_idx` (WHERE read = false) with a generic prepared plan.
const isUnread = sql`${messages.read} = false`;

/** A receiver who may be due a notice, from {@link findReceiversDueNotice}. */
export interface DueReceiver {
  receiverId: string;
  /** `created_at` of the receiver's newest unread message old enough to notice. */
  latestDueMessageAt: Date;
}

/**
 * Receivers with an unread message created in (`createdAfter`, `createdUpTo`] that is newer than
 * the last one they were e-mailed about, who were not e-mailed after `notifiedBefore` and whose
 * claim is free or older than `claimedBefore`, and who have not turned the e-mail off;
 * longest-waiting first, at most `limit`. Scans the
 * partial index of unread messages by `created_at` and looks notices up by primary key.
 */
export async function findReceiversDueNotice(
  db: Queryable,
  window: {
    createdAfter: Date;
    createdUpTo: Date;
    notifiedBefore: Date;
    claimedBefore: Date;
    limit: number;
  },
): Promise<DueReceiver[]> {
  return (
    db
      .select({
        receiverId: messages.receiverId,
        latestDueMessageAt: sql<Date>`max(${messages.createdAt})`.mapWith(messages.createdAt),
      })
      .from(messages)
      // Only receivers who keep the unread-message e-mail on (their settings, issue #12).
      .innerJoin(
        users,
        and(eq(users.id, messages.receiverId), eq(users.messageEmailsEnabled, true)),
      )
      .leftJoin(notices, eq(notices.userId, messages.receiverId))
      .where(
        and(
          isUnread,
          gt(messages.createdAt, window.createdAfter),
          lte(messages.createdAt, window.createdUpTo),
          or(
            isNull(notices.lastMessageCreatedAt),
            gt(messages.createdAt, notices.lastMessageCreatedAt),
          ),
          or(isNull(notices.lastNotifiedAt), lte(notices.lastNotifiedAt, window.notifiedBefore)),
          or(isNull(notices.claimedAt), lte(notices.claimedAt, window.claimedBefore)),
        ),
      )
      .groupBy(messages.receiverId)
      .orderBy(asc(min(messages.createdAt)))
      .limit(window.limit)
  );
}

/**
 * Claims the right to e-mail `receiverId` about messages up to `latestDueMessageAt`, as one
 * compare-and-set (`INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING`): it succeeds only when
 * no live claim exists (none, or one set at or before `claimedBefore`), the last notice was sent
 * at or before `notifiedBefore`, and it covered only older messages. Concurrent claimers
 * serialize on the row; exactly one wins. The claim is stamped `claimedAt`, which
 * {@link completeNoticeClaim} and {@link releaseNoticeClaim} compare against.
 * @returns whether this caller holds the claim.
 */
export async function claimNotice(
  db: Queryable,
  claim: {
    receiverId: string;
    latestDueMessageAt: Date;
    claimedAt: Date;
    notifiedBefore: Date;
    claimedBefore: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(notices)
    .values({ userId: claim.receiverId, claimedAt: claim.claimedAt })
    .onConflictDoUpdate({
      target: notices.userId,
      set: { claimedAt: claim.claimedAt },
      setWhere: and(
        or(isNull(notices.claimedAt), lte(notices.claimedAt, claim.claimedBefore)),
        or(isNull(notices.lastNotifiedAt), lte(notices.lastNotifiedAt, claim.notifiedBefore)),
        or(
          isNull(notices.lastMessageCreatedAt),
          lt(notices.lastMessageCreatedAt, claim.latestDueMessageAt),
        ),
      ),
    })
    .returning({ userId: notices.userId });
  return rows.length === 1;
}

/**
 * Records the notice sent under the claim stamped `claimedAt` (sent then, covering messages up
 * to `latestDueMessageAt`) and frees the claim. No-op when the claim is no longer this one's.
 */
export async function completeNoticeClaim(
  db: Queryable,
  claim: { receiverId: string; claimedAt: Date; latestDueMessageAt: Date },
): Promise<void> {
  await db
    .update(notices)
    .set({
      lastNotifiedAt: claim.claimedAt,
      lastMessageCreatedAt: claim.latestDueMessageAt,
      claimedAt: null,
    })
    .where(and(eq(notices.userId, claim.receiverId), eq(notices.claimedAt, claim.claimedAt)));
}

/** Frees the claim stamped `claimedAt` without recording a notice, so the next pass retries. */
export async function releaseNoticeClaim(
  db: Queryable,
  claim: { receiverId: string; claimedAt: Date },
): Promise<void> {
  await db
    .update(notices)
    .set({ claimedAt: null })
    .where(and(eq(notices.userId, claim.receiverId), eq(notices.claimedAt, claim.claimedAt)));
}

/** What a notice to one receiver says; see {@link findNoticeContent}. */
export interface NoticeContent {
  email: string;
  /** The receiver's language (ADR 0064); null until chosen. */
  preferredLocale: Locale | null;
  /** All of the receiver's unread messages, however recent. */
  unreadCount: number;
  /** The request of the receiver's newest unread message; null when none is unread any more. */
  latestRequestId: string | null;
  /**
   * The hospital of that conversation when the receiver is the request's patient (its link then
   * names the hospital, SPEC §4 Chat); null when the receiver is the hospital.
   */
  latestHospitalId: string | null;
}

/**
 * The receiver's address and language, unread count and the conversation of its newest unread message
 * (index (receiver_id, read)); undefined when the user no longer exists.
 */
export async function findNoticeContent(
  db: Queryable,
  receiverId: string,
): Promise<NoticeContent | undefined> {
  const unreadOfReceiver = and(eq(messages.receiverId, users.id), isUnread);
  const unreadCount = db.select({ total: count() }).from(messages).where(unreadOfReceiver);
  const latest = db
    .select({
      requestId: messages.treatmentRequestId,
      hospitalId: sql<
        string | null
      >`case when ${treatmentRequests.patientId} = ${messages.receiverId}
        then ${messages.senderId} end`.as('latest_hospital_id'),
    })
    .from(messages)
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, messages.treatmentRequestId))
    .where(unreadOfReceiver)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('latest');
  const [row] = await db
    .select({
      email: users.email,
      preferredLocale: users.preferredLocale,
      unreadCount: sql<number>`(${unreadCount})`.mapWith(Number),
      latestRequestId: latest.requestId,
      latestHospitalId: latest.hospitalId,
    })
    .from(users)
    .leftJoinLateral(latest, sql`true`)
    .where(eq(users.id, receiverId))
    .limit(1);
  return row;
}
