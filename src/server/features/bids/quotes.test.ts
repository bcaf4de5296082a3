import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import { addDaysUtc, todayUtc } from '#shared/common/utc-dates.ts';
import { bids as bidsTable } from '../../db/schema/bids.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
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
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A full structured quote (issue #15). */
const QUOTE = {
  excludedServices: ['Hotel after discharge', 'Take-home medication'],
  leadDoctorName: 'Dr. Meera Rao',
  leadDoctorSpecialty: 'Orthopaedic surgery',
  hospitalNights: 5,
  recoveryDays: 14,
  followUpConsultations: 2,
  priceChangeConditions: 'Only if the pre-operative scan shows a revision is needed.',
};

describe('structured quotes (issue #15)', () => {
  let t: TestApp;
  let patient: Actor;
  let hospital: Actor;
  let rival: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    const admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
    hospital = await createVerifiedHospital(t.app, admin, 'Apollo');
    rival = await createVerifiedHospital(t.app, admin, 'Rival');
  });
  afterAll(() => t.close());

  const storedBid = async (id: string) =>
    (await t.db.select().from(bidsTable).where(eq(bidsTable.id, id)))[0];

  describe('submit', () => {
    it("takes SPEC's fields alone: no quote details, valid for 30 days from today (UTC)", async () => {
      const requestId = await createRequest(patient);
      const response = await hospital.post('/api/bids', buildBid(requestId));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Bid>()).toMatchObject({
        excludedServices: null,
        leadDoctorName: null,
        hospitalNights: null,
        recoveryDays: null,
        followUpConsultations: null,
        priceChangeConditions: null,
        validUntil: addDaysUtc(todayUtc(), 30),
        previousTotalPrice: null,
        revisedAt: null,
      });
    });

    it('stores and returns every field of a structured quote', async () => {
      const requestId = await createRequest(patient);
      const validUntil = addDaysUtc(todayUtc(), 60);
      const response = await hospital.post('/api/bids', {
        ...buildBid(requestId),
        ...QUOTE,
        validUntil,
      });
      expect(response.statusCode, response.body).toBe(201);
      const bid = response.json<Bid>();
      expect(bid).toMatchObject({ ...QUOTE, validUntil });
      const listed = await patient.get(`/api/bids/request/${requestId}`);
      expect(listed.json<Bid[]>()[0]).toMatchObject({ ...QUOTE, validUntil });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['366 nights', { hospitalNights: 366 }, 'Nights in hospital must be at most 365'],
      ['negative recovery', { recoveryDays: -1 }, 'Recovery days cannot be negative'],
      ['half a night', { hospitalNights: 1.5 }, 'Nights in hospital must be a whole number'],
      [
        '51 follow-ups',
        { followUpConsultations: 51 },
        'Follow-up consultations must be at most 50',
      ],
      [
        'a validity in the past',
        { validUntil: addDaysUtc(todayUtc(), -1) },
        'Valid until cannot be in the past',
      ],
      [
        'a validity past a year',
        { validUntil: addDaysUtc(todayUtc(), 366) },
        'Valid until must be within one year',
      ],
      [
        'a validity that is not a date',
        { validUntil: 'next month' },
        'Valid until must be a date (YYYY-MM-DD)',
      ],
      [
        'conditions over 5000 characters',
        { priceChangeConditions: 'x'.repeat(5001) },
        'Price change conditions must be at most 5000 characters',
      ],
      [
        'a blank excluded item',
        { excludedServices: ['Hotel', ' '] },
        'Excluded service is required',
      ],
    ])('refuses %s with 400 and stores nothing', async (_name, fields, message) => {
      const requestId = await createRequest(patient);
      const response = await hospital.post('/api/bids', { ...buildBid(requestId), ...fields });
      expectErrorEnvelope(response, 400, message);
      const stored = await t.db
        .select()
        .from(bidsTable)
        .where(eq(bidsTable.treatmentRequestId, requestId));
      expect(stored).toHaveLength(0);
    });
  });

  describe('edit', () => {
    it('recomputes the commission and keeps the earlier total; an edit without a price keeps it', async () => {
      const requestId = await createRequest(patient);
      const bidId = await createBid(hospital, requestId, { price: 8500 });

      const priced = await hospital.patch(`/api/bids/${bidId}`, { price: 9000 });
      expect(priced.statusCode, priced.body).toBe(200);
      const first = priced.json<Bid>();
      expect(first).toMatchObject({
        price: 9000,
        basePrice: 9000,
        platformCommission: 1800,
        totalPrice: 10_800,
        previousTotalPrice: 10_200,
        status: 'pending',
      });
      expect(Date.now() - Date.parse(first.revisedAt ?? '')).toBeLessThan(60_000);

      const worded = await hospital.patch(`/api/bids/${bidId}`, { ...QUOTE, hospitalNights: 6 });
      expect(worded.json<Bid>()).toMatchObject({
        totalPrice: 10_800,
        previousTotalPrice: 10_200,
        hospitalNights: 6,
        leadDoctorName: 'Dr. Meera Rao',
      });

      const cleared = await hospital.patch(`/api/bids/${bidId}`, {
        leadDoctorName: null,
        price: 8000,
      });
      expect(cleared.json<Bid>()).toMatchObject({
        leadDoctorName: null,
        totalPrice: 9600,
        previousTotalPrice: 10_800,
      });
      // The patient sees the same.
      const seen = (await patient.get(`/api/bids/request/${requestId}`)).json<Bid[]>()[0];
      expect(seen).toMatchObject({ totalPrice: 9600, previousTotalPrice: 10_800 });
    });

    it('refuses other hospitals (404), patients (403), server-owned fields and empty edits (400)', async () => {
      const requestId = await createRequest(patient);
      const bidId = await createBid(hospital, requestId, { price: 8500 });
      expectErrorEnvelope(await rival.patch(`/api/bids/${bidId}`, { price: 1 }), 404);
      expectErrorEnvelope(await patient.patch(`/api/bids/${bidId}`, { price: 1 }), 403);
      expectErrorEnvelope(await hospital.patch(`/api/bids/${bidId}`, { totalPrice: 1 }), 400);
      expectErrorEnvelope(await hospital.patch(`/api/bids/${bidId}`, { status: 'accepted' }), 400);
      expectErrorEnvelope(await hospital.patch(`/api/bids/${bidId}`, {}), 400, 'Nothing to change');
      expect(await storedBid(bidId)).toMatchObject({
        totalPrice: 10_200,
        status: 'pending',
        revisedAt: null,
      });
    });

    it('refuses a bid that is no longer pending, or on a request no longer open (409)', async () => {
      const rejectedOn = await createRequest(patient);
      const rejected = await createBid(hospital, rejectedOn);
      await patient.post(`/api/bids/${rejected}/reject`);
      expectErrorEnvelope(
        await hospital.patch(`/api/bids/${rejected}`, { price: 1 }),
        409,
        'Only a pending bid can be edited; this one is rejected',
      );

      const closedOn = await createRequest(patient);
      const onClosed = await createBid(hospital, closedOn);
      await patient.post(`/api/treatment-requests/${closedOn}/close`);
      expectErrorEnvelope(
        await hospital.patch(`/api/bids/${onClosed}`, { price: 1 }),
        409,
        'This treatment request is no longer accepting bids',
      );
      expect(await storedBid(onClosed)).toMatchObject({ price: 8500, revisedAt: null });
    });
  });

  describe('withdraw', () => {
    it('withdraws a pending bid once; the patient cannot accept it; the hospital may bid again', async () => {
      const requestId = await createRequest(patient);
      const bidId = await createBid(hospital, requestId);
      expectErrorEnvelope(await rival.post(`/api/bids/${bidId}/withdraw`), 404);
      expectErrorEnvelope(await patient.post(`/api/bids/${bidId}/withdraw`), 403);

      const withdrawn = await hospital.post(`/api/bids/${bidId}/withdraw`);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json<Bid>().status).toBe('withdrawn');
      expectErrorEnvelope(
        await hospital.post(`/api/bids/${bidId}/withdraw`),
        409,
        'Only a pending bid can be withdrawn; this one is withdrawn',
      );
      expectErrorEnvelope(
        await patient.post(`/api/bids/${bidId}/accept`),
        409,
        'Only a pending bid can be accepted',
      );
      const [request] = await t.db
        .select({ status: treatmentRequests.status })
        .from(treatmentRequests)
        .where(eq(treatmentRequests.id, requestId));
      expect(request?.status).toBe('open');
      expect((await hospital.post('/api/bids', buildBid(requestId))).statusCode).toBe(201);
    });
  });

  describe('expiry', () => {
    it('refuses to accept a quote past its validUntil day; one valid until today is accepted', async () => {
      const requestId = await createRequest(patient);
      const expired = await createBid(hospital, requestId);
      const current = await createBid(rival, requestId);
      await t.db
        .update(bidsTable)
        .set({ validUntil: addDaysUtc(todayUtc(), -1) })
        .where(eq(bidsTable.id, expired));
      await t.db.update(bidsTable).set({ validUntil: todayUtc() }).where(eq(bidsTable.id, current));

      expectErrorEnvelope(
        await patient.post(`/api/bids/${expired}/accept`),
        409,
        /^This quote has expired/,
      );
      expect(await storedBid(expired)).toMatchObject({ status: 'pending' });
      const accepted = await patient.post(`/api/bids/${current}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
    });
  });
});
