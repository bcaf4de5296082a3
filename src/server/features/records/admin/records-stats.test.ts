import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDS_QUOTA_BYTES } from '#shared/records/records.schemas.ts';
import type { RecordsStats } from '#shared/records/records-stats.schemas.ts';
import { ADMIN_TEST_EMAIL, createActor, createAdmin, type Actor } from '../../../test/factories.ts';
import { sampleJpeg, samplePdf } from '../../../test/record-files.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postRecord, recordFields } from '../records-test-support.ts';

describe('records vault statistics for admins (issue #14)', () => {
  let t: TestApp;
  let admin: Actor;
  let alice: Actor;
  let bob: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    [admin, alice, bob] = await Promise.all([
      createAdmin(t.app),
      createActor(t.app, 'patient', { firstName: 'Alicia', lastName: 'Zebrowska' }),
      createActor(t.app, 'patient', { firstName: 'Bartholomew', lastName: 'Quince' }),
    ]);
  });
  afterAll(() => t.close());

  async function upload(patient: Actor, title: string, content: Buffer, documentType: string) {
    const response = await postRecord(
      patient,
      { filename: 'f', content },
      recordFields({ title, documentType }),
    );
    expect(response.statusCode, response.body).toBe(201);
  }

  it('counts records and bytes per type and the largest patient, never titles or names', async () => {
    const empty = await admin.get('/api/admin/records/stats');
    expect(empty.json<RecordsStats>()).toMatchObject({
      records: 0,
      bytes: 0,
      patientsWithRecords: 0,
      largestPatientBytes: 0,
      byDocumentType: [],
    });

    const alicePdf = samplePdf(5000);
    const aliceJpeg = sampleJpeg(3000);
    const bobPdf = samplePdf(1000);
    await upload(alice, 'Oncology letter from Dr Hartmann', alicePdf, 'lab_report');
    await upload(alice, 'Chest scan', aliceJpeg, 'imaging');
    await upload(bob, 'Prescription for insulin', bobPdf, 'prescription');

    const response = await admin.get('/api/admin/records/stats');
    expect(response.statusCode).toBe(200);
    const stats = response.json<RecordsStats>();
    const total = alicePdf.length + aliceJpeg.length + bobPdf.length;
    expect(stats).toMatchObject({
      records: 3,
      bytes: total,
      patientsWithRecords: 2,
      keptRecords: 0,
      largestPatientBytes: alicePdf.length + aliceJpeg.length,
      quotaBytes: RECORDS_QUOTA_BYTES,
    });
    expect(stats.byDocumentType).toEqual(
      expect.arrayContaining([
        { documentType: 'lab_report', records: 1, bytes: alicePdf.length },
        { documentType: 'imaging', records: 1, bytes: aliceJpeg.length },
        { documentType: 'prescription', records: 1, bytes: bobPdf.length },
      ]),
    );
    expect(stats.byMediaType).toEqual(
      expect.arrayContaining([
        { mediaType: 'application/pdf', records: 2, bytes: alicePdf.length + bobPdf.length },
        { mediaType: 'image/jpeg', records: 1, bytes: aliceJpeg.length },
      ]),
    );
    for (const secret of [
      'Oncology',
      'Hartmann',
      'insulin',
      'Chest',
      'Alicia',
      'Quince',
      alice.id,
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });
});
