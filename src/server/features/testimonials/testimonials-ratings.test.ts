import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createAcceptedConversation,
  createAdmin,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/testimonials/ratings (bid comparison, issue #15)', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  /** A review of `stars` by a new patient whose bid from `hospital` was accepted. */
  async function reviewOf(hospitalName: string, stars: number, publish: boolean) {
    const { patient, hospital } = await createAcceptedConversation(t.app, admin, {
      hospital: hospitalName,
    });
    const submitted = await patient.post('/api/testimonials', {
      hospitalId: hospital.id,
      rating: stars,
      title: 'Clear and kind care',
      content: 'Everything was explained and the recovery plan was followed closely.',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    if (publish) {
      const verified = await admin.post(
        `/api/admin/testimonials/${submitted.json<{ id: string }>().id}/verify`,
      );
      expect(verified.statusCode, verified.body).toBe(200);
    }
    return hospital;
  }

  const ratings = (query: string) => testClient(t.app).get(`/api/testimonials/ratings${query}`);

  it('gives each named hospital its published average and count, in the order asked', async () => {
    const rated = await reviewOf('Lotus', 3, true);
    const unpublishedOnly = await reviewOf('Cedar', 1, false);
    const unreviewed = await createVerifiedHospital(t.app, admin, 'Birch');
    const nobody = randomUUID();

    const ids = [unreviewed.id, rated.id, unpublishedOnly.id, rated.id, nobody];
    const response = await ratings(`?hospitalIds=${ids.join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { hospitalId: unreviewed.id, averageRating: null, reviewCount: 0 },
      { hospitalId: rated.id, averageRating: 3, reviewCount: 1 },
      // An unpublished review is not a verified rating (DESIGN §5).
      { hospitalId: unpublishedOnly.id, averageRating: null, reviewCount: 0 },
      { hospitalId: nobody, averageRating: null, reviewCount: 0 },
    ]);
  });

  it('refuses a missing, malformed or too long list with 400', async () => {
    const tooMany = Array.from({ length: 51 }, () => randomUUID()).join(',');
    for (const [query, message] of [
      ['', 'hospitalIds is required'],
      ['?hospitalIds=', 'hospitalIds must be comma-separated hospital ids'],
      [
        `?hospitalIds=${randomUUID()},not-a-uuid`,
        'hospitalIds must be comma-separated hospital ids',
      ],
      [`?hospitalIds=${tooMany}`, 'At most 50 hospital ids'],
      [`?hospitalIds=${randomUUID()}&extra=1`, undefined],
    ] as const) {
      expectErrorEnvelope(await ratings(query), 400, message);
    }
  });
});
