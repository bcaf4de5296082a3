import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids as bidsTable } from '../../db/schema/bids.ts';
import { messages as messagesTable } from '../../db/schema/messages.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { collectPages, expectErrorEnvelope, nextPageUrl } from '../../test/expectations.ts';
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
import { expectSummariesExact } from './conversation-summaries.expected.ts';

interface ConversationBody {
  treatmentRequestId: string;
  procedureType: string;
  counterpart: { id: string; firstName: string | null; lastName: string | null };
  hasAcceptedBid: boolean;
  lastMessage: { content: string; senderId: string; createdAt: string } | null;
  unreadCount: number;
}

const LIST = '/api/messages/conversations';

describe('conversations list and its summaries', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  async function sendOk(from: Actor, requestId: string, to: Actor, content: string) {
    const response = await from.post('/api/messages', {
      treatmentRequestId: requestId,
      receiverId: to.id,
      content,
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  const procedures = (items: ConversationBody[]) => items.map((c) => c.procedureType);

  it('pages newest activity first through ?limit= and Link, with no pair twice or missing', async () => {
    const patient = await createActor(t.app, 'patient');
    const hospital = await createVerifiedHospital(t.app, admin, 'Pager');
    const requests: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const requestId = await createRequest(patient, { procedureType: `Procedure ${i}` });
      await createBid(hospital, requestId);
      requests.push(requestId);
    }
    // A message moves its conversation to the top; bids alone order by bid time.
    await sendOk(hospital, requests[1]!, patient, 'about procedure 1');
    await sendOk(patient, requests[3]!, hospital, 'about procedure 3');

    const expected = ['Procedure 3', 'Procedure 1', 'Procedure 4', 'Procedure 2', 'Procedure 0'];
    const first = await patient.get(`${LIST}?limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(procedures(first.json<ConversationBody[]>())).toEqual(expected.slice(0, 2));
    expect(first.headers.link).toMatch(
      /^<\/api\/messages\/conversations\?limit=2&cursor=[^>]+>; rel="next"$/,
    );

    for (const [actor, limit] of [
      [patient, 2],
      [hospital, 2],
      [patient, 50],
    ] as const) {
      const all = await collectPages<ConversationBody>(actor, `${LIST}?limit=${limit}`);
      expect(procedures(all.items)).toEqual(expected);
      expect(all.pages).toBe(limit === 2 ? 3 : 1);
    }

    // The last page has no Link; a message arriving while paging does not duplicate rows.
    const second = await patient.get(nextPageUrl(first)!);
    await sendOk(hospital, requests[0]!, patient, 'procedure 0 jumps to the top');
    const rest = await collectPages<ConversationBody>(patient, nextPageUrl(second)!);
    expect(
      procedures([
        ...first.json<ConversationBody[]>(),
        ...second.json<ConversationBody[]>(),
        ...rest.items,
      ]),
    ).toEqual(expected.filter((p) => p !== 'Procedure 0'));
    expect(procedures((await patient.get(LIST)).json<ConversationBody[]>())[0]).toBe('Procedure 0');
  });

  it('refuses a cursor it did not make with 400 and lists nothing', async () => {
    const patient = await createActor(t.app, 'patient');
    for (const cursor of [
      'nonsense',
      Buffer.from('["2020-01-01T00:00:00.000Z","x"]').toString('base64url'),
    ]) {
      expectErrorEnvelope(
        await patient.get(`${LIST}?cursor=${cursor}`),
        400,
        'The page cursor is not valid',
      );
    }
    // A (created_at, id) cursor of another list is not a conversations cursor.
    const requestsCursor = Buffer.from(
      JSON.stringify(['2020-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']),
    ).toString('base64url');
    expectErrorEnvelope(await patient.get(`${LIST}?cursor=${requestsCursor}`), 400);
    expectErrorEnvelope(await patient.get(`${LIST}?limit=0`), 400);
  });

  it('shows a patient and each hospital only their own pairs, with unread counts after send and read and the accepted flag', async () => {
    const patient = await createActor(t.app, 'patient', { firstName: 'Ana', lastName: 'Lopez' });
    const other = await createActor(t.app, 'patient');
    const east = await createVerifiedHospital(t.app, admin, 'East');
    const west = await createVerifiedHospital(t.app, admin, 'West');
    const requestId = await createRequest(patient, { procedureType: 'Hip' });
    const eastBid = await createBid(east, requestId);
    await createBid(west, requestId);
    const otherRequest = await createRequest(other, { procedureType: 'Other' });
    await createBid(east, otherRequest);

    await sendOk(east, requestId, patient, 'e1');
    await sendOk(east, requestId, patient, 'e2');
    await sendOk(west, requestId, patient, 'w1');
    await sendOk(patient, requestId, east, 'to east');

    const forPatient = (await patient.get(LIST)).json<ConversationBody[]>();
    expect(
      forPatient.map((c) => [c.counterpart.id, c.unreadCount, c.lastMessage?.content]),
    ).toEqual([
      [east.id, 2, 'to east'],
      [west.id, 1, 'w1'],
    ]);
    const forEast = (await east.get(LIST)).json<ConversationBody[]>();
    expect(forEast.map((c) => [c.procedureType, c.counterpart.id, c.unreadCount])).toEqual([
      ['Hip', patient.id, 1],
      ['Other', other.id, 0],
    ]);
    expect((await west.get(LIST)).json<ConversationBody[]>()).toEqual([
      expect.objectContaining({ procedureType: 'Hip', unreadCount: 0, hasAcceptedBid: false }),
    ]);
    expect((await other.get(LIST)).json<ConversationBody[]>().map((c) => c.counterpart.id)).toEqual(
      [east.id],
    );

    // Reading one hospital's messages clears that conversation only.
    expect(
      (await patient.post(`/api/messages/${requestId}/read?hospitalId=${east.id}`)).json(),
    ).toEqual({
      updated: 2,
    });
    expect((await patient.get(LIST)).json<ConversationBody[]>().map((c) => c.unreadCount)).toEqual([
      0, 1,
    ]);

    const accepted = await patient.post(`/api/bids/${eastBid}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      (await patient.get(LIST))
        .json<ConversationBody[]>()
        .map((c) => [c.counterpart.id, c.hasAcceptedBid]),
    ).toEqual([
      [east.id, true],
      [west.id, false],
    ]);
    expect((await east.get(LIST)).json<ConversationBody[]>()[0]?.hasAcceptedBid).toBe(true);
    await expectSummariesExact(t.db);
  });

  it('keeps every summary exact through bid, message, read, re-dated and deleted rows', async () => {
    const patient = await createActor(t.app, 'patient');
    const north = await createVerifiedHospital(t.app, admin, 'North');
    const south = await createVerifiedHospital(t.app, admin, 'South');
    const requestId = await createRequest(patient);
    const northBid = await createBid(north, requestId);
    const southBid = await createBid(south, requestId);
    await sendOk(north, requestId, patient, 'n1');
    await sendOk(patient, requestId, north, 'p1');
    await sendOk(south, requestId, patient, 's1');
    expect(await expectSummariesExact(t.db)).toBeGreaterThanOrEqual(2);

    await patient.post(`/api/messages/${requestId}/read?hospitalId=${south.id}`);
    await north.post(`/api/messages/${requestId}/read`);
    await expectSummariesExact(t.db);

    // A rejected bid keeps its conversation; the accepted one flags it.
    expect((await patient.post(`/api/bids/${southBid}/accept`)).statusCode).toBe(200);
    await expectSummariesExact(t.db);

    // Re-dating a bid, marking a message unread again, deleting the last message.
    await t.db
      .update(bidsTable)
      .set({ createdAt: new Date('2019-05-05T00:00:00.000Z') })
      .where(eq(bidsTable.id, northBid));
    const [p1] = await t.db.select().from(messagesTable).where(eq(messagesTable.content, 'p1'));
    await t.db.update(messagesTable).set({ read: false }).where(eq(messagesTable.id, p1!.id));
    await expectSummariesExact(t.db);
    await t.db.delete(messagesTable).where(eq(messagesTable.id, p1!.id));
    await expectSummariesExact(t.db);

    // A pair whose last bid goes leaves the list; a request's deletion removes its pairs.
    await t.db.delete(bidsTable).where(eq(bidsTable.id, northBid));
    await expectSummariesExact(t.db);
    expect((await north.get(LIST)).json<ConversationBody[]>()).toEqual([]);
    await t.db.delete(treatmentRequests).where(eq(treatmentRequests.id, requestId));
    await expectSummariesExact(t.db);
    expect((await patient.get(LIST)).json<ConversationBody[]>()).toEqual([]);
  });
});
