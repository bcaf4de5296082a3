import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids } from '../../db/schema/bids.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
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
import { createTestApp, isPostgresRun, type TestApp } from '../../test/test-app.ts';

const CONCURRENT_ACCEPTS = 20;
const ROUNDS = 20;

// DESIGN §5 / SECURITY §4: under any number of concurrent accepts exactly one succeeds. Only
// PostgreSQL runs these concurrently (PGlite is one connection); the test app's pool has 25.
describe.skipIf(!isPostgresRun())('bids: races on PostgreSQL', () => {
  let t: TestApp;
  let patient: Actor;
  let hospitals: Actor[];

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    const admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
    hospitals = await Promise.all(
      Array.from({ length: CONCURRENT_ACCEPTS }, (_, i) =>
        createVerifiedHospital(t.app, admin, `Racer ${i}`),
      ),
    );
  });
  afterAll(() => t.close());

  it(
    `${CONCURRENT_ACCEPTS} concurrent accepts of different bids on one request leave exactly one accepted, ${ROUNDS} times`,
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const requestId = await createRequest(patient, { procedureType: `Race round ${round}` });
        const bidIds = await Promise.all(
          hospitals.map((h, i) => createBid(h, requestId, { price: 5000 + i })),
        );

        const responses = await Promise.all(
          bidIds.map((id) => patient.post(`/api/bids/${id}/accept`)),
        );

        const statuses = responses.map((r) => r.statusCode).sort();
        expect(statuses, `round ${round}`).toEqual([
          200,
          ...Array<number>(CONCURRENT_ACCEPTS - 1).fill(409),
        ]);
        const winner = responses.find((r) => r.statusCode === 200)?.json<{ id: string }>().id;

        const stored = await t.db
          .select({ id: bids.id, status: bids.status })
          .from(bids)
          .where(eq(bids.treatmentRequestId, requestId));
        expect(stored, `round ${round}`).toHaveLength(CONCURRENT_ACCEPTS);
        expect(
          stored.filter((b) => b.status === 'accepted').map((b) => b.id),
          `round ${round}`,
        ).toEqual([winner]);
        expect(
          stored.filter((b) => b.status === 'rejected'),
          `round ${round}`,
        ).toHaveLength(CONCURRENT_ACCEPTS - 1);
        const [request] = await t.db
          .select({ status: treatmentRequests.status })
          .from(treatmentRequests)
          .where(eq(treatmentRequests.id, requestId));
        expect(request?.status, `round ${round}`).toBe('accepted');
      }
    },
  );

  it('10 concurrent duplicate bids from one hospital store exactly one', async () => {
    const [hospital] = hospitals;
    if (!hospital) throw new Error('no hospital');
    for (let round = 0; round < 5; round += 1) {
      const requestId = await createRequest(patient);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          hospital.post('/api/bids', buildBid(requestId, { price: 7000 + i })),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([
        201,
        ...Array<number>(9).fill(409),
      ]);
      const stored = await t.db
        .select({ id: bids.id })
        .from(bids)
        .where(and(eq(bids.treatmentRequestId, requestId), eq(bids.hospitalId, hospital.id)));
      expect(stored, `round ${round}`).toHaveLength(1);
      expect(stored[0]?.id).toBe(
        responses.find((r) => r.statusCode === 201)?.json<{ id: string }>().id,
      );
    }
  });

  it('an accept racing a reject of the same bid: one wins, the database agrees with it', async () => {
    for (let round = 0; round < 10; round += 1) {
      const requestId = await createRequest(patient);
      const [first, second] = hospitals;
      if (!first || !second) throw new Error('no hospitals');
      const bidId = await createBid(first, requestId);
      await createBid(second, requestId);
      const [accept, reject] = await Promise.all([
        patient.post(`/api/bids/${bidId}/accept`),
        patient.post(`/api/bids/${bidId}/reject`),
      ]);
      expect([accept.statusCode, reject.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
      const [stored] = await t.db
        .select({ status: bids.status })
        .from(bids)
        .where(eq(bids.id, bidId));
      const [request] = await t.db
        .select({ status: treatmentRequests.status })
        .from(treatmentRequests)
        .where(eq(treatmentRequests.id, requestId));
      if (accept.statusCode === 200) {
        expect(stored?.status).toBe('accepted');
        expect(request?.status).toBe('accepted');
      } else {
        expect(stored?.status).toBe('rejected');
        expect(request?.status).toBe('open');
      }
    }
  });
});
