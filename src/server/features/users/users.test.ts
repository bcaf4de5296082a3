import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { sessionCookieOf, testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Profile {
  id: string;
  email: string;
  role: string | null;
  verified?: boolean;
  rewardPoints?: number;
  firstLoginAt?: string | null;
  lastLoginAt?: string | null;
  stats?: { totalBids: number; acceptedBids: number };
}

describe('users: role choice (DESIGN §5)', () => {
  let t: TestApp;
  /** Only ever refused a role here; each refusal test checks it still has none. */
  let undecided: Actor;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    undecided = await createActor(t.app, 'none');
  });
  afterAll(() => t.close());

  it.each(['patient', 'hospital'] as const)(
    'lets a new account choose %s once, with a renewed session id',
    async (role) => {
      const user = await createActor(t.app, 'none');
      const before = user.cookie;
      const response = await user.post('/api/users/role', { role });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Profile>()).toMatchObject({ id: user.id, role });
      if (role === 'hospital') expect(response.json<Profile>().verified).toBe(false);

      const after = sessionCookieOf(response);
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      expectErrorEnvelope(await testClient(t.app, before).get('/api/auth/user'), 401);
      const me = await testClient(t.app, after).get('/api/auth/user');
      expect(me.json<Profile>().role).toBe(role);
    },
  );

  it('refuses the admin role with 400 and leaves the account without a role', async () => {
    const user = undecided;
    const response = await user.post('/api/users/role', { role: 'admin' });
    const body = expectErrorEnvelope(response, 400);
    expect(body.issues?.[0]?.path).toEqual(['role']);
    expect((await user.get('/api/auth/user')).json<Profile>().role).toBeNull();
  });

  it.each([{}, { role: 'Patient' }, { role: 'patient', extra: true }, { role: null }])(
    'refuses the body %j with 400',
    async (body) => {
      const user = undecided;
      expectErrorEnvelope(await user.post('/api/users/role', body), 400);
      expect((await user.get('/api/auth/user')).json<Profile>().role).toBeNull();
    },
  );

  it('refuses a second choice with 409 and keeps the first role', async () => {
    const user = await createActor(t.app, 'patient');
    expectErrorEnvelope(await user.post('/api/users/role', { role: 'hospital' }), 409);
    expectErrorEnvelope(await user.post('/api/users/role', { role: 'patient' }), 409);
    expect((await user.get('/api/auth/user')).json<Profile>().role).toBe('patient');
  });

  it('refuses an admin choosing a role with 409', async () => {
    const admin = await createAdmin(t.app);
    expectErrorEnvelope(await admin.post('/api/users/role', { role: 'patient' }), 409);
    expect((await admin.get('/api/auth/user')).json<Profile>().role).toBe('admin');
  });

  it('answers an anonymous caller with 401', async () => {
    expectErrorEnvelope(await testClient(t.app).post('/api/users/role', { role: 'patient' }), 401);
  });
});

describe('users: profiles (SECURITY §1)', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let otherPatient: Actor;
  let hospital: Actor;
  let otherHospital: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'profiles-admin@example.test' });
    admin = await createAdmin(t.app, 'profiles-admin@example.test');
    patient = await createActor(t.app, 'patient');
    otherPatient = await createActor(t.app, 'patient');
    hospital = await createVerifiedHospital(t.app, admin, 'Apollo');
    otherHospital = await createActor(t.app, 'hospital');
    // The hospital's record: two bids, one of them accepted.
    const first = await createRequest(patient);
    const second = await createRequest(patient);
    const accepted = await createBid(hospital, first);
    await createBid(hospital, second);
    const response = await patient.post(`/api/bids/${accepted}/accept`);
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  afterAll(() => t.close());

  it('shows the user their own full profile', async () => {
    const response = await patient.get(`/api/users/${patient.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Profile>();
    expect(body).toMatchObject({
      id: patient.id,
      email: patient.email,
      role: 'patient',
      rewardPoints: 0,
    });
    expect(body.firstLoginAt).toEqual(expect.any(String));
    expect(body.lastLoginAt).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('shows an admin the full profile of anyone', async () => {
    for (const target of [patient, hospital]) {
      const body = (await admin.get(`/api/users/${target.id}`)).json<Profile>();
      expect(body).toMatchObject({ id: target.id, email: target.email });
      expect(body).toHaveProperty('rewardPoints');
      expect(body).toHaveProperty('lastLoginAt');
    }
  });

  it("shows any signed-in user a hospital's public profile with its bid stats, without private fields", async () => {
    const norole = await createActor(t.app, 'none');
    for (const viewer of [patient, otherHospital, norole]) {
      const response = await viewer.get(`/api/users/${hospital.id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<Profile>();
      expect(body).toMatchObject({
        id: hospital.id,
        role: 'hospital',
        verified: true,
        stats: { totalBids: 2, acceptedBids: 1 },
      });
      expect(body).not.toHaveProperty('rewardPoints');
      expect(body).not.toHaveProperty('firstLoginAt');
      expect(body).not.toHaveProperty('lastLoginAt');
    }
  });

  it("hides a patient's profile from another patient and from hospitals (404)", async () => {
    expectErrorEnvelope(await otherPatient.get(`/api/users/${patient.id}`), 404, 'User not found');
    expectErrorEnvelope(await hospital.get(`/api/users/${patient.id}`), 404, 'User not found');
  });

  it('answers a malformed or unknown id with 404 and an anonymous caller with 401', async () => {
    for (const id of ['not-a-uuid', '123', randomUUID()]) {
      expectErrorEnvelope(await patient.get(`/api/users/${id}`), 404);
    }
    expectErrorEnvelope(await testClient(t.app).get(`/api/users/${hospital.id}`), 401);
  });
});
