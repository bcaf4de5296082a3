import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HospitalProfilePage } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { ADMIN_TEST_EMAIL, createActor, createAdmin, type Actor } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { removeExpiredAccreditationBadges } from './accreditation-expiry.service.ts';
import { submitFullProfile, uploadAccreditation } from './hospital-profiles-test-support.ts';

describe('accreditation expiry (ADR 0051)', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
  });
  afterAll(() => t.close());

  const badgesOf = async (hospital: Actor) =>
    (await patient.get(`/api/hospital-profiles/${hospital.id}`))
      .json<HospitalProfilePage>()
      .accreditations.map((a) => a.body);
  const expiryNotices = async (hospital: Actor) =>
    (await hospital.get('/api/notifications'))
      .json<Array<{ kind: string }>>()
      .filter((n) => n.kind === 'accreditation_expired').length;

  it('removes the badge the day after expiry, once, and tells the hospital', async () => {
    const hospital = await createActor(t.app, 'hospital');
    await submitFullProfile(hospital); // JCI, expires 2030-06-30
    await uploadAccreditation(hospital, {
      fields: { body: 'NABH', number: 'NABH-1', expiresOn: '2031-01-31' },
    });
    await hospital.post('/api/hospital-profile/submit');
    await admin.post(`/api/admin/hospital-verifications/${hospital.id}/approve`);
    expect(await badgesOf(hospital)).toEqual(['JCI', 'NABH']);

    expect(await removeExpiredAccreditationBadges(t.db, new Date('2030-06-30T23:59:00Z'))).toBe(0);
    expect(await expiryNotices(hospital)).toBe(0);

    expect(await removeExpiredAccreditationBadges(t.db, new Date('2030-07-01T00:00:00Z'))).toBe(1);
    expect(await expiryNotices(hospital)).toBe(1);
    // The page computes badges with the real clock, so read the stored state through the owner.
    const own = (await hospital.get('/api/hospital-profile')).json<{
      accreditations: Array<{ body: string; badgeRemovedAt: string | null }>;
    }>();
    expect(own.accreditations.map((a) => [a.body, a.badgeRemovedAt !== null])).toEqual([
      ['JCI', true],
      ['NABH', false],
    ]);
    expect(await badgesOf(hospital)).toEqual(['NABH']);

    expect(await removeExpiredAccreditationBadges(t.db, new Date('2030-08-01T00:00:00Z'))).toBe(0);
    expect(await expiryNotices(hospital)).toBe(1);
  });

  it('leaves unverified accreditations alone', async () => {
    const hospital = await createActor(t.app, 'hospital');
    await uploadAccreditation(hospital, { fields: { expiresOn: '2020-01-01' } });
    expect(await removeExpiredAccreditationBadges(t.db, new Date('2030-01-01T00:00:00Z'))).toBe(0);
    expect(await expiryNotices(hospital)).toBe(0);
  });
});
