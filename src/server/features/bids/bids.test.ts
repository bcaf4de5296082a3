import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids as bidsTable } from '../../db/schema/bids.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
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

interface BidBody {
  id: string;
  treatmentRequestId: string;
  hospitalId: string;
  basePrice: number;
  platformCommissionRate: number;
  platformCommission: number;
  totalPrice: number;
  price: number;
  status: string;
  hospital: { firstName: string | null; verified: boolean };
  treatmentRequest: { procedureType: string };
}

/** Every number anywhere in a parsed JSON value (prices, rates, counts). */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

describe('bids', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let hospital: Actor;
  let rival: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
    hospital = await createVerifiedHospital(t.app, admin, 'Apollo');
    rival = await createVerifiedHospital(t.app, admin, 'Rival');
  });
  afterAll(() => t.close());

  const storedBidsOn = (requestId: string) =>
    t.db.select().from(bidsTable).where(eq(bidsTable.treatmentRequestId, requestId));
  const requestStatus = async (requestId: string) =>
    (
      await t.db
        .select({ status: treatmentRequests.status })
        .from(treatmentRequests)
        .where(eq(treatmentRequests.id, requestId))
    )[0]?.status;

  describe('submit', () => {
    it('computes base price, commission and total on the server: 8500 → 1700 → 10200', async () => {
      const requestId = await createRequest(patient);
      const response = await hospital.post('/api/bids', buildBid(requestId, { price: 8500 }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<BidBody>()).toMatchObject({
        treatmentRequestId: requestId,
        hospitalId: hospital.id,
        price: 8500,
        basePrice: 8500,
        platformCommissionRate: 20,
        platformCommission: 1700,
        totalPrice: 10200,
        status: 'pending',
        hospital: { firstName: 'Apollo', verified: true },
        treatmentRequest: { procedureType: 'Hip replacement' },
      });
      const [row] = await storedBidsOn(requestId);
      expect(row).toMatchObject({
        basePrice: 8500,
        platformCommissionRate: 20,
        platformCommission: 1700,
        totalPrice: 10200,
      });
    });

    it.each([
      [8503, 1701, 10204], // 1700.6 rounds up
      [8502, 1700, 10202], // 1700.4 rounds down
      [1, 0, 1],
      [10_000_000, 2_000_000, 12_000_000],
    ])(
      'rounds the commission: price %i → commission %i, total %i',
      async (price, commission, total) => {
        const requestId = await createRequest(patient);
        const response = await hospital.post('/api/bids', buildBid(requestId, { price }));
        expect(response.json<BidBody>()).toMatchObject({
          basePrice: price,
          platformCommission: commission,
          totalPrice: total,
        });
      },
    );

    it.each([
      ['basePrice', 1],
      ['platformCommission', 0],
      ['platformCommissionRate', 0],
      ['totalPrice', 1],
      ['status', 'accepted'],
      ['hospitalId', randomUUID()],
      ['id', randomUUID()],
      ['createdAt', '2020-01-01T00:00:00.000Z'],
    ])('refuses a client-sent %s with 400 and stores nothing', async (field, value) => {
      const requestId = await createRequest(patient);
      const response = await hospital.post('/api/bids', { ...buildBid(requestId), [field]: value });
      const error = expectErrorEnvelope(response, 400);
      expect(JSON.stringify(error.issues)).toContain(field);
      expect(await storedBidsOn(requestId)).toHaveLength(0);
    });

    it.each<[string, Record<string, unknown>]>([
      ['price 0', { price: 0 }],
      ['price 8500.5', { price: 8500.5 }],
      ['price over 10,000,000', { price: 10_000_001 }],
      ['price as a string', { price: '8500' }],
      ['no price', { price: undefined }],
      ['blank duration', { estimatedDuration: '  ' }],
      [
        '51 included services',
        { includedServices: Array.from({ length: 51 }, (_, i) => `Service ${i}`) },
      ],
      ['a blank included service', { includedServices: ['Surgery', ' '] }],
      ['a malformed request id', { treatmentRequestId: 'not-a-uuid' }],
    ])('refuses %s with 400 and stores nothing', async (_label, overrides) => {
      const requestId = await createRequest(patient);
      const response = await hospital.post('/api/bids', { ...buildBid(requestId), ...overrides });
      expectErrorEnvelope(response, 400);
      expect(await storedBidsOn(requestId)).toHaveLength(0);
    });

    it("refuses an unverified hospital with 403 'Your hospital account is awaiting verification'", async () => {
      const unverified = await createActor(t.app, 'hospital');
      const requestId = await createRequest(patient);
      const error = expectErrorEnvelope(
        await unverified.post('/api/bids', buildBid(requestId)),
        403,
        'Your hospital account is awaiting verification',
      );
      expect(error.code).toBe('HOSPITAL_NOT_VERIFIED');
      expect(await storedBidsOn(requestId)).toHaveLength(0);
    });

    it('refuses patients and accounts without a role (403) and anonymous callers (401)', async () => {
      const norole = await createActor(t.app, 'none');
      const requestId = await createRequest(patient);
      expectErrorEnvelope(await patient.post('/api/bids', buildBid(requestId)), 403);
      expectErrorEnvelope(await norole.post('/api/bids', buildBid(requestId)), 403);
      expectErrorEnvelope(await testClient(t.app).post('/api/bids', buildBid(requestId)), 401);
      expect(await storedBidsOn(requestId)).toHaveLength(0);
    });

    it('refuses a second live bid from the same hospital (409) but allows one after a rejection', async () => {
      const requestId = await createRequest(patient);
      const first = await createBid(hospital, requestId);
      expectErrorEnvelope(
        await hospital.post('/api/bids', buildBid(requestId, { price: 7000 })),
        409,
        'You have already placed a bid on this request',
      );
      expect(await storedBidsOn(requestId)).toHaveLength(1);

      expect((await patient.post(`/api/bids/${first}/reject`)).statusCode).toBe(200);
      const second = await hospital.post('/api/bids', buildBid(requestId, { price: 7000 }));
      expect(second.statusCode, second.body).toBe(201);
      expect(await storedBidsOn(requestId)).toHaveLength(2);
    });

    it('refuses bids on a closed or accepted request with 409 (404 to a hospital that cannot see it)', async () => {
      const closed = await createRequest(patient);
      await createBid(rival, closed); // stays pending: closing leaves bids as they are
      expect((await patient.post(`/api/treatment-requests/${closed}/close`)).statusCode).toBe(200);
      const accepted = await createRequest(patient);
      const rejectedOnAccepted = await createBid(rival, accepted);
      expect((await patient.post(`/api/bids/${rejectedOnAccepted}/reject`)).statusCode).toBe(200);
      const winner = await createBid(hospital, accepted);
      expect((await patient.post(`/api/bids/${winner}/accept`)).statusCode).toBe(200);
      const outsider = await createVerifiedHospital(t.app, admin, 'Outsider');

      for (const requestId of [closed, accepted]) {
        const before = (await storedBidsOn(requestId)).length;
        expectErrorEnvelope(
          await rival.post('/api/bids', buildBid(requestId, { price: 100 })),
          409,
          'This treatment request is no longer accepting bids',
        );
        expectErrorEnvelope(await admin.post('/api/bids', buildBid(requestId)), 409);
        // DESIGN §5: a request a hospital may not see answers 404, not a hint that it exists.
        expectErrorEnvelope(await outsider.post('/api/bids', buildBid(requestId)), 404);
        expect(await storedBidsOn(requestId)).toHaveLength(before);
      }
    });

    it('refuses a bid on an unknown request with 404', async () => {
      expectErrorEnvelope(await hospital.post('/api/bids', buildBid(randomUUID())), 404);
    });

    it('lets an admin bid, but never on their own request (403)', async () => {
      const own = await createRequest(admin);
      expectErrorEnvelope(
        await admin.post('/api/bids', buildBid(own)),
        403,
        'You cannot bid on your own treatment request',
      );
      expect(await storedBidsOn(own)).toHaveLength(0);
      const others = await createRequest(patient);
      expect((await admin.post('/api/bids', buildBid(others))).statusCode).toBe(201);
    });
  });

  describe('accept and reject', () => {
    it('accepts for the owner only: the request becomes accepted and every other pending bid rejected', async () => {
      const other = await createActor(t.app, 'patient');
      const third = await createVerifiedHospital(t.app, admin, 'Third');
      const requestId = await createRequest(patient);
      const chosen = await createBid(hospital, requestId, { price: 8000 });
      const competing = await createBid(rival, requestId, { price: 9000 });
      const alsoCompeting = await createBid(third, requestId, { price: 9500 });

      for (const outsider of [other, hospital, rival, admin]) {
        expectErrorEnvelope(
          await outsider.post(`/api/bids/${chosen}/accept`),
          404,
          'Bid not found',
        );
      }
      expectErrorEnvelope(await testClient(t.app).post(`/api/bids/${chosen}/accept`), 401);
      expect(await requestStatus(requestId)).toBe('open');

      const accepted = await patient.post(`/api/bids/${chosen}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json<BidBody>()).toMatchObject({ id: chosen, status: 'accepted' });

      expect(await requestStatus(requestId)).toBe('accepted');
      const stored = Object.fromEntries(
        (await storedBidsOn(requestId)).map((b) => [b.id, b.status]),
      );
      expect(stored).toEqual({
        [chosen]: 'accepted',
        [competing]: 'rejected',
        [alsoCompeting]: 'rejected',
      });

      expectErrorEnvelope(await patient.post(`/api/bids/${chosen}/accept`), 409);
      expectErrorEnvelope(await patient.post(`/api/bids/${competing}/accept`), 409);
      expectErrorEnvelope(await patient.post(`/api/bids/${chosen}/reject`), 409);
      expectErrorEnvelope(await patient.post(`/api/bids/${competing}/reject`), 409);
      expect(
        Object.fromEntries((await storedBidsOn(requestId)).map((b) => [b.id, b.status])),
      ).toEqual(stored);
    });

    it('does not accept a bid on a closed request (409) and leaves it pending', async () => {
      const requestId = await createRequest(patient);
      const bid = await createBid(hospital, requestId);
      expect((await patient.post(`/api/treatment-requests/${requestId}/close`)).statusCode).toBe(
        200,
      );
      expectErrorEnvelope(await patient.post(`/api/bids/${bid}/accept`), 409);
      expectErrorEnvelope(await patient.post(`/api/bids/${bid}/reject`), 409);
      expect((await storedBidsOn(requestId))[0]?.status).toBe('pending');
      expect(await requestStatus(requestId)).toBe('closed');
    });

    it('rejects a pending bid (200) once; the request stays open and other bids untouched', async () => {
      const requestId = await createRequest(patient);
      const bid = await createBid(hospital, requestId);
      const untouched = await createBid(rival, requestId);
      for (const outsider of [hospital, rival, admin]) {
        expectErrorEnvelope(await outsider.post(`/api/bids/${bid}/reject`), 404);
      }
      const rejected = await patient.post(`/api/bids/${bid}/reject`);
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json<BidBody>()).toMatchObject({ id: bid, status: 'rejected' });
      expectErrorEnvelope(await patient.post(`/api/bids/${bid}/reject`), 409);
      expectErrorEnvelope(await patient.post(`/api/bids/${bid}/accept`), 409);
      expect(await requestStatus(requestId)).toBe('open');
      const stored = Object.fromEntries(
        (await storedBidsOn(requestId)).map((b) => [b.id, b.status]),
      );
      expect(stored).toEqual({ [bid]: 'rejected', [untouched]: 'pending' });
    });

    it('answers malformed and unknown bid ids with 404', async () => {
      for (const id of ['nope', randomUUID()]) {
        expectErrorEnvelope(await patient.post(`/api/bids/${id}/accept`), 404);
        expectErrorEnvelope(await patient.post(`/api/bids/${id}/reject`), 404);
      }
    });
  });

  describe('lists', () => {
    it('GET /api/bids/patient lists the bids on the caller’s own requests only; hospitals and admins 403', async () => {
      const mine = await createActor(t.app, 'patient');
      const someoneElse = await createActor(t.app, 'patient');
      const myRequest = await createRequest(mine);
      const theirRequest = await createRequest(someoneElse);
      const myBid = await createBid(hospital, myRequest);
      await createBid(hospital, theirRequest);

      const list = (await mine.get('/api/bids/patient')).json<BidBody[]>();
      expect(list.map((b) => b.id)).toEqual([myBid]);
      expect(list[0]).toMatchObject({
        basePrice: 8500,
        totalPrice: 10200,
        hospital: { firstName: 'Apollo' },
      });
      expectErrorEnvelope(await hospital.get('/api/bids/patient'), 403);
      expectErrorEnvelope(await admin.get('/api/bids/patient'), 403);
    });

    it("GET /api/bids/hospital lists only the caller's own bids; patients 403", async () => {
      const fresh = await createVerifiedHospital(t.app, admin, 'Fresh');
      const requestId = await createRequest(patient);
      const own = await createBid(fresh, requestId);
      await createBid(rival, requestId);
      const list = (await fresh.get('/api/bids/hospital')).json<BidBody[]>();
      expect(list.map((b) => b.id)).toEqual([own]);
      expect(list[0]?.treatmentRequest.procedureType).toBe('Hip replacement');
      const rivals = (await rival.get('/api/bids/hospital?limit=100')).json<BidBody[]>();
      expect(rivals.every((b) => b.hospitalId === rival.id)).toBe(true);
      expectErrorEnvelope(await patient.get('/api/bids/hospital'), 403);
    });

    it('pages both lists newest first, each bid once, only the caller’s', async () => {
      const owner = await createActor(t.app, 'patient');
      const bidder = await createVerifiedHospital(t.app, admin, 'Pager');
      const placed: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        placed.push(await createBid(bidder, await createRequest(owner)));
      }
      await createBid(bidder, await createRequest(patient));
      const { items: patientPages, pages } = await collectPages<BidBody>(
        owner,
        '/api/bids/patient?limit=2',
      );
      expect(pages).toBe(3);
      expect(patientPages.map((b) => b.id)).toEqual([...placed].reverse());
      const { items: hospitalPages } = await collectPages<BidBody>(
        bidder,
        '/api/bids/hospital?limit=2',
      );
      expect(hospitalPages).toHaveLength(6);
      expect(hospitalPages.slice(1).map((b) => b.id)).toEqual([...placed].reverse());
    });

    describe('GET /api/bids/hospital/{id} (hospital profile)', () => {
      const PUBLIC_KEYS = ['createdAt', 'estimatedDuration', 'id', 'status', 'treatmentRequest'];
      let profiled: Actor;
      let ownBid: string;
      let otherPatientsBid: string;
      let otherPatient: Actor;

      beforeAll(async () => {
        profiled = await createVerifiedHospital(t.app, admin, 'Public');
        otherPatient = await createActor(t.app, 'patient');
        const requestId = await createRequest(patient, { procedureType: 'Cataract surgery' });
        ownBid = await createBid(profiled, requestId, {
          price: 1200,
          description: 'Secret plan details',
        });
        const otherRequestId = await createRequest(otherPatient, { procedureType: 'Knee MRI' });
        otherPatientsBid = await createBid(profiled, otherRequestId, { price: 777 });
      });

      const bidsSeenBy = async (viewer: Actor) => {
        const response = await viewer.get(`/api/bids/hospital/${profiled.id}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.body).not.toContain('Secret plan details');
        expect(response.body).not.toContain(patient.id);
        return new Map(
          response.json<Array<Record<string, unknown>>>().map((bid) => [bid.id as string, bid]),
        );
      };

      it('shows the hospital itself and admins every price', async () => {
        for (const viewer of [profiled, admin]) {
          const bids = await bidsSeenBy(viewer);
          expect(bids.get(ownBid)).toMatchObject({
            price: 1200,
            status: 'pending',
            treatmentRequest: { procedureType: 'Cataract surgery' },
          });
          expect(bids.get(otherPatientsBid)).toMatchObject({ price: 777 });
          expect(Object.keys(bids.get(ownBid) ?? {}).sort()).toEqual(
            [...PUBLIC_KEYS, 'price'].sort(),
          );
        }
      });

      it('shows a patient the price of the bids on their own requests only', async () => {
        const bids = await bidsSeenBy(patient);
        expect(bids.get(ownBid)).toMatchObject({ price: 1200 });
        expect(bids.get(otherPatientsBid)).not.toHaveProperty('price');
        expect(bids.get(otherPatientsBid)).toMatchObject({
          status: 'pending',
          treatmentRequest: { procedureType: 'Knee MRI' },
        });
        const theirs = await bidsSeenBy(otherPatient);
        expect(theirs.get(ownBid)).not.toHaveProperty('price');
        expect(theirs.get(otherPatientsBid)).toMatchObject({ price: 777 });
      });

      it('shows competing hospitals, unverified hospitals and role-less accounts no price at all', async () => {
        const unverified = await createActor(t.app, 'hospital');
        const norole = await createActor(t.app, 'none');
        for (const viewer of [rival, unverified, norole]) {
          const response = await viewer.get(`/api/bids/hospital/${profiled.id}`);
          // The prices as JSON numbers under any key; ids and timestamps may hold the digits.
          expect(response.body).not.toMatch(/"price"|[:,[](1200|777)[,\]}]/);
          const bids = await bidsSeenBy(viewer);
          expect([...bids.keys()].sort()).toEqual([ownBid, otherPatientsBid].sort());
          for (const bid of bids.values()) expect(Object.keys(bid).sort()).toEqual(PUBLIC_KEYS);
          expect(bids.get(ownBid)).toMatchObject({
            status: 'pending',
            treatmentRequest: { procedureType: 'Cataract surgery' },
          });
        }
      });

      it('answers 401 signed out and 404 for what is not a hospital', async () => {
        expectErrorEnvelope(await testClient(t.app).get(`/api/bids/hospital/${profiled.id}`), 401);
        expectErrorEnvelope(
          await rival.get(`/api/bids/hospital/${patient.id}`),
          404,
          'Hospital not found',
        );
        expectErrorEnvelope(await rival.get('/api/bids/hospital/not-a-uuid'), 404);
      });
    });

    it("GET /api/bids/request/{id}: the owner sees all; a hospital only its own; competitors never each other's prices", async () => {
      const requestId = await createRequest(patient);
      const ours = await createBid(hospital, requestId, { price: 4321 });
      const theirs = await createBid(rival, requestId, { price: 9876 });

      const asOwner = (await patient.get(`/api/bids/request/${requestId}`)).json<BidBody[]>();
      expect(asOwner.map((b) => b.id).sort()).toEqual([ours, theirs].sort());
      expect((await admin.get(`/api/bids/request/${requestId}`)).json<BidBody[]>()).toHaveLength(2);

      const asHospital = await hospital.get(`/api/bids/request/${requestId}`);
      expect(asHospital.json<BidBody[]>().map((b) => b.id)).toEqual([ours]);
      // Compare values, not text: a random id may contain the digits of a price.
      expect(numbersIn(asHospital.json())).not.toContain(9876);
      expect(asHospital.body).not.toContain(theirs);
      expect(asHospital.body).not.toContain(rival.id);
      const asRival = await rival.get(`/api/bids/request/${requestId}`);
      expect(asRival.json<BidBody[]>().map((b) => b.id)).toEqual([theirs]);
      expect(numbersIn(asRival.json())).not.toContain(4321);
      expect(asRival.body).not.toContain(ours);

      const bystander = await createVerifiedHospital(t.app, admin, 'Bystander');
      expect((await bystander.get(`/api/bids/request/${requestId}`)).json()).toEqual([]);
      expectErrorEnvelope(
        await createActor(t.app, 'patient').then((p) => p.get(`/api/bids/request/${requestId}`)),
        404,
      );

      expect((await patient.post(`/api/bids/${ours}/accept`)).statusCode).toBe(200);
      expectErrorEnvelope(
        await bystander.get(`/api/bids/request/${requestId}`),
        404,
        'Request not found',
      );
      expect((await rival.get(`/api/bids/request/${requestId}`)).json<BidBody[]>()).toEqual([
        expect.objectContaining({ id: theirs, status: 'rejected' }),
      ]);
    });
  });
});

describe('bids: configured commission rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL, PLATFORM_COMMISSION_RATE: '15' });
  });
  afterAll(() => t.close());

  it('stores PLATFORM_COMMISSION_RATE on each bid and computes with it', async () => {
    const admin = await createAdmin(t.app);
    const patient = await createActor(t.app, 'patient');
    const hospital = await createVerifiedHospital(t.app, admin);
    const requestId = await createRequest(patient);
    const response = await hospital.post('/api/bids', buildBid(requestId, { price: 8500 }));
    expect(response.json<BidBody>()).toMatchObject({
      basePrice: 8500,
      platformCommissionRate: 15,
      platformCommission: 1275,
      totalPrice: 9775,
    });
    const [row] = await t.db
      .select()
      .from(bidsTable)
      .where(
        and(eq(bidsTable.treatmentRequestId, requestId), eq(bidsTable.hospitalId, hospital.id)),
      );
    expect(row).toMatchObject({
      platformCommissionRate: 15,
      platformCommission: 1275,
      totalPrice: 9775,
    });
  });
});
