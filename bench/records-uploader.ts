// Helper process of bench/records-memory.ts: uploads one file per session cookie, all at once,
// so that streaming the uploads does not delay the benchmark's own timed list calls. Reads
// BENCH_BASE, BENCH_ORIGIN, BENCH_COOKIES (JSON array) and BENCH_FILE_BYTES; exits 0 when every
// upload answered 201.
import { MAX_RECORD_FILE_BYTES } from '../src/shared/records/records.schemas.ts';
import { samplePdf } from '../src/server/test/record-files.ts';
import { uploadRecordFile } from './records-upload-request.ts';

const base = process.env.BENCH_BASE ?? '';
const origin = process.env.BENCH_ORIGIN ?? '';
const cookies = JSON.parse(process.env.BENCH_COOKIES ?? '[]') as string[];
const fileBytes = Number(process.env.BENCH_FILE_BYTES ?? MAX_RECORD_FILE_BYTES - 1024);
const file = new Blob([samplePdf(fileBytes)], { type: 'application/pdf' });

// The parent times its list calls from this line on: the uploads are being sent.
process.stdout.write('uploading\n');
await Promise.all(cookies.map((cookie) => uploadRecordFile({ base, origin }, cookie, file)));
