import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_USD } from '#shared/common/constants.ts';
import { bids } from './db/schema/bids.ts';
import { treatmentRequests } from './db/schema/treatment-requests.ts';
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

const APP_ORIGIN = 'http://localhost:5000';

describe('security', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let hospital: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL, APP_ORIGIN });
    admin = await createAdmin(t.app);
    [patient, hospital] = await Promise.all([
      createActor(t.app, 'patient'),
      createVerifiedHospital(t.app, admin),
    ]);
  });
  afterAll(() => t.close());

  const countRequestsOf = async (patientId: string) =>
    (
      await t.db
        .select({ id: treatmentRequests.id })
        .from(treatmentRequests)
        .where(eq(treatmentRequests.patientId, patientId))
    ).length;

  /** A POST with exactly these headers besides the session cookie (no X-Requested-With by default). */
  const rawPost = (url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...(patient.cookie ? { cookie: patient.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('CSRF (SECURITY §3)', () => {
    it.each<[string, Record<string, string>]>([
      [
        'Sec-Fetch-Site: cross-site',
        { 'sec-fetch-site': 'cross-site', 'x-requested-with': 'XMLHttpRequest' },
      ],
      [
        'a foreign Origin',
        { origin: 'https://evil.example', 'x-requested-with': 'XMLHttpRequest' },
      ],
      ['Origin: null', { origin: 'null', 'x-requested-with': 'XMLHttpRequest' }],
      [
        'an Origin that only starts like ours',
        { origin: `${APP_ORIGIN}.evil.example`, 'x-requested-with': 'XMLHttpRequest' },
      ],
      [
        'the same Origin but cross-site fetch metadata',
        { origin: APP_ORIGIN, 'sec-fetch-site': 'cross-site' },
      ],
      ['neither Origin nor X-Requested-With', {}],
    ])(
      'refuses a state-changing request with %s (403) and changes nothing',
      async (_label, headers) => {
        const before = await countRequestsOf(patient.id);
        const response = await rawPost('/api/treatment-requests', headers, buildTreatmentRequest());
        expect(expectErrorEnvelope(response, 403).code).toBe('CSRF');
        expect(await countRequestsOf(patient.id)).toBe(before);
      },
    );

    it('refuses cross-site sign-in, sign-out and role choice', async () => {
      const crossSite = { origin: 'https://evil.example' };
      expectErrorEnvelope(
        await rawPost('/api/auth/login', crossSite, { email: patient.email, password: 'x' }),
        403,
      );
      expectErrorEnvelope(await rawPost('/api/auth/logout', crossSite), 403);
      expect((await patient.get('/api/auth/user')).statusCode).toBe(200); // still signed in
      const norole = await createActor(t.app, 'none');
      const roleChoice = await t.app.inject({
        method: 'POST',
        url: '/api/users/role',
        headers: {
          cookie: norole.cookie ?? '',
          'sec-fetch-site': 'cross-site',
          'x-requested-with': 'XMLHttpRequest',
        },
        payload: { role: 'patient' },
      });
      expectErrorEnvelope(roleChoice, 403);
      expect((await norole.get('/api/auth/user')).json()).toMatchObject({ role: null });
    });

    it('allows the same Origin without X-Requested-With, and same-origin fetch metadata', async () => {
      const before = await countRequestsOf(patient.id);
      const sameOrigin = await rawPost(
        '/api/treatment-requests',
        { origin: APP_ORIGIN },
        buildTreatmentRequest(),
      );
      expect(sameOrigin.statusCode, sameOrigin.body).toBe(201);
      const withMetadata = await rawPost(
        '/api/treatment-requests',
        { origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' },
        buildTreatmentRequest(),
      );
      expect(withMetadata.statusCode, withMetadata.body).toBe(201);
      expect(await countRequestsOf(patient.id)).toBe(before + 2);
    });

    it('never blocks a GET, whatever its origin', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/treatment-requests',
        headers: {
          cookie: patient.cookie ?? '',
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('headers (SECURITY §3)', () => {
    it.each([
      ['a 200', '/api/auth/user', true],
      ['a 401', '/api/auth/user', false],
      ['a 404', '/api/no-such-endpoint', true],
      ['the health check', '/api/health', false],
    ])('sets the security headers on %s', async (_label, url, signedIn) => {
      const response = await testClient(t.app, signedIn ? patient.cookie : undefined).get(url);
      const csp = String(response.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(directives.get('default-src')).toBe("'self'");
      expect(directives.get('object-src')).toBe("'none'");
      expect(directives.get('base-uri')).toBe("'none'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(directives.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined(); // http origin
    });
  });

  describe('bodies (SECURITY §2)', () => {
    it('refuses a body over 64 KiB with 413 and the envelope', async () => {
      const before = await countRequestsOf(patient.id);
      const body = buildTreatmentRequest({ description: 'x'.repeat(64 * 1024) });
      const response = await patient.post('/api/treatment-requests', body);
      expect(expectErrorEnvelope(response, 413).code).toBe('PAYLOAD_TOO_LARGE');
      expect(await countRequestsOf(patient.id)).toBe(before);
    });

    it.each([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ])('refuses a %s body with 415 and stores nothing', async (contentType) => {
      const before = await countRequestsOf(patient.id);
      const response = await patient.request({
        method: 'POST',
        url: '/api/treatment-requests',
        body: JSON.stringify(buildTreatmentRequest()),
        headers: { 'content-type': contentType },
      });
      expect(expectErrorEnvelope(response, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(await countRequestsOf(patient.id)).toBe(before);
    });

    it.each(['{', '{"procedureType": }', "{'a': 1}", '[1,2', 'undefined'])(
      'refuses the invalid JSON %s with 400',
      async (raw) => {
        const response = await patient.request({
          method: 'POST',
          url: '/api/treatment-requests',
          body: raw,
          headers: { 'content-type': 'application/json' },
        });
        expectErrorEnvelope(response, 400, 'The request body is not valid JSON');
      },
    );

    it.each([
      [
        '__proto__ at the top',
        (valid: string) =>
          valid.replace(/^\{/, '{"__proto__":{"polluted":"yes","status":"accepted"},'),
      ],
      ['__proto__ nested', () => '{"a":{"__proto__":{"polluted":"yes"}}}'],
      [
        'constructor.prototype',
        (valid: string) => valid.replace(/^\{/, '{"constructor":{"prototype":{"polluted":"yes"}},'),
      ],
      ['a plain constructor key', (valid: string) => valid.replace(/^\{/, '{"constructor":"yes",')],
    ])('refuses %s with 400, stores nothing and pollutes nothing', async (_label, makeBody) => {
      const before = await countRequestsOf(patient.id);
      for (const url of [
        '/api/treatment-requests',
        '/api/bids',
        '/api/users/role',
        '/api/auth/register',
      ]) {
        const response = await patient.request({
          method: 'POST',
          url,
          body: makeBody(JSON.stringify(buildTreatmentRequest())),
          headers: { 'content-type': 'application/json' },
        });
        expectErrorEnvelope(response, 400);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(await countRequestsOf(patient.id)).toBe(before);
      expect((await patient.get('/api/auth/user')).json()).toMatchObject({ role: 'patient' });
    });
  });

  describe('path ids (SECURITY §2)', () => {
    const MALFORMED_IDS = [
      'not-a-uuid',
      '123',
      '-1',
      'null',
      'undefined',
      '00000000-0000-0000-0000-00000000000g',
      '00000000000000000000000000000000',
      `${randomUUID()}0`,
      `${randomUUID()}-`,
      encodeURIComponent("' OR '1'='1"),
      encodeURIComponent('{"$ne":null}'),
      '%00',
      '%E2%80%AE',
      'x'.repeat(101),
      'a'.repeat(5000),
    ];

    /** Every route with an `{id}` in its path, straight from the app's OpenAPI document. */
    function idRoutes(): Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string }> {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      return Object.entries(doc.paths)
        .filter(([path]) => path.includes('{id}'))
        .flatMap(([path, methods]) =>
          Object.keys(methods).map((m) => ({
            method: m.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE',
            path,
          })),
        );
    }

    /** A valid body for id routes that require one, so only the id can be wrong. */
    const VALID_BODIES: Record<string, unknown> = {
      'POST /api/admin/support-tickets/{id}/close': { resolutionNote: 'Resolved by phone.' },
      'PATCH /api/records/{id}': { keep: true },
      'POST /api/admin/hospital-verifications/{id}/request-changes': { note: 'Checked.' },
      'PATCH /api/bids/{id}': { price: 9000 },
      'POST /api/payments/bid/{id}/dispute': { reason: 'The treatment did not take place.' },
      'POST /api/admin/disputes/{id}/decision': { outcome: 'release' },
      'PUT /api/payments/bid/{id}/admission-date': {
        admissionDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      },
      'PATCH /api/treatment-requests/{id}/bid-deadline': {
        bidDeadline: new Date(Date.now() + 86_400_000).toISOString(),
      },
    };

    /** Who may reach an id route's id check: its role gate lets them through. */
    const callerOf = (path: string) => {
      if (
        path.endsWith('/shared-records') ||
        path.endsWith('/admission-date') ||
        path.startsWith('/api/hospital-profile/')
      )
        return hospital;
      if (path.endsWith('/cancel') || path.endsWith('/dispute')) return patient;
      if (/^\/api\/(records|record-grants|document-requests)\/|\/sharing$/.test(path))
        return patient;
      // Only a patient reaches the confirmation's id check (ADR 0056).
      if (path === '/api/payouts/bid/{id}/confirm') return patient;
      return admin;
    };

    it('knows the id routes', () => {
      expect(
        idRoutes()
          .map((r) => `${r.method} ${r.path}`)
          .sort(),
      ).toEqual(
        [
          'DELETE /api/admin/testimonials/{id}',
          'GET /api/admin/support-tickets/{id}',
          'GET /api/bids/hospital/{id}',
          'GET /api/bids/request/{id}',
          'GET /api/payments/bid/{id}',
          'PUT /api/payments/bid/{id}/admission-date',
          'POST /api/payments/bid/{id}/cancel',
          'GET /api/payments/bid/{id}/dispute',
          'POST /api/payments/bid/{id}/dispute',
          'POST /api/admin/disputes/{id}/decision',
          'GET /api/payouts/bid/{id}',
          'POST /api/payouts/bid/{id}/confirm',
          'GET /api/testimonials/hospital/{id}',
          'GET /api/testimonials/hospital/{id}/rating',
          'GET /api/treatment-requests/{id}',
          'GET /api/users/{id}',
          'POST /api/admin/hospitals/{id}/verify',
          'POST /api/admin/payments/{id}/refund',
          'POST /api/admin/support-tickets/{id}/close',
          'POST /api/admin/testimonials/{id}/verify',
          'POST /api/bids/{id}/accept',
          'POST /api/bids/{id}/reject',
          'PATCH /api/bids/{id}',
          'POST /api/bids/{id}/withdraw',
          'PATCH /api/treatment-requests/{id}/bid-deadline',
          'POST /api/treatment-requests/{id}/close',
          'DELETE /api/records/{id}',
          'PATCH /api/records/{id}',
          'GET /api/records/{id}/access-log',
          'GET /api/records/{id}/content',
          'GET /api/treatment-requests/{id}/shared-records',
          'GET /api/treatment-requests/{id}/sharing',
          'POST /api/document-requests/{id}/decline',
          'POST /api/record-grants/{id}/revoke',
          'POST /api/notifications/{id}/read',
          'DELETE /api/hospital-profile/accreditations/{id}',
          'GET /api/hospital-profile/accreditations/{id}/evidence',
          'DELETE /api/hospital-profile/photos/{id}',
          'GET /api/hospital-photos/{id}/{format}',
          'GET /api/hospital-profiles/{id}',
          'POST /api/admin/hospital-verifications/{id}/approve',
          'POST /api/admin/hospital-verifications/{id}/request-changes',
        ].sort(),
      );
    });

    it('answers every malformed id on every id route with 404 and the envelope, never 5xx', async () => {
      for (const route of idRoutes()) {
        // The records vault and its sharing are for patients and hospitals only (admins get 403
        // before any id is read).
        const caller = callerOf(route.path);
        for (const id of [...MALFORMED_IDS, randomUUID()]) {
          const response = await caller.request({
            method: route.method,
            url: route.path.replace('{id}', id).replace('{format}', 'webp'),
            body: VALID_BODIES[`${route.method} ${route.path}`],
          });
          expect(response.statusCode, `${route.method} ${route.path} with ${id.slice(0, 40)}`).toBe(
            404,
          );
          expectErrorEnvelope(response, 404);
        }
      }
    });

    it('answers a badly encoded path with a 400 envelope', async () => {
      expectErrorEnvelope(await admin.get('/api/users/%'), 400);
      expectErrorEnvelope(await admin.get('/api/treatment-requests/%E0%A4%A'), 400);
    });
  });

  describe('error envelope (DESIGN §4)', () => {
    it('answers unknown endpoints and methods with the 404 envelope', async () => {
      expectErrorEnvelope(await patient.get('/api/nope'), 404);
      expectErrorEnvelope(
        await patient.request({ method: 'DELETE', url: '/api/treatment-requests' }),
        404,
      );
      expectErrorEnvelope(await patient.request({ method: 'PUT', url: '/api/bids' }), 404);
    });

    it('carries `issues` on a 400', async () => {
      const error = expectErrorEnvelope(await patient.post('/api/treatment-requests', {}), 400);
      expect(error.issues?.length).toBeGreaterThanOrEqual(7);
      for (const issue of error.issues ?? []) expect(issue.message.length).toBeGreaterThan(0);
    });
  });

  describe('fuzzed bodies (SECURITY §6)', () => {
    // Values a client might send for a field: edge cases first, then any JSON and any text.
    const junk = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(
        0,
        -1,
        1,
        1.5,
        MAX_AMOUNT_USD,
        MAX_AMOUNT_USD + 1,
        2 ** 31,
        -(2 ** 31) - 1,
        Number.MAX_SAFE_INTEGER,
        1e308,
      ),
    );
    const text = fc.oneof(
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '',
          '   ',
          '\u0000',
          'Hip\u0000',
          'a\r\nb',
          '\uD800',
          '😀',
          'x'.repeat(201),
          'x'.repeat(5001),
          "'; drop table bids; --",
        ),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
      { weight: 1, arbitrary: junk },
    );
    const dateLike = fc.oneof(
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '0000-01-01',
          '0001-01-01',
          '9999-12-31',
          '9999-12-31T23:59:59-23:59',
          '0001-01-01T00:00:00+01:00',
          '2027-02-29',
          '2028-02-29',
          '2027-13-01',
          '+275760-09-13',
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .date()
          .map((d) => (Number.isNaN(d.getTime()) ? 'Invalid Date' : d.toISOString())),
      },
      {
        weight: 1,
        arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      },
      { weight: 1, arbitrary: junk },
    );
    const amount = fc.oneof(
      fc.integer({ min: -5, max: MAX_AMOUNT_USD + 5 }),
      fc.integer(),
      fc.double(),
      junk,
    );

    /**
     * Bodies for one endpoint: any JSON object; the valid body with exactly one field replaced
     * or dropped (so the odd value is the only thing between it and the database); and the
     * valid body with several fields off, plus server-owned or unknown keys.
     */
    function bodiesFor(
      valid: Record<string, unknown>,
      others: Record<string, fc.Arbitrary<unknown>>,
    ) {
      const keys = Object.keys(others);
      const oneFieldOff = fc
        .constantFrom(...keys)
        .chain((key) =>
          fc
            .option(others[key] ?? junk, { freq: 8 })
            .map((value) => ({ ...valid, [key]: value ?? undefined })),
        );
      const manyFieldsOff = fc.record(
        Object.fromEntries(
          keys.map((key) => [
            key,
            fc.oneof(
              { weight: 6, arbitrary: fc.constant(valid[key]) },
              { weight: 1, arbitrary: others[key] ?? junk },
              { weight: 1, arbitrary: fc.constant(undefined) },
            ),
          ]),
        ),
      );
      const serverOwned = fc.dictionary(
        fc.constantFrom(
          'id',
          'status',
          'patientId',
          'hospitalId',
          'basePrice',
          'platformCommission',
          'platformCommissionRate',
          'totalPrice',
          'createdAt',
          'extra',
          '__proto__',
          'constructor',
        ),
        fc.jsonValue({ maxDepth: 1 }),
        { minKeys: 1, maxKeys: 2 },
      );
      return fc.oneof(
        { weight: 1, arbitrary: fc.object({ maxDepth: 2 }) },
        { weight: 4, arbitrary: oneFieldOff },
        { weight: 2, arbitrary: manyFieldsOff },
        {
          weight: 1,
          arbitrary: fc
            .tuple(manyFieldsOff, serverOwned)
            .map(([body, extra]) => ({ ...body, ...extra })),
        },
      );
    }

    const STATUSES = new Set([400, 403, 404, 409, 201]);

    it(
      'POST /api/treatment-requests: only 400 or 201, never 5xx, and no stored row breaks a rule',
      { timeout: 180_000 },
      async () => {
        const fuzzer = await createActor(t.app, 'patient');
        const valid: Record<string, unknown> = buildTreatmentRequest();
        const body = bodiesFor(valid, {
          procedureType: text,
          description: text,
          preferredLocation: text,
          budgetMin: amount,
          budgetMax: amount,
          preferredStartDate: dateLike,
          preferredEndDate: dateLike,
        });
        let created = 0;
        await fc.assert(
          fc.asyncProperty(body, async (payload) => {
            const response = await fuzzer.post('/api/treatment-requests', payload);
            expect(
              STATUSES.has(response.statusCode),
              `${response.statusCode} ${response.body}`,
            ).toBe(true);
            if (response.statusCode === 201) created += 1;
            else expectErrorEnvelope(response, response.statusCode);
          }),
          { numRuns: 250 },
        );

        const rows = await t.db
          .select()
          .from(treatmentRequests)
          .where(eq(treatmentRequests.patientId, fuzzer.id));
        expect(rows).toHaveLength(created);
        expect(created).toBeGreaterThan(0);
        for (const row of rows) {
          expect(row.status).toBe('open');
          expect(Number.isInteger(row.budgetMin) && Number.isInteger(row.budgetMax)).toBe(true);
          expect(row.budgetMin).toBeGreaterThanOrEqual(1);
          expect(row.budgetMax).toBeGreaterThanOrEqual(row.budgetMin);
          expect(row.budgetMax).toBeLessThanOrEqual(MAX_AMOUNT_USD);
          expect(row.preferredEndDate.getTime()).toBeGreaterThanOrEqual(
            row.preferredStartDate.getTime(),
          );
          for (const text of [row.procedureType, row.description, row.preferredLocation]) {
            expect(text).toBe(text.trim());
            expect(text.length).toBeGreaterThan(0);
            expect(text).not.toContain('\u0000');
          }
          expect(row.procedureType.length).toBeLessThanOrEqual(200);
          expect(row.description.length).toBeLessThanOrEqual(5000);
        }
      },
    );

    it(
      'POST /api/bids: only 400/403/404/409/201, never 5xx, and no stored bid breaks a rule',
      { timeout: 180_000 },
      async () => {
        const fuzzer = await createVerifiedHospital(t.app, admin, 'Fuzzer');
        const open = await Promise.all([1, 2, 3, 4].map(() => createRequest(patient)));
        const closed = await createRequest(patient);
        expect((await patient.post(`/api/treatment-requests/${closed}/close`)).statusCode).toBe(
          200,
        );
        const accepted = await createRequest(patient);
        const rejected = await createBid(fuzzer, accepted); // visible to the fuzzer, then not open
        expect((await patient.post(`/api/bids/${rejected}/reject`)).statusCode).toBe(200);
        expect(
          (await patient.post(`/api/bids/${await createBid(hospital, accepted)}/accept`))
            .statusCode,
        ).toBe(200);
        const ownOfAdmin = await createRequest(admin);

        const valid: Record<string, unknown> = buildBid(open[0] ?? '');
        const requestIds = fc.constantFrom(...open, closed, accepted, ownOfAdmin, randomUUID());
        const body = fc.tuple(requestIds, fc.boolean()).chain(([requestId, keepId]) =>
          bodiesFor(
            { ...valid, treatmentRequestId: requestId },
            {
              treatmentRequestId: keepId ? fc.constant(requestId) : junk,
              price: amount,
              estimatedDuration: text,
              description: text,
              includedServices: fc.oneof(fc.array(text, { maxLength: 60 }), junk),
            },
          ),
        );
        const callers = fc.constantFrom(fuzzer, admin, patient);
        let created = 0;
        await fc.assert(
          fc.asyncProperty(callers, body, async (caller, payload) => {
            const response = await caller.post('/api/bids', payload);
            expect(
              STATUSES.has(response.statusCode),
              `${response.statusCode} ${response.body}`,
            ).toBe(true);
            if (response.statusCode === 201) created += 1;
            else expectErrorEnvelope(response, response.statusCode);
          }),
          { numRuns: 250 },
        );

        const stored = await t.db.select().from(bids);
        const mine = stored.filter((b) => b.hospitalId === fuzzer.id || b.hospitalId === admin.id);
        expect(mine).toHaveLength(created + 1); // + the rejected set-up bid
        expect(created).toBeGreaterThan(0);
        const statusOf = new Map(
          (await t.db.select().from(treatmentRequests)).map((r) => [r.id, r]),
        );
        const live = new Set<string>();
        for (const bid of stored) {
          expect(bid.basePrice).toBe(bid.price);
          expect(bid.platformCommissionRate).toBe(20);
          expect(bid.platformCommission).toBe(Math.round((bid.price * 20) / 100));
          expect(bid.price).toBeGreaterThanOrEqual(1);
          expect(bid.price).toBeLessThanOrEqual(MAX_AMOUNT_USD);
          expect(bid.totalPrice).toBe(bid.basePrice + bid.platformCommission);
          const request = statusOf.get(bid.treatmentRequestId);
          expect(request?.patientId).not.toBe(bid.hospitalId);
          if (bid.status !== 'rejected') {
            const key = `${bid.treatmentRequestId}/${bid.hospitalId}`;
            expect(live.has(key)).toBe(false);
            live.add(key);
          }
        }
        expect(stored.filter((b) => b.treatmentRequestId === closed)).toHaveLength(0);
        expect(
          stored
            .filter((b) => b.treatmentRequestId === accepted)
            .map((b) => b.status)
            .sort(),
        ).toEqual(['accepted', 'rejected']);
        expect(stored.some((b) => b.hospitalId === patient.id)).toBe(false);
      },
    );
  });
});
