import type { HospitalSummary, PatientSummary } from '#shared/dashboards/dashboards.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { countHospitalBids, countPatientBids } from '../bids/bids.service.ts';
import { readMarketplaceTotals } from '../counters/counters.service.ts';
import { countRequestsOfPatient } from '../treatment-requests/treatment-requests.service.ts';
import type { UserRow } from '../users/users.service.ts';

/** The patient dashboard's stat cards (SPEC §2.5), counted in SQL. */
export async function getPatientSummary(db: Queryable, patient: UserRow): Promise<PatientSummary> {
  const [requests, bidCounts] = await Promise.all([
    countRequestsOfPatient(db, patient.id),
    countPatientBids(db, patient.id),
  ]);
  return {
    totalRequests: requests.total,
    activeRequests: requests.open,
    activeBids: bidCounts.pending,
    acceptedBids: bidCounts.accepted,
  };
}

/** The hospital dashboard's stat cards (SPEC §2.5), counted in SQL. */
export async function getHospitalSummary(
  db: Queryable,
  hospital: UserRow,
): Promise<HospitalSummary> {
  const [totals, bidCounts] = await Promise.all([
    readMarketplaceTotals(db),
    countHospitalBids(db, hospital.id),
  ]);
  return {
    availableRequests: totals['treatment_requests.open'],
    myBids: bidCounts.total,
    pendingBids: bidCounts.pending,
    bidsWon: bidCounts.accepted,
  };
}
