import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonials } from '../../db/schema/testimonials.ts';
import { collectPages, expectErrorEnvelope, nextPageUrl } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createAcceptedConversation,
  createConversation,
  createRequest,
  type Actor,
} from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface ReviewBody {
  id: string;
  rating: number;
  title: string;
  content: string;
  createdAt: string;
  patient: { firstName: string | null; lastName: string | null; avatarUrl: string | null };
  hospital: { id: string; firstName: string | null };
  patientId?: string;
  treatmentRequestId?: string | null;
  verified?: boolean;
}

const review = (hospitalId: string, overrides: Record<string, unknown> = {}) => ({
  hospitalId,
  rating: 5,
  title: 'Excellent cardiac care',
  content: 'The team explained every step and the recovery plan was clear and well organised.',
  ...overrides,
});

describe('testimonials', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  /** A new patient whose request has an accepted bid from a new verified hospital. */
  const acceptedTreatment = (options: Parameters<typeof createConversation>[2] = {}) =>
    createAcceptedConversation(t.app, admin, options);

  async function submitReview(patient: Actor, body: Record<string, unknown>) {
    return patient.post('/api/testimonials', body);
  }

  async function publish(id: string) {
    const response = await admin.post(`/api/admin/testimonials/${id}/verify`);
    expect(response.statusCode, response.body).toBe(200);
  }

  const storedReviewsOf = (patientId: string) =>
    t.db.select().from(testimonials).where(eq(testimonials.patientId, patientId));

  describe('submit', () => {
    it('lets the patient review the hospital whose bid they accepted, held for moderation', async () => {
      const { patient, hospital, requestId } = await acceptedTreatment({
        patient: { firstName: 'Priya', lastName: 'sharma' },
        hospital: 'Lotus',
      });
      const response = await submitReview(patient, review(hospital.id));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<ReviewBody>()).toMatchObject({
        rating: 5,
        title: 'Excellent cardiac care',
        patientId: patient.id,
        treatmentRequestId: requestId,
        verified: false,
        patient: { firstName: 'Priya', lastName: 'S.' },
        hospital: { id: hospital.id, firstName: 'Lotus' },
      });
      expect(await storedReviewsOf(patient.id)).toEqual([
        expect.objectContaining({ treatmentRequestId: requestId, verified: false }),
      ]);
    });

    it('takes an explicit treatmentRequestId, trims text, and allows one review per request (409)', async () => {
      const { patient, hospital, requestId } = await acceptedTreatment();
      const first = await submitReview(
        patient,
        review(hospital.id, { treatmentRequestId: requestId, title: '  Great stay  ' }),
      );
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json<ReviewBody>().title).toBe('Great stay');
      for (const body of [
        review(hospital.id, { treatmentRequestId: requestId }),
        review(hospital.id),
      ]) {
        expectErrorEnvelope(
          await submitReview(patient, body),
          409,
          'You have already reviewed this treatment',
        );
      }
      expect(await storedReviewsOf(patient.id)).toHaveLength(1);
    });

    it('allows a second review for a second accepted request with the same hospital', async () => {
      const { patient, hospital, requestId } = await acceptedTreatment();
      const second = await createRequest(patient, { procedureType: 'Follow-up' });
      const bidId = await createBid(hospital, second);
      expect((await patient.post(`/api/bids/${bidId}/accept`)).statusCode).toBe(200);
      expect((await submitReview(patient, review(hospital.id))).statusCode).toBe(201);
      expect((await submitReview(patient, review(hospital.id))).statusCode).toBe(201);
      expectErrorEnvelope(await submitReview(patient, review(hospital.id)), 409);
      const stored = await storedReviewsOf(patient.id);
      expect(stored.map((r) => r.treatmentRequestId).sort()).toEqual([requestId, second].sort());
    });

    it('refuses concurrent duplicates: exactly one is stored', async () => {
      const { patient, hospital, requestId } = await acceptedTreatment();
      const body = review(hospital.id, { treatmentRequestId: requestId });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => submitReview(patient, body)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await storedReviewsOf(patient.id)).toHaveLength(1);
    });

    it('refuses anyone but that patient, and a patient without an accepted bid', async () => {
      const { patient, hospital, requestId } = await acceptedTreatment();
      const other = await createActor(t.app, 'patient');
      const norole = await createActor(t.app, 'none');
      const body = review(hospital.id, { treatmentRequestId: requestId });

      expectErrorEnvelope(await testClient(t.app).post('/api/testimonials', body), 401);
      for (const caller of [hospital, admin, norole]) {
        expectErrorEnvelope(await submitReview(caller as Actor, body), 403);
      }
      const notAllowed = 'You can only review a hospital whose bid you accepted';
      expectErrorEnvelope(await submitReview(other, body), 403, notAllowed);
      expectErrorEnvelope(await submitReview(other, review(hospital.id)), 403, notAllowed);

      // A pending bid is not enough; nor is naming a request or hospital that does not match.
      const pending = await createConversation(t.app, admin);
      expectErrorEnvelope(
        await submitReview(pending.patient, review(pending.hospital.id)),
        403,
        notAllowed,
      );
      expectErrorEnvelope(
        await submitReview(patient, review(pending.hospital.id)),
        403,
        notAllowed,
      );
      expectErrorEnvelope(
        await submitReview(patient, review(hospital.id, { treatmentRequestId: pending.requestId })),
        403,
        notAllowed,
      );
      expectErrorEnvelope(
        await submitReview(patient, review(randomUUID(), { treatmentRequestId: requestId })),
        403,
        notAllowed,
      );
      expect(await storedReviewsOf(patient.id)).toEqual([]);
      expect(await storedReviewsOf(other.id)).toEqual([]);
    });

    it('refuses a rejected bid’s hospital', async () => {
      const { patient, hospital, requestId } = await acceptedTreatment();
      const rival = await createConversation(t.app, admin);
      const rivalRequest = await createRequest(patient);
      const rivalBid = await createBid(rival.hospital, rivalRequest);
      expect((await patient.post(`/api/bids/${rivalBid}/reject`)).statusCode).toBe(200);
      expectErrorEnvelope(await submitReview(patient, review(rival.hospital.id)), 403);
      expect(
        (await submitReview(patient, review(hospital.id, { treatmentRequestId: requestId })))
          .statusCode,
      ).toBe(201);
    });

    it.each([
      [{ hospitalId: undefined }, 'Hospital ID is required'],
      [{ hospitalId: 'not-a-uuid' }, 'Hospital ID is required'],
      [{ title: 'Good' }, 'Title must be at least 5 characters'],
      [{ title: '   Ok    ' }, 'Title must be at least 5 characters'],
      [{ title: undefined }, 'Title must be at least 5 characters'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      [{ content: 'Too short a review.' }, 'Review must be at least 20 characters'],
      [{ content: undefined }, 'Review must be at least 20 characters'],
      [{ content: 'x'.repeat(5001) }, 'Review must be at most 5000 characters'],
      [{ rating: 0 }, 'Please select a rating'],
      [{ rating: undefined }, 'Please select a rating'],
      [{ rating: 6 }, 'Rating must be between 1 and 5'],
      [{ rating: 4.5 }, 'Rating must be a whole number'],
      [{ rating: '5' }, 'Please select a rating'],
      [{ treatmentRequestId: 'R1' }, 'Treatment request ID is not valid'],
    ])('answers %o with 400 “%s” and stores nothing', async (overrides, message) => {
      const { patient, hospital } = await acceptedTreatment();
      const body = { ...review(hospital.id), ...overrides };
      const error = expectErrorEnvelope(await submitReview(patient, body), 400, message);
      expect(error.issues?.length).toBeGreaterThan(0);
      expect(await storedReviewsOf(patient.id)).toEqual([]);
    });

    it.each([
      ['verified', true],
      ['patientId', randomUUID()],
      ['id', randomUUID()],
      ['createdAt', '2020-01-01T00:00:00Z'],
      ['__proto__', { verified: true }],
    ])('refuses the server-owned field %s (mass assignment) with 400', async (field, value) => {
      const { patient, hospital } = await acceptedTreatment();
      const body = JSON.stringify({ ...review(hospital.id) }).replace(
        /^\{/,
        `{${JSON.stringify(field)}:${JSON.stringify(value)},`,
      );
      const response = await patient.request({
        method: 'POST',
        url: '/api/testimonials',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expectErrorEnvelope(response, 400);
      expect(await storedReviewsOf(patient.id)).toEqual([]);
    });
  });

  describe('public lists', () => {
    it('lists only verified reviews, newest first, with first name and last initial only', async () => {
      const anonymous = testClient(t.app);
      const a = await acceptedTreatment({ patient: { firstName: 'Ana', lastName: 'Lopez' } });
      const b = await acceptedTreatment({ patient: { firstName: 'Ben', lastName: 'Okafor' } });
      const pendingOne = await acceptedTreatment();
      const first = (await submitReview(a.patient, review(a.hospital.id))).json<ReviewBody>();
      const second = (
        await submitReview(b.patient, review(b.hospital.id, { rating: 3, title: 'Decent stay' }))
      ).json<ReviewBody>();
      const hidden = (
        await submitReview(pendingOne.patient, review(pendingOne.hospital.id))
      ).json<ReviewBody>();

      const before = await anonymous.get('/api/testimonials/verified?limit=100');
      expect(before.statusCode).toBe(200);
      const beforeIds = before.json<ReviewBody[]>().map((r) => r.id);
      expect(beforeIds).not.toContain(first.id);

      await publish(first.id);
      await publish(second.id);
      const after = await anonymous.get('/api/testimonials/verified?limit=100');
      const items = after.json<ReviewBody[]>();
      const ids = items.map((r) => r.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
      expect(ids).not.toContain(hidden.id);
      const shown = items.find((r) => r.id === first.id);
      expect(shown).toEqual({
        id: first.id,
        rating: 5,
        title: 'Excellent cardiac care',
        content: expect.any(String),
        createdAt: expect.any(String),
        patient: { firstName: 'Ana', lastName: 'L.', avatarUrl: null },
        hospital: { id: a.hospital.id, firstName: 'Test Hospital' },
      });
      expect(JSON.stringify(items)).not.toMatch(/Lopez|Okafor|@example\.test/);
    });

    it('pages with limit (default 6, at most 100) and a Link header', async () => {
      for (let i = 0; i < 7; i += 1) {
        const { patient, hospital } = await acceptedTreatment();
        await publish((await submitReview(patient, review(hospital.id))).json<ReviewBody>().id);
      }
      const anonymous = testClient(t.app);
      const firstPage = await anonymous.get('/api/testimonials/verified');
      expect(firstPage.json<ReviewBody[]>()).toHaveLength(6);
      expect(nextPageUrl(firstPage)).toMatch(/limit=6&cursor=/);
      const { items } = await collectPages<ReviewBody>(
        anonymous,
        '/api/testimonials/verified?limit=2',
      );
      expect(new Set(items.map((r) => r.id)).size).toBe(items.length);
      expect(items.length).toBeGreaterThanOrEqual(7);
      for (const query of ['limit=101', 'limit=0', 'limit=x', 'cursor=bogus', 'verified=false']) {
        expectErrorEnvelope(await anonymous.get(`/api/testimonials/verified?${query}`), 400);
      }
    });

    it('lists a hospital’s verified reviews with the average rating and count', async () => {
      const { patient, hospital, requestId } = await acceptedTreatment();
      const second = await createRequest(patient);
      const secondBid = await createBid(hospital, second);
      await patient.post(`/api/bids/${secondBid}/accept`);
      const third = await createRequest(patient);
      const thirdBid = await createBid(hospital, third);
      await patient.post(`/api/bids/${thirdBid}/accept`);
      const anonymous = testClient(t.app);
      const rating = () => anonymous.get(`/api/testimonials/hospital/${hospital.id}/rating`);
      expect((await rating()).json()).toEqual({
        hospitalId: hospital.id,
        averageRating: null,
        reviewCount: 0,
      });

      const ids: string[] = [];
      for (const [stars, request] of [
        [5, requestId],
        [4, second],
        [1, third],
      ] as const) {
        const body = review(hospital.id, { rating: stars, treatmentRequestId: request });
        ids.push((await submitReview(patient, body)).json<ReviewBody>().id);
      }
      await publish(ids[0] ?? '');
      await publish(ids[1] ?? '');
      expect((await rating()).json()).toEqual({
        hospitalId: hospital.id,
        averageRating: 4.5,
        reviewCount: 2,
      });
      const list = await anonymous.get(`/api/testimonials/hospital/${hospital.id}`);
      expect(list.json<ReviewBody[]>().map((r) => r.id)).toEqual([ids[1], ids[0]]);

      for (const id of [patient.id, randomUUID(), 'not-a-uuid']) {
        expectErrorEnvelope(
          await anonymous.get(`/api/testimonials/hospital/${id}`),
          404,
          'Hospital not found',
        );
        expectErrorEnvelope(
          await anonymous.get(`/api/testimonials/hospital/${id}/rating`),
          404,
          'Hospital not found',
        );
      }
    });

    it('tells a patient which accepted treatments they can still review', async () => {
      const { patient, hospital, requestId, bidId } = await acceptedTreatment({
        hospital: 'Apollo',
        request: { procedureType: 'Angiography' },
      });
      const reviewable = await patient.get('/api/testimonials/reviewable');
      expect(reviewable.json()).toEqual([
        {
          id: bidId,
          treatmentRequestId: requestId,
          procedureType: 'Angiography',
          hospitalId: hospital.id,
          hospital: { firstName: 'Apollo' },
          createdAt: expect.any(String),
        },
      ]);
      await submitReview(patient, review(hospital.id));
      expect((await patient.get('/api/testimonials/reviewable')).json()).toEqual([]);
      expectErrorEnvelope(await hospital.get('/api/testimonials/reviewable'), 403);
      expectErrorEnvelope(await admin.get('/api/testimonials/reviewable'), 403);
      expectErrorEnvelope(await testClient(t.app).get('/api/testimonials/reviewable'), 401);
    });
  });
});
