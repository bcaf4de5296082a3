import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.ts';
import { testimonials } from '../../db/schema/testimonials.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createAcceptedConversation,
  type Actor,
} from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface ReviewBody {
  id: string;
  verified: boolean;
  patientId: string;
}

describe('testimonial moderation', () => {
  let t: TestApp;
  let admin: Actor;
  let others: Actor[];

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    others = await Promise.all([
      createActor(t.app, 'patient'),
      createActor(t.app, 'hospital'),
      createActor(t.app, 'none'),
    ]);
  });
  afterAll(() => t.close());

  /** A pending review by a new patient of the hospital whose bid they accepted. */
  async function pendingReview(): Promise<ReviewBody & { author: Actor }> {
    const { patient, hospital } = await createAcceptedConversation(t.app, admin);
    const response = await patient.post('/api/testimonials', {
      hospitalId: hospital.id,
      rating: 4,
      title: 'Kind and careful staff',
      content: 'Everything was explained clearly and the nurses checked on me every hour.',
    });
    expect(response.statusCode, response.body).toBe(201);
    return { ...response.json<ReviewBody>(), author: patient };
  }

  const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  const remove = (caller: { request: Actor['request'] }, id: string) =>
    caller.request({ method: 'DELETE', url: `/api/admin/testimonials/${id}` });
  const verifiedIds = async () =>
    (await testClient(t.app).get('/api/testimonials/verified?limit=100'))
      .json<ReviewBody[]>()
      .map((r) => r.id);

  it('is admin only: anonymous 401, every other role 403, nothing changes', async () => {
    const review = await pendingReview();
    const anonymous = testClient(t.app);
    expectErrorEnvelope(await anonymous.get('/api/admin/testimonials'), 401);
    expectErrorEnvelope(await anonymous.post(`/api/admin/testimonials/${review.id}/verify`), 401);
    expectErrorEnvelope(await remove(anonymous, review.id), 401);
    for (const caller of [...others, review.author]) {
      expectErrorEnvelope(await caller.get('/api/admin/testimonials?status=pending'), 403);
      expectErrorEnvelope(await caller.post(`/api/admin/testimonials/${review.id}/verify`), 403);
      expectErrorEnvelope(await remove(caller, review.id), 403);
    }
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.id, review.id));
    expect(row?.verified).toBe(false);
    expect(await auditOf(review.id)).toEqual([]);
  });

  it('lists the queue by status', async () => {
    const waiting = await pendingReview();
    const published = await pendingReview();
    await admin.post(`/api/admin/testimonials/${published.id}/verify`);
    const ids = async (query: string) =>
      (await admin.get(`/api/admin/testimonials${query}`)).json<ReviewBody[]>().map((r) => r.id);
    const pending = await ids('?status=pending&limit=100');
    expect(pending).toContain(waiting.id);
    expect(pending).not.toContain(published.id);
    const verified = await ids('?status=verified&limit=100');
    expect(verified).toContain(published.id);
    expect(verified).not.toContain(waiting.id);
    expect(await ids('?limit=100')).toEqual(expect.arrayContaining([waiting.id, published.id]));
    const [first] = (await admin.get('/api/admin/testimonials?status=pending')).json<
      ReviewBody[]
    >();
    expect(first).toMatchObject({ verified: false, patientId: expect.any(String) });
    for (const query of ['?status=approved', '?limit=101', '?verified=true']) {
      expectErrorEnvelope(await admin.get(`/api/admin/testimonials${query}`), 400);
    }
  });

  it('publishes a review once (compare-and-set) with an audit entry', async () => {
    const review = await pendingReview();
    expect(await verifiedIds()).not.toContain(review.id);
    const published = await admin.post(`/api/admin/testimonials/${review.id}/verify`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ id: review.id, verified: true });
    expect(await verifiedIds()).toContain(review.id);

    expectErrorEnvelope(
      await admin.post(`/api/admin/testimonials/${review.id}/verify`),
      409,
      'This review is already published',
    );
    expect(await auditOf(review.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'testimonial.verify',
        targetType: 'testimonial',
        rowsAffected: 1,
      }),
    ]);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expectErrorEnvelope(
        await admin.post(`/api/admin/testimonials/${id}/verify`),
        404,
        'Review not found',
      );
    }
  });

  it('removes a review, published or not, with an audit entry; a second removal is 404', async () => {
    const pending = await pendingReview();
    const published = await pendingReview();
    await admin.post(`/api/admin/testimonials/${published.id}/verify`);
    for (const review of [pending, published]) {
      const removed = await remove(admin, review.id);
      expect(removed.statusCode, removed.body).toBe(204);
      expect(await t.db.select().from(testimonials).where(eq(testimonials.id, review.id))).toEqual(
        [],
      );
      expect(await auditOf(review.id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ actorId: admin.id, action: 'testimonial.remove' }),
        ]),
      );
      expectErrorEnvelope(await remove(admin, review.id), 404, 'Review not found');
    }
    expect(await verifiedIds()).not.toContain(published.id);
    expectErrorEnvelope(await remove(admin, 'not-a-uuid'), 404);
  });
});
