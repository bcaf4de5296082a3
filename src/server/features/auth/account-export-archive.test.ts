import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { medicalRecords } from '../../db/schema/medical-records.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { createActor, type Actor } from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { sampleDicom, sampleJpeg, samplePdf } from '../../test/record-files.ts';
import { createRecordsTestApp, RECORD_STORE_BACKENDS } from '../../test/records-test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { postRecord, recordFields } from '../records/records-test-support.ts';
import { RECORD_CHUNK_BYTES } from '../records/storage/record-cipher.ts';

/** Every entry of a ZIP archive, opened with an independent reader (yauzl), as name → bytes. */
function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (openError, zip) => {
      if (openError) return reject(openError);
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (readError, stream) => {
          if (readError) return reject(readError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

describe.each(RECORD_STORE_BACKENDS)(
  'data export archive with the files on %s (ADR 0039)',
  (backend) => {
    let t: TestApp;
    let patient: Actor;

    beforeAll(async () => {
      t = await createRecordsTestApp(backend);
      patient = await createActor(t.app, 'patient');
    });
    afterAll(() => t.close());

    async function upload(title: string, content: Buffer): Promise<MedicalRecord> {
      const response = await postRecord(
        patient,
        { filename: 'x', content },
        recordFields({ title }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<MedicalRecord>();
    }

    it('is a ZIP of the export JSON and every file, byte for byte, under safe names', async () => {
      const pdf = samplePdf(3 * RECORD_CHUNK_BYTES + 5);
      const jpeg = sampleJpeg(2000);
      const dicom = sampleDicom({ studyDate: '20250214', modality: 'CT', pixelBytes: 50_000 });
      const pdfRecord = await upload('Knee MRI report', pdf);
      const jpegRecord = await upload('../../etc/passwd: scan?', jpeg);
      const dicomRecord = await upload('CT head', dicom);

      const response = await patient.get('/api/me/export/archive');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="careabroad-data-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

      const entries = await unzip(response.rawPayload);
      expect([...entries.keys()].sort()).toEqual(
        [
          'careabroad-data.json',
          `records/${pdfRecord.id}-Knee MRI report.pdf`,
          `records/${jpegRecord.id}-.. .. etc passwd scan.jpg`,
          `records/${dicomRecord.id}-CT head.dcm`,
        ].sort(),
      );
      expect(entries.get(`records/${pdfRecord.id}-Knee MRI report.pdf`)?.equals(pdf)).toBe(true);
      expect(entries.get(`records/${jpegRecord.id}-.. .. etc passwd scan.jpg`)?.equals(jpeg)).toBe(
        true,
      );
      expect(entries.get(`records/${dicomRecord.id}-CT head.dcm`)?.equals(dicom)).toBe(true);

      const data = JSON.parse(entries.get('careabroad-data.json')!.toString('utf8')) as {
        account: { id: string };
        medicalRecords: MedicalRecord[];
      };
      const json = (await patient.get('/api/me/export')).json<typeof data>();
      expect(data.account.id).toBe(patient.id);
      expect(Object.keys(data).sort()).toEqual(Object.keys(json).sort());
      expect(data.medicalRecords).toEqual(json.medicalRecords);

      // Each file read for the archive is on the access log, like any read.
      const log = await patient.get(`/api/records/${pdfRecord.id}/access-log`);
      expect(log.json<unknown[]>().length).toBeGreaterThanOrEqual(1);
    });

    it('holds only the JSON for an account without records, and needs a session', async () => {
      const hospital = await createActor(t.app, 'hospital');
      const entries = await unzip((await hospital.get('/api/me/export/archive')).rawPayload);
      expect([...entries.keys()]).toEqual(['careabroad-data.json']);
      expectErrorEnvelope(await testClient(t.app).get('/api/me/export/archive'), 401);
    });

    it('is cut, never a valid archive with a wrong file, when a stored file is missing', async () => {
      const other = await createActor(t.app, 'patient');
      const response = await postRecord(other, { filename: 'x', content: samplePdf(1000) });
      const record = response.json<MedicalRecord>();
      const [row] = await t.db
        .select({ storageKey: medicalRecords.storageKey })
        .from(medicalRecords)
        .where(eq(medicalRecords.id, record.id));
      await t.recordStore.delete(row!.storageKey);

      const download = await other.get('/api/me/export/archive').catch(() => undefined);
      if (download) await expect(unzip(download.rawPayload)).rejects.toThrow();
    });
  },
);
