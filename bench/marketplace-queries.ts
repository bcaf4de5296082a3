// Benchmark: every marketplace list and count at a million rows (issue #2: "the indexes that
// make every list and count fast at a million rows"). Seeds PostgreSQL with generate_series,
// then times the real service functions. Run: `npm run bench:queries` (needs PostgreSQL;
// BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Prints a Markdown
// table for bench/README.md. BENCH_KEEP_DATABASE=true keeps the seeded database and reuses it
// on the next run (seeding takes minutes); BENCH_DATABASE_NAME names it (default careabroad_bench).
import postgres from 'postgres';
import { openPostgres } from '../src/server/db/open-postgres.ts';
import {
  getMarketplaceSummary,
  getPatientAnalytics,
  listHospitals,
} from '../src/server/features/admin/admin.service.ts';
import {
  listMyBids,
  listPatientBids,
  listRequestBids,
} from '../src/server/features/bids/bids.service.ts';
import {
  getHospitalSummary,
  getPatientSummary,
} from '../src/server/features/dashboards/dashboards.service.ts';
import {
  listAvailableRequests,
  listMyRequests,
} from '../src/server/features/treatment-requests/treatment-requests.service.ts';
import { listConversations } from '../src/server/features/messages/messages.service.ts';
import { listReviewsForModeration } from '../src/server/features/testimonials/testimonials.service.ts';
import { findUserById } from '../src/server/features/users/users.repository.ts';
import { withDatabase } from '../src/server/test/test-database.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const HOSPITALS = 2_000;
const RUNS = 200;

const dbName = process.env.BENCH_DATABASE_NAME ?? 'careabroad_bench';
const keepDatabase = process.env.BENCH_KEEP_DATABASE === 'true';
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const [existing] = await admin`select 1 as found from pg_database where datname = ${dbName}`;
const reuse = keepDatabase && existing !== undefined;
if (!reuse) {
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.unsafe(`create database ${dbName}`);
}
await admin.end();
const url = withDatabase(adminUrl, dbName);
const handle = await openPostgres({ url });
const sql = postgres(url, { max: 1, onnotice: () => {} });

const seedStarted = performance.now();
if (!reuse)
  await sql.unsafe(`
  insert into users (id, email, role, referral_code, first_name, last_name, hospital_verified_at, last_login_at, first_login_at)
  select gen_random_uuid(), 'p' || i || '@bench.test', 'patient', 'P' || i, 'Patient', 'No' || i, null,
         now() - (i % 30) * interval '1 day', now() - (i % 60) * interval '1 day'
  from generate_series(1, ${PATIENTS}) i;
  insert into users (id, email, role, referral_code, first_name, last_name, hospital_verified_at)
  select gen_random_uuid(), 'h' || i || '@bench.test', 'hospital', 'H' || i, 'Hospital ' || i, 'City', now()
  from generate_series(1, ${HOSPITALS}) i;
  -- Hospitals awaiting verification: a few among many (the admin queue and its count).
  update users set hospital_verified_at = null
   where role = 'hospital' and email in (select 'h' || i || '@bench.test' from generate_series(1, ${HOSPITALS}, 100) i);
  create temp table p as select id, row_number() over () as n from users where role = 'patient';
  create temp table h as select id, row_number() over () as n from users where role = 'hospital';
  insert into treatment_requests (patient_id, procedure_type, description, preferred_location, budget_min, budget_max,
                                  preferred_start_date, preferred_end_date, status, created_at)
  select p.id, 'Procedure ' || (i % 50), 'Description of request ' || i, 'Chennai', 1000, 5000, now(), now() + interval '30 days',
         (case when i % 10 < 7 then 'open' when i % 10 < 9 then 'accepted' else 'closed' end)::treatment_request_status,
         now() - (i || ' seconds')::interval
  from generate_series(1, ${REQUESTS}) i join p on p.n = (i % ${PATIENTS}) + 1;
  insert into bids (treatment_request_id, hospital_id, base_price, platform_commission_rate, platform_commission,
                    total_price, price, estimated_duration, description, status, created_at)
  select r.id, h.id, 1000, 20, 200, 1200, 1000, '1 week', 'Plan', 
         (case when r.status = 'accepted' and k = 0 then 'accepted' when r.status = 'open' then 'pending' else 'rejected' end)::bid_status,
         r.created_at + interval '1 hour'
  from treatment_requests r
  cross join generate_series(0, 1) k
  join h on h.n = ((abs(hashtext(r.id::text)) + k * 7) % ${HOSPITALS}) + 1;
  -- Two messages (hospital, then patient; the patient's unread) on two thirds of the bids; the
  -- triggers keep the conversations table as they would in production.
  insert into messages (treatment_request_id, sender_id, receiver_id, content, read, created_at)
  select b.treatment_request_id, s.sender, s.receiver, 'Message ' || s.k, s.k = 1,
         b.created_at + s.k * interval '1 minute'
  from bids b join treatment_requests r on r.id = b.treatment_request_id
  cross join lateral (values (0, b.hospital_id, r.patient_id), (1, r.patient_id, b.hospital_id))
    as s (k, sender, receiver)
  where abs(hashtext(b.id::text)) % 3 < 2;
  -- One review per accepted request, one in ten awaiting moderation.
  insert into testimonials (patient_id, hospital_id, treatment_request_id, rating, title, content, verified, created_at)
  select r.patient_id, b.hospital_id, r.id, 5, 'Great care', 'Review text', abs(hashtext(r.id::text)) % 10 > 0,
         b.created_at + interval '30 days'
  from bids b join treatment_requests r on r.id = b.treatment_request_id
  where b.status = 'accepted';
  analyze;
`);
await sql`analyze`;
const seedMs = performance.now() - seedStarted;

const counts =
  await sql`select (select count(*) from users) as users, (select count(*) from treatment_requests) as requests, (select count(*) from bids) as bids, (select count(*) from messages) as messages`;
const [samplePatient] =
  await sql`select id from users where role = 'patient' order by email limit 1 offset 500`;
const [sampleHospital] =
  await sql`select id from users where role = 'hospital' order by email limit 1 offset 50`;
const [sampleRequest] =
  await sql`select treatment_request_id as id from bids where hospital_id = ${sampleHospital!.id} limit 1`;
const [sampleOwner] =
  await sql`select patient_id as id from treatment_requests where id = ${sampleRequest!.id}`;
const patient = (await findUserById(handle.db, samplePatient!.id as string))!;
const hospital = (await findUserById(handle.db, sampleHospital!.id as string))!;
const owner = (await findUserById(handle.db, sampleOwner!.id as string))!;
const page = { limit: 50 };

const cases: Array<[string, () => Promise<unknown>]> = [
  ['GET /api/treatment-requests (patient, 50)', () => listMyRequests(handle.db, patient, page)],
  [
    'GET /api/treatment-requests/available (50)',
    () => listAvailableRequests(handle.db, hospital, page),
  ],
  ['GET /api/bids/patient (50)', () => listPatientBids(handle.db, patient, page)],
  ['GET /api/bids/hospital (50)', () => listMyBids(handle.db, hospital, page)],
  [
    'GET /api/bids/request/{id} (owner)',
    () => listRequestBids(handle.db, owner, sampleRequest!.id as string, page),
  ],
  ['GET /api/dashboard/patient', () => getPatientSummary(handle.db, patient)],
  ['GET /api/dashboard/hospital', () => getHospitalSummary(handle.db, hospital)],
  ['GET /api/admin/patient-analytics', () => getPatientAnalytics(handle.db)],
  ['GET /api/admin/marketplace-summary', () => getMarketplaceSummary(handle.db)],
  [
    'GET /api/messages/conversations (patient, 50)',
    () => listConversations(handle.db, patient, page),
  ],
  [
    'GET /api/messages/conversations (hospital, 50)',
    () => listConversations(handle.db, hospital, page),
  ],
  [
    'GET /api/admin/testimonials (review queue, all, 50)',
    () => listReviewsForModeration(handle.db, page),
  ],
  [
    'GET /api/admin/hospitals?verified=false (50)',
    () => listHospitals(handle.db, { ...page, verified: 'false' }),
  ],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
console.log(
  `${reuse ? 'Reused' : 'Seeded'} ${counts[0]!.users} users, ${counts[0]!.requests} treatment requests, ${counts[0]!.bids} bids, ${counts[0]!.messages} messages${reuse ? '' : ` in ${(seedMs / 1000).toFixed(0)} s`}.\n`,
);
console.log('| call (service function, PostgreSQL 15, 1 connection) | p50 ms | p99 ms |');
console.log('|---|---|---|');
for (const [name, fn] of cases) {
  for (let i = 0; i < 10; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${percentile(samples, 50).toFixed(2)} | ${percentile(samples, 99).toFixed(2)} |`,
  );
}

await sql.end();
await handle.close();
if (!keepDatabase) {
  const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await cleanup.unsafe(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();
}
