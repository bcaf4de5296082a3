import type { Readable } from 'node:stream';
import type { UserRow } from '../users/users.service.ts';
import { fileNameOf } from './record-content-headers.ts';
import { toMedicalRecord } from './records.dto.ts';
import { listAllRecordsOfPatient } from './records.repository.ts';
import { openRecordContent, type RecordsContext } from './records.service.ts';

/** One of the patient's files as the data export archive holds it (ADR 0039). */
export interface RecordFileForExport {
  /** `records/<record id>-<title>.<ext>`: unique by the id, no folders or control characters. */
  path: string;
  /** The file's own (decrypted) size, in bytes. */
  sizeBytes: number;
  /** Opens the decrypted file, streamed; the read goes to the access log like any other. */
  open(): Promise<Readable>;
}

/**
 * The patient's record files for the data export (ADR 0028, ADR 0039), oldest first; nothing is
 * read until {@link RecordFileForExport.open}. Empty for accounts without records.
 */
export async function listRecordFilesForExport(
  context: RecordsContext,
  owner: UserRow,
): Promise<RecordFileForExport[]> {
  const rows = await listAllRecordsOfPatient(context.db, owner.id);
  return rows.map((row) => {
    const record = toMedicalRecord(row);
    return {
      path: `records/${record.id}-${fileNameOf(record)}`,
      sizeBytes: record.sizeBytes,
      open: async () => (await openRecordContent(context, owner, record.id)).content,
    };
  });
}
