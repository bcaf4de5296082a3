import type {
  AdminStats,
  HospitalAccount,
  MarketplaceSummary,
  PatientAnalytics,
} from '#shared/admin/admin.schemas.ts';
import type { ListQuery } from '#shared/common/common.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import { countAllBids } from '../bids/bids.repository.ts';
import { countAllRequests } from '../treatment-requests/treatment-requests.repository.ts';
import { markHospitalVerified, type UserRow } from '../users/users.repository.ts';
import {
  appendAuditEntry,
  countPatientActivity,
  countUnverifiedHospitals,
  countUsersAndReferrals,
  listHospitalAccounts,
} from './admin.repository.ts';

const DAY_MS = 86_400_000;

/**
 * `GET /api/admin/patient-analytics` (SPEC §7). "Today" starts at 00:00 UTC; "this week" is
 * the last 7 × 24 hours.
 */
export async function getPatientAnalytics(db: Queryable, now = new Date()): Promise<PatientAnalytics> {
  const startOfToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const counts = await countPatientActivity(db, { startOfToday, weekAgo: new Date(now.getTime() - 7 * DAY_MS) });
  return {
    totalPatients: counts.total,
    activeToday: counts.activeToday,
    activeThisWeek: counts.activeThisWeek,
    firstTimeLoginsToday: counts.firstToday,
  };
}

/** `GET /api/admin/stats` (SPEC §7). */
export function getAdminStats(db: Queryable): Promise<AdminStats> {
  return countUsersAndReferrals(db);
}

/** The admin dashboard's operations cards (SPEC §2.5). */
export async function getMarketplaceSummary(db: Queryable): Promise<MarketplaceSummary> {
  const [requests, bidCounts, unverified] = await Promise.all([
    countAllRequests(db),
    countAllBids(db),
    countUnverifiedHospitals(db),
  ]);
  return {
    totalRequests: requests.total,
    activeRequests: requests.open,
    totalBids: bidCounts.total,
    pendingBids: bidCounts.pending,
    acceptedBids: bidCounts.accepted,
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
export async function verifyHospital(db: Database, admin: UserRow, rawId: string): Promise<HospitalAccount> {
  const id = requireUuid(rawId, 'Hospital not found');
  return db.transaction(async (tx) => {
    const hospital = await markHospitalVerified(tx, id);
    if (!hospital) throw notFound('Hospital not found');
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
