import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPages, expectErrorEnvelope } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('dashboards: summary counts (DESIGN §4)', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let hospitalA: Actor;
  let hospitalB: Actor;
  let hospitalC: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
    hospitalA = await createVerifiedHospital(t.app, admin, 'A');
    hospitalB = await createVerifiedHospital(t.app, admin, 'B');
    hospitalC = await createVerifiedHospital(t.app, admin, 'C');

    // Three requests: open with two pending bids; accepted (A won, B rejected by the accept);
    // closed without bids. A's bid on the open request is rejected by hand.
    const open = await createRequest(patient);
    const accepted = await createRequest(patient);
    const closed = await createRequest(patient);
    const rejectedByHand = await createBid(hospitalA, open);
    await createBid(hospitalB, open);
    await createBid(hospitalC, open);
    const winner = await createBid(hospitalA, accepted);
    await createBid(hospitalB, accepted);
    for (const [path, expected] of [
      [`/api/bids/${rejectedByHand}/reject`, 200],
      [`/api/bids/${winner}/accept`, 200],
      [`/api/treatment-requests/${closed}/close`, 200],
    ] as const) {
      const response = await patient.post(path);
      if (response.statusCode !== expected) throw new Error(`${path}: ${response.body}`);
    }
  });
  afterAll(() => t.close());

  it('counts the patient dashboard from the patient’s own data', async () => {
    const response = await patient.get('/api/dashboard/patient');
    expect(response.statusCode).toBe(200);
    // Pending: B and C on the open request. Accepted: A on the accepted one.
    expect(response.json()).toEqual({
      totalRequests: 3,
      activeRequests: 1,
      activeBids: 2,
      acceptedBids: 1,
    });

    const other = await createActor(t.app, 'patient');
    expect((await other.get('/api/dashboard/patient')).json()).toEqual({
      totalRequests: 0,
      activeRequests: 0,
      activeBids: 0,
      acceptedBids: 0,
    });
  });

  it('counts the hospital dashboard from the hospital’s own bids and the open market', async () => {
    const { items: market } = await collectPages(
      hospitalA,
      '/api/treatment-requests/available?limit=100',
    );
    const summaries = await Promise.all(
      [hospitalA, hospitalB, hospitalC].map(async (h) =>
        (await h.get('/api/dashboard/hospital')).json(),
      ),
    );
    expect(summaries).toEqual([
      { availableRequests: market.length, myBids: 2, pendingBids: 0, bidsWon: 1 },
      { availableRequests: market.length, myBids: 2, pendingBids: 1, bidsWon: 0 },
      { availableRequests: market.length, myBids: 1, pendingBids: 1, bidsWon: 0 },
    ]);
    expect(market.length).toBeGreaterThanOrEqual(1);
  });

  it('follows a new open request into availableRequests', async () => {
    const before = (await hospitalC.get('/api/dashboard/hospital')).json<{
      availableRequests: number;
    }>();
    await createRequest(patient);
    const after = (await hospitalC.get('/api/dashboard/hospital')).json<{
      availableRequests: number;
    }>();
    expect(after.availableRequests).toBe(before.availableRequests + 1);
  });

  it('gates the dashboards by role: anonymous 401, the other role and no role 403, admin 200', async () => {
    const norole = await createActor(t.app, 'none');
    expectErrorEnvelope(await testClient(t.app).get('/api/dashboard/patient'), 401);
    expectErrorEnvelope(await testClient(t.app).get('/api/dashboard/hospital'), 401);
    expectErrorEnvelope(await hospitalA.get('/api/dashboard/patient'), 403);
    expectErrorEnvelope(await patient.get('/api/dashboard/hospital'), 403);
    expectErrorEnvelope(await norole.get('/api/dashboard/patient'), 403);
    expectErrorEnvelope(await norole.get('/api/dashboard/hospital'), 403);
    expect((await admin.get('/api/dashboard/patient')).statusCode).toBe(200);
    expect((await admin.get('/api/dashboard/hospital')).statusCode).toBe(200);
  });
});
