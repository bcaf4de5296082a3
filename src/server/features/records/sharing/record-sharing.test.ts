import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consent } from '#shared/consents/consents.schemas.ts';
import type {
  DocumentRequest,
  RecordGrant,
  RequestSharing,
  SharedRecord,
} from '#shared/records/record-sharing.schemas.ts';
import type { MedicalRecord, RecordAccess } from '#shared/records/records.schemas.ts';
import { recordGrants } from '../../../db/schema/record-grants.ts';
import { expectErrorEnvelope } from '../../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../../test/factories.ts';
import { samplePdf, samplePng } from '../../../test/record-files.ts';
import {
  createRecordsTestApp,
  RECORD_STORE_BACKENDS,
  type RecordStoreBackend,
} from '../../../test/records-test-app.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { giveConsents } from '../../consents/consents-test-support.ts';
import { postRecord } from '../records-test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function createHospitals(t: TestApp): Promise<Pick<Scene, 'bidder' | 'outsider'>> {
  const admin = await createAdmin(t.app);
  const [bidder, outsider] = await Promise.all([
    createVerifiedHospital(t.app, admin, 'Bidding'),
    createVerifiedHospital(t.app, admin, 'Outside'),
  ]);
  return { bidder, outsider };
}

/** A patient with a request, sharing consents given; a bidding hospital; one that never bid. */
interface Scene {
  patient: Actor;
  requestId: string;
  bidder: Actor;
  outsider: Actor;
  pdf: Buffer;
  pdfRecord: MedicalRecord;
  pngRecord: MedicalRecord;
}

/** A new scene; with `hospitals`, a new patient and request for an earlier scene's hospitals. */
async function buildScene(
  t: TestApp,
  hospitals?: Pick<Scene, 'bidder' | 'outsider'>,
): Promise<Scene> {
  const patient = await createActor(t.app, 'patient', { firstName: 'Pat', lastName: 'Ient' });
  const { bidder, outsider } = hospitals ?? (await createHospitals(t));
  const requestId = await createRequest(patient);
  await createBid(bidder, requestId);
  await giveConsents(patient, ['health_data', 'cross_border_sharing']);
  const pdf = samplePdf(200_000);
  const upload = async (content: Buffer, name: string) => {
    const response = await postRecord(patient, { filename: name, content });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MedicalRecord>();
  };
  return {
    patient,
    requestId,
    bidder,
    outsider,
    pdf,
    pdfRecord: await upload(pdf, 'echo.pdf'),
    pngRecord: await upload(samplePng(), 'scan.png'),
  };
}

async function grant(scene: Scene, overrides: Record<string, unknown> = {}): Promise<RecordGrant> {
  const response = await scene.patient.post('/api/record-grants', {
    treatmentRequestId: scene.requestId,
    hospitalId: scene.bidder.id,
    recordIds: [scene.pdfRecord.id, scene.pngRecord.id],
    purpose: 'Quote for the knee replacement',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RecordGrant>();
}

const content = (actor: Actor, record: MedicalRecord) =>
  actor.get(`/api/records/${record.id}/content`);

/*
 * Issue #14's "done when" flow, on local disk and on the S3-compatible server: a patient shares
 * a scan and a PDF with one bidding hospital, the hospital previews them, the patient revokes
 * and the hospital gets 404 at once, and the patient sees both reads in the access log.
 */
describe.each(RECORD_STORE_BACKENDS)('sharing records on %s', (backend: RecordStoreBackend) => {
  let t: TestApp;
  let scene: Scene;

  beforeAll(async () => {
    t = await createRecordsTestApp(backend, { ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    scene = await buildScene(t);
  });
  afterAll(() => t.close());

  it('serves shared files to the granted hospital until revoked, and logs each read', async () => {
    const { patient, bidder, outsider, pdfRecord, pngRecord } = scene;
    expectErrorEnvelope(await content(bidder, pdfRecord), 404);

    const made = await grant(scene);
    expect(made).toMatchObject({
      hospital: { id: bidder.id, name: 'Bidding City' },
      status: 'live',
      purpose: 'Quote for the knee replacement',
      revokedAt: null,
    });
    expect(made.records.map((r) => r.id).sort()).toEqual([pdfRecord.id, pngRecord.id].sort());

    const shared = await bidder.get(`/api/treatment-requests/${scene.requestId}/shared-records`);
    expect(shared.json<SharedRecord[]>().map((r) => r.title)).toHaveLength(2);

    const pdf = await content(bidder, pdfRecord);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(scene.pdf)).toBe(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await content(bidder, pngRecord)).headers['content-type']).toBe('image/png');
    expectErrorEnvelope(await content(outsider, pdfRecord), 404);

    const revoked = await patient.post(`/api/record-grants/${made.id}/revoke`);
    expect(revoked.json<RecordGrant>()).toMatchObject({
      status: 'revoked',
      revokedReason: 'patient',
    });
    expectErrorEnvelope(await content(bidder, pdfRecord), 404, 'Record not found');
    expectErrorEnvelope(await content(bidder, pngRecord), 404);
    const after = await bidder.get(`/api/treatment-requests/${scene.requestId}/shared-records`);
    expect(after.json()).toEqual([]);

    for (const record of [pdfRecord, pngRecord]) {
      const log = await patient.get(`/api/records/${record.id}/access-log`);
      expect(log.json<RecordAccess[]>()).toEqual([
        expect.objectContaining({
          accessor: { id: bidder.id, role: 'hospital', name: 'Bidding City' },
        }),
      ]);
    }
  });
});

describe('sharing rules', () => {
  let t: TestApp;
  let scene: Scene;

  beforeAll(async () => {
    t = await createRecordsTestApp('local disk', { ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    scene = await buildScene(t);
  });
  afterAll(() => t.close());

  it('defaults to 30 days and refuses more than 90', async () => {
    const made = await grant(scene);
    const days = (Date.parse(made.expiresAt) - Date.parse(made.createdAt)) / DAY_MS;
    expect(Math.round(days)).toBe(30);
    const long = await scene.patient.post('/api/record-grants', {
      treatmentRequestId: scene.requestId,
      hospitalId: scene.bidder.id,
      recordIds: [scene.pdfRecord.id],
      purpose: 'Long',
      expiresInDays: 91,
    });
    expectErrorEnvelope(long, 400, 'Expiry must be at most 90 days');
    await scene.patient.post(`/api/record-grants/${made.id}/revoke`);
  });

  it.each([
    ['no purpose', { purpose: '  ' }, 400, 'Purpose is required'],
    ['a hospital without a live bid', 'outsider', 409, /pending or accepted bid/],
    ['another patient’s record', 'foreignRecord', 404, 'Record not found'],
    ['a server-owned field', { patientId: crypto.randomUUID() }, 400, undefined],
  ] as const)(
    'refuses a grant with %s and stores nothing',
    async (_name, change, status, message) => {
      const other = await createActor(t.app, 'patient');
      const foreign = await postRecord(other, { filename: 'x.pdf', content: samplePdf() });
      const overrides =
        change === 'outsider'
          ? { hospitalId: scene.outsider.id }
          : change === 'foreignRecord'
            ? { recordIds: [foreign.json<MedicalRecord>().id] }
            : change;
      const before = await t.db.$count(recordGrants);
      const response = await scene.patient.post('/api/record-grants', {
        treatmentRequestId: scene.requestId,
        hospitalId: scene.bidder.id,
        recordIds: [scene.pdfRecord.id],
        purpose: 'Quote',
        ...overrides,
      });
      expectErrorEnvelope(response, status, message);
      expect(await t.db.$count(recordGrants)).toBe(before);
    },
  );

  it('needs both sharing consents to grant (409 naming the missing one)', async () => {
    const patient = await createActor(t.app, 'patient');
    const requestId = await createRequest(patient);
    await createBid(scene.bidder, requestId);
    const record = (
      await postRecord(patient, { filename: 'a.pdf', content: samplePdf() })
    ).json<MedicalRecord>();
    const response = await patient.post('/api/record-grants', {
      treatmentRequestId: requestId,
      hospitalId: scene.bidder.id,
      recordIds: [record.id],
      purpose: 'Quote',
    });
    expectErrorEnvelope(response, 409, /“Sharing records with a hospital abroad”/);
    expect(response.json()).toMatchObject({ code: 'CONSENT_REQUIRED' });
  });

  it('stops every read the moment the health-data consent is withdrawn, and shows the grant ended', async () => {
    const made = await grant(scene);
    expect((await content(scene.bidder, scene.pdfRecord)).statusCode).toBe(200);

    const withdrawn = await scene.patient.request({
      method: 'DELETE',
      url: '/api/consents/health_data',
    });
    expect(withdrawn.json<Consent>()).toMatchObject({ given: false });
    expectErrorEnvelope(await content(scene.bidder, scene.pdfRecord), 404);
    const grants = (await scene.patient.get('/api/record-grants')).json<RecordGrant[]>();
    expect(grants.find((g) => g.id === made.id)).toMatchObject({
      status: 'revoked',
      revokedReason: 'consent_withdrawn',
    });
    await giveConsents(scene.patient, ['health_data']);
    // Consent again does not bring an ended grant back.
    expectErrorEnvelope(await content(scene.bidder, scene.pdfRecord), 404);
  });

  it('checks the consents on every read, not only through the grants', async () => {
    const made = await grant(scene);
    // Stands for a consent text changing under a live grant: the consent row no longer counts.
    await t.db.execute(
      sql`UPDATE consents SET text_version = 0 WHERE user_id = ${scene.patient.id} AND purpose = 'cross_border_sharing' AND ended_at IS NULL`,
    );
    expectErrorEnvelope(await content(scene.bidder, scene.pdfRecord), 404);
    const shared = await scene.bidder.get(
      `/api/treatment-requests/${scene.requestId}/shared-records`,
    );
    expect(shared.json()).toEqual([]);
    await giveConsents(scene.patient, ['cross_border_sharing']);
    expect((await content(scene.bidder, scene.pdfRecord)).statusCode).toBe(200);
    await scene.patient.post(`/api/record-grants/${made.id}/revoke`);
  });

  it('ends a grant at its expiry', async () => {
    const made = await grant(scene, { recordIds: [scene.pngRecord.id] });
    const past = new Date(Date.now() - 40 * DAY_MS);
    await t.db
      .update(recordGrants)
      .set({ createdAt: past, expiresAt: new Date(past.getTime() + DAY_MS) })
      .where(eq(recordGrants.id, made.id));
    expectErrorEnvelope(await content(scene.bidder, scene.pngRecord), 404);
    const listed = (
      await scene.patient.get(`/api/record-grants?treatmentRequestId=${scene.requestId}`)
    ).json<RecordGrant[]>();
    expect(listed.find((g) => g.id === made.id)?.status).toBe('expired');
  });

  it('lets a bidding hospital ask for a document, and the patient answer with a grant or decline', async () => {
    const { patient, bidder, outsider, requestId } = scene;
    const ask = (actor: Actor, message = 'Please send your latest echo report') =>
      actor.post('/api/document-requests', { treatmentRequestId: requestId, message });

    const asked = await ask(bidder);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<DocumentRequest>();
    expect(request).toMatchObject({ status: 'open', hospital: { id: bidder.id }, grantId: null });
    expectErrorEnvelope(await ask(outsider), 403, /pending or accepted bid/);
    expectErrorEnvelope(await ask(bidder, 'x'.repeat(501)), 400);

    const mine = await patient.get(`/api/document-requests?treatmentRequestId=${requestId}`);
    expect(mine.json<DocumentRequest[]>().map((a) => a.id)).toContain(request.id);
    expect((await patient.get('/api/document-requests')).json<DocumentRequest[]>()).toHaveLength(
      mine.json<DocumentRequest[]>().length,
    );

    const answer = await grant(scene, {
      documentRequestId: request.id,
      recordIds: [scene.pdfRecord.id],
    });
    expect(answer.documentRequestId).toBe(request.id);
    const seen = (await bidder.get('/api/document-requests')).json<DocumentRequest[]>();
    expect(seen.find((a) => a.id === request.id)).toMatchObject({
      status: 'answered',
      grantId: answer.id,
    });
    const twice = await patient.post('/api/record-grants', {
      treatmentRequestId: requestId,
      hospitalId: bidder.id,
      recordIds: [scene.pdfRecord.id],
      purpose: 'Again',
      documentRequestId: request.id,
    });
    expectErrorEnvelope(twice, 409, 'This document request was already answered or declined');

    const second = (await ask(bidder, 'And your blood test')).json<DocumentRequest>();
    const declined = await patient.post(`/api/document-requests/${second.id}/decline`);
    expect(declined.json<DocumentRequest>()).toMatchObject({ status: 'declined' });
    expectErrorEnvelope(await patient.post(`/api/document-requests/${second.id}/decline`), 409);
    expectErrorEnvelope(await outsider.post(`/api/document-requests/${second.id}/decline`), 403);
    await scene.patient.post(`/api/record-grants/${answer.id}/revoke`);
  });

  it('caps a hospital’s unanswered asks on one request at five', async () => {
    const patient = await createActor(t.app, 'patient');
    const requestId = await createRequest(patient);
    await createBid(scene.bidder, requestId);
    const ask = () =>
      scene.bidder.post('/api/document-requests', {
        treatmentRequestId: requestId,
        message: 'A scan',
      });
    const statuses = await Promise.all(Array.from({ length: 7 }, () => ask()));
    expect(statuses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409, 409]);
  });

  it('gives the patient one view per bidding hospital: bid, grants and asks', async () => {
    const made = await grant(scene, { recordIds: [scene.pngRecord.id] });
    const response = await scene.patient.get(`/api/treatment-requests/${scene.requestId}/sharing`);
    expect(response.statusCode).toBe(200);
    const [entry, ...rest] = response.json<RequestSharing>();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      hospital: { id: scene.bidder.id, name: 'Bidding City' },
      bid: { status: 'pending' },
      canGrant: true,
    });
    expect(entry!.grants.map((g) => g.id)).toContain(made.id);
    expect(entry!.documentRequests.length).toBeGreaterThan(0);
  });

  it('includes consents, grants and asks in the data export', async () => {
    const exported = (await scene.patient.get('/api/me/export')).json<{
      consents: unknown[];
      recordGrants: RecordGrant[];
      documentRequests: DocumentRequest[];
    }>();
    expect(exported.consents.length).toBeGreaterThanOrEqual(2);
    expect(exported.recordGrants.length).toBeGreaterThan(0);
    expect(exported.recordGrants[0]!.records[0]).not.toHaveProperty('storageKey');
    const hospitalExport = (await scene.bidder.get('/api/me/export')).json<{
      recordGrants: RecordGrant[];
    }>();
    expect(hospitalExport.recordGrants.length).toBe(exported.recordGrants.length);
  });
});

describe('sharing ends with the bid', () => {
  let t: TestApp;
  let hospitals: Pick<Scene, 'bidder' | 'outsider'>;

  beforeAll(async () => {
    t = await createRecordsTestApp('local disk', { ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    hospitals = await createHospitals(t);
  });
  afterAll(() => t.close());

  it('stops a hospital’s reads once its bid is declined, by the patient or by accepting another', async () => {
    const declinedScene = await buildScene(t, hospitals);
    await grant(declinedScene, { recordIds: [declinedScene.pdfRecord.id] });
    const sharedList = (actor: Actor, requestId: string) =>
      actor.get(`/api/treatment-requests/${requestId}/shared-records`);
    expect((await content(declinedScene.bidder, declinedScene.pdfRecord)).statusCode).toBe(200);
    const bids = (
      await declinedScene.patient.get(`/api/bids/request/${declinedScene.requestId}`)
    ).json<{ id: string }[]>();
    const rejected = await declinedScene.patient.post(`/api/bids/${bids[0]!.id}/reject`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expectErrorEnvelope(await content(declinedScene.bidder, declinedScene.pdfRecord), 404);
    const listed = await sharedList(declinedScene.bidder, declinedScene.requestId);
    expect(listed.json<SharedRecord[]>()).toEqual([]);

    // The automatic decline when the patient accepts another hospital's bid ends it too.
    const lost = await buildScene(t, hospitals);
    await grant(lost, { recordIds: [lost.pngRecord.id] });
    expect((await content(lost.bidder, lost.pngRecord)).statusCode).toBe(200);
    const winnerBid = await createBid(lost.outsider, lost.requestId);
    const accepted = await lost.patient.post(`/api/bids/${winnerBid}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expectErrorEnvelope(await content(lost.bidder, lost.pngRecord), 404);
    expect((await sharedList(lost.bidder, lost.requestId)).json<SharedRecord[]>()).toEqual([]);
  });
});
