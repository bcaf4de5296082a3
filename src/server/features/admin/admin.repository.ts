import { and, count, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { users } from '../../db/schema/users.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { newestFirst, olderThan } from '../../lib/pagination.ts';

/**
 * Patients who signed in since `since` (by `lastLoginAt`) or for the first time since then (by
 * `firstLoginAt`): index range scans over (role, login time), so the cost follows the number of
 * active patients, not of all patients.
 */
export async function countPatientsSignedInSince(
  db: Queryable,
  column: 'lastLoginAt' | 'firstLoginAt',
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'patient'), gte(users[column], since)));
  return row?.n ?? 0;
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
    .where(
      and(
        eq(users.role, 'hospital'),
        verification,
        olderThan(users.createdAt, users.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(users.createdAt, users.id))
    .limit(page.limit);
}

/** Appends an entry to the audit log (SECURITY §5); no health content goes in `details`. */
export async function appendAuditEntry(
  db: Queryable,
  entry: typeof auditLog.$inferInsert,
): Promise<void> {
  await db.insert(auditLog).values(entry);
}
