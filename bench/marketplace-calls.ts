// Every list, count, dashboard and admin read of the API, as the service function behind each
// GET route (src/server/features/*/*.routes.ts), called for sample users of a seeded benchmark
// database (bench/marketplace-seed.ts). Session and user lookups, which every authenticated
// call adds, are primary-key reads and are left out.
import type { Sql } from 'postgres';
import type { Database } from '../src/server/db/database.ts';
import {
  getAdminStats,
  getMarketplaceSummary,
  getPatientAnalytics,
  listHospitals,
} from '../src/server/features/admin/admin.service.ts';
import { listAuditLog } from '../src/server/features/admin/audit-log.service.ts';
import { exportAccountData } from '../src/server/features/auth/account-settings.service.ts';
import {
  listHospitalPublicBids,
  listMyBids,
  listPatientBids,
  listRequestBids,
} from '../src/server/features/bids/bids.service.ts';
import {
  getHospitalSummary,
  getPatientSummary,
} from '../src/server/features/dashboards/dashboards.service.ts';
import {
  listConversations,
  listMessages,
} from '../src/server/features/messages/messages.service.ts';
import {
  getPaymentsSummary,
  listAllPayments,
  listHospitalPayments,
  listPatientPayments,
} from '../src/server/features/payments/payments.service.ts';
import { listMyReferrals } from '../src/server/features/referrals/referrals.service.ts';
import { listSupportTickets } from '../src/server/features/support/support.service.ts';
import {
  getHospitalRating,
  listHospitalTestimonials,
  listReviewableTreatments,
  listReviewsForModeration,
  listVerifiedTestimonials,
} from '../src/server/features/testimonials/testimonials.service.ts';
import {
  listAvailableRequests,
  listMyRequests,
} from '../src/server/features/treatment-requests/treatment-requests.service.ts';
import { findUserById, type UserRow } from '../src/server/features/users/users.repository.ts';

/** One API call: its route as a reader knows it, and the service call behind it. */
export interface BenchCall {
  name: string;
  run: (db: Database) => Promise<unknown>;
}

/** The users and rows the calls are made for, found in a seeded database. */
interface Samples {
  patient: UserRow;
  hospital: UserRow;
  /** The patient's newest request with messages (its bids and its thread). */
  requestId: string;
}

async function findSamples(sql: Sql, db: Database): Promise<Samples> {
  const userId = async (email: string) => {
    const [row] = await sql`select id from users where email = ${email}`;
    const user = row && (await findUserById(db, row.id as string));
    if (!user) throw new Error(`benchmark database lacks ${email}; seed it again`);
    return user;
  };
  // Patient 1 made referrals; hospital 2 is verified (hospital 1 awaits verification).
  const patient = await userId('p1@bench.test');
  const hospital = await userId('h2@bench.test');
  const [request] = await sql`
    select r.id from treatment_requests r
    where r.patient_id = ${patient.id}
      and exists (select 1 from messages m where m.treatment_request_id = r.id)
    order by r.created_at desc limit 1`;
  return { patient, hospital, requestId: request!.id as string };
}

/** The calls, bound to the sample users of the database that `sql` and `db` reach. */
export async function benchCalls(sql: Sql, db: Database): Promise<BenchCall[]> {
  const { patient, hospital, requestId } = await findSamples(sql, db);
  const page = { limit: 50 };
  const calls: Array<[string, (db: Database) => Promise<unknown>]> = [
    ['GET /api/treatment-requests (patient)', (d) => listMyRequests(d, patient, page)],
    ['GET /api/treatment-requests/available', (d) => listAvailableRequests(d, hospital, page)],
    ['GET /api/bids/patient', (d) => listPatientBids(d, patient, page)],
    ['GET /api/bids/hospital', (d) => listMyBids(d, hospital, page)],
    [
      'GET /api/bids/hospital/{id} (viewed by a patient)',
      (d) => listHospitalPublicBids(d, patient, hospital.id, page),
    ],
    ['GET /api/bids/request/{id} (owner)', (d) => listRequestBids(d, patient, requestId, page)],
    ['GET /api/dashboard/patient', (d) => getPatientSummary(d, patient)],
    ['GET /api/dashboard/hospital', (d) => getHospitalSummary(d, hospital)],
    ['GET /api/messages/conversations (patient)', (d) => listConversations(d, patient, page)],
    ['GET /api/messages/conversations (hospital)', (d) => listConversations(d, hospital, page)],
    ['GET /api/messages/{requestId} (patient)', (d) => listMessages(d, patient, requestId, page)],
    ['GET /api/payments/my', (d) => listPatientPayments(d, patient, page)],
    ['GET /api/payments/hospital', (d) => listHospitalPayments(d, hospital, page)],
    ['GET /api/admin/payments', (d) => listAllPayments(d, page)],
    ['GET /api/admin/payments/summary', (d) => getPaymentsSummary(d)],
    ['GET /api/referrals/my', (d) => listMyReferrals(d, patient, page)],
    ['GET /api/testimonials/verified', (d) => listVerifiedTestimonials(d, page)],
    ['GET /api/testimonials/reviewable', (d) => listReviewableTreatments(d, patient, page)],
    ['GET /api/testimonials/hospital/{id}', (d) => listHospitalTestimonials(d, hospital.id, page)],
    ['GET /api/testimonials/hospital/{id}/rating', (d) => getHospitalRating(d, hospital.id)],
    ['GET /api/admin/testimonials', (d) => listReviewsForModeration(d, page)],
    [
      'GET /api/admin/testimonials?status=pending',
      (d) => listReviewsForModeration(d, { ...page, status: 'pending' }),
    ],
    ['GET /api/admin/hospitals', (d) => listHospitals(d, page)],
    [
      'GET /api/admin/hospitals?verified=false',
      (d) => listHospitals(d, { ...page, verified: 'false' }),
    ],
    [
      'GET /api/admin/hospitals?verified=true',
      (d) => listHospitals(d, { ...page, verified: 'true' }),
    ],
    ['GET /api/admin/support-tickets', (d) => listSupportTickets(d, page)],
    [
      'GET /api/admin/support-tickets?status=open',
      (d) => listSupportTickets(d, { ...page, status: 'open' }),
    ],
    ['GET /api/admin/audit-log', (d) => listAuditLog(d, page)],
    ['GET /api/admin/stats', (d) => getAdminStats(d)],
    ['GET /api/admin/marketplace-summary', (d) => getMarketplaceSummary(d)],
    ['GET /api/admin/patient-analytics', (d) => getPatientAnalytics(d)],
    ['GET /api/me/export (patient)', (d) => exportAccountData(d, patient)],
    ['GET /api/me/export (hospital)', (d) => exportAccountData(d, hospital)],
  ];
  return calls.map(([name, run]) => ({ name, run }));
}
