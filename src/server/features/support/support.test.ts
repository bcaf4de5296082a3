import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { supportTickets } from '../../db/schema/support-tickets.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { createActor } from '../../test/factories.ts';
import { testClient, type TestClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A valid grievance body; `overrides` replace fields. */
function buildGrievance(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maria Lopez',
    email: 'maria.lopez@example.test',
    subject: 'Hospital did not answer my questions',
    message: 'I asked about the recovery time for my knee surgery three times and got no reply.',
    ...overrides,
  };
}

const GROUPED_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/;

interface Grievance {
  id: string;
  referenceCode: string;
  subject: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

describe('grievances: POST /api/support and GET /api/support/{code} (SPEC §7, DESIGN §5)', () => {
  let t: TestApp;
  let anon: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@careabroad.test' });
    anon = testClient(t.app);
  });
  afterAll(() => t.close());

  async function file(overrides: Record<string, unknown> = {}): Promise<Grievance> {
    const response = await anon.post('/api/support', buildGrievance(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Grievance>();
  }

  it('files a grievance signed out: 201 with the grouped reference code as id, and nothing else', async () => {
    const before = Date.now();
    const grievance = await file();
    expect(Object.keys(grievance).sort()).toEqual(
      ['closedAt', 'createdAt', 'id', 'referenceCode', 'status', 'subject', 'updatedAt'].sort(),
    );
    expect(grievance.referenceCode).toMatch(GROUPED_CODE);
    expect(grievance.id).toBe(grievance.referenceCode);
    expect(grievance).toMatchObject({
      subject: 'Hospital did not answer my questions',
      status: 'open',
      closedAt: null,
    });
    expect(Date.parse(grievance.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.referenceCode, grievance.referenceCode.replaceAll('-', '')));
    expect(row).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria.lopez@example.test',
      status: 'open',
      message: buildGrievance().message,
    });
  });

  it('gives every grievance its own random 140-bit code', async () => {
    const codes = await Promise.all([file(), file(), file()]);
    const stored = codes.map((g) => g.referenceCode.replaceAll('-', ''));
    expect(new Set(stored).size).toBe(3);
    for (const code of stored) expect(code).toHaveLength(28);
  });

  it('stores the fields trimmed and the e-mail lower-cased', async () => {
    const grievance = await file({
      name: '  Ana  ',
      email: ' Ana@Example.TEST ',
      subject: ' Billing ',
    });
    expect(grievance.subject).toBe('Billing');
    const [row] = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.referenceCode, grievance.referenceCode.replaceAll('-', '')));
    expect(row).toMatchObject({ name: 'Ana', email: 'ana@example.test', subject: 'Billing' });
  });

  describe('acknowledgment e-mail', () => {
    it('goes to the filer with the reference, subject, 24-hour promise and status link, never the message', async () => {
      t.mail.sent.length = 0;
      const grievance = await file({ message: 'My MRI showed a torn meniscus — secret detail' });
      const ack = t.mail.sent.find((m) => m.to === 'maria.lopez@example.test');
      expect(ack).toBeDefined();
      expect(ack?.subject).toBe(`We received your grievance ${grievance.referenceCode}`);
      const link = `http://localhost:5000/grievance-status?code=${grievance.referenceCode}`;
      for (const body of [ack?.text ?? '', ack?.html ?? '']) {
        expect(body).toContain(grievance.referenceCode);
        expect(body).toContain('Hospital did not answer my questions');
        expect(body).toContain('within 24 hours');
        expect(body).toContain(link);
        expect(body).not.toContain('meniscus');
      }
    });

    it('notifies support (SUPPORT_EMAIL) with the reference and subject, without the message', async () => {
      t.mail.sent.length = 0;
      const grievance = await file({ message: 'Private: my biopsy results were shared' });
      const notice = t.mail.sent.find((m) => m.to === 'help@careabroad.test');
      expect(notice?.subject).toBe(`New grievance ${grievance.referenceCode}`);
      expect(notice?.text).toContain('Hospital did not answer my questions');
      expect(`${notice?.text}${notice?.html}`).not.toContain('biopsy');
      expect(t.mail.sent).toHaveLength(2);
    });

    it('escapes what the filer wrote in the HTML part', async () => {
      t.mail.sent.length = 0;
      await file({ name: '<script>alert(1)</script>', subject: 'A & B <b>bold</b>' });
      const ack = t.mail.sent.find((m) => m.to === 'maria.lopez@example.test');
      expect(ack?.html).not.toContain('<script>');
      expect(ack?.html).toContain('&lt;script&gt;');
      expect(ack?.html).toContain('A &amp; B &lt;b&gt;bold&lt;/b&gt;');
    });

    it('a mail failure keeps the grievance: still 201, stored, and findable by its code', async () => {
      const failure = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
      const send = vi.spyOn(t.mail, 'send').mockRejectedValue(failure);
      try {
        const grievance = await file({ subject: 'Filed while mail is down' });
        expect(send).toHaveBeenCalledTimes(2);
        const found = await anon.get(`/api/support/${grievance.referenceCode}`);
        expect(found.statusCode).toBe(200);
        expect(found.json()).toMatchObject({ subject: 'Filed while mail is down', status: 'open' });
      } finally {
        send.mockRestore();
      }
    });
  });

  describe('lookup', () => {
    let grievance: Grievance;
    beforeAll(async () => {
      grievance = await file({ subject: 'Lookup subject' });
    });

    const lookUp = (code: string) => anon.get(`/api/support/${encodeURIComponent(code)}`);

    it.each([
      ['as shown (grouped)', (code: string) => code],
      ['in lower case', (code: string) => code.toLowerCase()],
      ['without dashes', (code: string) => code.replaceAll('-', '')],
      ['lower case without dashes', (code: string) => code.replaceAll('-', '').toLowerCase()],
      ['with spaces instead of dashes', (code: string) => code.replaceAll('-', ' ')],
    ])(
      'finds it by its code %s, with reference, subject, status and dates only',
      async (_, typed) => {
        const response = await lookUp(typed(grievance.referenceCode));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual(grievance);
        expect(response.body).not.toContain('maria');
        expect(response.body).not.toContain('Maria');
        expect(response.body).not.toContain('knee');
      },
    );

    it('is open to signed-in users too', async () => {
      const patient = await createActor(t.app, 'patient');
      expect((await patient.get(`/api/support/${grievance.referenceCode}`)).statusCode).toBe(200);
    });

    it('answers an unknown and a malformed code with the same 404', async () => {
      const stored = grievance.referenceCode.replaceAll('-', '');
      const lastSymbol = stored.endsWith('0') ? '1' : '0';
      const wrong = `${stored.slice(0, -1)}${lastSymbol}`;
      const cases = [
        wrong,
        stored.slice(0, -1),
        `${stored}0`,
        'not-a-code',
        '00000000-0000-0000-0000-000000000000',
        `CONTACT-${stored}`,
        '%27%20OR%201%3D1--',
      ];
      const bodies = new Set<string>();
      for (const code of cases) {
        const response = await anon.get(`/api/support/${code}`);
        expectErrorEnvelope(response, 404, 'Grievance not found');
        bodies.add(response.body);
      }
      expect(bodies.size).toBe(1);
    });
  });

  describe('validation (SPEC §5, SECURITY §2)', () => {
    it.each([
      ['name', { name: '' }, 'Name is required'],
      ['name', { name: '   ' }, 'Name is required'],
      ['email', { email: '' }, 'Email is required'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['subject', { subject: '' }, 'Subject is required'],
      ['message', { message: '' }, 'Message is required'],
      ['name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      ['subject', { subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
      ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      ['name', { name: 'Eve\r\nBcc: all@example.test' }, 'Name must be a single line'],
      ['subject', { subject: 'Hi\nBcc: all@example.test' }, 'Subject must be a single line'],
      ['subject', { subject: 'Hi\rX-Injected: yes' }, 'Subject must be a single line'],
      [
        'email',
        { email: 'eve@example.test\r\nBcc: all@example.test' },
        'Please enter a valid email address',
      ],
    ])('refuses a bad %s with 400 and stores nothing: %j', async (field, overrides, message) => {
      t.mail.sent.length = 0;
      const count = (await t.db.select().from(supportTickets)).length;
      const response = await anon.post('/api/support', buildGrievance(overrides));
      const envelope = expectErrorEnvelope(response, 400, message);
      expect(envelope.issues?.[0]?.path).toEqual([field]);
      expect((await t.db.select().from(supportTickets)).length).toBe(count);
      expect(t.mail.sent).toEqual([]);
    });

    it.each(['name', 'email', 'subject', 'message'])('refuses a body without %s', async (field) => {
      const body: Record<string, unknown> = buildGrievance();
      delete body[field];
      expectErrorEnvelope(await anon.post('/api/support', body), 400);
    });

    it('keeps line breaks in the message, which never reaches a header', async () => {
      const grievance = await file({ message: 'First line.\r\nSecond line.' });
      expect(grievance.status).toBe('open');
    });

    it.each([
      ['status', { status: 'closed' }],
      ['id', { id: 'AAAA-BBBB' }],
      ['referenceCode', { referenceCode: '0000000000000000000000000000' }],
      ['resolutionNote', { resolutionNote: 'done' }],
      ['createdAt', { createdAt: '2020-01-01T00:00:00Z' }],
    ])(
      'refuses a server-owned field (%s) with 400 and stores nothing (mass assignment)',
      async (_, extra) => {
        const count = (await t.db.select().from(supportTickets)).length;
        expectErrorEnvelope(
          await anon.post('/api/support', { ...buildGrievance(), ...extra }),
          400,
        );
        expect((await t.db.select().from(supportTickets)).length).toBe(count);
      },
    );

    it('refuses a request without X-Requested-With or Origin (CSRF, SECURITY §3)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/support',
        payload: buildGrievance(),
      });
      expectErrorEnvelope(response, 403);
    });
  });
});
