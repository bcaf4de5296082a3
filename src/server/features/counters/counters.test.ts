import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceSummary } from '#shared/admin/admin.schemas.ts';
import { bids } from '../../db/schema/bids.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
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

/** The marketplace totals recounted from the tables, to compare with the trigger counters. */
async function recount(
  t: TestApp,
): Promise<Omit<MarketplaceSummary, 'hospitalsAwaitingVerification'>> {
  const n = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
  return {
    totalRequests: await n(t.db.select({ n: count() }).from(treatmentRequests)),
    activeRequests: await n(
      t.db
        .select({ n: count() })
        .from(treatmentRequests)
        .where(eq(treatmentRequests.status, 'open')),
    ),
    totalBids: await n(t.db.select({ n: count() }).from(bids)),
    pendingBids: await n(t.db.select({ n: count() }).from(bids).where(eq(bids.status, 'pending'))),
    acceptedBids: await n(
      t.db.select({ n: count() }).from(bids).where(eq(bids.status, 'accepted')),
    ),
  };
}

// ADR 0007: the admin and hospital dashboards read totals from trigger-maintained counters;
// they must always equal a recount, through every state change and under concurrency.
describe('trigger-maintained counters', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let hospitals: Actor[];

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
    hospitals = [];
    for (let i = 0; i < 6; i += 1)
      hospitals.push(await createVerifiedHospital(t.app, admin, `Counter ${i}`));
  });
  afterAll(() => t.close());

  const summary = async () => {
    const { hospitalsAwaitingVerification: _unused, ...totals } = (
      await admin.get('/api/admin/marketplace-summary')
    ).json<MarketplaceSummary>();
    return totals;
  };

  it('match a recount after creates, bids, accept, reject and close', async () => {
    const accepted = await createRequest(patient);
    const rejected = await createRequest(patient);
    const closed = await createRequest(patient);
    const acceptedBid = await createBid(hospitals[0]!, accepted);
    await createBid(hospitals[1]!, accepted);
    const rejectedBid = await createBid(hospitals[0]!, rejected);
    await createBid(hospitals[1]!, closed);

    expect((await patient.post(`/api/bids/${acceptedBid}/accept`)).statusCode).toBe(200);
    expect((await patient.post(`/api/bids/${rejectedBid}/reject`)).statusCode).toBe(200);
    expect((await patient.post(`/api/treatment-requests/${closed}/close`)).statusCode).toBe(200);

    const totals = await summary();
    expect(totals).toEqual(await recount(t));
    expect(totals).toMatchObject({
      totalRequests: 3,
      activeRequests: 1,
      totalBids: 4,
      acceptedBids: 1,
    });
    const hospitalView = (await hospitals[2]!.get('/api/dashboard/hospital')).json<{
      availableRequests: number;
    }>();
    expect(hospitalView.availableRequests).toBe(1);
  });

  it.skipIf(!isPostgresRun())('match a recount after concurrent accepts and bids', async () => {
    const requests = await Promise.all(Array.from({ length: 4 }, () => createRequest(patient)));
    const bidIds = await Promise.all(
      requests.flatMap((requestId) => hospitals.map((hospital) => createBid(hospital, requestId))),
    );
    const responses = await Promise.all(bidIds.map((id) => patient.post(`/api/bids/${id}/accept`)));
    // Counter rows must not add deadlocks: every accept either wins (200) or loses (409).
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(requests.length);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await summary()).toEqual(await recount(t));
  });
});
