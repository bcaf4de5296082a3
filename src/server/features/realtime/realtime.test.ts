import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '#shared/realtime/realtime.schemas.ts';
import { sessions } from '../../db/schema/sessions.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { handshakeStatus, listenOnLoopback, openSocket } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('realtime /ws', () => {
  let t: TestApp;
  let url: string;
  let origin: string;
  let admin: Actor;
  let patient: Actor;
  let hospital: Actor;
  let rival: Actor;
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp(
      { ADMIN_EMAILS: ADMIN_TEST_EMAIL },
      { realtime: { maxSocketsPerUser: 3, heartbeatIntervalMs: 150 } },
    );
    url = `${await listenOnLoopback(t.app)}/ws`;
    origin = t.config.appOrigin;
    admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
    hospital = await createVerifiedHospital(t.app, admin, 'Apollo');
    rival = await createVerifiedHospital(t.app, admin, 'Rival');
    requestId = await createRequest(patient);
    await createBid(hospital, requestId);
    await createBid(rival, requestId);
  });
  afterAll(() => t.close());

  const send = async (from: Actor, to: Actor, content: string) => {
    const response = await from.post('/api/messages', {
      treatmentRequestId: requestId,
      receiverId: to.id,
      content,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };

  describe('handshake', () => {
    it('is refused with 401 without a session', async () => {
      expect(await handshakeStatus(url, { origin })).toBe(401);
    });

    it('is refused with 403 for a foreign or missing Origin, even with a session', async () => {
      expect(
        await handshakeStatus(url, { cookie: patient.cookie, origin: 'https://evil.test' }),
      ).toBe(403);
      expect(await handshakeStatus(url, { cookie: patient.cookie })).toBe(403);
      expect(
        await handshakeStatus(url, { cookie: patient.cookie, origin: `${origin}.evil.test` }),
      ).toBe(403);
    });

    it('is refused with 401 for a signed-out session cookie', async () => {
      const leaving = await createActor(t.app, 'patient');
      const cookie = leaving.cookie;
      await leaving.post('/api/auth/logout');
      expect(await handshakeStatus(url, { cookie, origin })).toBe(401);
    });

    it('is accepted for a signed-in user on the app origin, up to the per-user cap', async () => {
      const user = await createActor(t.app, 'hospital');
      const open = await Promise.all(
        [1, 2, 3].map(() => openSocket(url, { cookie: user.cookie, origin })),
      );
      expect(await handshakeStatus(url, { cookie: user.cookie, origin })).toBe(429);
      open[0]?.socket.close();
      await open[0]?.closed;
      expect(await handshakeStatus(url, { cookie: user.cookie, origin })).toBe(0);
      for (const s of open) s.socket.close();
    });
  });

  it('pushes a new message, whole, to the sender’s and the receiver’s sockets only', async () => {
    const [patientSocket, hospitalSocket, rivalSocket, adminSocket] = await Promise.all(
      [patient, hospital, rival, admin].map((actor) =>
        openSocket(url, { cookie: actor.cookie, origin }),
      ),
    );
    const stored = await send(patient, hospital, '  Is the implant included?  ');

    const [toPatient] = await patientSocket!.waitForFrames(1);
    const [toHospital] = await hospitalSocket!.waitForFrames(1);
    expect(toHospital).toEqual(toPatient);
    expect(toHospital).toEqual({ type: 'chat_message', ...stored });
    expect(toHospital).toMatchObject({
      treatmentRequestId: requestId,
      senderId: patient.id,
      receiverId: hospital.id,
      content: 'Is the implant included?',
    });
    // A later message to the rival arrives first on its socket: nothing else was sent to it.
    await send(rival, patient, 'Rival here');
    const [toRival] = await rivalSocket!.waitForFrames(1);
    expect(toRival).toMatchObject({ content: 'Rival here' });
    expect(rivalSocket!.frames).toHaveLength(1);
    expect(adminSocket!.frames).toHaveLength(0);
    expect(hospitalSocket!.frames).toHaveLength(1);
    for (const s of [patientSocket, hospitalSocket, rivalSocket, adminSocket]) s!.socket.close();
  });

  it('closes the user’s sockets when they sign out, and only that session’s', async () => {
    const user = await createActor(t.app, 'patient');
    const otherDevice = await createActor(t.app, 'patient');
    const mine = await openSocket(url, { cookie: user.cookie, origin });
    const theirs = await openSocket(url, { cookie: otherDevice.cookie, origin });
    expect((await user.post('/api/auth/logout')).statusCode).toBe(204);
    expect((await mine.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(theirs.socket.readyState).toBe(theirs.socket.OPEN);
    theirs.socket.close();
  });

  it('closes a socket whose session expired or was deleted, at the next heartbeat', async () => {
    const user = await createActor(t.app, 'patient');
    const socket = await openSocket(url, { cookie: user.cookie, origin });
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await socket.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('closes a socket that sends data: messages go through POST /api/messages', async () => {
    const socket = await openSocket(url, { cookie: patient.cookie, origin });
    socket.socket.send(JSON.stringify({ type: 'chat_message', content: 'over the socket' }));
    expect((await socket.closed).code).toBe(1008);
  });

  it('keeps answering pings, so an idle socket stays open across heartbeats', async () => {
    const socket = await openSocket(url, { cookie: patient.cookie, origin });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    socket.socket.close();
  });

  it('drops a socket that stops answering pings', async () => {
    const socket = await openSocket(url, { cookie: patient.cookie, origin }, { autoPong: false });
    expect((await socket.closed).code).toBe(1006);
  });
});
