import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBidsQuery } from './features/auth/account-data.repository.ts';
import { listPaymentDetails } from './features/payments/payments.repository.ts';
import { listTickets } from './features/support/support.repository.ts';
import { createTestApp, isPostgresRun, type TestApp } from './test/test-app.ts';

// 2,000 patients with 3 requests each, 20 hospitals, two bids per request, a payment per
// request, 6,000 support tickets and ledger entries: enough that reading a whole table costs
// more than its index, so a missing index shows as a Seq Scan in the plan (bench:queries
// measures the same calls at a million requests).
const SEED = `
  insert into users (email, role, referral_code, first_name)
  select 'plan-p' || i || '@plan.test', 'patient', 'PP' || i, 'P' from generate_series(1, 2000) i;
  insert into users (email, role, referral_code, first_name, hospital_verified_at)
  select 'plan-h' || i || '@plan.test', 'hospital', 'PH' || i, 'H', now() from generate_series(1, 20) i;
  insert into treatment_requests (patient_id, procedure_type, description, preferred_location,
    budget_min, budget_max, preferred_start_date, preferred_end_date, created_at)
  select p.id, 'Plan ' || k, 'Plan request', 'Chennai', 1000, 5000, now(), now() + interval '30 days',
         now() - (k || ' hours')::interval
    from users p cross join generate_series(1, 3) k where p.email like 'plan-p%';
  insert into bids (treatment_request_id, hospital_id, base_price, platform_commission,
    total_price, price, estimated_duration, description, created_at)
  select r.id, h.id, 1000, 200, 1200, 1000, '1 week', 'Plan', r.created_at + interval '1 hour'
    from treatment_requests r
    join (select id, row_number() over (order by email) n from users where email like 'plan-h%') h
      on h.n in ((abs(hashtext(r.id::text)) % 20) + 1, ((abs(hashtext(r.id::text)) + 7) % 20) + 1);
  insert into payments (bid_id, patient_id, hospital_id, total_amount, hospital_amount, platform_fee, created_at)
  select distinct on (b.treatment_request_id) b.id, r.patient_id, b.hospital_id, 1200, 1000, 200,
         b.created_at + interval '1 day'
    from bids b join treatment_requests r on r.id = b.treatment_request_id;
  insert into support_tickets (reference_code, name, email, subject, message, created_at)
  select md5('plan' || i), 'P', 'plan-p' || (i % 2000) + 1 || '@plan.test', 'Q', 'Text',
         now() - (i || ' minutes')::interval
    from generate_series(1, 6000) i;
  insert into reward_points_ledger (user_id, points, reason, source_id)
  select id, 10, 'plan', gen_random_uuid() from users cross join generate_series(1, 3)
   where email like 'plan-p%';
  analyze;
`;

describe.skipIf(!isPostgresRun())('list and export plans on PostgreSQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.transaction(async (tx) => {
      // Triggers off: the counter trigger rewrites one row per inserted row, which a bulk insert
      // in one transaction makes quadratic; these plans do not read the counters.
      await tx.execute(sql`set local session_replication_role = replica`);
      // The seed outruns the app's 5 s statement timeout on a busy runner.
      await tx.execute(sql`set local statement_timeout = '120s'`);
      for (const statement of SEED.split(';\n').filter((part) => part.trim() !== '')) {
        await tx.execute(sql.raw(statement));
      }
    });
  }, 120_000);
  afterAll(() => t.close());

  /** The plan's text of `query` (EXPLAIN without ANALYZE: the plan the planner chose). */
  async function planOf(query: SQLWrapper): Promise<string> {
    // postgres.js answers `execute` with the rows themselves.
    const rows = (await t.db.execute(sql`explain ${query}`)) as unknown as Array<
      Record<'QUERY PLAN', string>
    >;
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  const userId = async (email: string) => {
    const rows = (await t.db.execute(
      sql`select id from users where email = ${email}`,
    )) as unknown as Array<{ id: string }>;
    return rows[0]!.id;
  };

  it('reads the newest page of every payment and every ticket by index, not the table', async () => {
    // The repositories return their query builders (typed as the promises they resolve to).
    const payments = await planOf(
      listPaymentDetails(t.db, {}, { limit: 51 }) as unknown as SQLWrapper,
    );
    expect(payments).toMatch(/Index Scan Backward using payments_created_idx/);
    expect(payments).not.toMatch(/Seq Scan on payments/);
    const tickets = await planOf(listTickets(t.db, {}, { limit: 51 }) as unknown as SQLWrapper);
    expect(tickets).toMatch(/Index Scan Backward using support_tickets_created_idx/);
    expect(tickets).not.toMatch(/Seq Scan/);
  });

  it("reads only the account's own rows for its data export", async () => {
    for (const email of ['plan-h3@plan.test', 'plan-p17@plan.test']) {
      const bids = await planOf(accountBidsQuery(t.db, await userId(email)));
      expect(bids).not.toMatch(/Seq Scan/);
    }
    const tickets = await planOf(
      sql`select * from support_tickets where lower(email) = ${'plan-p17@plan.test'}`,
    );
    expect(tickets).toMatch(/support_tickets_email_lower_idx/);
    const ledger = await planOf(
      sql`select * from reward_points_ledger where user_id = ${await userId('plan-p17@plan.test')}`,
    );
    expect(ledger).toMatch(/reward_points_ledger_user_idx/);
  });
});
