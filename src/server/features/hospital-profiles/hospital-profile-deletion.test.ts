import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnHospitalProfile } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  TEST_PASSWORD,
  createAdmin,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { submitFullProfile, uploadPhoto } from './hospital-profiles-test-support.ts';

describe('deleting a hospital account (SECURITY §5, ADR 0028)', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  it('removes its profile, accreditation evidence and photos, rows and files', async () => {
    const hospital = await createVerifiedHospital(t.app, admin, 'Leaving Hospital');
    const keysBefore = new Set(await t.recordStore.listKeys());
    expect((await uploadPhoto(hospital)).statusCode).toBe(201);
    await submitFullProfile(hospital);
    const own = (await hospital.get('/api/hospital-profile')).json<OwnHospitalProfile>();
    expect(own.accreditations).toHaveLength(1);
    expect(own.photos).toHaveLength(1);
    const profileKeys = (await t.recordStore.listKeys()).filter((key) => !keysBefore.has(key));
    // The evidence document, and the photo in AVIF and WebP.
    expect(profileKeys).toHaveLength(3);

    const deleted = await hospital.request({
      method: 'DELETE',
      url: '/api/me',
      body: { confirmation: 'DELETE', currentPassword: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const keysAfter = new Set(await t.recordStore.listKeys());
    expect(profileKeys.filter((key) => keysAfter.has(key))).toEqual([]);
    const evidenceUrl = `/api/hospital-profile/accreditations/${own.accreditations[0]!.id}/evidence`;
    expectErrorEnvelope(await admin.get(evidenceUrl), 404);
    const queue = (await admin.get('/api/admin/hospital-verifications')).json<
      Array<{ hospitalId: string }>
    >();
    expect(queue.map((item) => item.hospitalId)).not.toContain(hospital.id);
  });
});
