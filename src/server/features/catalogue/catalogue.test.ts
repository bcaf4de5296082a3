import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ACCEPTED_BIDS_FOR_PRICE_RANGE } from '#shared/catalogue/catalogue.schemas.ts';
import { findTreatmentEntry } from '#shared/catalogue/treatments.ts';
import { expectErrorEnvelope, nextPageUrl } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface CatalogueHospitalBody {
  id: string;
  slug: string;
  name: string;
  averageRating: number | null;
  reviewCount: number;
  requestsWon: number;
}

describe('public catalogue API (issue #17)', () => {
  let t: TestApp;
  let admin: Actor;
  const visitor = () => testClient(t.app);

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  /** `patient`'s new request for `procedureType` with `hospital`'s bid of `price`, accepted. */
  async function acceptedBid(
    patient: Actor,
    hospital: Actor,
    procedureType: string,
    price: number,
  ): Promise<void> {
    const requestId = await createRequest(patient, { procedureType });
    const bidId = await createBid(hospital, requestId, { price });
    const accepted = await patient.post(`/api/bids/${bidId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  it('lists the procedures of the data file to a signed-out visitor', async () => {
    const response = await visitor().get('/api/treatments');
    expect(response.statusCode, response.body).toBe(200);
    const slugs = response.json<Array<{ slug: string }>>().map((entry) => entry.slug);
    expect(slugs).toContain('knee-replacement');
    expect(slugs).toContain('cataract-surgery');
  });

  it('shows the marked estimate until five accepted bids exist, then their real range', async () => {
    const knee = findTreatmentEntry('knee-replacement')!;
    const hospital = await createVerifiedHospital(t.app, admin, 'Range Orthopaedics');
    const patient = await createActor(t.app, 'patient');
    const priceRange = async () => {
      const response = await visitor().get('/api/treatments/knee-replacement');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ priceRange: Record<string, unknown> }>().priceRange;
    };
    expect(await priceRange()).toEqual({
      basis: 'estimate',
      minUsd: knee.estimateUsd.min,
      maxUsd: knee.estimateUsd.max,
      acceptedBidCount: 0,
    });

    // A hip replacement's accepted bid is not a knee replacement's price.
    await acceptedBid(patient, hospital, 'Hip replacement', 100);
    const kneePrices = [7000, 6000, 9000, 8000];
    for (const price of kneePrices)
      await acceptedBid(patient, hospital, 'Total KNEE replacement', price);
    expect(await priceRange()).toMatchObject({ basis: 'estimate', acceptedBidCount: 4 });

    await acceptedBid(patient, hospital, 'Robotic knee replacement, right', 5000);
    expect(MIN_ACCEPTED_BIDS_FOR_PRICE_RANGE).toBe(5);
    // Totals include the 20 % platform commission (DESIGN §5).
    expect(await priceRange()).toEqual({
      basis: 'accepted-bids',
      minUsd: 6000,
      maxUsd: 10800,
      acceptedBidCount: 5,
    });
  });

  it('answers 404 for a procedure the catalogue does not have', async () => {
    expectErrorEnvelope(
      await visitor().get('/api/treatments/brain-transplant'),
      404,
      'Treatment not found',
    );
    expectErrorEnvelope(await visitor().get('/api/treatments/%3Cscript%3E'), 404);
  });

  it('lists verified hospitals only, with verified rating and requests won, paged', async () => {
    const listed = await createVerifiedHospital(t.app, admin, 'Listed Heart Centre');
    const unverified = await createActor(t.app, 'hospital', { firstName: 'Pending Clinic' });
    const patient = await createActor(t.app, 'patient');
    await acceptedBid(patient, listed, 'Cardiac check-up', 1200);
    const review = await patient.post('/api/testimonials', {
      hospitalId: listed.id,
      rating: 4,
      title: 'Clear and kind care',
      content: 'Everything was explained and the recovery plan was followed closely.',
    });
    expect(review.statusCode, review.body).toBe(201);
    const reviewId = review.json<{ id: string }>().id;
    expect((await admin.post(`/api/admin/testimonials/${reviewId}/verify`)).statusCode).toBe(200);

    const response = await visitor().get('/api/hospitals?limit=100');
    expect(response.statusCode, response.body).toBe(200);
    const hospitals = response.json<CatalogueHospitalBody[]>();
    expect(hospitals.map((h) => h.id)).not.toContain(unverified.id);
    expect(hospitals.find((h) => h.id === listed.id)).toEqual({
      id: listed.id,
      slug: `listed-heart-centre-city-${listed.id}`,
      name: 'Listed Heart Centre City',
      averageRating: 4,
      reviewCount: 1,
      requestsWon: 1,
      verifiedSince: expect.any(String),
      country: null,
      city: null,
      specialties: [],
      languages: [],
      accreditations: [],
    });

    const first = await visitor().get('/api/hospitals?limit=1');
    expect(first.json<CatalogueHospitalBody[]>()).toHaveLength(1);
    const next = nextPageUrl(first);
    expect(next).toBeDefined();
    const second = await visitor().get(next!);
    expect(second.json<CatalogueHospitalBody[]>()[0]?.id).not.toBe(
      first.json<CatalogueHospitalBody[]>()[0]?.id,
    );
  });

  it('refuses bad pages with 400', async () => {
    expectErrorEnvelope(await visitor().get('/api/hospitals?limit=101'), 400);
    expectErrorEnvelope(await visitor().get('/api/hospitals?cursor=nonsense'), 400);
  });

  it('finds a verified hospital by the id its slug ends with, and nothing else', async () => {
    const hospital = await createVerifiedHospital(t.app, admin, 'Slug General');
    const found = await visitor().get(`/api/hospitals/slug-general-city-${hospital.id}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<CatalogueHospitalBody>().name).toBe('Slug General City');
    // An outdated name part still finds it; the answer carries the canonical slug.
    const renamed = await visitor().get(`/api/hospitals/old-name-${hospital.id}`);
    expect(renamed.json<CatalogueHospitalBody>().slug).toBe(`slug-general-city-${hospital.id}`);

    const unverified = await createActor(t.app, 'hospital', { firstName: 'Waiting' });
    const patient = await createActor(t.app, 'patient');
    for (const slug of [
      `waiting-${unverified.id}`,
      `someone-${patient.id}`,
      `x-${randomUUID()}`,
      'no-id',
    ]) {
      expectErrorEnvelope(await visitor().get(`/api/hospitals/${slug}`), 404, 'Hospital not found');
    }
  });
});
