import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageEmailNotices } from '../../db/schema/message-email-notices.ts';
import { messages } from '../../db/schema/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  ADMIN_TEST_EMAIL,
  createAdmin,
  createConversation as createTestConversation,
  type Actor,
} from '../../test/factories.ts';
import { recordingMailer } from '../../test/recording-mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startMessageNoticeJob } from './message-notices-job.ts';
import { sendMessageNotices } from './message-notices.service.ts';

const MINUTE_MS = 60_000;

/** A mailer standing in for the SMTP server: it keeps what it was asked to send. */
describe('new-message e-mail notices (ADR 0008)', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  /** A fresh conversation, so tests share no receivers. */
  const createConversation = () =>
    createTestConversation(t.app, admin, {
      patient: { firstName: 'Priya', lastName: 'Patel' },
      hospital: 'Apollo',
      request: { procedureType: 'Oncology consultation' },
    });

  async function send(from: Actor, to: Actor, requestId: string, content: string) {
    const response = await from.post('/api/messages', {
      treatmentRequestId: requestId,
      receiverId: to.id,
      content,
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  /** One notice pass at `now`; returns the mails addressed to `receiver`. */
  async function runPass(now: number, receiver: Actor, mailer = recordingMailer()) {
    await sendMessageNotices({
      db: t.db,
      mailer,
      appOrigin: t.config.appOrigin,
      now: new Date(now),
    });
    return mailer.sent.filter((mail) => mail.to === receiver.email);
  }

  it('e-mails the receiver of a message unread after 5 minutes once: count and link, no content', async () => {
    const { patient, hospital, requestId } = await createConversation();
    await send(patient, hospital, requestId, 'My biopsy results show a stage II tumour');
    await send(patient, hospital, requestId, 'Can you start chemotherapy in March?');
    const sentAt = Date.now();

    const mailer = recordingMailer();
    const mails = await runPass(sentAt + 6 * MINUTE_MS, hospital, mailer);

    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('You have 2 unread messages on CareAbroad');
    expect(mail?.text.split('\n')).toContain(
      `Read them here: http://localhost:5000/messages/${requestId}`,
    );
    const whole = JSON.stringify(mail);
    for (const secret of ['biopsy', 'tumour', 'chemotherapy', 'Oncology', 'Priya', 'Patel'])
      expect(whole).not.toContain(secret);
    expect(mailer.sent.filter((m) => m.to === patient.email)).toEqual([]);
  });

  it('links a patient to the conversation with the hospital that wrote', async () => {
    const { patient, hospital, requestId } = await createConversation();
    await send(hospital, patient, requestId, 'We can offer a slot');
    const mails = await runPass(Date.now() + 6 * MINUTE_MS, patient);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text.split('\n')).toContain(
      `Read it here: http://localhost:5000/messages/${requestId}?hospitalId=${hospital.id}`,
    );
  });

  it('sends nothing for messages that were read, or are younger than 5 minutes', async () => {
    const read = await createConversation();
    await send(read.patient, read.hospital, read.requestId, 'Hello');
    const marked = await read.hospital.post(`/api/messages/${read.requestId}/read`);
    expect(marked.statusCode, marked.body).toBe(200);
    const recent = await createConversation();
    await send(recent.hospital, recent.patient, recent.requestId, 'We can offer a slot');
    const sentAt = Date.now();

    expect(await runPass(sentAt + 6 * MINUTE_MS, read.hospital)).toEqual([]);
    expect(await runPass(sentAt + 4 * MINUTE_MS, recent.patient)).toEqual([]);
  });

  it('sends at most one e-mail per 30 minutes, and only for messages newer than the last one', async () => {
    const { patient, hospital, requestId } = await createConversation();
    await send(hospital, patient, requestId, 'First');
    const start = Date.now();

    expect(await runPass(start + 6 * MINUTE_MS, patient)).toHaveLength(1);
    await send(hospital, patient, requestId, 'Second');
    expect(await runPass(start + 12 * MINUTE_MS, patient)).toEqual([]);
    expect(await runPass(start + 35 * MINUTE_MS, patient)).toEqual([]);

    const later = await runPass(start + 36 * MINUTE_MS, patient);
    expect(later).toHaveLength(1);
    expect(later[0]?.subject).toBe('You have 2 unread messages on CareAbroad');
    expect(await runPass(start + 120 * MINUTE_MS, patient)).toEqual([]);
  });

  it('releases the claim when sending fails, so the next pass sends', async () => {
    const { patient, hospital, requestId } = await createConversation();
    await send(patient, hospital, requestId, 'Are you there?');
    const sentAt = Date.now();
    const failing: Mailer = {
      send: (mail) =>
        mail.to === hospital.email
          ? Promise.reject(
              Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }),
            )
          : Promise.resolve(),
    };

    const failed = await sendMessageNotices({
      db: t.db,
      mailer: failing,
      appOrigin: t.config.appOrigin,
      now: new Date(sentAt + 6 * MINUTE_MS),
    });
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const [notice] = await t.db
      .select()
      .from(messageEmailNotices)
      .where(eq(messageEmailNotices.userId, hospital.id));
    expect(notice).toMatchObject({ claimedAt: null, lastNotifiedAt: null });

    expect(await runPass(sentAt + 7 * MINUTE_MS, hospital)).toHaveLength(1);
  });

  it('takes its timings from the rules it is given', async () => {
    const { patient, hospital, requestId } = await createConversation();
    await send(patient, hospital, requestId, 'Quick question');
    const sentAt = Date.now();
    const mailer = recordingMailer();

    await sendMessageNotices({
      db: t.db,
      mailer,
      appOrigin: t.config.appOrigin,
      now: new Date(sentAt + 2 * MINUTE_MS),
      rules: { unreadDelayMs: MINUTE_MS, throttleMs: 10 * MINUTE_MS },
    });

    const mails = mailer.sent.filter((mail) => mail.to === hospital.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('at most one of these e-mails every 10 minutes');
  });

  it('takes over a claim abandoned for 10 minutes (an instance died while sending)', async () => {
    const { patient, hospital, requestId } = await createConversation();
    await send(hospital, patient, requestId, 'Your quote is ready');
    const sentAt = Date.now();
    await t.db
      .insert(messageEmailNotices)
      .values({ userId: patient.id, claimedAt: new Date(sentAt + 6 * MINUTE_MS) });

    expect(await runPass(sentAt + 15 * MINUTE_MS, patient)).toEqual([]);
    expect(await runPass(sentAt + 16 * MINUTE_MS, patient)).toHaveLength(1);
  });

  it('runs a pass as soon as the job starts; stopping waits for it', async () => {
    const { patient, hospital, requestId } = await createConversation();
    await t.db.insert(messages).values({
      treatmentRequestId: requestId,
      senderId: hospital.id,
      receiverId: patient.id,
      content: 'Sent while the patient was away',
      createdAt: new Date(Date.now() - 6 * MINUTE_MS),
    });
    const mailer = recordingMailer();

    const stop = startMessageNoticeJob({
      db: t.db,
      mailer,
      appOrigin: t.config.appOrigin,
      log: t.app.log,
    });
    await stop();

    expect(mailer.sent.filter((mail) => mail.to === patient.email)).toHaveLength(1);
  });
});
