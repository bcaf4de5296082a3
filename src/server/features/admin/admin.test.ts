import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.ts';
import { bids } from '../../db/schema/bids.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { users } from '../../db/schema/users.ts';
import { collectPages, expectErrorEnvelope } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  buildBid,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface MarketplaceSummary {
  totalRequests: number;
  activeRequests: number;
  totalBids: number;
  pendingBids: number;
  acceptedBids: number;
  hospitalsAwaitingVerification: number;
}

const ADMIN_GETS = [
  '/api/admin/patient-analytics',
  '/api/admin/stats',
  '/api/admin/marketplace-summary',
  '/api/admin/hospitals',
];

describe('admin', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let verifiedHospital: Actor;
  let norole: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    [patient, verifiedHospital, norole] = await Promise.all([
      createActor(t.app, 'patient'),
      createVerifiedHospital(t.app, admin, 'Verified'),
      createActor(t.app, 'none'),
    ]);
  });
  afterAll(() => t.close());

  it.each(ADMIN_GETS)(
    '%s: anonymous 401, patient/hospital/no role 403, admin 200',
    async (path) => {
      const hospital = verifiedHospital;
      expectErrorEnvelope(await testClient(t.app).get(path), 401);
      for (const caller of [patient, hospital, norole])
        expectErrorEnvelope(await caller.get(path), 403);
      expect((await admin.get(path)).statusCode).toBe(200);
    },
  );

  it('verifies a hospital: it may bid afterwards, and the action is in the audit log', async () => {
    const hospital = await createActor(t.app, 'hospital', { firstName: 'Newcomer' });
    const requestId = await createRequest(patient);
    expectErrorEnvelope(
      await hospital.post('/api/bids', buildBid(requestId)),
      403,
      'Your hospital account is awaiting verification',
    );

    for (const caller of [patient, hospital]) {
      expectErrorEnvelope(await caller.post(`/api/admin/hospitals/${hospital.id}/verify`), 403);
    }
    expectErrorEnvelope(
      await testClient(t.app).post(`/api/admin/hospitals/${hospital.id}/verify`),
      401,
    );
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, hospital.id))).toEqual(
      [],
    );

    const verified = await admin.post(`/api/admin/hospitals/${hospital.id}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      id: hospital.id,
      verified: true,
      firstName: 'Newcomer',
    });
    expect((await hospital.get('/api/auth/user')).json()).toMatchObject({ verified: true });

    const bid = await hospital.post('/api/bids', buildBid(requestId));
    expect(bid.statusCode, bid.body).toBe(201);
    expect(bid.json()).toMatchObject({ hospital: { verified: true } });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, hospital.id));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'hospital.verify',
        targetType: 'user',
        rowsAffected: 1,
      }),
    ]);
  });

  it('keeps a verification idempotent and answers non-hospital, unknown and malformed ids with 404', async () => {
    const hospital = verifiedHospital;
    const [before] = await t.db.select().from(users).where(eq(users.id, hospital.id));
    const again = await admin.post(`/api/admin/hospitals/${hospital.id}/verify`);
    expect(again.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, hospital.id));
    expect(after?.hospitalVerifiedAt).toEqual(before?.hospitalVerifiedAt);

    for (const id of [patient.id, admin.id, randomUUID(), 'not-a-uuid']) {
      expectErrorEnvelope(
        await admin.post(`/api/admin/hospitals/${id}/verify`),
        404,
        'Hospital not found',
      );
    }
    const [patientRow] = await t.db.select().from(users).where(eq(users.id, patient.id));
    expect(patientRow?.hospitalVerifiedAt).toBeNull();
  });

  it('lists the verification queue with ?verified=false', async () => {
    const waiting = await createActor(t.app, 'hospital');
    const done = verifiedHospital;
    const { items: queue } = await collectPages<{ id: string; verified: boolean }>(
      admin,
      '/api/admin/hospitals?verified=false&limit=100',
    );
    expect(queue.map((h) => h.id)).toContain(waiting.id);
    expect(queue.map((h) => h.id)).not.toContain(done.id);
    expect(queue.every((h) => !h.verified)).toBe(true);
    const { items: verified } = await collectPages<{ id: string; verified: boolean }>(
      admin,
      '/api/admin/hospitals?verified=true&limit=100',
    );
    expect(verified.map((h) => h.id)).toContain(done.id);
    expect(verified.every((h) => h.verified)).toBe(true);
  });

  it('counts the marketplace summary from the data', async () => {
    const summary = async () =>
      (await admin.get('/api/admin/marketplace-summary')).json<MarketplaceSummary>();
    const before = await summary();
    const h1 = await createVerifiedHospital(t.app, admin, 'S1');
    const h2 = await createVerifiedHospital(t.app, admin, 'S2');
    await createActor(t.app, 'hospital'); // awaiting verification
    const open = await createRequest(patient);
    const accepted = await createRequest(patient);
    const closed = await createRequest(patient);
    await createBid(h1, open);
    const rejected = await createBid(h2, open);
    const winner = await createBid(h1, accepted);
    await createBid(h2, accepted);
    expect((await patient.post(`/api/bids/${rejected}/reject`)).statusCode).toBe(200);
    expect((await patient.post(`/api/bids/${winner}/accept`)).statusCode).toBe(200);
    expect((await patient.post(`/api/treatment-requests/${closed}/close`)).statusCode).toBe(200);

    const after = await summary();
    expect(after).toEqual({
      totalRequests: before.totalRequests + 3,
      activeRequests: before.activeRequests + 1,
      totalBids: before.totalBids + 4,
      pendingBids: before.pendingBids + 1,
      acceptedBids: before.acceptedBids + 1,
      hospitalsAwaitingVerification: before.hospitalsAwaitingVerification + 1,
    });

    // And the absolute numbers agree with the tables.
    const [requests] = await t.db
      .select({
        total: count(),
        open: sql<number>`count(*) filter (where ${treatmentRequests.status} = 'open')`.mapWith(
          Number,
        ),
      })
      .from(treatmentRequests);
    const [bidCounts] = await t.db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${bids.status} = 'pending')`.mapWith(Number),
      })
      .from(bids);
    const [unverified] = await t.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'hospital'), isNull(users.hospitalVerifiedAt)));
    expect(after).toMatchObject({
      totalRequests: requests?.total,
      activeRequests: requests?.open,
      totalBids: bidCounts?.total,
      pendingBids: bidCounts?.pending,
      hospitalsAwaitingVerification: unverified?.n,
    });
  });

  it('counts users and patients in stats and patient analytics', async () => {
    const stats = async () =>
      (await admin.get('/api/admin/stats')).json<{
        totalUsers: number;
        totalRewardPoints: number;
      }>();
    const analytics = async () =>
      (await admin.get('/api/admin/patient-analytics')).json<{
        totalPatients: number;
        activeToday: number;
        activeThisWeek: number;
        firstTimeLoginsToday: number;
      }>();
    const [statsBefore, analyticsBefore] = [await stats(), await analytics()];
    await createActor(t.app, 'patient');
    await createActor(t.app, 'hospital');
    const [statsAfter, analyticsAfter] = [await stats(), await analytics()];
    expect(statsAfter.totalUsers).toBe(statsBefore.totalUsers + 2);
    expect(analyticsAfter).toEqual({
      totalPatients: analyticsBefore.totalPatients + 1,
      activeToday: analyticsBefore.activeToday + 1,
      activeThisWeek: analyticsBefore.activeThisWeek + 1,
      firstTimeLoginsToday: analyticsBefore.firstTimeLoginsToday + 1,
    });
    const [patients] = await t.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.role, 'patient'));
    expect(analyticsAfter.totalPatients).toBe(patients?.n);
  });
});
