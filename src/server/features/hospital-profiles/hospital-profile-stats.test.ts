import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HospitalProfilePage } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
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
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MINUTE_MS = 60_000;

describe('hospital profile statistics (ADR 0052)', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
  });
  afterAll(() => t.close());

  /** A request whose first bid from `hospital` came `minutes` after it was created. */
  async function respondAfter(hospital: Actor, minutes: number): Promise<string> {
    const requestId = await createRequest(patient);
    const bidId = await createBid(hospital, requestId);
    const bidAt = new Date(Date.now() - 24 * 60 * MINUTE_MS);
    await t.db.update(bids).set({ createdAt: bidAt }).where(eq(bids.id, bidId));
    await t.db
      .update(treatmentRequests)
      .set({ createdAt: new Date(bidAt.getTime() - minutes * MINUTE_MS) })
      .where(eq(treatmentRequests.id, requestId));
    return bidId;
  }

  const statsOf = async (hospital: Actor) =>
    (await patient.get(`/api/hospital-profiles/${hospital.id}`)).json<HospitalProfilePage>().stats;

  it('gives the median time to first bid once three requests were answered', async () => {
    const hospital = await createVerifiedHospital(t.app, admin, 'Median');
    await respondAfter(hospital, 30);
    await respondAfter(hospital, 600);
    expect(await statsOf(hospital)).toMatchObject({
      medianResponseMinutes: null,
      respondedRequests: 2,
    });
    await respondAfter(hospital, 90);
    await respondAfter(hospital, 120);
    // Four requests: 30, 90, 120, 600 minutes; the median is halfway between 90 and 120.
    expect(await statsOf(hospital)).toMatchObject({
      medianResponseMinutes: 105,
      respondedRequests: 4,
    });
  });

  it('counts requests won and the published rating', async () => {
    const hospital = await createVerifiedHospital(t.app, admin, 'Winner');
    const requestId = await createRequest(patient);
    const bidId = await createBid(hospital, requestId);
    expect((await statsOf(hospital)).requestsWon).toBe(0);
    expect((await patient.post(`/api/bids/${bidId}/accept`)).statusCode).toBe(200);
    const stats = await statsOf(hospital);
    expect(stats).toMatchObject({
      requestsWon: 1,
      totalBids: 1,
      reviewCount: 0,
      averageRating: null,
    });
  });
});
