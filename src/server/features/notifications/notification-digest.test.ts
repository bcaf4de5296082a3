import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { recordingMailer } from '../../test/recording-mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendNotificationDigests } from './notification-digest.service.ts';
import { notify } from './notifications.service.ts';

const RULES = { quietMs: 2 * 60_000, maxWaitMs: 30 * 60_000, batchSize: 200 };
const MINUTE_MS = 60_000;

/** Words of the treatment request and bid below that must never reach an e-mail. */
const HEALTH_WORDS = /knee|arthroplasty|cartilage|8500|10200|Physiotherapy|Implant/i;

describe('notification digest e-mail (ADR 0043)', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  /** One pass at `now` (ms); the mails it sent to `to`. */
  async function runPass(now: number, to: Actor, mailer = recordingMailer()) {
    await sendNotificationDigests({
      db: t.db,
      mailer,
      appOrigin: t.config.appOrigin,
      rules: RULES,
      now: new Date(now),
    });
    return mailer.sent.filter((mail) => mail.to === to.email);
  }

  it('turns a burst of five bids into one e-mail of counts and a link, without health details', async () => {
    const patient = await createActor(t.app, 'patient');
    const requestId = await createRequest(patient, {
      procedureType: 'Knee arthroplasty',
      description: 'Cartilage worn through in the left knee',
    });
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      const hospital = await createVerifiedHospital(t.app, admin, `Hospital ${name}`);
      await createBid(hospital, requestId, { price: 8500 });
    }
    const now = Date.now();
    expect(await runPass(now, patient)).toEqual([]);
    const [mail, ...more] = await runPass(now + RULES.quietMs + MINUTE_MS, patient);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New activity on CareAbroad');
    expect(mail?.text).toContain('5 new bids on your treatment requests');
    expect(mail?.text).toContain(`${t.config.appOrigin}/notifications`);
    expect(`${mail?.subject} ${mail?.text} ${mail?.html ?? ''}`).not.toMatch(HEALTH_WORDS);
    expect(mail?.text).not.toMatch(/Hospital [A-E]/);
    expect(await runPass(now + RULES.quietMs * 3, patient)).toEqual([]);
  });

  it('waits while the burst goes on, but not past the longest wait', async () => {
    const user = await createActor(t.app, 'hospital');
    const now = Date.now();
    const at = (msAgo: number) => ({
      userId: user.id,
      link: '/',
      summary: 's',
      createdAt: new Date(now - msAgo),
    });
    await t.db.insert(notifications).values([
      { ...at(RULES.quietMs / 2), kind: 'bid_accepted' },
      { ...at(RULES.quietMs / 4), kind: 'bid_rejected' },
    ]);
    expect(await runPass(now, user)).toEqual([]);
    const [mail] = await runPass(now + RULES.quietMs, user);
    expect(mail?.text).toContain('1 of your bids was accepted');
    expect(mail?.text).toContain('1 of your bids was not accepted');

    const steady = await createActor(t.app, 'hospital');
    await t.db.insert(notifications).values([
      { ...at(RULES.maxWaitMs + MINUTE_MS), userId: steady.id, kind: 'bid_rejected' },
      { ...at(1_000), userId: steady.id, kind: 'bid_rejected' },
    ]);
    const [steadyMail] = await runPass(now, steady);
    expect(steadyMail?.text).toContain('2 of your bids were not accepted');
  });

  it('never e-mails messages or answered grievances, which have their own e-mails', async () => {
    const user = await createActor(t.app, 'patient');
    await notify(t.db, { userIds: [user.id], kind: 'message_received', link: '/', summary: 's' });
    await notify(t.db, { userIds: [user.id], kind: 'grievance_answered', link: '/', summary: 's' });
    expect(await runPass(Date.now() + RULES.maxWaitMs * 2, user)).toEqual([]);
  });

  it('sends nothing to a user who turned the e-mail off, and not later either', async () => {
    const user = await createActor(t.app, 'patient');
    const off = await user.request({
      method: 'PATCH',
      url: '/api/me/preferences',
      body: { notificationEmails: false },
    });
    expect(off.json()).toMatchObject({ notificationEmails: false, messageEmails: true });
    await notify(t.db, { userIds: [user.id], kind: 'bid_received', link: '/', summary: 's' });
    const late = Date.now() + RULES.quietMs * 2;
    expect(await runPass(late, user)).toEqual([]);
    await user.request({
      method: 'PATCH',
      url: '/api/me/preferences',
      body: { notificationEmails: true },
    });
    expect(await runPass(late, user)).toEqual([]);
  });

  it('retries after a failed send, and one of two instances sends', async () => {
    const user = await createActor(t.app, 'patient');
    await notify(t.db, { userIds: [user.id], kind: 'bid_received', link: '/', summary: 's' });
    const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    const late = Date.now() + RULES.quietMs * 2;
    await sendNotificationDigests({
      db: t.db,
      mailer: failing,
      appOrigin: t.config.appOrigin,
      rules: RULES,
      now: new Date(late),
    });
    const shared = recordingMailer();
    await Promise.all([runPass(late, user, shared), runPass(late, user, shared)]);
    expect(shared.sent.filter((mail) => mail.to === user.email)).toHaveLength(1);
  });
});
