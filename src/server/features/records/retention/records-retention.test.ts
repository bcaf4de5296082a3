import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { medicalRecords } from '../../../db/schema/medical-records.ts';
import { treatmentRequests } from '../../../db/schema/treatment-requests.ts';
import { createActor, createRequest, type Actor } from '../../../test/factories.ts';
import { samplePdf } from '../../../test/record-files.ts';
import { createRecordsTestApp, RECORD_STORE_BACKENDS } from '../../../test/records-test-app.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { postRecord, recordFields } from '../records-test-support.ts';
import { startRecordsRetentionJob } from './records-retention-job.ts';
import { deleteExpiredRecords, removeOrphanFiles } from './records-retention.service.ts';

const DAY_MS = 24 * 60 * 60_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

/** A log that keeps its lines, to check what a pass writes (counts, never titles). */
function recordingLog() {
  const lines: string[] = [];
  const log = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  }).log;
  return { log, lines };
}

describe.each(RECORD_STORE_BACKENDS)('records retention on %s (ADR 0038)', (backend) => {
  let t: TestApp;
  let patient: Actor;
  let otherPatient: Actor;
  const context = () => ({ db: t.db, store: t.recordStore, log: recordingLog().log });

  beforeAll(async () => {
    t = await createRecordsTestApp(backend);
    [patient, otherPatient] = await Promise.all([
      createActor(t.app, 'patient'),
      createActor(t.app, 'patient'),
    ]);
  });
  afterAll(() => t.close());

  async function upload(title: string, treatmentRequestId?: string): Promise<MedicalRecord> {
    const fields = recordFields({ title, ...(treatmentRequestId ? { treatmentRequestId } : {}) });
    const response = await postRecord(patient, { filename: 'r.pdf', content: samplePdf() }, fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MedicalRecord>();
  }
  async function closedRequest(): Promise<string> {
    const id = await createRequest(patient);
    expect((await patient.post(`/api/treatment-requests/${id}/close`)).statusCode).toBe(200);
    return id;
  }
  async function storageKeyOf(recordId: string): Promise<string> {
    const [row] = await t.db
      .select({ storageKey: medicalRecords.storageKey })
      .from(medicalRecords)
      .where(eq(medicalRecords.id, recordId));
    return row!.storageKey;
  }
  const listed = async () => (await patient.get('/api/records')).json<MedicalRecord[]>();

  it('lets only the owner keep a record, and refuses anything but a boolean keep', async () => {
    const record = await upload('Keep me');
    expect(record.keep).toBe(false);
    const kept = await patient.request({
      method: 'PATCH',
      url: `/api/records/${record.id}`,
      body: { keep: true },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<MedicalRecord>()).toMatchObject({ id: record.id, keep: true });
    expect((await listed()).find((r) => r.id === record.id)?.keep).toBe(true);

    const stranger = await otherPatient.request({
      method: 'PATCH',
      url: `/api/records/${record.id}`,
      body: { keep: false },
    });
    expect(stranger.statusCode).toBe(404);
    for (const body of [{ keep: 'yes' }, { keep: true, title: 'renamed' }, {}]) {
      const bad = await patient.request({
        method: 'PATCH',
        url: `/api/records/${record.id}`,
        body,
      });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await listed()).find((r) => r.id === record.id)).toMatchObject({
      keep: true,
      title: 'Keep me',
    });
  });

  it('deletes records of requests closed longer than the period, unless kept or in the library', async () => {
    const closed = await closedRequest();
    const open = await createRequest(patient);
    const due = await upload('Due for deletion', closed);
    const kept = await upload('Kept by the patient', closed);
    await patient.request({
      method: 'PATCH',
      url: `/api/records/${kept.id}`,
      body: { keep: true },
    });
    const ofOpen = await upload('Of an open request', open);
    const library = await upload('In the library');
    const dueKey = await storageKeyOf(due.id);

    expect(await deleteExpiredRecords(context(), { retentionDays: 90, now: inDays(89) })).toEqual({
      deletedRecords: 0,
      removedFiles: 0,
    });
    expect(await deleteExpiredRecords(context(), { retentionDays: 90, now: inDays(91) })).toEqual({
      deletedRecords: 1,
      removedFiles: 1,
    });

    const ids = (await listed()).map((r) => r.id);
    expect(ids).not.toContain(due.id);
    expect(ids).toEqual(expect.arrayContaining([kept.id, ofOpen.id, library.id]));
    expect(await t.recordStore.listKeys()).not.toContain(dueKey);
    expect((await patient.get(`/api/records/${due.id}/content`)).statusCode).toBe(404);
    expect((await patient.get(`/api/records/${kept.id}/content`)).statusCode).toBe(200);
  });

  it('runs on a schedule and logs counts, never titles', async () => {
    const closed = await closedRequest();
    const record = await upload('Secret oncology letter', closed);
    const longAgo = new Date(Date.now() - 200 * DAY_MS);
    await t.db
      .update(treatmentRequests)
      .set({ updatedAt: longAgo })
      .where(eq(treatmentRequests.id, closed));
    await t.db
      .update(medicalRecords)
      .set({ createdAt: longAgo })
      .where(eq(medicalRecords.id, record.id));

    const { log, lines } = recordingLog();
    const stop = startRecordsRetentionJob({
      db: t.db,
      store: t.recordStore,
      log,
      retentionDays: 90,
    });
    try {
      await vi.waitFor(() => expect(lines.join('')).toContain('"deletedRecords":1'));
    } finally {
      await stop();
    }
    expect(lines.join('')).not.toContain('oncology');
    expect((await listed()).map((r) => r.id)).not.toContain(record.id);
  });

  it('removes stored files no record names, once older than the grace period', async () => {
    const record = await upload('Stays');
    const orphan = randomUUID();
    await t.recordStore.put(orphan, Readable.from([Buffer.from('left by a crash')]));

    const hourLater = await removeOrphanFiles(context(), {
      graceMs: 24 * 60 * 60_000,
      now: new Date(Date.now() + 60 * 60_000),
    });
    expect(hourLater.removedOrphans).toBe(0);
    expect(await t.recordStore.listKeys()).toContain(orphan);

    const dayLater = await removeOrphanFiles(context(), {
      graceMs: 24 * 60 * 60_000,
      now: inDays(2),
    });
    expect(dayLater.removedOrphans).toBe(1);
    const keys = await t.recordStore.listKeys();
    expect(keys).not.toContain(orphan);
    expect(keys).toContain(await storageKeyOf(record.id));
    expect((await patient.get(`/api/records/${record.id}/content`)).statusCode).toBe(200);
  });
});
