import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REFERRAL_INVITATIONS_PER_DAY } from '#shared/common/constants.ts';
import type { Referral } from '#shared/referrals/referrals.schemas.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { collectPages, expectErrorEnvelope, nextPageUrl } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  uniqueEmail,
  type Actor,
} from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { referralCodeOf, referralRowsOf, rewardsOf } from './referrals-test-support.ts';

const REFUSED = { message: 'This referral code cannot be used', code: 'REFERRAL_CODE_REFUSED' };

describe('referrals (SPEC §7, DESIGN §5, SECURITY §1)', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const useCode = (actor: Actor, referralCode: string) =>
    actor.post('/api/referrals/use', { referralCode });
  const invite = (actor: Actor, refereeEmail: string) =>
    actor.post('/api/referrals/send-email', { refereeEmail });

  describe('POST /api/referrals/use', () => {
    it('credits 100 points to both sides through the ledger and records a completed referral', async () => {
      const referrer = await createActor(t.app, 'patient', { firstName: 'Rita', lastName: 'Rao' });
      const referee = await createActor(t.app, 'none', { firstName: 'Nina', lastName: 'New' });
      const code = await referralCodeOf(referrer);
      expect(code).toMatch(/^[A-Z2-9]{8}$/);

      const used = await useCode(referee, code);
      expect(used.statusCode, used.body).toBe(200);
      expect(used.json()).toEqual({ success: true });

      const [row, ...others] = await referralRowsOf(t.db, referee.id);
      expect(others).toEqual([]);
      expect(row).toMatchObject({
        referrerId: referrer.id,
        referralCode: code,
        refereeId: referee.id,
        refereeEmail: null,
        status: 'completed',
        rewardPoints: 100,
      });
      expect(row?.completedAt).toBeInstanceOf(Date);
      expect(await rewardsOf(t.db, referrer.id)).toEqual({
        rewardPoints: 100,
        ledger: [{ reason: 'referral.referrer', sourceId: referee.id, points: 100 }],
      });
      expect(await rewardsOf(t.db, referee.id)).toEqual({
        rewardPoints: 100,
        ledger: [{ reason: 'referral.referee', sourceId: referee.id, points: 100 }],
      });
      for (const actor of [referrer, referee]) {
        expect((await actor.get('/api/auth/user')).json()).toMatchObject({ rewardPoints: 100 });
      }

      const mine = await referrer.get('/api/referrals/my');
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual([
        {
          id: row?.id,
          referrerId: referrer.id,
          referralCode: code,
          refereeId: referee.id,
          refereeEmail: null,
          status: 'completed',
          rewardPoints: 100,
          createdAt: row?.createdAt.toISOString(),
          completedAt: row?.completedAt?.toISOString(),
          referee: { firstName: 'Nina', lastName: 'New' },
        },
      ]);
      expect((await referee.get('/api/referrals/my')).json()).toEqual([]);
    });

    it('accepts the code trimmed and in any case', async () => {
      const referrer = await createActor(t.app, 'patient');
      const referee = await createActor(t.app, 'patient');
      const code = await referralCodeOf(referrer);
      const used = await useCode(referee, `  ${code.toLowerCase()} `);
      expect(used.statusCode, used.body).toBe(200);
      expect((await rewardsOf(t.db, referee.id)).rewardPoints).toBe(100);
    });

    it('answers unknown, own, reused and second codes with the same 400 and changes nothing', async () => {
      const referrer = await createActor(t.app, 'patient');
      const other = await createActor(t.app, 'patient');
      const referee = await createActor(t.app, 'none');
      const [code, otherCode, ownCode] = await Promise.all([
        referralCodeOf(referrer),
        referralCodeOf(other),
        referralCodeOf(referee),
      ]);

      const unknown = await useCode(referee, 'NOSUCHCODE');
      const own = await useCode(referee, ownCode);
      expect((await useCode(referee, code)).statusCode).toBe(200);
      const reused = await useCode(referee, code);
      const second = await useCode(referee, otherCode);
      for (const response of [unknown, own, reused, second]) {
        expectErrorEnvelope(response, 400);
        expect(response.json()).toEqual(REFUSED);
        expect(response.body).toBe(unknown.body);
      }

      expect(await rewardsOf(t.db, referee.id)).toMatchObject({ rewardPoints: 100 });
      expect((await rewardsOf(t.db, referee.id)).ledger).toHaveLength(1);
      expect(await rewardsOf(t.db, referrer.id)).toMatchObject({ rewardPoints: 100 });
      expect(await rewardsOf(t.db, other.id)).toEqual({ rewardPoints: 0, ledger: [] });
      expect(await referralRowsOf(t.db, other.id)).toEqual([]);
    });

    it('lets one code refer many accounts, and a referrer be referred once by someone else', async () => {
      const referrer = await createActor(t.app, 'patient');
      const code = await referralCodeOf(referrer);
      const referees = await Promise.all([1, 2, 3].map(() => createActor(t.app, 'patient')));
      for (const referee of referees) expect((await useCode(referee, code)).statusCode).toBe(200);
      const [first] = referees;
      if (!first) throw new Error('no referee');
      expect((await useCode(referrer, await referralCodeOf(first))).statusCode).toBe(200);

      expect((await rewardsOf(t.db, referrer.id)).rewardPoints).toBe(400);
      expect((await rewardsOf(t.db, first.id)).rewardPoints).toBe(200);
      const mine = (await referrer.get('/api/referrals/my')).json<Referral[]>();
      expect(mine.map((r) => r.refereeId).sort()).toEqual(referees.map((r) => r.id).sort());
    });

    it('refuses signed-out callers and invalid bodies without touching the database', async () => {
      const referrer = await createActor(t.app, 'patient');
      const code = await referralCodeOf(referrer);
      expectErrorEnvelope(
        await testClient(t.app).post('/api/referrals/use', { referralCode: code }),
        401,
      );
      const caller = await createActor(t.app, 'patient');
      for (const body of [
        {},
        { referralCode: '' },
        { referralCode: '   ' },
        { referralCode: 'A'.repeat(21) },
        { referralCode: 42 },
        { referralCode: code, refereeId: caller.id },
        { referralCode: code, rewardPoints: 1000 },
      ]) {
        expectErrorEnvelope(await caller.post('/api/referrals/use', body), 400);
      }
      expect(await rewardsOf(t.db, referrer.id)).toEqual({ rewardPoints: 0, ledger: [] });
      expect(await rewardsOf(t.db, caller.id)).toEqual({ rewardPoints: 0, ledger: [] });
    });

    it('credits once when the same account sends the code several times at once', async () => {
      const referrer = await createActor(t.app, 'patient');
      const referee = await createActor(t.app, 'none');
      const code = await referralCodeOf(referrer);
      const responses = await Promise.all(Array.from({ length: 5 }, () => useCode(referee, code)));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
      expect((await rewardsOf(t.db, referrer.id)).ledger).toHaveLength(1);
      expect((await rewardsOf(t.db, referee.id)).rewardPoints).toBe(100);
    });
  });

  describe('POST /api/referrals/send-email', () => {
    it('e-mails an invitation with the link APP_ORIGIN/?ref=CODE and records a pending referral', async () => {
      const patient = await createActor(t.app, 'patient', {
        firstName: 'Ann <b>',
        lastName: 'Lee',
      });
      const code = await referralCodeOf(patient);
      const friend = uniqueEmail('friend');
      const before = t.mail.sent.length;

      const response = await invite(patient, `  ${friend.toUpperCase()} `);
      expect(response.statusCode, response.body).toBe(201);
      const referral = response.json<Referral>();
      expect(referral).toMatchObject({
        referrerId: patient.id,
        referralCode: code,
        refereeId: null,
        refereeEmail: friend,
        status: 'pending',
        rewardPoints: 0,
        completedAt: null,
        referee: null,
      });

      const link = `${t.config.appOrigin}/?ref=${code}`;
      expect(link).toBe(`http://localhost:5000/?ref=${code}`);
      const mails = t.mail.sent.slice(before);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.to).toBe(friend);
      expect(mail?.subject).toBe('You are invited to CareAbroad');
      expect(mail?.text).toContain(link);
      expect(mail?.text).toContain('Ann <b> Lee invited you');
      expect(mail?.text).toContain('100 reward points');
      expect(mail?.html).toContain(`href="${link}"`);
      expect(mail?.html).toContain('Ann &lt;b&gt; Lee');
      expect(mail?.html).not.toContain('<b>');

      const [row] = await t.db.select().from(referrals).where(eq(referrals.id, referral.id));
      expect(row).toMatchObject({ refereeEmail: friend, status: 'pending', refereeId: null });
      expect((await patient.get('/api/referrals/my')).json()).toEqual([referral]);
    });

    it('lets admins invite; refuses hospitals and role-less accounts (403) and anon (401)', async () => {
      expect((await invite(admin, uniqueEmail('friend'))).statusCode).toBe(201);
      const before = t.mail.sent.length;
      for (const role of ['hospital', 'none'] as const) {
        const actor = await createActor(t.app, role);
        expectErrorEnvelope(await invite(actor, uniqueEmail('friend')), 403);
        expect(await referralRowsOf(t.db, actor.id)).toEqual([]);
      }
      expectErrorEnvelope(
        await testClient(t.app).post('/api/referrals/send-email', {
          refereeEmail: uniqueEmail('friend'),
        }),
        401,
      );
      expect(t.mail.sent.length).toBe(before);
    });

    it("validates the address with SPEC §5's messages and sends nothing", async () => {
      const patient = await createActor(t.app, 'patient');
      const before = t.mail.sent.length;
      const cases: Array<[unknown, string]> = [
        [{ refereeEmail: '' }, 'Email required'],
        [{ refereeEmail: '   ' }, 'Email required'],
        [{}, 'Email required'],
        [{ refereeEmail: 'not-an-email' }, 'Please enter a valid email address'],
        [
          { refereeEmail: 'a@example.test\r\nBcc: x@example.test' },
          'Please enter a valid email address',
        ],
        [
          { refereeEmail: `${'a'.repeat(250)}@example.test` },
          'Email must be at most 254 characters',
        ],
      ];
      for (const [body, message] of cases) {
        expectErrorEnvelope(await patient.post('/api/referrals/send-email', body), 400, message);
      }
      expectErrorEnvelope(
        await patient.post('/api/referrals/send-email', {
          refereeEmail: uniqueEmail('friend'),
          referrerId: admin.id,
        }),
        400,
      );
      expect(t.mail.sent.length).toBe(before);
      expect(await referralRowsOf(t.db, patient.id)).toEqual([]);
    });

    it(`caps invitations at ${MAX_REFERRAL_INVITATIONS_PER_DAY} a day per user: 429 with Retry-After`, async () => {
      const patient = await createActor(t.app, 'patient');
      for (let i = 0; i < MAX_REFERRAL_INVITATIONS_PER_DAY; i += 1) {
        expect((await invite(patient, uniqueEmail('friend'))).statusCode).toBe(201);
      }
      const before = t.mail.sent.length;
      const limited = await invite(patient, uniqueEmail('friend'));
      expectErrorEnvelope(limited, 429);
      const retryAfterSeconds = Number(limited.headers['retry-after']);
      expect(retryAfterSeconds).toBeGreaterThan(23 * 3600);
      expect(retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
      expect(t.mail.sent.length).toBe(before);
      expect(await referralRowsOf(t.db, patient.id)).toHaveLength(MAX_REFERRAL_INVITATIONS_PER_DAY);

      // Invitations older than 24 hours no longer count.
      await t.db
        .update(referrals)
        .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(referrals.referrerId, patient.id));
      expect((await invite(patient, uniqueEmail('friend'))).statusCode).toBe(201);

      const other = await createActor(t.app, 'patient');
      expect((await invite(other, uniqueEmail('friend'))).statusCode).toBe(201);
    });

    it('keeps the pending referral and answers 503 when the mail cannot be sent', async () => {
      const patient = await createActor(t.app, 'patient');
      const send = t.mail.send;
      t.mail.send = () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNECTION' }));
      try {
        const response = await invite(patient, uniqueEmail('friend'));
        expectErrorEnvelope(
          response,
          503,
          'The invitation e-mail could not be sent. Please try again later.',
        );
      } finally {
        t.mail.send = send;
      }
      expect(await referralRowsOf(t.db, patient.id)).toMatchObject([{ status: 'pending' }]);
    });

    it('completes the invitation row when the invited friend uses the code', async () => {
      const referrer = await createActor(t.app, 'patient');
      const friend = await createActor(t.app, 'none', { firstName: 'Fay', lastName: 'Friend' });
      const invited = (await invite(referrer, friend.email.toUpperCase())).json<Referral>();
      expect((await useCode(friend, await referralCodeOf(referrer))).statusCode).toBe(200);

      const mine = (await referrer.get('/api/referrals/my')).json<Referral[]>();
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        id: invited.id,
        refereeId: friend.id,
        refereeEmail: friend.email,
        status: 'completed',
        rewardPoints: 100,
        referee: { firstName: 'Fay', lastName: 'Friend' },
      });
      expect((await rewardsOf(t.db, referrer.id)).rewardPoints).toBe(100);
    });
  });

  describe('GET /api/referrals/my', () => {
    it('pages newest first with Link: rel="next" and refuses anon', async () => {
      const patient = await createActor(t.app, 'patient');
      const sent: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        sent.push((await invite(patient, uniqueEmail('friend'))).json<Referral>().id);
      }
      const first = await patient.get('/api/referrals/my?limit=2');
      expect(first.json<Referral[]>().map((r) => r.id)).toEqual([sent[2], sent[1]]);
      expect(nextPageUrl(first)).toBeDefined();
      const all = await collectPages<Referral>(patient, '/api/referrals/my?limit=2');
      expect(all.items.map((r) => r.id)).toEqual([...sent].reverse());
      expectErrorEnvelope(await testClient(t.app).get('/api/referrals/my'), 401);
      expectErrorEnvelope(await patient.get('/api/referrals/my?limit=101'), 400);
    });
  });
});
