import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '#shared/realtime/realtime.schemas.ts';
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
import { listenOnLoopback, openSocket, type TestSocket } from '../../test/sockets.ts';
import {
  createTestApp,
  isPostgresRun,
  openTestDatabase,
  type TestApp,
} from '../../test/test-app.ts';

/** One conversation: a request, its patient and a hospital that bid on it. */
interface Pair {
  requestId: string;
  patient: Actor;
  hospital: Actor;
}

const MESSAGES = 300;
const SENDS_AT_ONCE = 10;

/**
 * Fan-out isolation (SECURITY §6): many users with several sockets each, hundreds of messages
 * in several conversations; every socket receives exactly its user's messages, once each.
 * On PostgreSQL the sockets and the sends are spread over two instances of the app sharing one
 * database, so delivery also crosses instances through LISTEN/NOTIFY.
 */
describe('realtime fan-out isolation', () => {
  const instances: TestApp[] = [];
  const urls: string[] = [];
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const pairs: Pair[] = [];
  let bystanders: Actor[];
  let everyone: Actor[];

  beforeAll(async () => {
    database = await openTestDatabase();
    const count = isPostgresRun() ? 2 : 1;
    for (let index = 0; index < count; index += 1) {
      const instance = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL }, { database });
      instances.push(instance);
      urls.push(`${await listenOnLoopback(instance.app)}/ws`);
    }
    const app = instances[0]!.app;
    const admin = await createAdmin(app);
    const patients = await Promise.all([1, 2, 3].map(() => createActor(app, 'patient')));
    const hospitals = await Promise.all(
      ['North', 'South', 'East'].map((name) => createVerifiedHospital(app, admin, name)),
    );
    for (const [p, patient] of patients.entries()) {
      for (let r = 0; r < 2; r += 1) {
        const requestId = await createRequest(patient);
        // Two of the three hospitals bid on each request, a different pair each time.
        for (const hospital of hospitals.filter((_, h) => h !== (p + r) % hospitals.length)) {
          await createBid(hospital, requestId);
          pairs.push({ requestId, patient, hospital });
        }
      }
    }
    const idleHospital = await createVerifiedHospital(app, admin, 'Idle');
    const idlePatient = await createActor(app, 'patient');
    bystanders = [admin, idleHospital, idlePatient];
    everyone = [...patients, ...hospitals, ...bystanders];
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database.dispose();
  });

  it('delivers every message to each socket of its two parties exactly once, and to no one else', async () => {
    const origin = instances[0]!.config.appOrigin;
    // Two sockets per user, on different instances when there are two.
    const socketsOf = new Map<string, TestSocket[]>();
    for (const actor of everyone) {
      const sockets = await Promise.all(
        [0, 1].map((n) => openSocket(urls[n % urls.length]!, { cookie: actor.cookie, origin })),
      );
      socketsOf.set(actor.id, sockets);
    }

    const expectedIds = new Map<string, string[]>(everyone.map((actor) => [actor.id, []]));
    for (let start = 0; start < MESSAGES; start += SENDS_AT_ONCE) {
      const batch = Array.from({ length: SENDS_AT_ONCE }, (_, offset) => start + offset);
      const sent = await Promise.all(
        batch.map(async (n) => {
          const pair = pairs[n % pairs.length]!;
          const fromPatient = n % 2 === 0;
          const [from, to] = fromPatient
            ? [pair.patient, pair.hospital]
            : [pair.hospital, pair.patient];
          const viaInstance = instances[n % instances.length]!;
          const response = await testClient(viaInstance.app, from.cookie).post('/api/messages', {
            treatmentRequestId: pair.requestId,
            receiverId: to.id,
            content: `message ${n}`,
          });
          expect(response.statusCode, response.body).toBe(201);
          return { id: response.json<{ id: string }>().id, from, to };
        }),
      );
      for (const { id, from, to } of sent) {
        expectedIds.get(from.id)!.push(id);
        expectedIds.get(to.id)!.push(id);
      }
    }

    let framesSent = 0;
    for (const actor of everyone) {
      const expected = expectedIds.get(actor.id)!;
      for (const socket of socketsOf.get(actor.id)!) {
        await socket.waitForFrames(expected.length, 15_000);
        framesSent += socket.frames.length;
      }
    }
    // Let any stray frame arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const actor of everyone) {
      const expected = [...expectedIds.get(actor.id)!].sort();
      for (const socket of socketsOf.get(actor.id)!) {
        const received = socket.frames.map((frame) => frame.id).sort();
        expect(received).toEqual(expected);
        for (const frame of socket.frames) {
          if (frame.type !== 'chat_message') throw new Error(`unexpected ${frame.type} frame`);
          expect([frame.senderId, frame.receiverId]).toContain(actor.id);
        }
      }
    }
    for (const bystander of bystanders) {
      for (const socket of socketsOf.get(bystander.id)!) expect(socket.frames).toEqual([]);
    }
    // Frames per message = sockets of its two parties (2 each): never a broadcast.
    expect(framesSent).toBe(MESSAGES * 2 * 2);
    for (const sockets of socketsOf.values()) for (const s of sockets) s.socket.close();
  });

  it.skipIf(!isPostgresRun())(
    'signing out through one instance closes the session’s sockets on the other',
    async () => {
      const [first] = instances;
      const user = await createActor(first!.app, 'patient');
      const onSecond = await openSocket(urls[1]!, {
        cookie: user.cookie,
        origin: first!.config.appOrigin,
      });
      expect((await user.post('/api/auth/logout')).statusCode).toBe(204);
      expect((await onSecond.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    },
  );
});
