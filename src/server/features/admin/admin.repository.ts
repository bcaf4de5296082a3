import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { newestFirst, olderThan } from '../../lib/pagination.ts';

/** Patients by sign-in activity since the given instants (indexed on role + login times). */
export async function countPatientActivity(db: Queryable, since: { startOfToday: Date; weekAgo: Date }) {
  const [row] = await db
    .select({
      total: count(),
      activeToday: sql<number>`count(*) filter (where ${users.lastLoginAt} >= ${since.startOfToday.toISOString()}::timestamptz)`.mapWith(Number),
      activeThisWeek: sql<number>`count(*) filter (where ${users.lastLoginAt} >= ${since.weekAgo.toISOString()}::timestamptz)`.mapWith(Number),
      firstToday: sql<number>`count(*) filter (where ${users.firstLoginAt} >= ${since.startOfToday.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.role, 'patient'));
  return {
    total: row?.total ?? 0,
    activeToday: row?.activeToday ?? 0,
    activeThisWeek: row?.activeThisWeek ?? 0,
    firstToday: row?.firstToday ?? 0,
  };
}

/** Users, referrals by status and reward points in circulation. */
export async function countUsersAndReferrals(db: Queryable) {
  const [[userRow], [referralRow]] = await Promise.all([
    db
      .select({ total: count(), points: sql<number>`coalesce(sum(${users.rewardPoints}), 0)`.mapWith(Number) })
      .from(users),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${referrals.status} = 'pending')`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${referrals.status} = 'completed')`.mapWith(Number),
      })
      .from(referrals),
  ]);
  return {
    totalUsers: userRow?.total ?? 0,
    totalRewardPoints: userRow?.points ?? 0,
    pendingReferrals: referralRow?.pending ?? 0,
    completedReferrals: referralRow?.completed ?? 0,
  };
}

/** Hospital accounts awaiting verification. */
export async function countUnverifiedHospitals(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'hospital'), isNull(users.hospitalVerifiedAt)));
  return row?.n ?? 0;
}

/** Hospital accounts, newest first; only verified or unverified ones when asked. */
export function listHospitalAccounts(
  db: Queryable,
  filter: { verified?: boolean },
  page: { limit: number; cursor?: Cursor },
) {
  const verification =
    filter.verified === undefined
      ? undefined
      : filter.verified
        ? isNotNull(users.hospitalVerifiedAt)
        : isNull(users.hospitalVerifiedAt);
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, 'hospital'), verification, olderThan(users.createdAt, users.id, page.cursor)))
    .orderBy(...newestFirst(users.createdAt, users.id))
    .limit(page.limit);
}

/** Appends an entry to the audit log (SECURITY §5); no health content goes in `details`. */
export async function appendAuditEntry(db: Queryable, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}
