// Seeds a benchmark database with generate_series at a given scale, in steps that each commit
// with a row in `bench_seed`, so a kept database is seeded once and a later step (a table the
// benchmark learned to read) is added without seeding the rest again.
//
// Sizes follow the number of treatment requests R so that every user's own data is the same at
// any scale and only the tables grow: R / 10 patients with 10 requests each, R / 500 hospitals
// (at least 2) with about 1,000 bids each, two bids per request.
import type { Sql } from 'postgres';

/** Row counts of the data set for `requests` treatment requests. */
export function scaleOf(requests: number) {
  return {
    requests,
    patients: Math.max(10, Math.round(requests / 10)),
    hospitals: Math.max(2, Math.round(requests / 500)),
  };
}

type Scale = ReturnType<typeof scaleOf>;

/**
 * Users, requests (70 % open), bids, messages, reviews. Patient `pN` and hospital `hN` are
 * numbered by their e-mail; hospital 1, 101, 201, … awaits verification.
 */
const marketplace = ({ requests, patients, hospitals }: Scale) => `
  insert into users (id, email, role, referral_code, first_name, last_name, hospital_verified_at, last_login_at, first_login_at)
  select gen_random_uuid(), 'p' || i || '@bench.test', 'patient', 'P' || i, 'Patient', 'No' || i, null,
         now() - (i % 30) * interval '1 day', now() - (i % 60) * interval '1 day'
  from generate_series(1, ${patients}) i;
  insert into users (id, email, role, referral_code, first_name, last_name, hospital_verified_at)
  select gen_random_uuid(), 'h' || i || '@bench.test', 'hospital', 'H' || i, 'Hospital ' || i, 'City',
         case when i % 100 = 1 then null else now() end
  from generate_series(1, ${hospitals}) i;
  create temp table p as
    select id, substring(email from 2 for position('@' in email) - 2)::int as n from users where role = 'patient';
  create temp table h as
    select id, substring(email from 2 for position('@' in email) - 2)::int as n from users where role = 'hospital';
  insert into treatment_requests (patient_id, procedure_type, description, preferred_location, budget_min, budget_max,
                                  preferred_start_date, preferred_end_date, status, created_at)
  select p.id, 'Procedure ' || (i % 50), 'Description of request ' || i, 'Chennai', 1000, 5000, now(), now() + interval '30 days',
         (case when i % 10 < 7 then 'open' when i % 10 < 9 then 'accepted' else 'closed' end)::treatment_request_status,
         now() - (i || ' seconds')::interval
  from generate_series(1, ${requests}) i join p on p.n = (i % ${patients}) + 1;
  insert into bids (treatment_request_id, hospital_id, base_price, platform_commission_rate, platform_commission,
                    total_price, price, estimated_duration, description, status, created_at)
  select r.id, h.id, 1000, 20, 200, 1200, 1000, '1 week', 'Plan',
         (case when r.status = 'accepted' and k = 0 then 'accepted' when r.status = 'open' then 'pending' else 'rejected' end)::bid_status,
         r.created_at + interval '1 hour'
  from treatment_requests r
  cross join generate_series(0, 1) k
  join h on h.n = ((abs(hashtext(r.id::text)) + k * 7) % ${hospitals}) + 1;
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
`;

/**
 * Payments (one per accepted bid), referrals (the first twentieth of the patients invited ten
 * each, eight signed up), support tickets and audit entries (one per ten requests).
 */
const accounts = ({ requests, patients }: Scale) => `
  insert into users (email, role, referral_code, first_name, last_name)
  values ('admin@bench.test', 'admin', 'ADMIN', 'Admin', 'Bench');
  insert into payments (bid_id, patient_id, hospital_id, total_amount, hospital_amount, platform_fee,
                        stripe_payment_intent_id, stripe_payment_status, payment_method, created_at)
  select b.id, r.patient_id, b.hospital_id, 1200, 1000, 200, 'pi_bench_' || b.id,
         (case abs(hashtext(b.id::text)) % 20 when 0 then 'pending' when 1 then 'failed'
               when 2 then 'refunded' else 'succeeded' end)::payment_status,
         'card', b.created_at + interval '2 days'
  from bids b join treatment_requests r on r.id = b.treatment_request_id
  where b.status = 'accepted';
  create temp table p as
    select id, referral_code, substring(email from 2 for position('@' in email) - 2)::int as n
    from users where role = 'patient';
  insert into referrals (referrer_id, referral_code, referee_id, referee_email, status, reward_points, created_at, completed_at)
  select referrer.id, referrer.referral_code, case when k < 8 then referee.id end,
         case when k >= 8 then 'invitee' || referee.n || '@bench.test' end,
         (case when k < 8 then 'completed' else 'pending' end)::referral_status,
         case when k < 8 then 100 else 0 end, now() - (k || ' days')::interval,
         case when k < 8 then now() - (k || ' days')::interval end
  from p referrer cross join generate_series(0, 9) k
  join p referee on referee.n = ${Math.floor(patients / 2)} + (referrer.n - 1) * 10 + k + 1
  where referrer.n <= ${Math.floor(patients / 20)};
  insert into support_tickets (reference_code, name, email, subject, message, status, created_at)
  select md5('ticket' || i) || md5('code' || i), 'Patient ' || i, 'p' || (i % ${patients}) + 1 || '@bench.test',
         'Question ' || i, 'Ticket text', (case when i % 10 = 0 then 'open' else 'closed' end)::support_ticket_status,
         now() - (i || ' minutes')::interval
  from generate_series(1, ${Math.max(10, Math.round(requests / 10))}) i;
  insert into audit_log (actor_id, action, target_type, target_id, rows_affected, created_at)
  select (select id from users where email = 'admin@bench.test'), 'hospital.verify', 'user', i::text, 1,
         now() - (i || ' minutes')::interval
  from generate_series(1, ${Math.max(10, Math.round(requests / 10))}) i;
`;

/** Reward-points credits: 100 to the referrer for each completed referral. */
const rewards = () => `
  insert into reward_points_ledger (user_id, points, reason, source_id, created_at)
  select referrer_id, 100, 'referral', id, completed_at from referrals where status = 'completed';
`;

/**
 * The trigger-kept tables, rebuilt once after a bulk insert made with triggers off: a counter
 * trigger updates one counter row per inserted row, and a row updated again and again inside one
 * transaction gets slower with every version (10,000 requests took 8 s, a million would not
 * finish). Counters are computed as migrations 0004 and 0012 backfill them, conversations as
 * 0010 does.
 */
const REBUILD_COUNTERS = `
  delete from entity_counters;
  insert into entity_counters (name, shard, count)
  select name, 0, n from (
    select 'treatment_requests' as name, count(*) as n from treatment_requests
    union all select 'treatment_requests.' || status, count(*) from treatment_requests group by status
    union all select 'bids', count(*) from bids
    union all select 'bids.' || status, count(*) from bids group by status
    union all select 'users', count(*) from users
    union all select 'users.' || coalesce(role::text, 'none'), count(*) from users group by role
    union all select 'referrals', count(*) from referrals
    union all select 'referrals.' || status, count(*) from referrals group by status
    union all select 'users.reward_points', coalesce(sum(reward_points), 0) from users
    union all select 'payments.' || stripe_payment_status, count(*) from payments group by stripe_payment_status
    union all select 'payments.' || stripe_payment_status || '.' || amount, sum(value)
      from payments cross join lateral (values ('total_amount', total_amount),
        ('hospital_amount', hospital_amount), ('platform_fee', platform_fee)) as a (amount, value)
      group by stripe_payment_status, amount
  ) as totals;
`;
const REBUILD_CONVERSATIONS = `
  delete from conversations;
  insert into conversations
  select s.* from (select distinct b.treatment_request_id, b.hospital_id from bids b) pair
  cross join lateral conversation_summary(pair.treatment_request_id, pair.hospital_id) s;
`;

const STEPS: Array<{ name: string; sql: (scale: Scale) => string; writesMessages: boolean }> = [
  { name: 'marketplace', sql: marketplace, writesMessages: true },
  { name: 'accounts', sql: accounts, writesMessages: false },
  { name: 'rewards', sql: rewards, writesMessages: false },
];

/**
 * The seed steps for `requests` treatment requests, each as SQL to run in one transaction of
 * its own: triggers (and foreign-key checks, the data being consistent by construction) off,
 * the bulk inserts, the trigger-kept tables rebuilt, temporary tables dropped.
 */
export function seedSteps(requests: number): Array<{ name: string; sql: string }> {
  const scale = scaleOf(requests);
  return STEPS.map(({ name, sql, writesMessages }) => ({
    name,
    sql:
      'set local session_replication_role = replica;' +
      sql(scale) +
      REBUILD_COUNTERS +
      (writesMessages ? REBUILD_CONVERSATIONS : '') +
      'drop table if exists p; drop table if exists h;',
  }));
}

/**
 * Runs the seed steps the database lacks, each in one transaction, then `VACUUM ANALYZE`.
 * Returns the names of the steps it ran (none when the database was complete).
 */
export async function seedMissingSteps(sql: Sql, requests: number): Promise<string[]> {
  await sql`create table if not exists bench_seed (step text primary key, requests bigint not null, seconds numeric not null)`;
  const done = new Set((await sql`select step from bench_seed`).map((row) => row.step as string));
  const ran: string[] = [];
  for (const step of seedSteps(requests)) {
    if (done.has(step.name)) continue;
    const started = performance.now();
    await sql.begin(async (tx) => {
      await tx.unsafe(step.sql);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      await tx`insert into bench_seed (step, requests, seconds) values (${step.name}, ${requests}, ${seconds})`;
    });
    ran.push(step.name);
  }
  // As autovacuum would leave them in a running system: visibility map set, statistics fresh.
  if (ran.length > 0) await sql`vacuum analyze`;
  return ran;
}
