import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SymptomCheckerSessionSchema,
  type AnalyzeSymptomsInput,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { symptomCheckerSessions } from '../../db/schema/symptom-checker-sessions.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { createActor, type Actor } from '../../test/factories.ts';
import { sessionCookieOf, testClient, type TestClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { analyzeSymptoms } from './engine/index.ts';

const ANALYZE = '/api/symptom-checker/analyze';
const OWNER_COOKIE = 'symptom_owner';

const INPUT: AnalyzeSymptomsInput = {
  symptoms: ['headache', 'fever for 2 days'],
  age: 34,
  gender: 'female',
  existingConditions: ['asthma'],
  medications: ['salbutamol'],
};

/** The owner-token cookie a response sets, with its attributes. */
function ownerCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === OWNER_COOKIE);
}

/** An anonymous browser: it keeps the owner-token cookie the server gives it. */
async function analyzeAsBrowser(
  browser: TestClient,
  input: unknown = INPUT,
): Promise<LightMyRequestResponse> {
  const response = await browser.post(ANALYZE, input);
  const cookie = ownerCookieOf(response);
  if (cookie) browser.cookie = `${OWNER_COOKIE}=${cookie.value}`;
  return response;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const sessionIdOf = (response: LightMyRequestResponse) =>
  response.json<{ sessionId: string }>().sessionId;

describe('symptom checker API', () => {
  let t: TestApp;
  let patient: Actor;
  let otherPatient: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    [patient, otherPatient] = await Promise.all([
      createActor(t.app, 'patient'),
      createActor(t.app, 'patient'),
    ]);
  });
  afterAll(() => t.close());

  const storedRow = async (id: string) =>
    (await t.db.select().from(symptomCheckerSessions).where(eq(symptomCheckerSessions.id, id)))[0];
  const countRows = async (table: typeof sessions | typeof symptomCheckerSessions) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  describe('anonymous use', () => {
    it('stores the analysis, answers 201 {sessionId, followUpQuestions}, and creates no session row', async () => {
      const sessionRowsBefore = await countRows(sessions);
      const browser = testClient(t.app);
      const response = await analyzeAsBrowser(browser);

      expect(response.statusCode, response.body).toBe(201);
      expect(Object.keys(response.json<object>())).toEqual(['sessionId', 'followUpQuestions']);
      expect(sessionCookieOf(response)).toBeUndefined();
      expect(await countRows(sessions)).toBe(sessionRowsBefore);

      const row = await storedRow(sessionIdOf(response));
      expect(row).toMatchObject({ userId: null, symptoms: INPUT.symptoms, age: 34 });
      expect(row?.aiAnalysis).toEqual(analyzeSymptoms(INPUT).analysis);
    });

    it('gives the browser a signed, HttpOnly, SameSite=Lax owner token for 24 h, stored only as its hash', async () => {
      const response = await analyzeAsBrowser(testClient(t.app));
      const cookie = ownerCookieOf(response);
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/api/symptom-checker',
        maxAge: 86_400,
      });
      expect(cookie?.secure).toBeFalsy();
      const [token = '', signature = ''] = (cookie?.value ?? '').split('.');
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(signature.length).toBeGreaterThanOrEqual(43);

      const row = await storedRow(sessionIdOf(response));
      expect(row?.ownerTokenHash).toBe(hashOf(token));
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it('reuses the browser’s token, so it reads every session it created', async () => {
      const browser = testClient(t.app);
      const first = await analyzeAsBrowser(browser);
      const token = browser.cookie;
      const second = await analyzeAsBrowser(browser, { ...INPUT, symptoms: ['cough'] });
      expect(browser.cookie).toBe(token);
      for (const response of [first, second]) {
        const read = await browser.get(`/api/symptom-checker/${sessionIdOf(response)}`);
        expect(read.statusCode, read.body).toBe(200);
      }
    });

    it('returns the stored session to its browser, shaped as SPEC §3', async () => {
      const browser = testClient(t.app);
      const id = sessionIdOf(await analyzeAsBrowser(browser));
      const read = await browser.get(`/api/symptom-checker/${id}`);
      expect(read.statusCode, read.body).toBe(200);
      const body = SymptomCheckerSessionSchema.strict().parse(read.json());
      expect(body).toMatchObject({ id, userId: null, ...INPUT });
      expect(body.aiAnalysis).toEqual((await storedRow(id))?.aiAnalysis);
      expect(read.json()).not.toHaveProperty('ownerTokenHash');
    });

    it('replaces a malformed token with a new one', async () => {
      const browser = testClient(t.app, `${OWNER_COOKIE}=not-a-token`);
      const response = await analyzeAsBrowser(browser);
      expect(response.statusCode).toBe(201);
      expect(ownerCookieOf(response)?.value).toMatch(/^[A-Za-z0-9_-]{43}\./);
    });

    describe('a token the server never issued is ignored, not adopted', () => {
      const plantedToken = randomBytes(32).toString('base64url');
      const otherKeySigner = signerFactory(randomBytes(32));

      it.each([
        ['an unsigned token', plantedToken],
        ['a token with a made-up signature', `${plantedToken}.${'A'.repeat(43)}`],
        ['a token signed with another key', otherKeySigner.sign(plantedToken)],
      ])('%s planted in a visitor’s browser cannot read their session', async (_label, value) => {
        const planted = `${OWNER_COOKIE}=${encodeURIComponent(value)}`;
        const victim = testClient(t.app, planted);
        const response = await analyzeAsBrowser(victim);
        expect(response.statusCode, response.body).toBe(201);
        const id = sessionIdOf(response);

        expect(victim.cookie).not.toBe(planted);
        expect((await storedRow(id))?.ownerTokenHash).not.toBe(hashOf(plantedToken));
        expectErrorEnvelope(
          await testClient(t.app, planted).get(`/api/symptom-checker/${id}`),
          404,
        );
        expect((await victim.get(`/api/symptom-checker/${id}`)).statusCode).toBe(200);
      });

      it('an unsigned copy of a real token reads nothing', async () => {
        const browser = testClient(t.app);
        const id = sessionIdOf(await analyzeAsBrowser(browser));
        const [token = ''] = (browser.cookie ?? '').split('=')[1]?.split('.') ?? [];
        const unsigned = testClient(t.app, `${OWNER_COOKIE}=${token}`);
        expectErrorEnvelope(await unsigned.get(`/api/symptom-checker/${id}`), 404);
      });
    });
  });

  describe('signed-in use', () => {
    it('stores the session for the user, without an owner token', async () => {
      const response = await patient.post(ANALYZE, INPUT);
      expect(response.statusCode, response.body).toBe(201);
      expect(ownerCookieOf(response)).toBeUndefined();
      const row = await storedRow(sessionIdOf(response));
      expect(row).toMatchObject({ userId: patient.id, ownerTokenHash: null });

      const read = await patient.get(`/api/symptom-checker/${sessionIdOf(response)}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ userId: patient.id, aiAnalysis: row?.aiAnalysis });
    });

    it('works for a signed-in account without a role', async () => {
      const norole = await createActor(t.app, 'none');
      const response = await norole.post(ANALYZE, INPUT);
      expect(response.statusCode, response.body).toBe(201);
      expect((await storedRow(sessionIdOf(response)))?.userId).toBe(norole.id);
    });
  });

  describe('only the creator reads a session (DESIGN §5)', () => {
    let userSessionId: string;
    let anonymousSessionId: string;
    let creatorBrowser: TestClient;
    let notFoundBody: unknown;

    beforeAll(async () => {
      userSessionId = sessionIdOf(await patient.post(ANALYZE, INPUT));
      creatorBrowser = testClient(t.app);
      anonymousSessionId = sessionIdOf(await analyzeAsBrowser(creatorBrowser));
      notFoundBody = (await patient.get(`/api/symptom-checker/${randomUUID()}`)).json();
    });

    const expectHidden = (response: LightMyRequestResponse) => {
      expectErrorEnvelope(response, 404);
      expect(response.json()).toEqual(notFoundBody);
    };

    it('answers 404 to another user, and to any browser, for a user’s session', async () => {
      expectHidden(await otherPatient.get(`/api/symptom-checker/${userSessionId}`));
      expectHidden(await testClient(t.app).get(`/api/symptom-checker/${userSessionId}`));
      expectHidden(await creatorBrowser.get(`/api/symptom-checker/${userSessionId}`));
    });

    it('answers 404 to another browser and to a signed-in user elsewhere for an anonymous session', async () => {
      const otherBrowser = testClient(t.app);
      await analyzeAsBrowser(otherBrowser);
      expectHidden(await otherBrowser.get(`/api/symptom-checker/${anonymousSessionId}`));
      expectHidden(await patient.get(`/api/symptom-checker/${anonymousSessionId}`));
      expectHidden(await testClient(t.app).get(`/api/symptom-checker/${anonymousSessionId}`));
    });

    it('still lets the creating browser read its anonymous session after signing in there', async () => {
      const signedInThere = testClient(t.app, `${patient.cookie}; ${creatorBrowser.cookie}`);
      const read = await signedInThere.get(`/api/symptom-checker/${anonymousSessionId}`);
      expect(read.statusCode, read.body).toBe(200);
    });

    it.each(['not-a-uuid', '123', randomUUID(), `${randomUUID()}x`])(
      'answers a malformed or unknown id (%s) like a hidden one',
      async (id) => {
        expectHidden(await patient.get(`/api/symptom-checker/${id}`));
        expectHidden(await creatorBrowser.get(`/api/symptom-checker/${id}`));
      },
    );
  });

  describe('input rules (SPEC §5, SECURITY §2)', () => {
    const many = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => `${prefix} ${i}`);

    it.each<[string, Record<string, unknown>, string | RegExp]>([
      ['no symptoms', { symptoms: [] }, 'Please add at least one symptom'],
      ['symptoms missing', { symptoms: undefined }, 'Please add at least one symptom'],
      ['age 0', { age: 0 }, 'Please enter a valid age'],
      ['age 151', { age: 151 }, 'Please enter a valid age'],
      ['age 1.5', { age: 1.5 }, 'Please enter a valid age'],
      ['age as text', { age: '30' }, 'Please enter a valid age'],
      ['age missing', { age: undefined }, 'Please enter a valid age'],
      ['21 symptoms', { symptoms: many(21, 'symptom') }, /at most 20 symptoms/],
      ['a blank symptom', { symptoms: ['   '] }, 'Symptom is required'],
      ['a 201-character symptom', { symptoms: ['x'.repeat(201)] }, /at most 200 characters/],
      ['31 medications', { medications: many(31, 'drug') }, /at most 30 medications/],
      ['31 conditions', { existingConditions: many(31, 'condition') }, /at most 30 conditions/],
      ['an unknown gender', { gender: 'unknown' }, /.+/],
      ['an unknown field', { notes: 'hello' }, /.+/],
      ['userId', { userId: randomUUID() }, /.+/],
      ['aiAnalysis', { aiAnalysis: { urgencyLevel: 'routine' } }, /.+/],
      ['id', { id: randomUUID() }, /.+/],
    ])('refuses %s with 400 and stores nothing', async (_, change, message) => {
      const before = await countRows(symptomCheckerSessions);
      const browser = testClient(t.app);
      const response = await browser.post(ANALYZE, { ...INPUT, ...change });
      expectErrorEnvelope(response, 400, message);
      expect(ownerCookieOf(response)).toBeUndefined();
      expect(await countRows(symptomCheckerSessions)).toBe(before);
    });

    it('accepts the bounds, trims entries and defaults gender to male', async () => {
      const response = await patient.post(ANALYZE, {
        symptoms: [...many(19, 'symptom'), `  ${'y'.repeat(200)}  `],
        age: 150,
        existingConditions: many(30, 'condition'),
        medications: many(30, 'drug'),
      });
      expect(response.statusCode, response.body).toBe(201);
      const row = await storedRow(sessionIdOf(response));
      expect(row?.symptoms.at(-1)).toBe('y'.repeat(200));
      expect(row).toMatchObject({ gender: 'male', age: 150 });
      expect((await patient.post(ANALYZE, { symptoms: ['cough'], age: 1 })).statusCode).toBe(201);
    });
  });
});

describe('symptom checker owner token on an https origin (ADR 0033)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_ORIGIN: 'https://careabroad.example', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  const overHttps = (cookie?: string) =>
    ({
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-proto': 'https',
      ...(cookie ? { cookie } : {}),
    }) as const;

  it('is a __Host- cookie (Secure, Path=/, no Domain) that a sibling subdomain cannot plant', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: ANALYZE,
      headers: overHttps(),
      payload: INPUT,
    });
    expect(created.statusCode, created.body).toBe(201);
    const setCookie = String(created.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-symptom_owner=/);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/;\s*Domain=/i);

    const value = created.cookies.find((c) => c.name === '__Host-symptom_owner')?.value ?? '';
    const id = sessionIdOf(created);
    const read = (cookie: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/symptom-checker/${id}`,
        headers: overHttps(cookie),
      });
    expect((await read(`__Host-symptom_owner=${value}`)).statusCode).toBe(200);
    // The names a sibling subdomain can set (Domain=…) are not read on https.
    for (const name of ['symptom_owner', '__Secure-symptom_owner']) {
      expectErrorEnvelope(await read(`${name}=${value}`), 404);
    }
  });
});
