import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.ts';
import { supportTickets } from '../../db/schema/support-tickets.ts';
import { collectPages, expectErrorEnvelope } from '../../test/expectations.ts';
import { ADMIN_TEST_EMAIL, createActor, createAdmin, type Actor } from '../../test/factories.ts';
import { testClient, type TestClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Ticket {
  id: string;
  referenceCode: string;
  kind: 'grievance' | 'contact';
  name: string;
  email: string;
  subject: string;
  status: 'open' | 'closed';
  message?: string;
  resolutionNote?: string | null;
  closedAt: string | null;
}

describe('admin support queue (issue #5; SECURITY §1 /api/admin/*)', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let anon: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
    anon = testClient(t.app);
  });
  afterAll(() => t.close());

  async function fileGrievance(subject: string): Promise<string> {
    const response = await anon.post('/api/support', {
      name: 'Filer',
      email: 'filer@example.test',
      subject,
      message: 'The hospital cancelled my operation date without telling me.',
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ referenceCode: string }>().referenceCode;
  }

  async function ticketIdOf(referenceCode: string): Promise<string> {
    const [row] = await t.db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(eq(supportTickets.referenceCode, referenceCode.replaceAll('-', '')));
    if (!row) throw new Error('ticket not stored');
    return row.id;
  }

  it('lists grievances and contact messages newest first, without message bodies', async () => {
    const first = await fileGrievance('Queue first');
    await anon.post('/api/contact', {
      name: 'Contact Person',
      email: 'contact@example.test',
      subject: 'Queue contact',
      message: 'A question.',
    });
    const response = await admin.get('/api/admin/support-tickets');
    expect(response.statusCode).toBe(200);
    const tickets = response.json<Ticket[]>();
    expect(tickets[0]).toMatchObject({ kind: 'contact', subject: 'Queue contact', status: 'open' });
    expect(tickets[1]).toMatchObject({
      kind: 'grievance',
      subject: 'Queue first',
      referenceCode: first,
      name: 'Filer',
      email: 'filer@example.test',
    });
    expect(tickets[0]).not.toHaveProperty('message');
  });

  it('pages through the queue with Link: rel="next" (DESIGN §4)', async () => {
    for (let n = 0; n < 5; n += 1) await fileGrievance(`Paged ${n}`);
    const { items, pages } = await collectPages<Ticket>(
      admin,
      '/api/admin/support-tickets?limit=2',
    );
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const subjects = items.map((i) => i.subject).filter((s) => s.startsWith('Paged'));
    expect(subjects).toEqual(['Paged 4', 'Paged 3', 'Paged 2', 'Paged 1', 'Paged 0']);
  });

  it('reads a whole ticket, closes it with a note (audit entry, e-mail to the filer), then filters by status', async () => {
    const code = await fileGrievance('To be closed');
    const id = await ticketIdOf(code);

    const read = await admin.get(`/api/admin/support-tickets/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id,
      referenceCode: code,
      message: 'The hospital cancelled my operation date without telling me.',
      resolutionNote: null,
      status: 'open',
    });

    t.mail.sent.length = 0;
    const note = 'We contacted the hospital; your new date is confirmed for 3 March.';
    const closed = await admin.post(`/api/admin/support-tickets/${id}/close`, {
      resolutionNote: `  ${note}  `,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ id, status: 'closed', resolutionNote: note });
    expect(closed.json<Ticket>().closedAt).not.toBeNull();

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'support_ticket.close')));
    expect(entries).toEqual([
      expect.objectContaining({ actorId: admin.id, targetType: 'support_ticket', rowsAffected: 1 }),
    ]);

    expect(t.mail.sent).toHaveLength(1);
    const [mail] = t.mail.sent;
    expect(mail?.to).toBe('filer@example.test');
    expect(mail?.subject).toBe(`Your grievance ${code} has been resolved`);
    expect(mail?.text).toContain(note);
    expect(mail?.text).not.toContain('cancelled my operation');

    const status = await anon.get(`/api/support/${code}`);
    expect(status.json()).toMatchObject({
      status: 'closed',
      closedAt: closed.json<Ticket>().closedAt,
    });

    const open = await admin.get('/api/admin/support-tickets?status=open&limit=100');
    expect(open.json<Ticket[]>().every((ticket) => ticket.status === 'open')).toBe(true);
    expect(open.json<Ticket[]>().map((ticket) => ticket.id)).not.toContain(id);
    const closedList = await admin.get('/api/admin/support-tickets?status=closed');
    expect(closedList.json<Ticket[]>().map((ticket) => ticket.id)).toEqual([id]);
  });

  it('refuses to close a closed ticket (409) and leaves its note and audit alone', async () => {
    const id = await ticketIdOf(await fileGrievance('Closed twice'));
    expect(
      (await admin.post(`/api/admin/support-tickets/${id}/close`, { resolutionNote: 'First' }))
        .statusCode,
    ).toBe(200);
    const again = await admin.post(`/api/admin/support-tickets/${id}/close`, {
      resolutionNote: 'Second',
    });
    expectErrorEnvelope(again, 409, 'This support ticket is already closed');
    const ticket = (await admin.get(`/api/admin/support-tickets/${id}`)).json<Ticket>();
    expect(ticket.resolutionNote).toBe('First');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries).toHaveLength(1);
  });

  it('closes even when the filer’s e-mail fails', async () => {
    const id = await ticketIdOf(await fileGrievance('Mail down on close'));
    const send = vi
      .spyOn(t.mail, 'send')
      .mockRejectedValue(Object.assign(new Error('down'), { code: 'ECONNECTION' }));
    try {
      const closed = await admin.post(`/api/admin/support-tickets/${id}/close`, {
        resolutionNote: 'Resolved by phone.',
      });
      expect(closed.statusCode).toBe(200);
    } finally {
      send.mockRestore();
    }
    expect((await admin.get(`/api/admin/support-tickets/${id}`)).json()).toMatchObject({
      status: 'closed',
    });
  });

  it('answers unknown and malformed ids with 404', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      expectErrorEnvelope(
        await admin.get(`/api/admin/support-tickets/${id}`),
        404,
        'Support ticket not found',
      );
      expectErrorEnvelope(
        await admin.post(`/api/admin/support-tickets/${id}/close`, { resolutionNote: 'x' }),
        404,
        'Support ticket not found',
      );
    }
  });

  it.each([
    [{}, 'Resolution note is required'],
    [{ resolutionNote: '   ' }, 'Resolution note is required'],
    [{ resolutionNote: 'x'.repeat(5001) }, 'Resolution note must be at most 5000 characters'],
    [{ resolutionNote: 'ok', status: 'open' }, undefined],
  ])('refuses a close body %j with 400', async (body, message) => {
    const id = await ticketIdOf(await fileGrievance('Bad close body'));
    expectErrorEnvelope(
      await admin.post(`/api/admin/support-tickets/${id}/close`, body),
      400,
      message,
    );
    expect((await admin.get(`/api/admin/support-tickets/${id}`)).json()).toMatchObject({
      status: 'open',
    });
  });

  it('refuses status filters outside open|closed and limits over 100', async () => {
    expectErrorEnvelope(await admin.get('/api/admin/support-tickets?status=pending'), 400);
    expectErrorEnvelope(await admin.get('/api/admin/support-tickets?limit=101'), 400);
  });

  it('is admin only: anonymous 401, a patient 403, and a non-admin cannot close', async () => {
    const id = await ticketIdOf(await fileGrievance('Not yours'));
    expectErrorEnvelope(await anon.get('/api/admin/support-tickets'), 401);
    expectErrorEnvelope(await patient.get('/api/admin/support-tickets'), 403);
    expectErrorEnvelope(await patient.get(`/api/admin/support-tickets/${id}`), 403);
    expectErrorEnvelope(
      await patient.post(`/api/admin/support-tickets/${id}/close`, { resolutionNote: 'Mine now' }),
      403,
    );
    expect((await admin.get(`/api/admin/support-tickets/${id}`)).json()).toMatchObject({
      status: 'open',
    });
  });
});
