import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDS_QUOTA_BYTES, type MedicalRecord } from '#shared/records/records.schemas.ts';
import { medicalRecords } from '../../db/schema/medical-records.ts';
import { expectErrorEnvelope, nextPageUrl } from '../../test/expectations.ts';
import { createActor, createRequest, type Actor } from '../../test/factories.ts';
import {
  htmlPage,
  pdfHtmlPolyglot,
  pdfWithJavaScript,
  sampleDicom,
  sampleJpeg,
  samplePdf,
  samplePng,
  zipBomb,
} from '../../test/record-files.ts';
import { multipartBody } from '../../test/multipart.ts';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postRecord, recordFields } from './records-test-support.ts';
import { RECORD_CHUNK_BYTES } from './storage/record-cipher.ts';
import { createRecordsS3Client, createS3RecordStore } from './storage/s3-record-store.ts';

/*
 * The records vault through the API (issue #14, ADR 0037), run once on local disk and once on
 * a local S3-compatible server: the same behaviour on both.
 */
describe.each(['local disk', 'S3'] as const)('records vault on %s', (backend) => {
  let t: TestApp;
  let s3: S3TestServer | undefined;
  let patient: Actor;
  let otherPatient: Actor;

  beforeAll(async () => {
    if (backend === 'S3') {
      s3 = await startS3TestServer();
      const store = createS3RecordStore(createRecordsS3Client(s3.config), s3.config.bucket);
      t = await createTestApp({}, { recordStore: store });
    } else {
      t = await createTestApp();
    }
    [patient, otherPatient] = await Promise.all([
      createActor(t.app, 'patient'),
      createActor(t.app, 'patient'),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const storedKeys = () => t.recordStore.listKeys();

  async function upload(actor: Actor, content: Buffer, name = 'file.bin'): Promise<MedicalRecord> {
    const response = await postRecord(actor, { filename: name, content });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MedicalRecord>();
  }

  it('stores a PDF, lists it, serves it back byte for byte and logs the read', async () => {
    const pdf = samplePdf(3 * RECORD_CHUNK_BYTES + 123);
    const record = await upload(patient, pdf, 'report.pdf');
    expect(record).toMatchObject({
      title: 'Knee MRI report',
      documentType: 'lab_report',
      documentDate: '2026-10-01',
      mediaType: 'application/pdf',
      sizeBytes: pdf.length,
      treatmentRequestId: null,
      dicomStudyDate: null,
    });

    const list = await patient.get('/api/records');
    expect(list.json<MedicalRecord[]>().map((r) => r.id)).toContain(record.id);

    const content = await patient.get(`/api/records/${record.id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(pdf)).toBe(true);
    expect(content.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(content.headers['content-disposition']).toBe('inline; filename="Knee MRI report.pdf"');
    expect(content.headers['content-security-policy']).toMatch(/^sandbox;.*default-src 'none'/);

    const log = await patient.get(`/api/records/${record.id}/access-log`);
    expect(log.json()).toEqual([
      expect.objectContaining({
        accessor: { id: patient.id, role: 'patient', name: 'Test patient' },
      }),
    ]);
  });

  it('keeps the file encrypted at rest, and a tampered file never reaches the reader', async () => {
    const marker = Buffer.from('PATIENT-NAME-JANE-DOE-'.repeat(50));
    const pdf = Buffer.concat([samplePdf(10), marker, samplePdf(RECORD_CHUNK_BYTES)]);
    const record = await upload(patient, pdf, 'plain.pdf');
    const [row] = await t.db.select().from(medicalRecords).where(eq(medicalRecords.id, record.id));
    const stored = await readAll(await t.recordStore.get(row!.storageKey));
    expect(stored.includes(marker.subarray(0, 40))).toBe(false);
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);

    // Flip one byte of the second chunk and put it back under the same key.
    stored[RECORD_CHUNK_BYTES + 100] = stored[RECORD_CHUNK_BYTES + 100]! ^ 0xff;
    await t.recordStore.put(row!.storageKey, readableOf(stored));
    const tampered = await patient.get(`/api/records/${record.id}/content`).catch(() => undefined);
    if (tampered) expect(tampered.rawPayload.equals(pdf)).toBe(false);
    if (tampered) expect(tampered.rawPayload.length).toBeLessThan(pdf.length);
  });

  it('reads the study date and modality of a DICOM file and serves it as an attachment', async () => {
    const dicom = sampleDicom({ studyDate: '20250214', modality: 'MR', pixelBytes: 100_000 });
    const record = await upload(patient, dicom, 'knee.dcm');
    expect(record).toMatchObject({
      mediaType: 'application/dicom',
      dicomStudyDate: '2025-02-14',
      dicomModality: 'MR',
    });
    const content = await patient.get(`/api/records/${record.id}/content`);
    expect(content.headers['content-type']).toBe('application/dicom');
    expect(content.headers['content-disposition']).toBe(
      'attachment; filename="Knee MRI report.dcm"',
    );
    expect(content.rawPayload.equals(dicom)).toBe(true);
  });

  it('serves the detected type, not the name or the declared type', async () => {
    const jpeg = sampleJpeg();
    const response = await postRecord(patient, {
      filename: 'photo.png',
      contentType: 'text/html',
      content: jpeg,
    });
    const record = response.json<MedicalRecord>();
    expect(record.mediaType).toBe('image/jpeg');
    const png = await upload(patient, samplePng(), 'x.pdf');
    expect(png.mediaType).toBe('image/png');
    const content = await patient.get(`/api/records/${record.id}/content`);
    expect(content.headers['content-type']).toBe('image/jpeg');
    expect(content.headers['content-disposition']).toMatch(
      /^inline; filename="Knee MRI report.jpg"/,
    );
  });

  it.each([
    ['an HTML page named .pdf', htmlPage(), 415],
    ['a zip bomb', zipBomb(), 415],
    ['a PDF/HTML polyglot', pdfHtmlPolyglot(), 415],
    ['a PDF with JavaScript past the first 256 KiB', pdfWithJavaScript(), 415],
    [
      'a DICOM file with HTML in its preamble',
      sampleDicom({ preamble: htmlPage().subarray(0, 120) }),
      415,
    ],
    ['a Windows executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]), 415],
    ['an empty file', Buffer.alloc(0), 400],
  ])('refuses %s and stores nothing', async (_name, content, status) => {
    const before = await storedKeys();
    const response = await postRecord(patient, {
      filename: 'report.pdf',
      contentType: 'application/pdf',
      content,
    });
    expectErrorEnvelope(response, status);
    expect(await storedKeys()).toEqual(before);
  });

  it('names the refused type in the message', async () => {
    const response = await postRecord(patient, { filename: 'scan.pdf', content: zipBomb(1024) });
    expectErrorEnvelope(response, 415, /^This file is a ZIP file\. Only PDF, JPEG, PNG and DICOM/);
  });

  it('refuses a file over 50 MB while it streams, and stores nothing', async () => {
    const before = await storedKeys();
    const big = samplePdf(50 * 1024 * 1024);
    const response = await postRecord(patient, { filename: 'big.pdf', content: big });
    expectErrorEnvelope(response, 413, 'A file can be at most 50 MB');
    expect(await storedKeys()).toEqual(before);
  });

  it('enforces the 1 GB quota before and while streaming', async () => {
    const quotaPatient = await createActor(t.app, 'patient');
    const before = await storedKeys();
    // Stands for a vault already nearly full (no file behind it is ever read).
    await t.db.insert(medicalRecords).values({
      patientId: quotaPatient.id,
      title: 'Earlier scans',
      documentType: 'imaging',
      documentDate: '2026-01-01',
      mediaType: 'application/pdf',
      sizeBytes: RECORDS_QUOTA_BYTES - 1000,
      storageKey: crypto.randomUUID(),
      wrappedKey: 'unused',
    });
    const over = await postRecord(quotaPatient, { filename: 'a.pdf', content: samplePdf(2000) });
    expectErrorEnvelope(over, 413, /at most 1 GB/);
    expect((await upload(quotaPatient, samplePdf(100))).sizeBytes).toBeLessThan(1000);
    expect(await storedKeys()).toHaveLength(before.length + 1);

    await t.db
      .update(medicalRecords)
      .set({ sizeBytes: RECORDS_QUOTA_BYTES })
      .where(eq(medicalRecords.title, 'Earlier scans'));
    const full = await postRecord(quotaPatient, { filename: 'a.pdf', content: samplePdf(10) });
    expectErrorEnvelope(full, 413, /at most 1 GB/);
  });

  it('checks the fields and the treatment request, storing nothing on refusal', async () => {
    const before = await storedKeys();
    const bad = await postRecord(
      patient,
      { filename: 'a.pdf', content: samplePdf() },
      recordFields({ documentType: 'xray', documentDate: 'yesterday' }),
    );
    expectErrorEnvelope(bad, 400);
    const othersRequest = await createRequest(otherPatient);
    const foreign = await postRecord(
      patient,
      { filename: 'a.pdf', content: samplePdf() },
      recordFields({ treatmentRequestId: othersRequest }),
    );
    expectErrorEnvelope(foreign, 404);
    const noFile = await postRecord(patient, undefined);
    expectErrorEnvelope(noFile, 400, 'Attach the file as the last part, named "file"');
    const json = await patient.post('/api/records', recordFields());
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(await storedKeys()).toEqual(before);

    const ownRequest = await createRequest(patient);
    const filed = await postRecord(
      patient,
      { filename: 'a.pdf', content: samplePdf() },
      recordFields({ treatmentRequestId: ownRequest }),
    );
    expect(filed.json<MedicalRecord>().treatmentRequestId).toBe(ownRequest);
  });

  it('refuses a cross-site form upload (CSRF, SECURITY §3) before reading it', async () => {
    const before = await storedKeys();
    const { payload, headers } = multipartBody(recordFields(), {
      filename: 'a.pdf',
      content: samplePdf(),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/records',
      payload,
      headers: { ...headers, cookie: patient.cookie ?? '', origin: 'https://evil.example' },
    });
    expectErrorEnvelope(response, 403);
    expect(await storedKeys()).toEqual(before);
  });

  it('shows a record only to its owner, and deletes it with its file', async () => {
    const record = await upload(patient, samplePng());
    for (const path of [
      `/api/records/${record.id}/content`,
      `/api/records/${record.id}/access-log`,
    ]) {
      expectErrorEnvelope(await otherPatient.get(path), 404);
    }
    expect((await otherPatient.get('/api/records')).json()).toEqual([]);
    expectErrorEnvelope(
      await otherPatient.request({ method: 'DELETE', url: `/api/records/${record.id}` }),
      404,
    );

    const before = await storedKeys();
    const deleted = await patient.request({ method: 'DELETE', url: `/api/records/${record.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await storedKeys()).toHaveLength(before.length - 1);
    expectErrorEnvelope(await patient.get(`/api/records/${record.id}/content`), 404);
  });

  it('pages the list by keyset', async () => {
    const pager = await createActor(t.app, 'patient');
    for (let i = 0; i < 3; i += 1) await upload(pager, samplePng());
    const first = await pager.get('/api/records?limit=2');
    expect(first.json()).toHaveLength(2);
    const next = nextPageUrl(first);
    expect(next).toBeDefined();
    const second = await pager.get(next!);
    expect(second.json()).toHaveLength(1);
    expect(nextPageUrl(second)).toBeUndefined();
  });

  it('removes the files when the account is deleted, and exports the records', async () => {
    const leaving = await createActor(t.app, 'patient');
    const record = await upload(leaving, samplePdf(), 'mine.pdf');
    await leaving.get(`/api/records/${record.id}/content`);
    const exported = await leaving.get('/api/me/export');
    expect(exported.json()).toMatchObject({
      medicalRecords: [expect.objectContaining({ id: record.id, title: 'Knee MRI report' })],
      recordAccessLog: [expect.objectContaining({ recordId: record.id })],
    });
    expect(JSON.stringify(exported.json())).not.toMatch(/wrappedKey|storageKey/);

    const before = await storedKeys();
    const deleted = await leaving.request({
      method: 'DELETE',
      url: '/api/me',
      body: { confirmation: 'DELETE', currentPassword: 'correct-horse-battery' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await storedKeys()).toHaveLength(before.length - 1);
    const rows = await t.db.select().from(medicalRecords).where(eq(medicalRecords.id, record.id));
    expect(rows).toEqual([]);
  });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function readableOf(bytes: Buffer) {
  return Readable.from([bytes]);
}
