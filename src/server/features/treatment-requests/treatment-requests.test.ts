import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { collectPages, expectErrorEnvelope, nextPageUrl } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  buildTreatmentRequest,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface RequestBody {
  id: string;
  patientId?: string;
  procedureType: string;
  status: string;
  budgetMin: number;
  budgetMax: number;
  bidCount?: number;
  createdAt: string;
}

describe('treatment requests', () => {
  let t: TestApp;
  let admin: Actor;
  let hospital: Actor;
  /** For tests that only compare its rows before and after a refused call. */
  let patient: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    hospital = await createVerifiedHospital(t.app, admin);
    patient = await createActor(t.app, 'patient');
  });
  afterAll(() => t.close());

  const storedRowsOf = (patientId: string) =>
    t.db.select().from(treatmentRequests).where(eq(treatmentRequests.patientId, patientId));

  describe('create', () => {
    it('creates with 201, the stored object shaped as its GET, owned by the caller and open', async () => {
      const before = (await storedRowsOf(patient.id)).length;
      const input = buildTreatmentRequest({ budgetMin: 1, budgetMax: 10_000_000 });
      const response = await patient.post('/api/treatment-requests', input);
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<RequestBody>();
      expect(created).toMatchObject({
        patientId: patient.id,
        procedureType: input.procedureType,
        budgetMin: 1,
        budgetMax: 10_000_000,
        status: 'open',
        preferredStartDate: '2027-02-01T00:00:00.000Z',
      });
      const fetched = await patient.get(`/api/treatment-requests/${created.id}`);
      expect(fetched.json()).toEqual(created);
      expect(await storedRowsOf(patient.id)).toHaveLength(before + 1);
    });

    it('trims text fields', async () => {
      const response = await patient.post(
        '/api/treatment-requests',
        buildTreatmentRequest({ procedureType: '  Knee replacement  ' }),
      );
      expect(response.json<RequestBody>().procedureType).toBe('Knee replacement');
    });

    it.each<[string, Record<string, unknown>, string, string | RegExp]>([
      ['budgetMin 0', { budgetMin: 0 }, 'budgetMin', 'Minimum budget is required'],
      ['budgetMin missing', { budgetMin: undefined }, 'budgetMin', 'Minimum budget is required'],
      ['budgetMax missing', { budgetMax: undefined }, 'budgetMax', 'Maximum budget is required'],
      ['budgetMax 0', { budgetMax: 0, budgetMin: 1 }, 'budgetMax', 'Maximum budget is required'],
      ['budgetMin 1500.5', { budgetMin: 1500.5 }, 'budgetMin', /whole number/],
      ['budgetMax 9000.01', { budgetMax: 9000.01 }, 'budgetMax', /whole number/],
      ['budgetMin as a string', { budgetMin: '5000' }, 'budgetMin', 'Minimum budget is required'],
      [
        'budgetMax below budgetMin',
        { budgetMin: 9000, budgetMax: 8999 },
        'budgetMax',
        /at least the minimum/,
      ],
      ['budgetMax over 10,000,000', { budgetMax: 10_000_001 }, 'budgetMax', /at most 10,000,000/],
      [
        'budgets beyond int4',
        { budgetMin: 2 ** 31, budgetMax: 2 ** 31 },
        'budgetMin',
        /at most 10,000,000/,
      ],
      ['negative budget', { budgetMin: -5 }, 'budgetMin', 'Minimum budget is required'],
      [
        'end before start',
        { preferredStartDate: '2027-03-02', preferredEndDate: '2027-03-01' },
        'preferredEndDate',
        /on or after/,
      ],
      [
        'a non-date start',
        { preferredStartDate: 'next spring' },
        'preferredStartDate',
        /start date/,
      ],
      [
        'an impossible date',
        { preferredStartDate: '2027-02-30' },
        'preferredStartDate',
        /start date/,
      ],
      [
        'a date the database cannot hold',
        { preferredStartDate: '0000-01-01' },
        'preferredStartDate',
        /start date/,
      ],
      [
        'a blank procedure',
        { procedureType: '   ' },
        'procedureType',
        'Procedure type is required',
      ],
      [
        'a procedure over 200 characters',
        { procedureType: 'x'.repeat(201) },
        'procedureType',
        /at most 200/,
      ],
      [
        'a description over 5000 characters',
        { description: 'x'.repeat(5001) },
        'description',
        /at most 5000/,
      ],
      [
        'a NUL character',
        { preferredLocation: 'Chennai\u0000' },
        'preferredLocation',
        /invalid character/,
      ],
    ])(
      'refuses %s with 400, the SPEC message and nothing stored',
      async (_label, overrides, path, message) => {
        const before = (await storedRowsOf(patient.id)).length;
        const body = { ...buildTreatmentRequest(), ...overrides };
        const error = expectErrorEnvelope(
          await patient.post('/api/treatment-requests', body),
          400,
          message,
        );
        expect(error.issues).toEqual(
          expect.arrayContaining([expect.objectContaining({ path: [path] })]),
        );
        expect(await storedRowsOf(patient.id)).toHaveLength(before);
      },
    );

    it.each([
      ['status', 'accepted'],
      ['patientId', randomUUID()],
      ['id', randomUUID()],
      ['createdAt', '2020-01-01T00:00:00.000Z'],
      ['updatedAt', '2020-01-01T00:00:00.000Z'],
      ['bidCount', 0],
    ])(
      'refuses the server-owned field %s with 400 and stores nothing (mass assignment)',
      async (field, value) => {
        await createRequest(patient);
        const listIds = async () =>
          (await collectPages<RequestBody>(patient, '/api/treatment-requests?limit=100')).items.map(
            (r) => r.id,
          );
        const before = await listIds();
        const response = await patient.post('/api/treatment-requests', {
          ...buildTreatmentRequest(),
          [field]: value,
        });
        const error = expectErrorEnvelope(response, 400);
        expect(JSON.stringify(error.issues)).toContain(field);
        expect(await listIds()).toEqual(before);
        expect(await storedRowsOf(patient.id)).toHaveLength(before.length);
      },
    );

    it('refuses hospitals (403) and anonymous callers (401)', async () => {
      expectErrorEnvelope(
        await hospital.post('/api/treatment-requests', buildTreatmentRequest()),
        403,
      );
      expectErrorEnvelope(
        await testClient(t.app).post('/api/treatment-requests', buildTreatmentRequest()),
        401,
      );
      expect(await storedRowsOf(hospital.id)).toHaveLength(0);
    });
  });

  describe('my requests', () => {
    it("lists only the caller's own requests, newest first", async () => {
      const patient = await createActor(t.app, 'patient');
      const other = await createActor(t.app, 'patient');
      const ids: string[] = [];
      for (const procedureType of ['First', 'Second', 'Third'])
        ids.push(await createRequest(patient, { procedureType }));
      await createRequest(other);
      const list = (await patient.get('/api/treatment-requests')).json<RequestBody[]>();
      expect(list.map((r) => r.id)).toEqual([...ids].reverse());
      expect(list.every((r) => r.patientId === patient.id)).toBe(true);
    });

    it('pages with ?limit=2 through the Link header to the end: no duplicates, no gaps', async () => {
      const patient = await createActor(t.app, 'patient');
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1)
        ids.push(await createRequest(patient, { procedureType: `Procedure ${i}` }));

      const first = await patient.get('/api/treatment-requests?limit=2');
      expect(first.json<RequestBody[]>()).toHaveLength(2);
      expect(nextPageUrl(first)).toMatch(/^\/api\/treatment-requests\?limit=2&cursor=/);

      const { items, pages } = await collectPages<RequestBody>(
        patient,
        '/api/treatment-requests?limit=2',
      );
      expect(pages).toBe(3);
      expect(items.map((r) => r.id)).toEqual([...ids].reverse());
    });

    it('pages without gaps through requests created in the same instant', async () => {
      const patient = await createActor(t.app, 'patient');
      const input = buildTreatmentRequest();
      // One multi-row insert: every row gets the same now(), as a bulk import or seed would.
      const rows = await t.db
        .insert(treatmentRequests)
        .values(
          Array.from({ length: 7 }, (_, i) => ({
            ...input,
            procedureType: `Bulk ${i}`,
            patientId: patient.id,
            preferredStartDate: new Date(input.preferredStartDate),
            preferredEndDate: new Date(input.preferredEndDate),
            bidDeadline: null,
          })),
        )
        .returning({ id: treatmentRequests.id });
      const { items } = await collectPages<RequestBody>(patient, '/api/treatment-requests?limit=2');
      expect(items.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    });

    it('sends no Link header on the last page', async () => {
      const patient = await createActor(t.app, 'patient');
      await createRequest(patient);
      const response = await patient.get('/api/treatment-requests?limit=1');
      expect(response.json<RequestBody[]>()).toHaveLength(1);
      expect(response.headers.link).toBeUndefined();
    });

    it.each([
      'garbage',
      Buffer.from('["2026-01-01T00:00:00.000Z"]').toString('base64url'),
      Buffer.from('["not a date","00000000-0000-0000-0000-000000000000"]').toString('base64url'),
      Buffer.from(`["2026-01-01T00:00:00.000Z","x' OR 1=1 --"]`).toString('base64url'),
    ])('refuses the cursor %s with 400', async (cursor) => {
      expectErrorEnvelope(
        await patient.get(`/api/treatment-requests?cursor=${cursor}`),
        400,
        'The page cursor is not valid',
      );
    });

    it.each(['101', '0', '-1', 'abc', '2.5'])('refuses ?limit=%s with 400', async (limit) => {
      expectErrorEnvelope(await patient.get(`/api/treatment-requests?limit=${limit}`), 400);
    });

    it('accepts ?limit=100 and refuses unknown query parameters', async () => {
      expect((await patient.get('/api/treatment-requests?limit=100')).statusCode).toBe(200);
      expectErrorEnvelope(
        await patient.get(`/api/treatment-requests?patientId=${hospital.id}`),
        400,
      );
    });

    it('is refused to hospitals with 403', async () => {
      expectErrorEnvelope(await hospital.get('/api/treatment-requests'), 403);
    });
  });

  describe('available requests', () => {
    it('lists only open requests and never the patient identity', async () => {
      const open = await createRequest(patient, { procedureType: 'Open one' });
      const closed = await createRequest(patient);
      const accepted = await createRequest(patient);
      expect((await patient.post(`/api/treatment-requests/${closed}/close`)).statusCode).toBe(200);
      const bid = await createBid(hospital, accepted);
      expect((await patient.post(`/api/bids/${bid}/accept`)).statusCode).toBe(200);

      for (const viewer of [hospital, admin]) {
        const { items } = await collectPages<RequestBody>(
          viewer,
          '/api/treatment-requests/available?limit=100',
        );
        const ids = items.map((r) => r.id);
        expect(ids).toContain(open);
        expect(ids).not.toContain(closed);
        expect(ids).not.toContain(accepted);
        expect(items.every((r) => r.status === 'open')).toBe(true);
        expect(items.some((r) => 'patientId' in r)).toBe(false);
      }
      const raw = (await hospital.get('/api/treatment-requests/available?limit=100')).body;
      expect(raw).not.toContain(patient.id);
    });

    it('is refused to patients with 403', async () => {
      expectErrorEnvelope(await patient.get('/api/treatment-requests/available'), 403);
    });
  });

  describe('a hospital awaiting verification (DESIGN §5)', () => {
    const DESCRIPTION = 'Private history: type 2 diabetes, previous stroke in 2019.';
    let requestId: string;
    let unverified: Actor;

    beforeAll(async () => {
      unverified = await createActor(t.app, 'hospital');
      requestId = await createRequest(patient, {
        procedureType: 'Cardiac bypass',
        preferredLocation: 'Bangalore, India',
        budgetMin: 12_000,
        budgetMax: 20_000,
        description: DESCRIPTION,
      });
    });

    it('browses procedure, location and budget, never the description', async () => {
      const { items } = await collectPages<RequestBody & { description?: string }>(
        unverified,
        '/api/treatment-requests/available?limit=100',
      );
      const mine = items.find((r) => r.id === requestId);
      expect(mine).toMatchObject({
        procedureType: 'Cardiac bypass',
        preferredLocation: 'Bangalore, India',
        budgetMin: 12_000,
        budgetMax: 20_000,
        status: 'open',
      });
      expect(items.some((r) => 'description' in r)).toBe(false);
      const raw = (await unverified.get('/api/treatment-requests/available?limit=100')).body;
      expect(raw).not.toContain(DESCRIPTION);
    });

    it('opens one request without its description', async () => {
      const response = await unverified.get(`/api/treatment-requests/${requestId}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: requestId, procedureType: 'Cardiac bypass' });
      expect(response.json()).not.toHaveProperty('description');
      expect(response.body).not.toContain(DESCRIPTION);
    });

    it('reads descriptions once an admin has verified it', async () => {
      const hospitalToVerify = await createActor(t.app, 'hospital');
      expect(
        (await hospitalToVerify.get(`/api/treatment-requests/${requestId}`)).json(),
      ).not.toHaveProperty('description');
      const verified = await admin.post(`/api/admin/hospitals/${hospitalToVerify.id}/verify`);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(
        (await hospitalToVerify.get(`/api/treatment-requests/${requestId}`)).json(),
      ).toMatchObject({ description: DESCRIPTION });
      const { items } = await collectPages<RequestBody & { description?: string }>(
        hospitalToVerify,
        '/api/treatment-requests/available?limit=100',
      );
      expect(items.find((r) => r.id === requestId)?.description).toBe(DESCRIPTION);
    });

    it('leaves verified hospitals, admins and the owner the description', async () => {
      for (const viewer of [hospital, admin, patient]) {
        const response = await viewer.get(`/api/treatment-requests/${requestId}`);
        expect(response.json(), `${viewer.email}`).toMatchObject({ description: DESCRIPTION });
      }
    });
  });

  describe('one request', () => {
    it('is visible to its owner and admins with the patient, to hospitals while open without it, otherwise 404', async () => {
      const owner = await createActor(t.app, 'patient');
      const stranger = await createActor(t.app, 'patient');
      const bystander = await createVerifiedHospital(t.app, admin, 'Bystander');
      const id = await createRequest(owner);

      expect((await owner.get(`/api/treatment-requests/${id}`)).json<RequestBody>()).toMatchObject({
        id,
        patientId: owner.id,
        bidCount: 0,
      });
      expect((await admin.get(`/api/treatment-requests/${id}`)).json<RequestBody>().patientId).toBe(
        owner.id,
      );
      const asHospital = await bystander.get(`/api/treatment-requests/${id}`);
      expect(asHospital.statusCode).toBe(200);
      expect(asHospital.json()).not.toHaveProperty('patientId');
      expect(asHospital.json()).not.toHaveProperty('bidCount');
      expectErrorEnvelope(
        await stranger.get(`/api/treatment-requests/${id}`),
        404,
        'Request not found',
      );

      await createBid(hospital, id);
      expect((await owner.get(`/api/treatment-requests/${id}`)).json<RequestBody>().bidCount).toBe(
        1,
      );
      expect((await owner.post(`/api/treatment-requests/${id}/close`)).statusCode).toBe(200);
      // Closed: the bidder still sees it; a hospital without a bid no longer does.
      expect(
        (await hospital.get(`/api/treatment-requests/${id}`)).json<RequestBody>(),
      ).toMatchObject({ status: 'closed', patientId: owner.id });
      expectErrorEnvelope(await bystander.get(`/api/treatment-requests/${id}`), 404);
    });

    it('answers malformed and unknown ids with 404', async () => {
      for (const id of ['abc', '1', randomUUID()]) {
        expectErrorEnvelope(await patient.get(`/api/treatment-requests/${id}`), 404);
      }
    });
  });

  describe('close', () => {
    it('closes an open request of the owner (200), then 409; bids stay as they are', async () => {
      const id = await createRequest(patient);
      const bid = await createBid(hospital, id);
      const closed = await patient.post(`/api/treatment-requests/${id}/close`);
      expect(closed.statusCode).toBe(200);
      expect(closed.json<RequestBody>()).toMatchObject({ id, status: 'closed' });
      expectErrorEnvelope(
        await patient.post(`/api/treatment-requests/${id}/close`),
        409,
        'Only an open request can be closed',
      );
      const bids = (await patient.get(`/api/bids/request/${id}`)).json<
        Array<{ id: string; status: string }>
      >();
      expect(bids).toEqual([expect.objectContaining({ id: bid, status: 'pending' })]);
    });

    it('cannot close an accepted request (409)', async () => {
      const id = await createRequest(patient);
      const bid = await createBid(hospital, id);
      expect((await patient.post(`/api/bids/${bid}/accept`)).statusCode).toBe(200);
      expectErrorEnvelope(await patient.post(`/api/treatment-requests/${id}/close`), 409);
      expect((await patient.get(`/api/treatment-requests/${id}`)).json<RequestBody>().status).toBe(
        'accepted',
      );
    });

    it('refuses another patient (404) and hospitals (403), and the request stays open', async () => {
      const owner = patient;
      const other = await createActor(t.app, 'patient');
      const id = await createRequest(owner);
      expectErrorEnvelope(await other.post(`/api/treatment-requests/${id}/close`), 404);
      expectErrorEnvelope(await hospital.post(`/api/treatment-requests/${id}/close`), 403);
      expectErrorEnvelope(await testClient(t.app).post(`/api/treatment-requests/${id}/close`), 401);
      expect((await owner.get(`/api/treatment-requests/${id}`)).json<RequestBody>().status).toBe(
        'open',
      );
    });
  });
});
