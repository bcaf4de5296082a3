import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueHospital,
  HospitalFilterOptions,
} from '#shared/catalogue/catalogue.schemas.ts';
import type { UpdateHospitalProfileInput } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { expectErrorEnvelope, nextPageUrl } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createAdmin,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  buildHospitalProfile,
  uploadAccreditation,
} from '../hospital-profiles/hospital-profiles-test-support.ts';

describe('filtering the public hospital list (issue #17, ADR 0059)', () => {
  let t: TestApp;
  let admin: Actor;
  let chennai: Actor;
  let istanbul: Actor;
  let unprofiled: Actor;
  const visitor = () => testClient(t.app);
  const idsOf = async (query: string) => {
    const response = await visitor().get(`/api/hospitals?limit=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CatalogueHospital[]>().map((hospital) => hospital.id);
  };

  /** A verified hospital whose profile (with one accreditation of `body`) an admin approved. */
  async function approvedHospital(
    name: string,
    profile: Partial<UpdateHospitalProfileInput>,
    body: string,
  ): Promise<Actor> {
    const hospital = await createVerifiedHospital(t.app, admin, name);
    const saved = await hospital.request({
      method: 'PUT',
      url: '/api/hospital-profile',
      body: buildHospitalProfile(profile),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const evidence = await uploadAccreditation(hospital, { fields: { body } });
    expect(evidence.statusCode, evidence.body).toBe(201);
    expect((await hospital.post('/api/hospital-profile/submit')).statusCode).toBe(200);
    const approved = await admin.post(`/api/admin/hospital-verifications/${hospital.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    return hospital;
  }

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    chennai = await approvedHospital(
      'Chennai Ortho',
      { country: 'IN', city: 'Chennai', specialties: ['Orthopaedics', 'Cardiology'] },
      'JCI',
    );
    istanbul = await approvedHospital(
      'Istanbul Joint',
      { country: 'TR', city: 'Istanbul', specialties: ['orthopaedics'], languages: ['tr', 'en'] },
      'SKS_TR',
    );
    unprofiled = await createVerifiedHospital(t.app, admin, 'No Profile Yet');
  });
  afterAll(() => t.close());

  it('shows each listed hospital with its approved profile’s facts, and none without one', async () => {
    const response = await visitor().get('/api/hospitals?limit=100');
    const hospitals = response.json<CatalogueHospital[]>();
    expect(hospitals.find((h) => h.id === chennai.id)).toMatchObject({
      country: 'IN',
      city: 'Chennai',
      specialties: ['Orthopaedics', 'Cardiology'],
      languages: ['en', 'hi', 'ta'],
      accreditations: ['JCI'],
    });
    expect(hospitals.find((h) => h.id === unprofiled.id)).toMatchObject({
      country: null,
      city: null,
      specialties: [],
      languages: [],
      accreditations: [],
    });
  });

  it('narrows the list by country, specialty, accreditation and language, in any case', async () => {
    expect(await idsOf('&country=IN')).toEqual([chennai.id]);
    expect(await idsOf('&country=tr')).toEqual([istanbul.id]);
    expect(await idsOf('&specialty=ORTHOPAEDICS')).toEqual([chennai.id, istanbul.id]);
    expect(await idsOf('&specialty=Cardiology')).toEqual([chennai.id]);
    expect(await idsOf('&accreditation=jci')).toEqual([chennai.id]);
    expect(await idsOf('&language=TR')).toEqual([istanbul.id]);
    expect(await idsOf('&language=en&specialty=orthopaedics')).toEqual([chennai.id, istanbul.id]);
    // All filters must match; a value no hospital has matches nothing.
    expect(await idsOf('&country=IN&language=tr')).toEqual([]);
    expect(await idsOf('&country=ZZ')).toEqual([]);
  });

  it('keeps the filters on the next page’s link', async () => {
    const first = await visitor().get('/api/hospitals?limit=1&specialty=orthopaedics');
    expect(first.json<CatalogueHospital[]>().map((h) => h.id)).toEqual([chennai.id]);
    const next = nextPageUrl(first);
    expect(next).toContain('specialty=orthopaedics');
    const second = await visitor().get(next!);
    expect(second.json<CatalogueHospital[]>().map((h) => h.id)).toEqual([istanbul.id]);
  });

  it('refuses malformed and unknown filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['country=India', 'country'],
      ['language=english', 'language'],
      ['accreditation=J', 'accreditation'],
      ['specialty=', 'specialty'],
    ] as const) {
      const envelope = expectErrorEnvelope(await visitor().get(`/api/hospitals?${query}`), 400);
      expect(envelope.issues?.[0]?.path, query).toEqual([field]);
    }
    expectErrorEnvelope(await visitor().get('/api/hospitals?city=Chennai'), 400);
  });

  it('offers the values listed hospitals have, and drops a badge once removed', async () => {
    const options = (await visitor().get('/api/hospital-filters')).json<HospitalFilterOptions>();
    expect(options).toEqual({
      countries: ['IN', 'TR'],
      specialties: ['Cardiology', 'Orthopaedics'],
      accreditations: ['JCI', 'SKS_TR'],
      languages: ['en', 'hi', 'ta', 'tr'],
    });

    await t.db.execute(
      sql`update hospital_accreditations set badge_removed_at = now() where hospital_id = ${chennai.id}`,
    );
    expect(await idsOf('&accreditation=JCI')).toEqual([]);
    const after = (await visitor().get('/api/hospital-filters')).json<HospitalFilterOptions>();
    expect(after.accreditations).toEqual(['SKS_TR']);
  });

  it('serves /hospitals filtered as HTML with a form that works without JavaScript', async () => {
    const page = await visitor().get('/hospitals?country=IN&specialty=&utm_source=newsletter');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Chennai Ortho');
    expect(page.body).not.toContain('Istanbul Joint');
    expect(page.body).toContain('<option value="IN" selected>India</option>');
    expect(page.body).toContain('<option value="TR">Türkiye</option>');
    expect(page.body).toContain('<dt>Location</dt><dd>Chennai, India</dd>');

    const none = await visitor().get('/hospitals?language=tr&country=IN');
    expect(none.body).toContain('No verified hospital matches these filters.');
    const invalid = await visitor().get('/hospitals?country=India');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('This filter is not valid.');

    const hospitalPage = await visitor().get(`/hospitals/${istanbul.id}`);
    expect(hospitalPage.body).toContain('<dt>Location</dt><dd>Istanbul, Türkiye</dd>');
    expect(hospitalPage.body).toContain('"addressCountry":"TR"');
    expect(hospitalPage.body).toContain(
      '<dt>Accreditations</dt><dd>Turkish Ministry of Health Quality Standards (SKS)</dd>',
    );
  });
});
