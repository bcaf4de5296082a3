import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids } from './db/schema/bids.ts';
import { referrals } from './db/schema/referrals.ts';
import { treatmentRequests } from './db/schema/treatment-requests.ts';
import { users } from './db/schema/users.ts';
import { expectErrorEnvelope } from './test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  buildBid,
  buildTreatmentRequest,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from './test/factories.ts';
import { testClient } from './test/http.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** SECURITY §2 rules every `/api` route gets from plugins/input-guards.ts. */
describe('input guards (SECURITY §2)', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let hospital: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    [patient, hospital] = await Promise.all([
      createActor(t.app, 'patient'),
      createVerifiedHospital(t.app, admin),
    ]);
  });
  afterAll(() => t.close());

  const requestsOf = async (patientId: string) =>
    t.db
      .select({ id: treatmentRequests.id, status: treatmentRequests.status })
      .from(treatmentRequests)
      .where(eq(treatmentRequests.patientId, patientId));

  const statusOfBid = async (id: string) =>
    (await t.db.select({ status: bids.status }).from(bids).where(eq(bids.id, id)))[0]?.status;

  describe('a NUL character (U+0000) in any text is a 400 naming the field, never a 500', () => {
    it('in a referral code, which has no text rule of its own', async () => {
      const referrer = await createActor(t.app, 'patient');
      const code = (await referrer.get('/api/auth/user')).json<{ referralCode: string }>()
        .referralCode;
      const user = await createActor(t.app, 'patient');
      const response = await user.post('/api/referrals/use', { referralCode: `${code}\u0000` });
      const envelope = expectErrorEnvelope(
        response,
        400,
        'referralCode contains an invalid character',
      );
      expect(envelope.code).toBe('VALIDATION_FAILED');
      expect(envelope.issues).toEqual([
        { path: ['referralCode'], message: 'referralCode contains an invalid character' },
      ]);
      const credited = await t.db
        .select({ points: users.rewardPoints })
        .from(users)
        .where(eq(users.id, user.id));
      expect(credited[0]?.points).toBe(0);
      expect(await t.db.select().from(referrals).where(eq(referrals.refereeId, user.id))).toEqual(
        [],
      );
    });

    it('in a password, on sign-in and on registration', async () => {
      const anonymous = testClient(t.app);
      expectErrorEnvelope(
        await anonymous.post('/api/auth/login', { email: patient.email, password: 'a\u0000b' }),
        400,
        'password contains an invalid character',
      );
      expectErrorEnvelope(
        await anonymous.post('/api/auth/register', {
          email: 'nul-password@example.test',
          password: 'correct-horse\u0000battery',
          firstName: 'Nul',
          lastName: 'Byte',
        }),
        400,
        'password contains an invalid character',
      );
      const stored = await t.db
        .select()
        .from(users)
        .where(eq(users.email, 'nul-password@example.test'));
      expect(stored).toEqual([]);
    });

    it('in a list item of a bid, keeping the schema’s own message where it has one', async () => {
      const requestId = await createRequest(patient);
      expectErrorEnvelope(
        await hospital.post('/api/bids', buildBid(requestId, { includedServices: ['Sur\u0000'] })),
        400,
        'Included service contains an invalid character',
      );
      expect(await t.db.select().from(bids).where(eq(bids.treatmentRequestId, requestId))).toEqual(
        [],
      );
    });

    it('in a query parameter of a list', async () => {
      const envelope = expectErrorEnvelope(
        await patient.get('/api/treatment-requests?cursor=abc%00def'),
        400,
        'cursor contains an invalid character',
      );
      expect(envelope.issues?.[0]?.path).toEqual(['cursor']);
    });

    it('in a parameter name, quoted without the character', async () => {
      const response = await testClient(t.app).get('/api/callback?co%00de=x&state=y');
      const envelope = expectErrorEnvelope(response, 400, 'co?de contains an invalid character');
      expect(envelope.issues?.[0]?.path).toEqual(['co?de']);
    });
  });

  describe('query parameters a route does not declare are refused', () => {
    it('on create routes: 400 naming the parameter, and nothing is stored', async () => {
      const creator = await createActor(t.app, 'patient');
      const envelope = expectErrorEnvelope(
        await creator.post('/api/treatment-requests?status=accepted', buildTreatmentRequest()),
        400,
        'Unknown query parameter: status',
      );
      expect(envelope.code).toBe('VALIDATION_FAILED');
      expect(envelope.issues?.[0]?.path).toEqual(['status']);
      expect(await requestsOf(creator.id)).toEqual([]);

      const requestId = await createRequest(creator);
      expectErrorEnvelope(
        await hospital.post('/api/bids?hospitalId=x&price=1', buildBid(requestId)),
        400,
        'Unknown query parameter: hospitalId',
      );
      expect(await t.db.select().from(bids).where(eq(bids.treatmentRequestId, requestId))).toEqual(
        [],
      );
    });

    it('on reads without a query schema; a declared strict query still refuses extras', async () => {
      expectErrorEnvelope(
        await patient.get('/api/auth/user?debug=1'),
        400,
        'Unknown query parameter: debug',
      );
      expectErrorEnvelope(await patient.get('/api/treatment-requests?limit=5&sort=price'), 400);
      expect((await patient.get('/api/treatment-requests?limit=5')).statusCode).toBe(200);
    });
  });

  describe('a body on a body-less action is refused', () => {
    it('POST /api/bids/{id}/accept with a body: 400, and the bid stays pending', async () => {
      const requestId = await createRequest(patient);
      const bidId = await createBid(hospital, requestId);
      expectErrorEnvelope(
        await patient.post(`/api/bids/${bidId}/accept`, { status: 'rejected' }),
        400,
        'This action takes no request body',
      );
      expectErrorEnvelope(await patient.post(`/api/bids/${bidId}/reject`, ['x']), 400);
      expect(await statusOfBid(bidId)).toBe('pending');
    });

    it('accepts the action without a body, or with an empty JSON object', async () => {
      const requestId = await createRequest(patient);
      const [first, second] = await Promise.all([
        createBid(hospital, requestId),
        createBid(await createVerifiedHospital(t.app, admin, 'Second'), requestId),
      ]);
      expect((await patient.post(`/api/bids/${first}/reject`, {})).statusCode).toBe(200);
      expect((await patient.post(`/api/bids/${second}/accept`)).statusCode).toBe(200);
      expect(await statusOfBid(first)).toBe('rejected');
      expect(await statusOfBid(second)).toBe('accepted');
    });

    it('an admin action with a body: 400', async () => {
      const response = await admin.request({
        method: 'POST',
        url: '/api/admin/reset-points',
        body: { userId: patient.id },
      });
      expectErrorEnvelope(response, 400, 'This action takes no request body');
    });
  });
});
