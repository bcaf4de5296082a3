import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  buildBid,
  buildTreatmentRequest,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe('bid deadline (issue #15)', () => {
  let t: TestApp;
  let patient: Actor;
  let hospital: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    const admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
    hospital = await createVerifiedHospital(t.app, admin, 'Apollo');
  });
  afterAll(() => t.close());

  /** Moves the request's deadline into the past, as time passing would. */
  const passDeadline = (requestId: string) =>
    t.db
      .update(treatmentRequests)
      .set({ bidDeadline: new Date(Date.now() - 60_000) })
      .where(eq(treatmentRequests.id, requestId));

  it('is optional on create and shown to hospitals browsing', async () => {
    const deadline = inDays(10);
    const withDeadline = await createRequest(patient, { bidDeadline: deadline });
    const without = await createRequest(patient);
    const available = (await hospital.get('/api/treatment-requests/available?limit=100')).json<
      TreatmentRequest[]
    >();
    expect(available.find((r) => r.id === withDeadline)?.bidDeadline).toBe(deadline);
    expect(available.find((r) => r.id === without)?.bidDeadline).toBeNull();
  });

  it.each([
    ['in the past', inDays(-1), 'Bid deadline must be in the future'],
    ['more than 180 days ahead', inDays(181), 'Bid deadline must be within 180 days'],
    ['not a date', 'soon', 'Bid deadline must be a date and time'],
  ])('refuses a deadline %s with 400', async (_name, bidDeadline, message) => {
    const response = await patient.post(
      '/api/treatment-requests',
      buildTreatmentRequest({ bidDeadline }),
    );
    expectErrorEnvelope(response, 400, message);
  });

  it('refuses new bids and edits after the deadline (409) until the owner extends it', async () => {
    const requestId = await createRequest(patient, { bidDeadline: inDays(3) });
    const bidId = await createBid(hospital, requestId);
    await passDeadline(requestId);

    expectErrorEnvelope(
      await hospital.post('/api/bids', buildBid(requestId)),
      409,
      /^The bid deadline for this request passed on \d{4}-\d{2}-\d{2}$/,
    );
    expectErrorEnvelope(
      await hospital.patch(`/api/bids/${bidId}`, { price: 1 }),
      409,
      /^The bid deadline for this request passed/,
    );
    // Withdrawing stays possible: it takes nothing from the patient.
    expect((await hospital.post(`/api/bids/${bidId}/withdraw`)).statusCode).toBe(200);

    const later = inDays(5);
    const extended = await patient.patch(`/api/treatment-requests/${requestId}/bid-deadline`, {
      bidDeadline: later,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json<TreatmentRequest>().bidDeadline).toBe(later);
    expect((await hospital.post('/api/bids', buildBid(requestId))).statusCode).toBe(201);
  });

  it('extends later only, for the owner of an open request that has a deadline', async () => {
    const first = inDays(10);
    const requestId = await createRequest(patient, { bidDeadline: first });
    const path = `/api/treatment-requests/${requestId}/bid-deadline`;
    const other = await createActor(t.app, 'patient');

    expectErrorEnvelope(
      await patient.patch(path, { bidDeadline: inDays(5) }),
      409,
      'The new bid deadline must be later than the current one',
    );
    expectErrorEnvelope(await other.patch(path, { bidDeadline: inDays(20) }), 404);
    expectErrorEnvelope(await hospital.patch(path, { bidDeadline: inDays(20) }), 403);
    expectErrorEnvelope(await patient.patch(path, { bidDeadline: inDays(200) }), 400);
    const [row] = await t.db
      .select({ bidDeadline: treatmentRequests.bidDeadline })
      .from(treatmentRequests)
      .where(eq(treatmentRequests.id, requestId));
    expect(row?.bidDeadline?.toISOString()).toBe(first);

    const noDeadline = await createRequest(patient);
    expectErrorEnvelope(
      await patient.patch(`/api/treatment-requests/${noDeadline}/bid-deadline`, {
        bidDeadline: inDays(20),
      }),
      409,
      'This request has no bid deadline to extend',
    );
    await patient.post(`/api/treatment-requests/${requestId}/close`);
    expectErrorEnvelope(
      await patient.patch(path, { bidDeadline: inDays(20) }),
      409,
      'Only an open request can take bids',
    );
  });
});
