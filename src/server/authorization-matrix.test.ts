import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids } from './db/schema/bids.ts';
import { giveConsents } from './features/consents/consents-test-support.ts';
import { treatmentRequests } from './db/schema/treatment-requests.ts';
import {
  ACTORS,
  ACCREDITATION_UPLOAD,
  MATRIX_BID_DEADLINE,
  PHOTO_UPLOAD,
  RECORD_UPLOAD,
  matrixRows,
  type ActorName,
  type FixtureObject,
  type MatrixRow,
} from './test/authorization-matrix.ts';
import { expectErrorEnvelope } from './test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from './test/factories.ts';
import { testClient, type TestClient } from './test/http.ts';
import { multipartBody, type MultipartFile } from './test/multipart.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

type Caller = TestClient & { id?: string };

const ACCREDITATIONS_URL = '/api/hospital-profile/accreditations';
const PHOTOS_URL = '/api/hospital-profile/photos';

interface World {
  actors: Record<ActorName, Caller>;
  R1: string;
  R2: string;
  bidH1OnR1: string;
  bidH2OnR1: string;
  bidH2OnR2: string;
  recordP1: string;
  grantP1H2: string;
  askH2OnR2: string;
  accreditationH1: string;
  photoH1: string;
  unknown: string;
}

function expectOk(response: LightMyRequestResponse, path: string, status: number): void {
  if (response.statusCode !== status)
    throw new Error(`${path}: expected ${status}, got ${response.statusCode} ${response.body}`);
}

/** Uploads a record to `patient`'s vault; returns its id. */
async function uploadRecordAs(patient: Caller): Promise<string> {
  const upload = RECORD_UPLOAD();
  const { payload, headers } = multipartBody(upload.fields, upload.file);
  const response = await patient.request({
    method: 'POST',
    url: '/api/records',
    body: payload,
    headers,
  });
  expectOk(response, 'upload recordP1', 201);
  return response.json<{ id: string }>().id;
}

/** Shares `recordId` with `hospitalId` for `requestId` as `patient`; returns the grant's id. */
async function grantRecordAs(
  patient: Caller,
  input: { requestId: string; hospitalId: string; recordId: string },
): Promise<string> {
  const response = await patient.post('/api/record-grants', {
    treatmentRequestId: input.requestId,
    hospitalId: input.hospitalId,
    recordIds: [input.recordId],
    purpose: 'Matrix grant',
  });
  expectOk(response, 'grant', 201);
  return response.json<{ id: string }>().id;
}

/** Uploads `upload` to a hospital-profile endpoint as `hospital`; returns the new row's id. */
async function uploadAs(
  hospital: Caller,
  url: string,
  upload: { fields: Record<string, string>; file: MultipartFile },
): Promise<string> {
  const { payload, headers } = multipartBody(upload.fields, upload.file);
  const response = await hospital.request({ method: 'POST', url, body: payload, headers });
  expectOk(response, url, 201);
  return response.json<{ id: string }>().id;
}

/** Asks the request's patient for a document as `hospital`; returns the ask's id. */
async function askForDocumentAs(hospital: Caller, requestId: string): Promise<string> {
  const response = await hospital.post('/api/document-requests', {
    treatmentRequestId: requestId,
    message: 'Please send your latest echo report',
  });
  expectOk(response, 'document request', 201);
  return response.json<{ id: string }>().id;
}

/** Builds the SECURITY §1 fixture through the API (see authorization-matrix.ts). */
async function buildWorld(t: TestApp): Promise<World> {
  const A = await createAdmin(t.app);
  const [norole, P1, P2, H1, H2, H3] = await Promise.all([
    createActor(t.app, 'none'),
    createActor(t.app, 'patient'),
    createActor(t.app, 'patient'),
    createVerifiedHospital(t.app, A, 'H1'),
    createVerifiedHospital(t.app, A, 'H2'),
    createVerifiedHospital(t.app, A, 'H3'),
  ]);
  await giveConsents(P1, ['health_data', 'cross_border_sharing']);
  await giveConsents(P2, ['health_data']);
  const R1 = await createRequest(P1, { procedureType: 'R1 procedure' });
  const R2 = await createRequest(P1, { procedureType: 'R2 procedure' });
  const bidH1OnR1 = await createBid(H1, R1, { price: 11_111 });
  const bidH2OnR1 = await createBid(H2, R1, { price: 22_222 });
  expectOk(await P1.post(`/api/bids/${bidH2OnR1}/reject`), 'reject H2 on R1', 200);
  expectOk(await P1.post(`/api/bids/${bidH1OnR1}/accept`), 'accept H1 on R1', 200);
  const bidH2OnR2 = await createBid(H2, R2, { price: 33_333 });
  const recordP1 = await uploadRecordAs(P1);
  const grantP1H2 = await grantRecordAs(P1, {
    requestId: R2,
    hospitalId: H2.id,
    recordId: recordP1,
  });
  const askH2OnR2 = await askForDocumentAs(H2, R2);
  const accreditationH1 = await uploadAs(H1, ACCREDITATIONS_URL, ACCREDITATION_UPLOAD());
  const photoH1 = await uploadAs(H1, PHOTOS_URL, PHOTO_UPLOAD());
  return {
    actors: { anon: testClient(t.app), norole, P1, P2, H1, H2, H3, A },
    R1,
    R2,
    bidH1OnR1,
    bidH2OnR1,
    bidH2OnR2,
    recordP1,
    grantP1H2,
    askH2OnR2,
    accreditationH1,
    photoH1,
    unknown: randomUUID(),
  };
}

describe('authorization matrix (SECURITY §1)', () => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    world = await buildWorld(t);
  });
  afterAll(() => t.close());

  const actor = (name: ActorName): Actor => world.actors[name] as Actor;

  /**
   * A copy of R2 for a row whose allowed call would change it: P1's open request (with a bid
   * deadline a week ahead, so it can be extended), H2's pending bid.
   */
  async function freshR2(): Promise<{ requestId: string; bidId: string }> {
    const requestId = await createRequest(actor('P1'), {
      procedureType: 'R2 copy',
      bidDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    const bidId = await createBid(actor('H2'), requestId);
    return { requestId, bidId };
  }

  async function resolve(object: FixtureObject | undefined): Promise<string | undefined> {
    switch (object) {
      case undefined:
        return undefined;
      case 'R1':
      case 'R2':
      case 'bidH1OnR1':
      case 'bidH2OnR1':
      case 'recordP1':
      case 'accreditationH1':
      case 'photoH1':
      case 'unknown':
        return world[object];
      case 'freshRecordP1':
        return uploadRecordAs(world.actors.P1);
      case 'freshAccreditationH1':
        return uploadAs(world.actors.H1, ACCREDITATIONS_URL, ACCREDITATION_UPLOAD());
      case 'freshPhotoH1':
        return uploadAs(world.actors.H1, PHOTOS_URL, PHOTO_UPLOAD());
      case 'freshGrantP1H2':
        return grantRecordAs(world.actors.P1, {
          requestId: world.R2,
          hospitalId: actor('H2').id,
          recordId: world.recordP1,
        });
      case 'freshAskH2':
        return askForDocumentAs(world.actors.H2, (await freshR2()).requestId);
      case 'freshR2':
        return (await freshR2()).requestId;
      case 'freshBidH2OnR2':
        return (await freshR2()).bidId;
      case 'notificationP1':
        return (await actor('P1').get('/api/notifications?limit=1')).json<
          Array<{ id: string }>
        >()[0]?.id;
      case 'userP1':
        return actor('P1').id;
      case 'userH1':
        return actor('H1').id;
      case 'userH3':
        return actor('H3').id;
      case 'userNorole':
        return actor('norole').id;
      case 'userA':
        return actor('A').id;
    }
  }

  async function callerFor(row: MatrixRow): Promise<Caller> {
    if (!row.endpoint.freshCallers?.includes(row.actor)) return world.actors[row.actor];
    if (row.actor !== 'norole') throw new Error(`no fresh ${row.actor} builder`);
    return createActor(t.app, 'none');
  }

  /**
   * What an allowed answer may contain (SECURITY §1, DESIGN §5): own rows only, no patient
   * identity for hospitals that have not bid, no competitor's bid, public fields only.
   */
  function checkAllowedBody(
    row: MatrixRow,
    caller: Caller,
    objectId: string | undefined,
    body: unknown,
  ): void {
    const items = body as Array<Record<string, unknown>>;
    const one = body as Record<string, unknown>;
    const isHospital = row.actor.startsWith('H');
    switch (`${row.method} ${row.path}`) {
      case 'GET /api/treatment-requests':
        expect(items.every((r) => r.patientId === caller.id)).toBe(true);
        if (row.actor === 'P1')
          expect(items.map((r) => r.id)).toEqual(expect.arrayContaining([world.R1, world.R2]));
        break;
      case 'GET /api/treatment-requests/available':
        expect(items.every((r) => r.status === 'open' && !('patientId' in r))).toBe(true);
        expect(items.map((r) => r.id)).not.toContain(world.R1);
        break;
      case 'GET /api/treatment-requests/{id}': {
        const hasBid = (row.actor === 'H1' && objectId === world.R1) || row.actor === 'H2';
        if (isHospital && !hasBid) expect(one).not.toHaveProperty('patientId');
        else expect(one.patientId).toBe(actor('P1').id);
        break;
      }
      case 'GET /api/bids/patient':
        if (row.actor === 'P1') {
          expect(items.map((b) => b.id)).toEqual(
            expect.arrayContaining([world.bidH1OnR1, world.bidH2OnR1, world.bidH2OnR2]),
          );
        }
        for (const b of items) expect(b.treatmentRequest).toBeDefined();
        if (row.actor === 'P2') expect(items).toEqual([]);
        break;
      case 'GET /api/bids/hospital':
        expect(items.every((b) => b.hospitalId === caller.id)).toBe(true);
        break;
      case 'GET /api/bids/hospital/{id}': {
        // Prices: the hospital itself, admins, and P1, whose requests every fixture bid is on.
        const seesPrice = objectId === caller.id || row.actor === 'A' || row.actor === 'P1';
        for (const b of items) {
          expect(Object.keys(b).sort()).toEqual(
            [
              'createdAt',
              'estimatedDuration',
              'id',
              ...(seesPrice ? ['price'] : []),
              'status',
              'treatmentRequest',
            ].sort(),
          );
        }
        break;
      }
      case 'GET /api/bids/request/{id}':
        if (isHospital) expect(items.every((b) => b.hospitalId === caller.id)).toBe(true);
        else {
          const expected =
            objectId === world.R1 ? [world.bidH1OnR1, world.bidH2OnR1] : [world.bidH2OnR2];
          expect(items.map((b) => b.id)).toEqual(expect.arrayContaining(expected));
        }
        break;
      case 'GET /api/users/{id}':
        if (objectId !== caller.id && row.actor !== 'A') {
          expect(one.role).toBe('hospital');
          expect(one).not.toHaveProperty('rewardPoints');
          expect(one).not.toHaveProperty('lastLoginAt');
        }
        break;
      case 'POST /api/treatment-requests':
        expect(one.patientId).toBe(caller.id);
        break;
      case 'POST /api/bids':
        expect(one).toMatchObject({
          hospitalId: caller.id,
          treatmentRequestId: objectId,
          status: 'pending',
        });
        break;
      case 'POST /api/bids/{id}/accept':
        expect(one).toMatchObject({ id: objectId, status: 'accepted' });
        break;
      case 'POST /api/bids/{id}/reject':
        expect(one).toMatchObject({ id: objectId, status: 'rejected' });
        break;
      case 'PATCH /api/bids/{id}':
        expect(one).toMatchObject({ id: objectId, price: 9_000, previousTotalPrice: 10_200 });
        break;
      case 'POST /api/bids/{id}/withdraw':
        expect(one).toMatchObject({ id: objectId, status: 'withdrawn' });
        break;
      case 'PATCH /api/treatment-requests/{id}/bid-deadline':
        expect(one).toMatchObject({ id: objectId, bidDeadline: MATRIX_BID_DEADLINE });
        break;
      case 'GET /api/records':
        if (row.actor === 'P1') expect(items.map((r) => r.id)).toContain(world.recordP1);
        else expect(items.map((r) => r.id)).not.toContain(world.recordP1);
        break;
      case 'GET /api/hospital-profile/accreditations/{id}/evidence':
        expect((body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
        break;
      case 'GET /api/hospital-profiles/{id}':
        // Evidence is for the hospital itself and admins only.
        if (row.actor !== 'H1' && row.actor !== 'A') {
          expect(JSON.stringify(one)).not.toContain('/evidence');
        }
        break;
      case 'GET /api/records/{id}/content':
        expect((body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
        break;
      case 'GET /api/records/{id}/access-log': {
        // The owner's reads and those of H2, whose live grant covers the record.
        const readers = [caller.id, actor('H2').id];
        const accessors = items.map((entry) => (entry.accessor as { id: string }).id);
        expect(accessors.every((id) => readers.includes(id))).toBe(true);
        break;
      }
      case 'POST /api/record-grants':
        expect(one).toMatchObject({
          treatmentRequestId: objectId,
          hospital: { id: actor('H2').id },
          status: 'live',
          records: [expect.objectContaining({ id: world.recordP1 })],
        });
        break;
      case 'GET /api/record-grants':
        if (row.actor === 'P1') expect(items.map((g) => g.id)).toContain(world.grantP1H2);
        else expect(items).toEqual([]);
        break;
      case 'POST /api/record-grants/{id}/revoke':
        expect(one).toMatchObject({ id: objectId, status: 'revoked', revokedReason: 'patient' });
        break;
      case 'GET /api/treatment-requests/{id}/shared-records':
        // Only H2 has a live grant, and only for R2.
        expect(items.map((r) => r.id)).toEqual(
          row.actor === 'H2' && objectId === world.R2 ? [world.recordP1] : [],
        );
        break;
      case 'GET /api/treatment-requests/{id}/sharing': {
        const hospitals = items.map((entry) => (entry.hospital as { id: string }).id);
        const bidders = objectId === world.R1 ? ['H1', 'H2'] : ['H2'];
        expect(hospitals.sort()).toEqual(bidders.map((name) => actor(name as ActorName).id).sort());
        break;
      }
      case 'POST /api/document-requests':
        expect(one).toMatchObject({
          treatmentRequestId: objectId,
          hospital: { id: caller.id },
          status: 'open',
        });
        break;
      case 'GET /api/document-requests': {
        const side = isHospital ? 'hospital' : 'patient';
        for (const ask of items) {
          if (side === 'hospital') expect((ask.hospital as { id: string }).id).toBe(caller.id);
        }
        if (row.actor === 'P1' || row.actor === 'H2')
          expect(items.map((a) => a.id)).toContain(world.askH2OnR2);
        else expect(items.map((a) => a.id)).not.toContain(world.askH2OnR2);
        break;
      }
      case 'POST /api/document-requests/{id}/decline':
        expect(one).toMatchObject({ id: objectId, status: 'declined' });
        break;
      case 'POST /api/treatment-requests/{id}/close':
        expect(one).toMatchObject({ id: objectId, status: 'closed' });
        break;
      case 'PUT /api/me/preferred-currency':
        expect(one).toMatchObject({ id: caller.id, preferredCurrency: 'USD' });
        break;
      default:
        break;
    }
  }

  it('covers every actor for every case', () => {
    const rows = matrixRows();
    expect(new Set(rows.map((r) => r.actor))).toEqual(new Set(ACTORS));
    expect(rows.length % ACTORS.length).toBe(0);
    // Both outcomes are exercised: allowed and denied.
    expect(rows.some((r) => r.status < 300)).toBe(true);
    expect(rows.some((r) => r.status >= 400)).toBe(true);
  });

  const rows = matrixRows().map((row) => ({ ...row, on: row.object ?? '-' }));
  it.each(rows)('$method $path [$on] as $actor → $status', async (row) => {
    const caller = await callerFor(row);
    const objectId = await resolve(row.object);
    const url = objectId === undefined ? row.path : row.path.replace('{id}', objectId);
    const upload = row.endpoint.upload?.();
    const multipart = upload && multipartBody(upload.fields, upload.file);
    const raw = row.endpoint.raw?.();
    const response = await caller.request({
      method: row.method,
      url,
      ...(row.endpoint.body
        ? {
            body: row.endpoint.body(objectId, {
              recordP1: world.recordP1,
              userH2: actor('H2').id,
            }),
          }
        : {}),
      ...(multipart ? { body: multipart.payload, headers: multipart.headers } : {}),
      ...(raw ? { body: raw.payload, headers: { 'content-type': raw.contentType } } : {}),
    });
    if (row.status >= 400) {
      expectErrorEnvelope(response, row.status);
    } else {
      expect(response.statusCode, response.body).toBe(row.status);
      const isJson = /^application\/json/.test(String(response.headers['content-type']));
      checkAllowedBody(row, caller, objectId, isJson ? response.json() : response.rawPayload);
    }
  });

  it('leaves the shared fixture as SECURITY §1 describes it', async () => {
    const requests = await t.db
      .select({ id: treatmentRequests.id, status: treatmentRequests.status })
      .from(treatmentRequests)
      .where(inArray(treatmentRequests.id, [world.R1, world.R2]));
    expect(Object.fromEntries(requests.map((r) => [r.id, r.status]))).toEqual({
      [world.R1]: 'accepted',
      [world.R2]: 'open',
    });
    const fixtureBids = await t.db
      .select({ id: bids.id, status: bids.status })
      .from(bids)
      .where(inArray(bids.treatmentRequestId, [world.R1, world.R2]));
    expect(Object.fromEntries(fixtureBids.map((b) => [b.id, b.status]))).toEqual({
      [world.bidH1OnR1]: 'accepted',
      [world.bidH2OnR1]: 'rejected',
      [world.bidH2OnR2]: 'pending',
    });
    const norole = await world.actors.norole.get('/api/auth/user');
    expect(norole.json()).toMatchObject({ role: null });
  });
});
