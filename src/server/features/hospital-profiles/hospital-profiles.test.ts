import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HospitalProfilePage,
  OwnHospitalProfile,
  VerificationQueueItem,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { hospitalProfiles } from '../../db/schema/hospital-profiles.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { ADMIN_TEST_EMAIL, createActor, createAdmin, type Actor } from '../../test/factories.ts';
import { htmlPage, samplePdf } from '../../test/record-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  buildHospitalProfile,
  submitFullProfile,
  uploadAccreditation,
  uploadPhoto,
} from './hospital-profiles-test-support.ts';

const put = (client: Actor, body: unknown) =>
  client.request({ method: 'PUT', url: '/api/hospital-profile', body });

describe('hospital profiles (issue #17)', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
  });
  afterAll(() => t.close());

  it('lets a hospital save its profile and read it back; other roles are refused', async () => {
    const hospital = await createActor(t.app, 'hospital');
    const blank = (await hospital.get('/api/hospital-profile')).json<OwnHospitalProfile>();
    expect(blank).toMatchObject({ status: 'draft', legalName: null, verified: false });

    const saved = await put(hospital, buildHospitalProfile({ languages: ['EN', 'hi', 'en'] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = saved.json<OwnHospitalProfile>();
    expect(profile).toMatchObject({
      legalName: 'Apollo Hospitals Enterprise Ltd',
      city: 'Chennai',
    });
    expect(profile.languages).toEqual(['en', 'hi']);
    expect(profile.doctors[0]).toMatchObject({ name: 'Dr. Meera Raman', yearsOfPractice: 18 });

    expectErrorEnvelope(await put(patient, buildHospitalProfile()), 403);
    expectErrorEnvelope(await put(admin, buildHospitalProfile()), 403);
  });

  it('refuses invalid fields with a clear message and stores nothing', async () => {
    const hospital = await createActor(t.app, 'hospital');
    const cases: Array<[unknown, RegExp]> = [
      [buildHospitalProfile({ languages: ['english'] }), /ISO 639-1/],
      [buildHospitalProfile({ country: 'India' }), /two-letter ISO 3166/],
      [buildHospitalProfile({ website: 'javascript:alert(1)' }), /http\(s\)/],
      [buildHospitalProfile({ specialties: [] }), /at least one specialty/],
      [{ ...buildHospitalProfile(), status: 'approved' }, /./],
    ];
    for (const [body, message] of cases) {
      expectErrorEnvelope(await put(hospital, body), 400, message);
    }
    const rows = await t.db
      .select()
      .from(hospitalProfiles)
      .where(eq(hospitalProfiles.hospitalId, hospital.id));
    expect(rows).toEqual([]);
  });

  it('stores evidence through the vault checks and shows it only to its hospital and admins', async () => {
    const hospital = await createActor(t.app, 'hospital');
    const other = await createActor(t.app, 'hospital');
    const certificate = samplePdf();
    const created = await uploadAccreditation(hospital, {
      file: { filename: 'jci.pdf', content: certificate },
    });
    expect(created.statusCode, created.body).toBe(201);
    const accreditation = created.json<OwnHospitalProfile['accreditations'][number]>();
    expect(accreditation).toMatchObject({ body: 'JCI', hasBadge: false, verifiedAt: null });

    const url = accreditation.evidence?.url ?? '';
    const own = await hospital.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(certificate)).toBe(true);
    expect((await admin.get(url)).statusCode).toBe(200);
    expectErrorEnvelope(await other.get(url), 404);
    expectErrorEnvelope(await patient.get(url), 403);

    expectErrorEnvelope(
      await uploadAccreditation(hospital, { file: { filename: 'cert.pdf', content: htmlPage() } }),
      415,
    );
    expectErrorEnvelope(
      await uploadAccreditation(hospital, { fields: { body: 'MADE_UP' } }),
      400,
      /from the list/,
    );
    const listed = (await hospital.get('/api/hospital-profile')).json<OwnHospitalProfile>();
    expect(listed.accreditations).toHaveLength(1);
  });

  it('resizes photos and serves them as AVIF and WebP', async () => {
    const hospital = await createActor(t.app, 'hospital');
    const created = await uploadPhoto(hospital);
    expect(created.statusCode, created.body).toBe(201);
    const photo = created.json<OwnHospitalProfile['photos'][number]>();
    expect([photo.width, photo.height]).toEqual([1600, 1067]);

    for (const format of ['avif', 'webp'] as const) {
      const served = await patient.get(photo.urls[format]);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(1600);
    }
    expectErrorEnvelope(
      await uploadPhoto(hospital, { filename: 'x.jpg', content: samplePdf() }),
      415,
      /JPEG, PNG, WebP or AVIF/,
    );
  });

  it('submits only a complete profile, and the admin sees it in the queue with its evidence', async () => {
    const hospital = await createActor(t.app, 'hospital');
    await put(hospital, buildHospitalProfile());
    expectErrorEnvelope(await hospital.post('/api/hospital-profile/submit'), 409, /accreditation/);

    await uploadAccreditation(hospital);
    const submitted = await hospital.post('/api/hospital-profile/submit');
    expect(submitted.json<OwnHospitalProfile>().status).toBe('submitted');
    expectErrorEnvelope(await hospital.post('/api/hospital-profile/submit'), 409);

    const queue = (await admin.get('/api/admin/hospital-verifications')).json<
      VerificationQueueItem[]
    >();
    const item = queue.find((entry) => entry.hospitalId === hospital.id);
    expect(item).toMatchObject({
      email: hospital.email,
      legalName: 'Apollo Hospitals Enterprise Ltd',
    });
    expect(item?.accreditations[0]?.evidence?.url).toMatch(/\/evidence$/);
  });

  it('sends a profile back with a note, notifying the hospital and auditing the admin', async () => {
    const hospital = await createActor(t.app, 'hospital');
    await submitFullProfile(hospital);
    const path = `/api/admin/hospital-verifications/${hospital.id}/request-changes`;
    expectErrorEnvelope(await admin.post(path, { note: '   ' }), 400);

    const sent = await admin.post(path, { note: 'The JCI certificate scan is cut off.' });
    expect(sent.statusCode, sent.body).toBe(200);
    const own = (await hospital.get('/api/hospital-profile')).json<OwnHospitalProfile>();
    expect(own).toMatchObject({
      status: 'changes_requested',
      reviewNote: 'The JCI certificate scan is cut off.',
      verified: false,
    });
    const notifications = (await hospital.get('/api/notifications')).json<
      Array<{ kind: string }>
    >();
    expect(notifications.map((n) => n.kind)).toContain('profile_changes_requested');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, hospital.id));
    expect(audit.map((row) => row.action)).toContain('hospital.profile_request_changes');

    expectErrorEnvelope(await admin.post(path, { note: 'again' }), 409);
    // Sent back, it can be submitted again.
    expect((await hospital.post('/api/hospital-profile/submit')).statusCode).toBe(200);
  });

  it('approves: verifies the account, gives badges, publishes the profile and notifies', async () => {
    const hospital = await createActor(t.app, 'hospital');
    await submitFullProfile(hospital);
    const pageUrl = `/api/hospital-profiles/${hospital.id}`;
    const before = (await patient.get(pageUrl)).json<HospitalProfilePage>();
    expect(before).toMatchObject({ isPublished: false, legalName: null, accreditations: [] });

    const approved = await admin.post(`/api/admin/hospital-verifications/${hospital.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<OwnHospitalProfile>()).toMatchObject({
      status: 'approved',
      verified: true,
    });

    const after = (await patient.get(pageUrl)).json<HospitalProfilePage>();
    expect(after).toMatchObject({
      isPublished: true,
      verified: true,
      displayName: 'Apollo Hospitals Enterprise Ltd',
      languages: ['en', 'hi', 'ta'],
    });
    expect(after.accreditations).toEqual([
      expect.objectContaining({
        body: 'JCI',
        hasBadge: true,
        bodyName: 'Joint Commission International',
      }),
    ]);
    expect(after.accreditations[0]).not.toHaveProperty('evidence');
    const badges = await patient.get(`/api/hospital-profiles/badges?hospitalIds=${hospital.id}`);
    expect(badges.json()).toEqual([
      {
        hospitalId: hospital.id,
        badges: [{ body: 'JCI', bodyName: 'Joint Commission International' }],
      },
    ]);
    const kinds = (await hospital.get('/api/notifications')).json<Array<{ kind: string }>>();
    expect(kinds.map((n) => n.kind)).toContain('profile_approved');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, hospital.id));
    expect(audit.map((row) => row.action)).toContain('hospital.profile_approve');
    // The hospital can now bid (DESIGN §5): its account is verified.
    expect((await hospital.get('/api/auth/user')).json()).toMatchObject({ verified: true });

    expectErrorEnvelope(
      await admin.post(`/api/admin/hospital-verifications/${hospital.id}/approve`),
      409,
    );
  });

  it('a change after approval returns the profile to draft; a new accreditation has no badge yet', async () => {
    const hospital = await createActor(t.app, 'hospital');
    await submitFullProfile(hospital);
    await admin.post(`/api/admin/hospital-verifications/${hospital.id}/approve`);
    await uploadAccreditation(hospital, { fields: { body: 'NABH', number: 'NABH-H-2021-0099' } });
    const own = (await hospital.get('/api/hospital-profile')).json<OwnHospitalProfile>();
    expect(own.status).toBe('draft');
    expect(own.verified).toBe(true);
    expect(own.accreditations.map((a) => [a.body, a.hasBadge])).toEqual([
      ['JCI', true],
      ['NABH', false],
    ]);
    const page = (
      await patient.get(`/api/hospital-profiles/${hospital.id}`)
    ).json<HospitalProfilePage>();
    expect(page.accreditations.map((a) => a.body)).toEqual(['JCI']);
  });

  it('keeps showing patients the approved fields and photos until a change after approval is approved', async () => {
    const hospital = await createActor(t.app, 'hospital');
    await submitFullProfile(hospital);
    await admin.post(`/api/admin/hospital-verifications/${hospital.id}/approve`);
    expect((await uploadPhoto(hospital)).statusCode).toBe(201);
    const edit = buildHospitalProfile({ legalName: 'Renamed Clinic', licenceNumber: 'X-1' });
    const saved = await put(hospital, edit);
    expect(saved.json<OwnHospitalProfile>()).toMatchObject({
      status: 'draft',
      legalName: 'Renamed Clinic',
      licenceNumber: 'X-1',
    });
    const publicPage = async () =>
      (await patient.get(`/api/hospital-profiles/${hospital.id}`)).json<HospitalProfilePage>();
    expect(await publicPage()).toMatchObject({
      displayName: 'Apollo Hospitals Enterprise Ltd',
      licenceNumber: 'TN-CHN-2019-0042',
      photos: [],
    });

    expect((await hospital.post('/api/hospital-profile/submit')).statusCode).toBe(200);
    const queue = (await admin.get('/api/admin/hospital-verifications')).json<
      VerificationQueueItem[]
    >();
    expect(queue.find((item) => item.hospitalId === hospital.id)?.legalName).toBe('Renamed Clinic');
    expect((await publicPage()).licenceNumber).toBe('TN-CHN-2019-0042');

    await admin.post(`/api/admin/hospital-verifications/${hospital.id}/approve`);
    const republished = await publicPage();
    expect(republished).toMatchObject({ displayName: 'Renamed Clinic', licenceNumber: 'X-1' });
    expect(republished.photos).toHaveLength(1);
    const own = (await hospital.get('/api/hospital-profile')).json<OwnHospitalProfile>();
    expect(own).toMatchObject({
      status: 'approved',
      legalName: 'Renamed Clinic',
      isPublished: true,
    });
  });

  it('answers 404 for a profile page id that is not a hospital', async () => {
    expectErrorEnvelope(await patient.get(`/api/hospital-profiles/${patient.id}`), 404);
    expectErrorEnvelope(await patient.get('/api/hospital-profiles/not-a-uuid'), 404);
  });
});
