import { count, desc, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listHospitalAccounts } from '../admin/admin.repository.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { listTestimonials } from '../testimonials/testimonials.repository.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { createTestApp, isPostgresRun, type TestApp } from '../../test/test-app.ts';
import { expectSummariesExact } from './conversation-summaries.expected.ts';
import { conversationsPageQuery } from './messages.repository.ts';

const ROUNDS = 4;

// 4,000 patients (one with 1,000 requests), 30 bidding hospitals (10 unverified) and 3,000
// verified ones, 6,000 requests, 12,000 bids (so 12,000 conversations through the triggers),
// 6,000 testimonials: enough that reading a whole table costs more than its index, so a wrong
// or missing index shows as a Seq Scan in the plan.
const SEED = `
  insert into users (email, role, referral_code, first_name, hospital_verified_at)
  select 'bulk-p' || i || '@plan.test', 'patient', 'BP' || i, 'P', null
    from generate_series(1, 4000) i;
  insert into users (email, role, referral_code, first_name, hospital_verified_at)
  select 'bulk-h' || i || '@plan.test', 'hospital', 'BH' || i, 'H',
         case when i <= 10 then null else now() end
    from generate_series(1, 30) i;
  insert into users (email, role, referral_code, first_name, hospital_verified_at)
  select 'bulk-v' || i || '@plan.test', 'hospital', 'BV' || i, 'V', now()
    from generate_series(1, 3000) i;
  insert into treatment_requests (patient_id, procedure_type, description, preferred_location,
    budget_min, budget_max, preferred_start_date, preferred_end_date, created_at)
  select p.id, 'Bulk ' || i, 'Bulk request', 'Chennai', 1000, 5000, now(),
         now() + interval '30 days', now() - (i || ' seconds')::interval
    from generate_series(1, 6000) i
    join (select id, row_number() over (order by email) n from users where email like 'bulk-p%') p
      on p.n = case when i <= 1000 then 1 else (i % 4000) + 1 end;
  insert into bids (treatment_request_id, hospital_id, base_price, platform_commission,
    total_price, price, estimated_duration, description, created_at)
  select r.id, h.id, 1000, 200, 1200, 1000, '1 week', 'Plan', r.created_at + interval '1 hour'
    from treatment_requests r
    join (select id, row_number() over (order by email) n from users where email like 'bulk-h%') h
      on h.n = ((abs(hashtext(r.id::text)) + K * 7) % 30) + 1
   where r.procedure_type like 'Bulk %';
  insert into testimonials (patient_id, hospital_id, treatment_request_id, rating, title, content, verified)
  select r.patient_id, b.hospital_id, r.id, 5, 'Great', 'Bulk review', (random() < 0.9)
    from treatment_requests r
    join lateral (select hospital_id from bids where treatment_request_id = r.id limit 1) b on true
   where r.procedure_type like 'Bulk %';
  analyze;
`;
const MESSAGES_PER_SENDER = 8;

// Only PostgreSQL runs writes concurrently (PGlite is one connection); the test pool has 25.
describe.skipIf(!isPostgresRun())('conversations on PostgreSQL', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  it(
    'keeps summaries exact under concurrent sends, reads and an accept on one request',
    { timeout: 120_000 },
    async () => {
      const patient = await createActor(t.app, 'patient');
      const hospitals = await Promise.all(
        [0, 1, 2].map((i) => createVerifiedHospital(t.app, admin, `Busy ${i}`)),
      );
      for (let round = 0; round < ROUNDS; round += 1) {
        const requestId = await createRequest(patient, { procedureType: `Busy round ${round}` });
        const bidIds = await Promise.all(hospitals.map((h) => createBid(h, requestId)));
        const send = (from: Actor, to: Actor, i: number) =>
          from.post('/api/messages', {
            treatmentRequestId: requestId,
            receiverId: to.id,
            content: `m${i}`,
          });
        const writes = hospitals.flatMap((hospital) =>
          Array.from({ length: MESSAGES_PER_SENDER }, (_, i) => [
            send(hospital, patient, i),
            send(patient, hospital, i),
            i % 3 === 0
              ? patient.post(`/api/messages/${requestId}/read?hospitalId=${hospital.id}`)
              : hospital.post(`/api/messages/${requestId}/read`),
          ]).flat(),
        );
        const responses = await Promise.all([
          ...writes,
          patient.post(`/api/bids/${bidIds[round % hospitals.length]!}/accept`),
        ]);
        for (const response of responses)
          expect(response.statusCode, response.body).toBeLessThan(300);
        expect(await expectSummariesExact(t.db)).toBe(hospitals.length * (round + 1));
      }
    },
  );

  /** The plan's text of `query` (EXPLAIN without ANALYZE: the plan the planner chose). */
  async function planOf(query: SQLWrapper): Promise<string> {
    // postgres.js answers `execute` with the rows themselves.
    const rows = (await t.db.execute(sql`explain ${query}`)) as unknown as Array<
      Record<'QUERY PLAN', string>
    >;
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it(
    'drives each branch and the admin lists by their index at thousands of rows',
    { timeout: 180_000 },
    async () => {
      // One statement a transaction, each with the statement timeout lifted for it alone: bulk
      // inserts through the triggers outrun the app's 5 s limit on a busy runner.
      for (const statement of SEED.split(';\n').filter((part) => part.trim() !== '')) {
        // Two bids per request from two hospitals (K = 0, 1), one statement each.
        const copies = statement.includes(' K ') ? ['0', '1'] : [''];
        for (const k of copies) {
          await t.db.transaction(async (tx) => {
            await tx.execute(sql`set local statement_timeout = '120s'`);
            await tx.execute(sql.raw(statement.replace(' K ', ` ${k} `)));
          });
        }
      }
      // The busiest patient and hospital: far more conversations than one page.
      const busiest = async (
        column: typeof conversations.patientId | typeof conversations.hospitalId,
      ) => {
        const [row] = await t.db
          .select({ id: column })
          .from(conversations)
          .groupBy(column)
          .orderBy(desc(count()))
          .limit(1);
        return row!.id;
      };
      const users = [
        await busiest(conversations.patientId),
        await busiest(conversations.hospitalId),
      ];
      const page = { limit: 51 };
      const cursor = {
        lastActivityAt: new Date(Date.now() - 3_600_000),
        treatmentRequestId: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
        hospitalId: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
      };
      for (const userId of users) {
        for (const paged of [page, { ...page, cursor }]) {
          const plan = await planOf(conversationsPageQuery(t.db, userId, paged));
          // Each branch reads its own index backwards and stops after the page; the requests
          // and counterparts come by primary key. No table is read whole.
          expect(plan).toMatch(/Index Scan Backward using conversations_patient_activity_idx/);
          expect(plan).toMatch(/Index Scan Backward using conversations_hospital_activity_idx/);
          expect(plan).not.toMatch(/Seq Scan/);
        }
      }

      // The repository returns its query builder (typed as the promise it resolves to).
      const queue = await planOf(
        listTestimonials(t.db, {}, { limit: 51 }) as unknown as SQLWrapper,
      );
      expect(queue).toMatch(/Index Scan Backward using testimonials_created_idx/);
      expect(queue).not.toMatch(/Seq Scan on testimonials/);
      const unverified = await planOf(
        listHospitalAccounts(t.db, { verified: false }, { limit: 51 }),
      );
      expect(unverified).toMatch(/users_unverified_hospitals_idx/);
      const unverifiedCount = await planOf(
        sql`select count(*) from users where role = 'hospital' and hospital_verified_at is null`,
      );
      expect(unverifiedCount).toMatch(/users_unverified_hospitals_idx/);
      expect(unverifiedCount).not.toMatch(/Seq Scan on users/);
    },
  );
});
