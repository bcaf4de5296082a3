import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/notifications/notifications.schemas.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendBidDeadlineNotices } from './bid-deadline-notices.service.ts';

const HOUR_MS = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

describe('bid deadline near notices (issue #15)', () => {
  let t: TestApp;
  let admin: Actor;
  let hospital: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    hospital = await createVerifiedHospital(t.app, admin, 'Apollo');
  });
  afterAll(() => t.close());

  const deadlineNotices = async (actor: Actor) =>
    (await actor.get('/api/notifications?limit=100'))
      .json<Notification[]>()
      .filter((notification) => notification.kind === 'bid_deadline_near');

  it('tells the owner once, a day ahead, with a link to the request and no details', async () => {
    const patient = await createActor(t.app, 'patient');
    const requestId = await createRequest(patient, {
      procedureType: 'Knee replacement',
      bidDeadline: hoursFromNow(12).toISOString(),
    });
    await sendBidDeadlineNotices(t.db);
    await sendBidDeadlineNotices(t.db);

    const notices = await deadlineNotices(patient);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      link: `/requests/${requestId}`,
      summary: 'Bidding on your treatment request closes within 24 hours',
      readAt: null,
    });
    expect(notices[0]!.summary).not.toContain('Knee');
    expect(await deadlineNotices(hospital)).toHaveLength(0);
  });

  it('waits until the deadline is within a day, and tells again after an extension', async () => {
    const patient = await createActor(t.app, 'patient');
    const deadline = hoursFromNow(72);
    const requestId = await createRequest(patient, { bidDeadline: deadline.toISOString() });

    await sendBidDeadlineNotices(t.db);
    expect(await deadlineNotices(patient)).toHaveLength(0);

    await sendBidDeadlineNotices(t.db, new Date(deadline.getTime() - 20 * HOUR_MS));
    expect(await deadlineNotices(patient)).toHaveLength(1);

    const extended = new Date(deadline.getTime() + 48 * HOUR_MS);
    const response = await patient.patch(`/api/treatment-requests/${requestId}/bid-deadline`, {
      bidDeadline: extended.toISOString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    await sendBidDeadlineNotices(t.db, new Date(deadline.getTime() - 20 * HOUR_MS));
    expect(await deadlineNotices(patient)).toHaveLength(1);
    await sendBidDeadlineNotices(t.db, new Date(extended.getTime() - 2 * HOUR_MS));
    expect(await deadlineNotices(patient)).toHaveLength(2);
  });

  it('does not tell about a passed deadline or a request no longer open', async () => {
    const patient = await createActor(t.app, 'patient');
    const accepted = await createRequest(patient, { bidDeadline: hoursFromNow(10).toISOString() });
    const bidId = await createBid(hospital, accepted);
    expect((await patient.post(`/api/bids/${bidId}/accept`)).statusCode).toBe(200);
    await sendBidDeadlineNotices(t.db);
    expect(await deadlineNotices(patient)).toHaveLength(0);

    const passing = hoursFromNow(11);
    await createRequest(patient, { bidDeadline: passing.toISOString() });
    await sendBidDeadlineNotices(t.db, new Date(passing.getTime() + HOUR_MS));
    expect(await deadlineNotices(patient)).toHaveLength(0);
  });
});
