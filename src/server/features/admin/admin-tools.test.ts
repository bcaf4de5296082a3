import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, AuditEntry } from '#shared/admin/admin.schemas.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { referrals, rewardPointsLedger } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import { collectPages, expectErrorEnvelope } from '../../test/expectations.ts';
import { ADMIN_TEST_EMAIL, createActor, createAdmin, type Actor } from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CLEANUPS = [
  { method: 'DELETE', url: '/api/admin/test-referrals' },
  { method: 'DELETE', url: '/api/admin/completed-referrals' },
  { method: 'POST', url: '/api/admin/reset-points' },
] as const;

describe('admin tools: cleanup actions, audit log, launch checklist', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let hospital: Actor;
  let norole: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    [patient, hospital, norole] = await Promise.all([
      createActor(t.app, 'patient'),
      createActor(t.app, 'hospital'),
      createActor(t.app, 'none'),
    ]);
  });
  afterAll(() => t.close());

  const stats = async () => (await admin.get('/api/admin/stats')).json<AdminStats>();

  /** The SPEC §2.6 statistics recounted from the tables, to compare with the counters. */
  async function recount(): Promise<AdminStats> {
    const [userCounts] = await t.db
      .select({
        totalUsers: count(),
        totalRewardPoints: sql<number>`coalesce(sum(${users.rewardPoints}), 0)`.mapWith(Number),
      })
      .from(users);
    const byStatus = async (status: 'pending' | 'completed') =>
      (await t.db.select({ n: count() }).from(referrals).where(eq(referrals.status, status)))[0]
        ?.n ?? 0;
    return {
      totalUsers: userCounts?.totalUsers ?? 0,
      pendingReferrals: await byStatus('pending'),
      completedReferrals: await byStatus('completed'),
      totalRewardPoints: userCounts?.totalRewardPoints ?? 0,
    };
  }

  /** Referrals of `patient`: `pending` invitations, one signed_up and `completed` uses. */
  async function seedReferrals(counts: { pending: number; completed: number }) {
    const referees = await Promise.all(
      Array.from({ length: counts.completed + 1 }, () => createActor(t.app, 'patient')),
    );
    const code = () => randomUUID().slice(0, 8).toUpperCase();
    await t.db.insert(referrals).values([
      ...Array.from({ length: counts.pending }, (_, i) => ({
        referrerId: patient.id,
        referralCode: code(),
        refereeEmail: `invitee-${i}@example.test`,
      })),
      {
        referrerId: patient.id,
        referralCode: code(),
        refereeId: referees[0]!.id,
        status: 'signed_up' as const,
      },
      ...referees.slice(1).map((referee) => ({
        referrerId: patient.id,
        referralCode: code(),
        refereeId: referee.id,
        status: 'completed' as const,
        rewardPoints: 100,
        completedAt: new Date(),
      })),
    ]);
    return referees;
  }

  /** Credits `points` to a user as the referral feature does: a ledger row plus the balance. */
  async function credit(userId: string, points: number) {
    await t.db.transaction(async (tx) => {
      await tx
        .insert(rewardPointsLedger)
        .values({ userId, points, reason: 'test_credit', sourceId: randomUUID() });
      await tx
        .update(users)
        .set({ rewardPoints: sql`${users.rewardPoints} + ${points}` })
        .where(eq(users.id, userId));
    });
  }

  const auditEntries = (action: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.action, action));

  it.each(CLEANUPS)(
    '$method $url: anonymous 401, other roles 403 (audited), nothing changes',
    async ({ method, url }) => {
      await seedReferrals({ pending: 1, completed: 1 });
      await credit(patient.id, 10);
      const before = await recount();

      expectErrorEnvelope(await testClient(t.app).request({ method, url }), 401);
      for (const caller of [patient, hospital, norole])
        expectErrorEnvelope(await caller.request({ method, url }), 403);

      expect(await recount()).toEqual(before);
      const route = `${method} ${url}`;
      const denied = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'admin.access_denied'), eq(auditLog.targetId, route)));
      expect(denied).toHaveLength(3);
      expect(denied.map((entry) => entry.actorId).sort()).toEqual(
        [patient.id, hospital.id, norole.id].sort(),
      );
      expect(denied.map((entry) => entry.details)).toEqual(
        expect.arrayContaining([{ role: 'patient' }, { role: 'hospital' }, { role: null }]),
      );
      expect(denied.every((entry) => entry.targetType === 'route')).toBe(true);
    },
  );

  it('DELETE /api/admin/test-referrals deletes only pending referrals and keeps every account', async () => {
    const referees = await seedReferrals({ pending: 3, completed: 2 });
    const before = await recount();
    expect(before.pendingReferrals).toBeGreaterThanOrEqual(3);
    const startedAt = Date.now();

    const response = await admin.request({ method: 'DELETE', url: '/api/admin/test-referrals' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ rowsAffected: before.pendingReferrals });

    const after = await recount();
    expect(after).toEqual({ ...before, pendingReferrals: 0 });
    expect(await stats()).toEqual(after);
    const kept = await t.db.select({ id: users.id }).from(users);
    expect(kept.map((u) => u.id)).toEqual(
      expect.arrayContaining([patient.id, ...referees.map((r) => r.id)]),
    );
    const [signedUp] = await t.db
      .select({ n: count() })
      .from(referrals)
      .where(eq(referrals.refereeId, referees[0]!.id));
    expect(signedUp?.n).toBe(1);

    const entries = await auditEntries('referrals.delete_pending');
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        targetType: 'referrals',
        rowsAffected: before.pendingReferrals,
        details: { status: 'pending' },
      }),
    ]);
    expect(entries[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
  });

  it('DELETE /api/admin/completed-referrals deletes only completed referrals; accounts and points stay', async () => {
    const referees = await seedReferrals({ pending: 1, completed: 2 });
    await credit(referees[1]!.id, 100);
    const before = await recount();

    const response = await admin.request({
      method: 'DELETE',
      url: '/api/admin/completed-referrals',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ rowsAffected: before.completedReferrals });

    const after = await recount();
    expect(after).toEqual({ ...before, completedReferrals: 0 });
    expect(after.pendingReferrals).toBeGreaterThanOrEqual(1);
    expect(await stats()).toEqual(after);
    const [referee] = await t.db.select().from(users).where(eq(users.id, referees[1]!.id));
    expect(referee?.rewardPoints).toBe(100);

    expect(await auditEntries('referrals.delete_completed')).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        rowsAffected: before.completedReferrals,
        details: { status: 'completed' },
      }),
    ]);
  });

  it('POST /api/admin/reset-points zeroes every balance with compensating ledger rows', async () => {
    await credit(patient.id, 100);
    await credit(hospital.id, 250);
    const holders = await t.db
      .select({ id: users.id, points: users.rewardPoints })
      .from(users)
      .where(sql`${users.rewardPoints} <> 0`);
    expect(holders.length).toBeGreaterThanOrEqual(2);
    const before = await recount();
    const userCount = before.totalUsers;

    const response = await admin.post('/api/admin/reset-points');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ rowsAffected: holders.length });

    const after = await recount();
    expect(after).toEqual({ ...before, totalRewardPoints: 0 });
    expect(after.totalUsers).toBe(userCount);
    expect(await stats()).toEqual(after);

    const [entry] = await auditEntries('reward_points.reset');
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'users',
      rowsAffected: holders.length,
      details: { ledgerReason: 'admin_reset' },
    });
    const compensations = await t.db
      .select({ userId: rewardPointsLedger.userId, points: rewardPointsLedger.points })
      .from(rewardPointsLedger)
      .where(
        and(
          eq(rewardPointsLedger.reason, 'admin_reset'),
          eq(rewardPointsLedger.sourceId, entry!.id),
        ),
      );
    expect(compensations).toHaveLength(holders.length);
    expect(compensations).toEqual(
      expect.arrayContaining(holders.map((h) => ({ userId: h.id, points: -h.points }))),
    );
    // Every credited user's ledger now sums to their balance: 0.
    const [patientLedger] = await t.db
      .select({ sum: sql<number>`sum(${rewardPointsLedger.points})`.mapWith(Number) })
      .from(rewardPointsLedger)
      .where(eq(rewardPointsLedger.userId, patient.id));
    expect(patientLedger?.sum).toBe(0);

    // A second reset changes nothing but is still audited.
    const again = await admin.post('/api/admin/reset-points');
    expect(again.json()).toEqual({ rowsAffected: 0 });
    expect(await auditEntries('reward_points.reset')).toHaveLength(2);
  });

  it('GET /api/admin/audit-log lists entries newest first, page by page, admins only', async () => {
    await admin.request({ method: 'DELETE', url: '/api/admin/test-referrals' });
    // Entries within one millisecond have no defined order; keep these two apart.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await admin.post('/api/admin/reset-points');

    const { items, pages } = await collectPages<AuditEntry>(admin, '/api/admin/audit-log?limit=2');
    const [total] = await t.db.select({ n: count() }).from(auditLog);
    expect(items).toHaveLength(total?.n ?? -1);
    expect(pages).toBeGreaterThan(1);
    const times = items.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(items.map((entry) => entry.id)).size).toBe(items.length);
    expect(items[0]).toMatchObject({
      action: 'reward_points.reset',
      actor: { id: admin.id, email: ADMIN_TEST_EMAIL, firstName: 'Ada', lastName: 'Admin' },
      targetType: 'users',
      details: { ledgerReason: 'admin_reset' },
    });
    expect(items[1]).toMatchObject({ action: 'referrals.delete_pending' });

    expectErrorEnvelope(await testClient(t.app).get('/api/admin/audit-log'), 401);
    expectErrorEnvelope(await patient.get('/api/admin/audit-log'), 403);
    expectErrorEnvelope(await admin.get('/api/admin/audit-log?limit=101'), 400);
    expectErrorEnvelope(await admin.get('/api/admin/audit-log?cursor=forged'), 400);
    expectErrorEnvelope(await admin.get('/api/admin/audit-log?role=admin'), 400);
  });

  it('GET /api/admin/launch-checklist reports configuration as booleans only', async () => {
    const response = await admin.get('/api/admin/launch-checklist');
    expect(response.statusCode).toBe(200);
    const items = response.json<Array<{ id: string; status: string }>>();
    const status = Object.fromEntries(items.map((item) => [item.id, item.status]));
    expect(status).toMatchObject({
      'admin-emails': 'done',
      smtp: 'todo',
      'session-secret': 'todo',
      'https-origin': 'todo',
      backups: 'manual',
    });
    expect(response.body).not.toContain(ADMIN_TEST_EMAIL);
    expect(response.body).not.toContain(t.config.appOrigin);
    expectErrorEnvelope(await hospital.get('/api/admin/launch-checklist'), 403);
  });
});
