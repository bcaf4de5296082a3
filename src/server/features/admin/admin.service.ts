import type {
  AdminStats,
  HospitalAccount,
  MarketplaceSummary,
  PatientAnalytics,
} from '#shared/admin/admin.schemas.ts';
import type { ListQuery } from '#shared/common/common.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { requireUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import { readMarketplaceTotals } from '../counters/counters.service.ts';
import { verifyHospitalAccount, type UserRow } from '../users/users.service.ts';
import {
  appendAuditEntry,
  countPatientsSignedInSince,
  countUnverifiedHospitals,
  listHospitalAccounts,
} from './admin.repository.ts';

const DAY_MS = 86_400_000;

/**
 * `GET /api/admin/patient-analytics` (SPEC §7). "Today" starts at 00:00 UTC; "this week" is
 * the last 7 × 24 hours.
 */
export async function getPatientAnalytics(
  db: Queryable,
  now = new Date(),
): Promise<PatientAnalytics> {
  const startOfToday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  );
  const [totals, activeToday, activeThisWeek, firstTimeLoginsToday] = await Promise.all([
    readMarketplaceTotals(db),
    countPatientsSignedInSince(db, 'lastLoginAt', startOfToday),
    countPatientsSignedInSince(db, 'lastLoginAt', new Date(now.getTime() - 7 * DAY_MS)),
    countPatientsSignedInSince(db, 'firstLoginAt', startOfToday),
  ]);
  return {
    totalPatients: totals['users.patient'],
    activeToday,
    activeThisWeek,
    firstTimeLoginsToday,
  };
}

/** `GET /api/admin/stats` (SPEC §7): counter reads only, cheap enough to poll every 5 s. */
export async function getAdminStats(db: Queryable): Promise<AdminStats> {
  const totals = await readMarketplaceTotals(db);
  return {
    totalUsers: totals.users,
    pendingReferrals: totals['referrals.pending'],
    completedReferrals: totals['referrals.completed'],
    totalRewardPoints: totals['users.reward_points'],
  };
}

/** The admin dashboard's operations cards (SPEC §2.5). */
export async function getMarketplaceSummary(db: Queryable): Promise<MarketplaceSummary> {
  const [totals, unverified] = await Promise.all([
    readMarketplaceTotals(db),
    countUnverifiedHospitals(db),
  ]);
  return {
    totalRequests: totals.treatment_requests,
    activeRequests: totals['treatment_requests.open'],
    totalBids: totals.bids,
    pendingBids: totals['bids.pending'],
    acceptedBids: totals['bids.accepted'],
    hospitalsAwaitingVerification: unverified,
  };
}

function toHospitalAccount(row: UserRow): HospitalAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    verified: row.hospitalVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Hospital accounts for the verification queue. */
export async function listHospitals(
  db: Queryable,
  query: ListQuery & { verified?: 'true' | 'false' },
): Promise<Page<HospitalAccount>> {
  const rows = await listHospitalAccounts(
    db,
    query.verified === undefined ? {} : { verified: query.verified === 'true' },
    { limit: query.limit + 1, cursor: decodeCursor(query.cursor) },
  );
  const page = toPage(rows, query);
  return { ...page, items: page.items.map(toHospitalAccount) };
}

/**
 * Verifies a hospital account (DESIGN §5) and records it in the audit log, in one transaction.
 * @throws 404 when the id is not a hospital account.
 */
export async function verifyHospital(
  db: Database,
  admin: UserRow,
  rawId: string,
): Promise<HospitalAccount> {
  const id = requireUuid(rawId, 'Hospital not found');
  return db.transaction(async (tx) => {
    const hospital = await verifyHospitalAccount(tx, id);
    await appendAuditEntry(tx, {
      actorId: admin.id,
      action: 'hospital.verify',
      targetType: 'user',
      targetId: hospital.id,
      rowsAffected: 1,
    });
    return toHospitalAccount(hospital);
  });
}
