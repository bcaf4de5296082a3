import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { supportTickets } from '../../db/schema/support-tickets.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { testClient, type TestClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEFAULT_SUPPORT_EMAIL } from './support.service.ts';

function buildContact(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Tom Baker',
    email: 'tom.baker@example.test',
    subject: 'Question about hospital verification',
    message: 'How do you verify the hospitals on CareAbroad?\nThanks, Tom',
    ...overrides,
  };
}

const storedReference = (id: string) => id.replaceAll('-', '');

describe('contact form: POST /api/contact (SPEC §2.9; ADR 0012)', () => {
  let t: TestApp;
  let anon: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@careabroad.test' });
    anon = testClient(t.app);
  });
  afterAll(() => t.close());

  it('stores the message as a contact ticket and e-mails it to SUPPORT_EMAIL with Reply-To the sender', async () => {
    t.mail.sent.length = 0;
    const response = await anon.post('/api/contact', buildContact());
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<{ id: string; createdAt: string }>();
    expect(Object.keys(receipt).sort()).toEqual(['createdAt', 'id']);
    expect(receipt.id).toMatch(/^CONTACT(-[0-9A-HJKMNP-TV-Z]{4}){7}$/);

    const [row] = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.referenceCode, storedReference(receipt.id)));
    expect(row).toMatchObject({
      name: 'Tom Baker',
      status: 'open',
      email: 'tom.baker@example.test',
    });

    expect(t.mail.sent).toHaveLength(1);
    const [mail] = t.mail.sent;
    expect(mail).toMatchObject({
      to: 'help@careabroad.test',
      replyTo: 'tom.baker@example.test',
      subject: 'Contact form: Question about hospital verification',
    });
    expect(mail?.text).toContain('How do you verify the hospitals on CareAbroad?');
    expect(mail?.text).toContain(receipt.id);
  });

  it('is never found by a grievance lookup', async () => {
    const receipt = (await anon.post('/api/contact', buildContact())).json<{ id: string }>();
    for (const code of [receipt.id, storedReference(receipt.id), receipt.id.slice(8)]) {
      expectErrorEnvelope(await anon.get(`/api/support/${code}`), 404, 'Grievance not found');
    }
  });

  it('keeps the message when the mail fails', async () => {
    const send = vi
      .spyOn(t.mail, 'send')
      .mockRejectedValue(Object.assign(new Error('down'), { code: 'ECONNECTION' }));
    try {
      const response = await anon.post('/api/contact', buildContact({ subject: 'Mail is down' }));
      expect(response.statusCode).toBe(201);
      const [row] = await t.db
        .select()
        .from(supportTickets)
        .where(
          eq(supportTickets.referenceCode, storedReference(response.json<{ id: string }>().id)),
        );
      expect(row?.subject).toBe('Mail is down');
    } finally {
      send.mockRestore();
    }
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'tom@' }, 'Please enter a valid email address'],
    [{ subject: '' }, 'Subject is required'],
    [{ message: ' ' }, 'Message is required'],
    [{ subject: 'Hi\r\nBcc: x@example.test' }, 'Subject must be a single line'],
    [{ name: 'Tom\nBcc: x@example.test' }, 'Name must be a single line'],
    [{ email: 'tom@example.test\nBcc: x@example.test' }, 'Please enter a valid email address'],
    [{ status: 'closed' }, undefined],
    [{ id: '1' }, undefined],
  ])('refuses %j with 400, sending and storing nothing', async (overrides, message) => {
    t.mail.sent.length = 0;
    const count = (await t.db.select().from(supportTickets)).length;
    expectErrorEnvelope(await anon.post('/api/contact', buildContact(overrides)), 400, message);
    expect(t.mail.sent).toEqual([]);
    expect((await t.db.select().from(supportTickets)).length).toBe(count);
  });
});

describe('contact form without SUPPORT_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`sends to ${DEFAULT_SUPPORT_EMAIL}, so the message lands in the outbox anyway`, async () => {
    const response = await testClient(t.app).post('/api/contact', buildContact());
    expect(response.statusCode).toBe(201);
    expect(t.mail.sent.map((m) => m.to)).toEqual([DEFAULT_SUPPORT_EMAIL]);
  });
});
