import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordGrant } from '#shared/records/record-sharing.schemas.ts';
import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { recordAccessLog } from '../../../db/schema/medical-records.ts';
import {
  ADMIN_TEST_EMAIL,
  createActor,
  createAdmin,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../../test/factories.ts';
import { samplePdf } from '../../../test/record-files.ts';
import { createTestApp, isPostgresRun, type TestApp } from '../../../test/test-app.ts';
import { giveConsents } from '../../consents/consents-test-support.ts';
import { postRecord } from '../records-test-support.ts';

const CONCURRENT_READS = 12;
const ROUNDS = 8;

// ADR 0041: a revoke (or a consent withdrawal) racing hospital reads. A read holds its grant and
// the consents share-locked while it checks them and writes its access-log row, so the revoke
// commits either after such a read (which is served and logged) or before it (404, not logged).
// Only PostgreSQL runs these concurrently (PGlite is one connection).
describe.skipIf(!isPostgresRun())('sharing: revoke racing reads on PostgreSQL', () => {
  let t: TestApp;
  let patient: Actor;
  let hospital: Actor;
  let requestId: string;
  let record: MedicalRecord;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    const admin = await createAdmin(t.app);
    [patient, hospital] = await Promise.all([
      createActor(t.app, 'patient'),
      createVerifiedHospital(t.app, admin, 'Racing'),
    ]);
    requestId = await createRequest(patient);
    await createBid(hospital, requestId);
    await giveConsents(patient, ['health_data', 'cross_border_sharing']);
    record = (
      await postRecord(patient, { filename: 'r.pdf', content: samplePdf(100_000) })
    ).json<MedicalRecord>();
  });
  afterAll(() => t.close());

  const hospitalReads = async () => {
    const [row] = await t.db
      .select({ n: count() })
      .from(recordAccessLog)
      .where(
        and(eq(recordAccessLog.recordId, record.id), eq(recordAccessLog.accessorId, hospital.id)),
      );
    return row?.n ?? 0;
  };
  const read = () => hospital.get(`/api/records/${record.id}/content`);

  async function raceAgainst(end: () => Promise<unknown>) {
    const logged = await hospitalReads();
    const reads = Array.from({ length: CONCURRENT_READS }, () => read());
    const ended = end();
    const more = Array.from({ length: CONCURRENT_READS }, () => read());
    const responses = await Promise.all([...reads, ...more]);
    await ended;
    const after = await Promise.all(Array.from({ length: 4 }, () => read()));
    const served = responses.filter((r) => r.statusCode === 200);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 404)).toBe(true);
    for (const response of served)
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Every served read is in the log, and no refused one.
    expect(await hospitalReads()).toBe(logged + served.length);
    // Once the revoke answered, nothing more is served.
    expect(after.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
  }

  async function grant(): Promise<RecordGrant> {
    const response = await patient.post('/api/record-grants', {
      treatmentRequestId: requestId,
      hospitalId: hospital.id,
      recordIds: [record.id],
      purpose: 'Race',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RecordGrant>();
  }

  it(
    `a revoke amid ${CONCURRENT_READS * 2} reads: served reads are logged, none after`,
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const made = await grant();
        await raceAgainst(() => patient.post(`/api/record-grants/${made.id}/revoke`));
      }
    },
  );

  it('a health-data withdrawal amid reads: the same', { timeout: 120_000 }, async () => {
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      await giveConsents(patient, ['health_data']);
      await grant();
      await raceAgainst(() =>
        patient.request({ method: 'DELETE', url: '/api/consents/health_data' }),
      );
    }
  });
});
