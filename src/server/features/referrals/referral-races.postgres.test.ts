import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REFERRAL_INVITATIONS_PER_DAY } from '#shared/common/constants.ts';
import { createActor, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, isPostgresRun, type TestApp } from '../../test/test-app.ts';
import { referralCodeOf, referralRowsOf, rewardsOf } from './referrals-test-support.ts';

const CONCURRENT_USES = 20;
const ROUNDS = 10;

// DESIGN §5 / SECURITY §4, §6: 20 concurrent uses of one referral code credit exactly 100 + 100
// once. Only PostgreSQL runs these concurrently (PGlite is one connection); the pool has 25.
describe.skipIf(!isPostgresRun())('referrals: races on PostgreSQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(
    `${CONCURRENT_USES} concurrent uses of one code by one account credit 100 + 100 once, ${ROUNDS} times`,
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const referrer = await createActor(t.app, 'patient');
        const referee = await createActor(t.app, 'none');
        const code = await referralCodeOf(referrer);
        // Every other round the referrer has also invited the referee, so the racers contend for
        // the pending invitation row as well as for the insert.
        if (round % 2 === 1) {
          const invited = await referrer.post('/api/referrals/send-email', {
            refereeEmail: referee.email,
          });
          expect(invited.statusCode, invited.body).toBe(201);
        }

        const responses = await Promise.all(
          Array.from({ length: CONCURRENT_USES }, () =>
            referee.post('/api/referrals/use', { referralCode: code }),
          ),
        );

        expect(responses.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([
          200,
          ...Array<number>(CONCURRENT_USES - 1).fill(400),
        ]);
        expect(await rewardsOf(t.db, referrer.id), `round ${round}`).toEqual({
          rewardPoints: 100,
          ledger: [{ reason: 'referral.referrer', sourceId: referee.id, points: 100 }],
        });
        expect(await rewardsOf(t.db, referee.id), `round ${round}`).toEqual({
          rewardPoints: 100,
          ledger: [{ reason: 'referral.referee', sourceId: referee.id, points: 100 }],
        });
        const rows = await referralRowsOf(t.db, referee.id);
        expect(rows, `round ${round}`).toHaveLength(1);
        expect(rows[0], `round ${round}`).toMatchObject({
          referrerId: referrer.id,
          status: 'completed',
          rewardPoints: 100,
          refereeEmail: round % 2 === 1 ? referee.email : null,
        });
      }
    },
  );

  it(`${CONCURRENT_USES} new accounts using one code at once credit the referrer 100 each`, async () => {
    const referrer = await createActor(t.app, 'patient');
    const code = await referralCodeOf(referrer);
    const referees = await Promise.all(
      Array.from({ length: CONCURRENT_USES }, () => createActor(t.app, 'none')),
    );
    const responses = await Promise.all(
      referees.map((r) => r.post('/api/referrals/use', { referralCode: code })),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const referrerRewards = await rewardsOf(t.db, referrer.id);
    expect(referrerRewards.rewardPoints).toBe(100 * CONCURRENT_USES);
    expect(referrerRewards.ledger).toHaveLength(CONCURRENT_USES);
    for (const referee of referees) {
      expect((await rewardsOf(t.db, referee.id)).rewardPoints).toBe(100);
    }
  });

  it('two accounts using each other’s code at once both succeed without a deadlock', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = await Promise.all([createActor(t.app, 'none'), createActor(t.app, 'none')]);
      const [codeA, codeB] = await Promise.all([referralCodeOf(a), referralCodeOf(b)]);
      const [useA, useB] = await Promise.all([
        a.post('/api/referrals/use', { referralCode: codeB }),
        b.post('/api/referrals/use', { referralCode: codeA }),
      ]);
      expect([useA.statusCode, useB.statusCode], `round ${round}`).toEqual([200, 200]);
      expect((await rewardsOf(t.db, a.id)).rewardPoints).toBe(200);
      expect((await rewardsOf(t.db, b.id)).rewardPoints).toBe(200);
    }
  });

  it(`concurrent invitations stop at exactly ${MAX_REFERRAL_INVITATIONS_PER_DAY}`, async () => {
    const patient = await createActor(t.app, 'patient');
    const before = t.mail.sent.length;
    const responses = await Promise.all(
      Array.from({ length: MAX_REFERRAL_INVITATIONS_PER_DAY + 6 }, () =>
        patient.post('/api/referrals/send-email', { refereeEmail: uniqueEmail('friend') }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(MAX_REFERRAL_INVITATIONS_PER_DAY).fill(201),
      ...Array<number>(6).fill(429),
    ]);
    expect(await referralRowsOf(t.db, patient.id)).toHaveLength(MAX_REFERRAL_INVITATIONS_PER_DAY);
    expect(t.mail.sent.length - before).toBe(MAX_REFERRAL_INVITATIONS_PER_DAY);
  });
});
