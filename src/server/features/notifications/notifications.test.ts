import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/notifications/notifications.schemas.ts';
import { collectPages, expectErrorEnvelope } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createAcceptedConversation,
  createActor,
  createAdmin,
  createBid,
  createConversation,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { listenOnLoopback, openSocket } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notify } from './notifications.service.ts';

describe('notification centre (issue #15)', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const listOf = async (actor: Actor) => {
    const response = await actor.get('/api/notifications?limit=100');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Notification[]>();
  };
  const unreadOf = async (actor: Actor) =>
    (await actor.get('/api/notifications/unread-count')).json<{ unread: number }>().unread;

  describe('producers', () => {
    it('tells the patient of a new bid, and no one else', async () => {
      const { patient, hospital, requestId } = await createConversation(t.app, admin);
      const [notice, ...rest] = await listOf(patient);
      expect(rest).toEqual([]);
      expect(notice).toMatchObject({
        kind: 'bid_received',
        link: `/requests/${requestId}`,
        readAt: null,
      });
      expect(await listOf(hospital)).toEqual([]);
      expect(await listOf(admin)).toEqual([]);
    });

    it('tells the accepted hospital, and every automatically rejected one', async () => {
      const patient = await createActor(t.app, 'patient');
      const requestId = await createRequest(patient);
      const [winner, loser, other] = await Promise.all(
        ['Winner', 'Loser', 'Other'].map((name) => createVerifiedHospital(t.app, admin, name)),
      );
      const winningBid = await createBid(winner!, requestId);
      await createBid(loser!, requestId);
      await createBid(other!, requestId);
      expect((await patient.post(`/api/bids/${winningBid}/accept`)).statusCode).toBe(200);
      expect((await listOf(winner!)).map((n) => n.kind)).toEqual(['bid_accepted']);
      expect((await listOf(loser!)).map((n) => n.kind)).toEqual(['bid_rejected']);
      expect((await listOf(other!)).map((n) => n.kind)).toEqual(['bid_rejected']);
      expect((await listOf(patient)).map((n) => n.kind)).toEqual([
        'bid_received',
        'bid_received',
        'bid_received',
      ]);
    });

    it('tells a hospital whose bid the patient rejected', async () => {
      const { patient, hospital, bidId, requestId } = await createConversation(t.app, admin);
      expect((await patient.post(`/api/bids/${bidId}/reject`)).statusCode).toBe(200);
      expect(await listOf(hospital)).toMatchObject([
        { kind: 'bid_rejected', link: `/requests/${requestId}` },
      ]);
    });

    it('tells the patient when a hospital changes its quote or withdraws it', async () => {
      const { patient, hospital, bidId, requestId } = await createConversation(t.app, admin);
      const edited = await hospital.patch(`/api/bids/${bidId}`, { price: 12_345 });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await hospital.post(`/api/bids/${bidId}/withdraw`)).statusCode).toBe(200);
      expect(await listOf(patient)).toMatchObject([
        { kind: 'quote_withdrawn', link: `/requests/${requestId}` },
        { kind: 'quote_changed', link: `/requests/${requestId}` },
        { kind: 'bid_received' },
      ]);
      expect(JSON.stringify(await listOf(patient))).not.toContain('12345');
      expect(await listOf(hospital)).toEqual([]);
    });

    it('tells the receiver of a message, not the sender, without its text', async () => {
      const { patient, hospital, requestId } = await createConversation(t.app, admin);
      const sent = await hospital.post('/api/messages', {
        treatmentRequestId: requestId,
        receiverId: patient.id,
        content: 'Your MRI shows a herniated disc',
      });
      expect(sent.statusCode).toBe(201);
      const [newest] = await listOf(patient);
      expect(newest).toMatchObject({
        kind: 'message_received',
        link: `/messages/${requestId}?hospitalId=${hospital.id}`,
      });
      expect(JSON.stringify(newest)).not.toMatch(/MRI|disc/);
      expect(await listOf(hospital)).toEqual([]);
    });

    it('clears a conversation’s message notifications when the receiver reads it', async () => {
      const { patient, hospital, requestId } = await createConversation(t.app, admin);
      const otherHospital = await createVerifiedHospital(t.app, admin, 'Other');
      const otherRequestId = await createRequest(patient);
      await createBid(otherHospital, otherRequestId);
      const send = (from: Actor, to: Actor, onRequest: string) =>
        from.post('/api/messages', {
          treatmentRequestId: onRequest,
          receiverId: to.id,
          content: 'Please see the attached plan',
        });
      const unreadMessageLinks = async (actor: Actor) =>
        (await listOf(actor))
          .filter((n) => n.kind === 'message_received' && n.readAt === null)
          .map((n) => n.link);
      await send(hospital, patient, requestId);
      await send(hospital, patient, requestId);
      await send(otherHospital, patient, otherRequestId);
      await send(patient, hospital, requestId);
      const unreadBefore = await unreadOf(patient);
      expect(await unreadMessageLinks(patient)).toHaveLength(3);

      const read = await patient.post(`/api/messages/${requestId}/read?hospitalId=${hospital.id}`);
      expect(read.json()).toEqual({ updated: 2 });
      expect(await unreadOf(patient)).toBe(unreadBefore - 2);
      expect(await unreadMessageLinks(patient)).toEqual([
        `/messages/${otherRequestId}?hospitalId=${otherHospital.id}`,
      ]);
      expect(await unreadMessageLinks(hospital)).toHaveLength(1);
    });

    it('hands the user’s notifications over in their data export', async () => {
      const { patient, requestId } = await createConversation(t.app, admin);
      await createBid(await createVerifiedHospital(t.app, admin, 'Second'), requestId);
      const exported = (await patient.get('/api/me/export')).json<{
        notifications: Notification[];
      }>().notifications;
      expect(exported).toHaveLength(2);
      expect(exported).toEqual((await listOf(patient)).reverse());
    });

    it('tells the hospital when an admin publishes a review of it', async () => {
      const { patient, hospital } = await createAcceptedConversation(t.app, admin);
      const review = await patient.post('/api/testimonials', {
        hospitalId: hospital.id,
        rating: 5,
        title: 'Great care',
        content: 'The staff explained everything and checked on me every hour.',
      });
      const id = review.json<{ id: string }>().id;
      expect(await listOf(hospital)).not.toContainEqual(
        expect.objectContaining({ kind: 'review_published' }),
      );
      expect((await admin.post(`/api/admin/testimonials/${id}/verify`)).statusCode).toBe(200);
      expect((await listOf(hospital))[0]).toMatchObject({
        kind: 'review_published',
        link: `/hospital/${hospital.id}`,
      });
    });

    it('tells the account that filed a grievance when an admin answers it', async () => {
      const filer = await createActor(t.app, 'patient');
      const filed = await filer.post('/api/support', {
        name: 'Filer',
        email: filer.email.toUpperCase(),
        subject: 'Cancelled date',
        message: 'The hospital cancelled my operation date without telling me.',
      });
      const code = filed.json<{ referenceCode: string }>().referenceCode;
      const queue = await admin.get('/api/admin/support-tickets?limit=100');
      const ticket = queue
        .json<Array<{ id: string; referenceCode: string }>>()
        .find((row) => row.referenceCode === code);
      expect(
        (
          await admin.post(`/api/admin/support-tickets/${ticket!.id}/close`, {
            resolutionNote: 'We spoke to the hospital.',
          })
        ).statusCode,
      ).toBe(200);
      expect(await listOf(filer)).toMatchObject([
        { kind: 'grievance_answered', link: `/grievance-status?code=${encodeURIComponent(code)}` },
      ]);
    });

    it('stores nothing when the producing transaction rolls back', async () => {
      const user = await createActor(t.app, 'patient');
      await expect(
        t.db.transaction(async (tx) => {
          await notify(tx, { userIds: [user.id], kind: 'bid_received', link: '/', summary: 'x' });
          throw new Error('the bid failed');
        }),
      ).rejects.toThrow('the bid failed');
      expect(await listOf(user)).toEqual([]);
    });
  });

  describe('reading', () => {
    it('pages newest first with next links and counts unread', async () => {
      const user = await createActor(t.app, 'patient');
      for (let n = 0; n < 5; n += 1) {
        await notify(t.db, {
          userIds: [user.id],
          kind: 'bid_received',
          link: '/',
          summary: `n${n}`,
        });
      }
      const { items, pages } = await collectPages<Notification>(user, '/api/notifications?limit=2');
      expect(items.map((n) => n.summary)).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
      expect(pages).toBe(3);
      expect(await unreadOf(user)).toBe(5);
      expectErrorEnvelope(await user.get('/api/notifications?cursor=bogus'), 400);
    });

    it('counts unread up to 100, which the bell shows as 99+', async () => {
      const user = await createActor(t.app, 'patient');
      for (let n = 0; n < 105; n += 1) {
        await notify(t.db, { userIds: [user.id], kind: 'bid_received', link: '/', summary: 'n' });
      }
      expect(await unreadOf(user)).toBe(100);
      await user.post('/api/notifications/read-all');
      expect(await unreadOf(user)).toBe(0);
    });

    it('marks one read (idempotently) and all read, only the caller’s own', async () => {
      const owner = await createActor(t.app, 'patient');
      const stranger = await createActor(t.app, 'hospital');
      const [first] = await notify(t.db, {
        userIds: [owner.id],
        kind: 'bid_received',
        link: '/',
        summary: 'one',
      });
      await notify(t.db, { userIds: [owner.id], kind: 'bid_received', link: '/', summary: 'two' });
      expectErrorEnvelope(await stranger.post(`/api/notifications/${first}/read`), 404);
      expect(await unreadOf(owner)).toBe(2);
      const read = await owner.post(`/api/notifications/${first}/read`);
      expect(read.statusCode).toBe(200);
      expect(read.json<Notification>().readAt).not.toBeNull();
      expect((await owner.post(`/api/notifications/${first}/read`)).statusCode).toBe(200);
      expect(await unreadOf(owner)).toBe(1);
      expect((await stranger.post('/api/notifications/read-all')).json()).toEqual({ updated: 0 });
      expect(await unreadOf(owner)).toBe(1);
      expect((await owner.post('/api/notifications/read-all')).json()).toEqual({ updated: 1 });
      expect(await unreadOf(owner)).toBe(0);
      expectErrorEnvelope(await owner.post('/api/notifications/not-a-uuid/read'), 404);
    });
  });

  it('pushes a new bid live to the patient’s open socket once the bid is stored', async () => {
    const url = `${await listenOnLoopback(t.app)}/ws`;
    const patient = await createActor(t.app, 'patient');
    const hospital = await createVerifiedHospital(t.app, admin, 'Live');
    const requestId = await createRequest(patient);
    const patientSocket = await openSocket(url, {
      cookie: patient.cookie,
      origin: t.config.appOrigin,
    });
    const hospitalSocket = await openSocket(url, {
      cookie: hospital.cookie,
      origin: t.config.appOrigin,
    });
    await createBid(hospital, requestId);
    const [frame] = await patientSocket.waitForFrames(1);
    expect(frame).toMatchObject({ type: 'notification', kind: 'bid_received' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hospitalSocket.frames).toEqual([]);
    patientSocket.socket.close();
    hospitalSocket.socket.close();
  });
});
