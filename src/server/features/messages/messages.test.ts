import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids as bidsTable } from '../../db/schema/bids.ts';
import { messages as messagesTable } from '../../db/schema/messages.ts';
import { collectPages, expectErrorEnvelope } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface MessageBody {
  id: string;
  treatmentRequestId: string;
  senderId: string;
  receiverId: string;
  content: string;
  read: boolean;
  createdAt: string;
  sender: {
    firstName: string | null;
    lastName: string | null;
    email: string;
    profileImageUrl: string | null;
  };
}

interface ConversationBody {
  treatmentRequestId: string;
  procedureType: string;
  counterpart: { id: string; firstName: string | null; lastName: string | null };
  hasAcceptedBid: boolean;
  lastMessage: { content: string; senderId: string; createdAt: string } | null;
  unreadCount: number;
}

describe('messages', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let hospital: Actor;
  let rival: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient', { firstName: 'Priya', lastName: 'Patel' });
    hospital = await createVerifiedHospital(t.app, admin, 'Apollo');
    rival = await createVerifiedHospital(t.app, admin, 'Rival');
  });
  afterAll(() => t.close());

  /** A request of `patient` with a pending bid from `hospital` and from `rival`. */
  async function createRequestWithBids(): Promise<string> {
    const requestId = await createRequest(patient);
    await createBid(hospital, requestId);
    await createBid(rival, requestId);
    return requestId;
  }

  const send = (from: Actor, requestId: string, to: Actor, content: string, extra = {}) =>
    from.post('/api/messages', {
      treatmentRequestId: requestId,
      receiverId: to.id,
      content,
      ...extra,
    });

  async function sendOk(from: Actor, requestId: string, to: Actor, content: string) {
    const response = await send(from, requestId, to, content);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MessageBody>();
  }

  const storedOn = (requestId: string) =>
    t.db.select().from(messagesTable).where(eq(messagesTable.treatmentRequestId, requestId));

  const contentsSeenBy = async (actor: Actor, url: string) => {
    const response = await actor.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<MessageBody[]>()
      .map((m) => m.content)
      .sort();
  };

  describe('parties', () => {
    it('lets the patient and a bidding hospital write to each other, with the sender from the session', async () => {
      const requestId = await createRequestWithBids();
      const fromPatient = await send(patient, requestId, hospital, '  When can I travel?  ');
      expect(fromPatient.statusCode, fromPatient.body).toBe(201);
      expect(fromPatient.json<MessageBody>()).toMatchObject({
        treatmentRequestId: requestId,
        senderId: patient.id,
        receiverId: hospital.id,
        content: 'When can I travel?',
        read: false,
        sender: {
          firstName: 'Priya',
          lastName: 'Patel',
          email: patient.email,
          profileImageUrl: null,
        },
      });
      const reply = await sendOk(hospital, requestId, patient, 'Any week in March.');
      expect(reply).toMatchObject({ senderId: hospital.id, receiverId: patient.id });

      const seen = await hospital.get(`/api/messages/${requestId}`);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json<MessageBody[]>().map((m) => [m.senderId, m.content])).toEqual([
        [patient.id, 'When can I travel?'],
        [hospital.id, 'Any week in March.'],
      ]);
      expect(seen.json<MessageBody[]>()[1]?.sender).toEqual({
        firstName: 'Apollo',
        lastName: 'City',
        email: hospital.email,
        profileImageUrl: null,
      });
    });

    it('keeps a hospital whose bid was rejected a party to the conversation', async () => {
      const requestId = await createRequest(patient);
      const bidId = await createBid(rival, requestId);
      expect((await patient.post(`/api/bids/${bidId}/reject`)).statusCode).toBe(200);
      await sendOk(rival, requestId, patient, 'Sorry to miss out; any questions?');
      await sendOk(patient, requestId, rival, 'Thanks, no.');
      expect(await contentsSeenBy(rival, `/api/messages/${requestId}`)).toEqual([
        'Sorry to miss out; any questions?',
        'Thanks, no.',
      ]);
    });

    it.each([
      ['a hospital without a bid', 'outsider'],
      ['another patient', 'otherPatient'],
      ['an admin who is not a party', 'admin'],
      ['a user without a role', 'norole'],
    ] as const)(
      "answers %s with 404 'Request not found' on read, send and mark-read",
      async (_label, who) => {
        const requestId = await createRequestWithBids();
        await sendOk(hospital, requestId, patient, 'Private to the patient');
        const actor =
          who === 'admin'
            ? admin
            : who === 'outsider'
              ? await createVerifiedHospital(t.app, admin, 'Outsider')
              : await createActor(t.app, who === 'norole' ? 'none' : 'patient');

        expectErrorEnvelope(
          await actor.get(`/api/messages/${requestId}`),
          404,
          'Request not found',
        );
        expectErrorEnvelope(
          await send(actor, requestId, patient, 'Hello'),
          404,
          'Request not found',
        );
        expectErrorEnvelope(
          await actor.post(`/api/messages/${requestId}/read`),
          404,
          'Request not found',
        );
        const stored = await storedOn(requestId);
        expect(stored.map((m) => [m.content, m.read])).toEqual([['Private to the patient', false]]);
      },
    );

    it('answers an absent or malformed request id with 404 like a hidden one', async () => {
      expectErrorEnvelope(await patient.get(`/api/messages/${randomUUID()}`), 404);
      expectErrorEnvelope(await patient.get('/api/messages/not-a-uuid'), 404);
    });

    it('refuses anonymous callers with 401 on every messages endpoint', async () => {
      const requestId = await createRequestWithBids();
      const anonymous = testClient(t.app);
      expectErrorEnvelope(await anonymous.get(`/api/messages/${requestId}`), 401);
      expectErrorEnvelope(await anonymous.get('/api/messages/conversations'), 401);
      expectErrorEnvelope(await anonymous.post(`/api/messages/${requestId}/read`), 401);
      expectErrorEnvelope(
        await anonymous.post('/api/messages', {
          treatmentRequestId: requestId,
          receiverId: patient.id,
          content: 'Hello',
        }),
        401,
      );
      expect(await storedOn(requestId)).toHaveLength(0);
    });

    it.each([
      ['the patient to a hospital without a bid', 'patient', 'outsider'],
      ['the patient to themself', 'patient', 'patient'],
      ['a hospital to a competing hospital', 'hospital', 'rival'],
      ['a hospital to itself', 'hospital', 'hospital'],
      ['a hospital to another patient', 'hospital', 'otherPatient'],
    ] as const)(
      "refuses a message from %s with 403 'You cannot message this user about this request'",
      async (_label, from, to) => {
        const requestId = await createRequestWithBids();
        const actors: Record<string, Actor> = { patient, hospital, rival };
        const receiver =
          actors[to] ??
          (to === 'outsider'
            ? await createVerifiedHospital(t.app, admin, 'Outsider')
            : await createActor(t.app, 'patient'));
        const sender = actors[from];
        if (!sender) throw new Error(`unknown sender ${from}`);
        expectErrorEnvelope(
          await send(sender, requestId, receiver, 'Hello'),
          403,
          'You cannot message this user about this request',
        );
        expect(await storedOn(requestId)).toHaveLength(0);
      },
    );
  });

  describe('input', () => {
    it.each([
      ['senderId', () => hospital.id],
      ['read', () => true],
      ['id', () => randomUUID()],
      ['createdAt', () => '2020-01-01T00:00:00.000Z'],
    ])('refuses a client-sent %s with 400 and stores nothing', async (field, value) => {
      const requestId = await createRequestWithBids();
      const error = expectErrorEnvelope(
        await send(patient, requestId, hospital, 'Forged', { [field]: value() }),
        400,
      );
      expect(JSON.stringify(error.issues)).toContain(field);
      expect(await storedOn(requestId)).toHaveLength(0);
    });

    it.each([
      ['empty', '', 'Message cannot be empty'],
      ['whitespace-only', ' \n\t ', 'Message cannot be empty'],
      ['4001 characters', 'x'.repeat(4001), 'Message must be at most 4000 characters'],
      ['a NUL character', 'hello\u0000there', 'Message contains an invalid character'],
    ])('refuses %s content with 400 and its message', async (_label, content, message) => {
      const requestId = await createRequestWithBids();
      const error = expectErrorEnvelope(await send(patient, requestId, hospital, content), 400);
      expect(JSON.stringify(error.issues)).toContain(message);
      expect(await storedOn(requestId)).toHaveLength(0);
    });

    it('accepts exactly 4000 characters', async () => {
      const requestId = await createRequestWithBids();
      const message = await sendOk(patient, requestId, hospital, 'y'.repeat(4000));
      expect(message.content).toHaveLength(4000);
    });
  });

  describe('idempotent send', () => {
    it('stores one message for a retried clientMessageId and answers the retry with 200', async () => {
      const requestId = await createRequestWithBids();
      const clientMessageId = randomUUID();
      const first = await send(patient, requestId, hospital, 'Booked!', { clientMessageId });
      expect(first.statusCode, first.body).toBe(201);
      const retry = await send(patient, requestId, hospital, 'Booked!', { clientMessageId });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json<MessageBody>()).toEqual(first.json<MessageBody>());
      expect(await storedOn(requestId)).toHaveLength(1);

      // The id is unique per sender: another sender may use the same one.
      const other = await send(hospital, requestId, patient, 'Great', { clientMessageId });
      expect(other.statusCode, other.body).toBe(201);
      expect(await storedOn(requestId)).toHaveLength(2);
    });

    it("refuses a reused clientMessageId with different content or receiver: 409 'This message id was already used'", async () => {
      const requestId = await createRequestWithBids();
      const clientMessageId = randomUUID();
      await send(patient, requestId, hospital, 'Original', { clientMessageId });
      expectErrorEnvelope(
        await send(patient, requestId, hospital, 'Changed', { clientMessageId }),
        409,
        'This message id was already used',
      );
      expectErrorEnvelope(
        await send(patient, requestId, rival, 'Original', { clientMessageId }),
        409,
        'This message id was already used',
      );
      const stored = await storedOn(requestId);
      expect(stored.map((m) => [m.content, m.receiverId])).toEqual([['Original', hospital.id]]);
    });
  });

  describe('reading', () => {
    it('lists oldest first and pages through Link to the end', async () => {
      const requestId = await createRequestWithBids();
      const sent: MessageBody[] = [];
      for (let i = 0; i < 5; i += 1) {
        const [from, to] = i % 2 === 0 ? [patient, hospital] : [hospital, patient];
        sent.push(await sendOk(from, requestId, to, `message ${i}`));
      }
      // Distinct times in send order, except two sharing one so the id breaks the tie.
      const base = Date.parse('2027-01-01T00:00:00.000Z');
      const times = [0, 1000, 2000, 2000, 3000];
      for (const [i, message] of sent.entries()) {
        await t.db
          .update(messagesTable)
          .set({ createdAt: new Date(base + (times[i] ?? 0)) })
          .where(eq(messagesTable.id, message.id));
      }
      const tied = [sent[2], sent[3]].sort((a, b) => (a!.id < b!.id ? -1 : 1));
      const expected = [sent[0], sent[1], ...tied, sent[4]].map((m) => m!.content);

      const { items, pages } = await collectPages<MessageBody>(
        patient,
        `/api/messages/${requestId}?limit=2`,
      );
      expect(items.map((m) => m.content)).toEqual(expected);
      expect(pages).toBe(3);
    });

    it('shows each side only its own conversation; two bidding hospitals never see each other', async () => {
      const requestId = await createRequestWithBids();
      await sendOk(patient, requestId, hospital, 'to apollo');
      await sendOk(hospital, requestId, patient, 'from apollo');
      await sendOk(patient, requestId, rival, 'to rival');
      await sendOk(rival, requestId, patient, 'from rival');
      const url = `/api/messages/${requestId}`;

      expect(await contentsSeenBy(hospital, url)).toEqual(['from apollo', 'to apollo']);
      expect(await contentsSeenBy(rival, url)).toEqual(['from rival', 'to rival']);
      expect(await contentsSeenBy(hospital, `${url}?hospitalId=${rival.id}`)).toEqual([]);
      expect(await contentsSeenBy(patient, url)).toEqual([
        'from apollo',
        'from rival',
        'to apollo',
        'to rival',
      ]);
      expect(await contentsSeenBy(patient, `${url}?hospitalId=${rival.id}`)).toEqual([
        'from rival',
        'to rival',
      ]);
    });

    it('marks only the caller’s received messages read, and GET alone marks nothing', async () => {
      const requestId = await createRequestWithBids();
      const fromApollo = [
        await sendOk(hospital, requestId, patient, 'a1'),
        await sendOk(hospital, requestId, patient, 'a2'),
      ];
      const fromRival = await sendOk(rival, requestId, patient, 'r1');
      const toApollo = await sendOk(patient, requestId, hospital, 'p1');
      const readFlags = async () =>
        Object.fromEntries((await storedOn(requestId)).map((m) => [m.content, m.read]));

      expect((await patient.get(`/api/messages/${requestId}`)).statusCode).toBe(200);
      expect((await hospital.get(`/api/messages/${requestId}`)).statusCode).toBe(200);
      expect(await readFlags()).toEqual({ a1: false, a2: false, r1: false, p1: false });

      const marked = await patient.post(
        `/api/messages/${requestId}/read?hospitalId=${hospital.id}`,
      );
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toEqual({ updated: 2 });
      expect(await readFlags()).toEqual({ a1: true, a2: true, r1: false, p1: false });

      const again = await patient.post(`/api/messages/${requestId}/read?hospitalId=${hospital.id}`);
      expect(again.json()).toEqual({ updated: 0 });
      expect((await patient.post(`/api/messages/${requestId}/read`)).json()).toEqual({
        updated: 1,
      });
      expect(await readFlags()).toEqual({ a1: true, a2: true, r1: true, p1: false });

      const seen = await patient.get(`/api/messages/${requestId}`);
      const readById = new Map(seen.json<MessageBody[]>().map((m) => [m.id, m.read]));
      expect([...fromApollo, fromRival].map((m) => readById.get(m.id))).toEqual([true, true, true]);
      expect(readById.get(toApollo.id)).toBe(false);
      const unreadForApollo = await t.db
        .select()
        .from(messagesTable)
        .where(and(eq(messagesTable.receiverId, hospital.id), eq(messagesTable.read, false)));
      expect(unreadForApollo.map((m) => m.id)).toContain(toApollo.id);
    });
  });

  describe('conversations', () => {
    it('lists each side’s conversations with counterpart, accepted bid, last message and unread count, newest activity first', async () => {
      const owner = await createActor(t.app, 'patient', { firstName: 'Omar', lastName: 'Owner' });
      const north = await createVerifiedHospital(t.app, admin, 'North');
      const south = await createVerifiedHospital(t.app, admin, 'South');
      const knee = await createRequest(owner, { procedureType: 'Knee replacement' });
      const eye = await createRequest(owner, { procedureType: 'Cataract surgery' });
      await createBid(north, knee);
      const southOnKnee = await createBid(south, knee);
      const northOnEye = await createBid(north, eye);
      // Fixed bid times so the order of conversations without messages is deterministic.
      for (const [bidId, at] of [
        [southOnKnee, '2020-01-01T00:00:00.000Z'],
        [northOnEye, '2021-01-01T00:00:00.000Z'],
      ] as const) {
        await t.db
          .update(bidsTable)
          .set({ createdAt: new Date(at) })
          .where(eq(bidsTable.id, bidId));
      }
      const accepted = await owner.post(`/api/bids/${northOnEye}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      await sendOk(north, knee, owner, 'n1');
      await sendOk(north, knee, owner, 'n2');
      await sendOk(owner, knee, north, 'thanks north');

      const forOwner = await owner.get('/api/messages/conversations');
      expect(forOwner.statusCode, forOwner.body).toBe(200);
      expect(forOwner.json<ConversationBody[]>()).toEqual([
        {
          treatmentRequestId: knee,
          procedureType: 'Knee replacement',
          counterpart: { id: north.id, firstName: 'North', lastName: 'City' },
          hasAcceptedBid: false,
          lastMessage: {
            content: 'thanks north',
            senderId: owner.id,
            createdAt: expect.any(String),
          },
          unreadCount: 2,
        },
        {
          treatmentRequestId: eye,
          procedureType: 'Cataract surgery',
          counterpart: { id: north.id, firstName: 'North', lastName: 'City' },
          hasAcceptedBid: true,
          lastMessage: null,
          unreadCount: 0,
        },
        {
          treatmentRequestId: knee,
          procedureType: 'Knee replacement',
          counterpart: { id: south.id, firstName: 'South', lastName: 'City' },
          hasAcceptedBid: false,
          lastMessage: null,
          unreadCount: 0,
        },
      ]);

      const forNorth = await north.get('/api/messages/conversations');
      expect(forNorth.json<ConversationBody[]>()).toEqual([
        expect.objectContaining({
          treatmentRequestId: knee,
          counterpart: { id: owner.id, firstName: 'Omar', lastName: 'Owner' },
          lastMessage: expect.objectContaining({ content: 'thanks north' }),
          unreadCount: 1,
        }),
        expect.objectContaining({
          treatmentRequestId: eye,
          hasAcceptedBid: true,
          lastMessage: null,
          unreadCount: 0,
        }),
      ]);
      const forSouth = await south.get('/api/messages/conversations');
      expect(forSouth.json<ConversationBody[]>()).toEqual([
        expect.objectContaining({ treatmentRequestId: knee, lastMessage: null, unreadCount: 0 }),
      ]);

      expect((await owner.post(`/api/messages/${knee}/read`)).json()).toEqual({ updated: 2 });
      const afterRead = await owner.get('/api/messages/conversations');
      expect(afterRead.json<ConversationBody[]>()[0]?.unreadCount).toBe(0);
      const readRows = await t.db
        .select()
        .from(messagesTable)
        .where(inArray(messagesTable.treatmentRequestId, [knee, eye]));
      expect(readRows.filter((m) => !m.read).map((m) => m.content)).toEqual(['thanks north']);
    });
  });
});
