import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { createTestApp, isPostgresRun, type TestApp } from '../../test/test-app.ts';
import { sendMessageNotices } from './message-notices.service.ts';

const CONCURRENT_PASSES = 10;
const RECEIVERS = 6;
const ROUNDS = 5;
const MINUTE_MS = 60_000;

// ADR 0008: instances run the notice pass concurrently without shared memory; the claim
// (compare-and-set on message_email_notices) must let exactly one of them e-mail each receiver.
// Only PostgreSQL runs the passes concurrently (PGlite is one connection); the pool has 25.
describe.skipIf(!isPostgresRun())('new-message notices: concurrent passes on PostgreSQL', () => {
  let t: TestApp;
  let patients: Actor[];
  let hospital: Actor;
  const requestIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    const admin = await createAdmin(t.app);
    hospital = await createVerifiedHospital(t.app, admin, 'Racer');
    patients = await Promise.all(
      Array.from({ length: RECEIVERS }, () => createActor(t.app, 'patient')),
    );
    for (const patient of patients) {
      const requestId = await createRequest(patient);
      await createBid(hospital, requestId);
      requestIds.push(requestId);
    }
  });
  afterAll(() => t.close());

  /** Sends slowly, so other passes try to claim while a send is in flight. */
  const slowMailer = (sent: OutgoingMail[]): Mailer => ({
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push(mail);
    },
  });

  it(
    `${CONCURRENT_PASSES} concurrent passes e-mail each receiver exactly once, ${ROUNDS} times`,
    { timeout: 120_000 },
    async () => {
      const start = Date.now();
      for (let round = 0; round < ROUNDS; round += 1) {
        await Promise.all(
          patients.map((patient, i) =>
            hospital.post('/api/messages', {
              treatmentRequestId: requestIds[i],
              receiverId: patient.id,
              content: `Round ${round}`,
            }),
          ),
        );
        const now = new Date(start + (6 + round * 31) * MINUTE_MS);

        const sent: OutgoingMail[] = [];
        const results = await Promise.all(
          Array.from({ length: CONCURRENT_PASSES }, () =>
            sendMessageNotices({
              db: t.db,
              mailer: slowMailer(sent),
              appOrigin: t.config.appOrigin,
              now,
            }),
          ),
        );

        expect(
          results.reduce((total, r) => total + r.sent, 0),
          `round ${round}`,
        ).toBe(RECEIVERS);
        expect(
          results.every((r) => r.failed === 0),
          `round ${round}`,
        ).toBe(true);
        expect(sent.map((mail) => mail.to).sort(), `round ${round}`).toEqual(
          patients.map((p) => p.email).sort(),
        );
        expect(new Set(sent.map((mail) => mail.subject)), `round ${round}`).toEqual(
          new Set([
            `You have ${round + 1} unread ${round === 0 ? 'message' : 'messages'} on CareAbroad`,
          ]),
        );
      }
    },
  );
});
