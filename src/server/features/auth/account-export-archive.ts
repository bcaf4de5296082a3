import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { listRecordFilesForExport } from '../records/records-export.service.ts';
import type { RecordsContext } from '../records/records.service.ts';
import type { UserRow } from '../users/users.service.ts';

/** Name of the account data (the JSON of `GET /api/me/export`) inside the archive. */
export const ARCHIVE_DATA_FILE = 'careabroad-data.json';

/**
 * `GET /api/me/export/archive` (ADR 0039): a ZIP of the account's data — `careabroad-data.json`,
 * exactly what `GET /api/me/export` answers — and each of its medical record files, decrypted,
 * under `records/<id>-<title>.<ext>`. Files are stored uncompressed (PDF, JPEG, PNG and most
 * DICOM are compressed already) and opened one at a time as the archive is read, so memory stays
 * flat whatever their size. `totalBytes` is the archive's exact length. A file that cannot be
 * read (or fails its integrity check) ends the stream with an error: a cut download, never a
 * wrong file.
 */
export async function createAccountExportArchive(
  context: RecordsContext,
  user: UserRow,
  data: Record<string, unknown>,
): Promise<{ archive: Readable; totalBytes: number | undefined }> {
  const files = await listRecordFilesForExport(context, user);
  const zip = new ZipFile();
  const archive = new PassThrough();
  const fail = (error: Error) => {
    context.log.error({ err: error }, 'the data export archive failed');
    archive.destroy(error);
  };
  zip.on('error', fail);
  zip.outputStream.on('error', fail).pipe(archive);

  const mtime = new Date();
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), ARCHIVE_DATA_FILE, {
    mtime,
    compress: false,
  });
  for (const file of files) {
    zip.addReadStreamLazy(
      file.path,
      { size: file.sizeBytes, compress: false, mtime },
      (callback) => {
        file.open().then(
          (stream) => {
            stream.once('error', fail);
            callback(null, stream);
          },
          (error: Error) => callback(error, undefined as never),
        );
      },
    );
  }
  const totalBytes = await new Promise<number | undefined>((resolve) => {
    // yazl knows the total up front when every size is given and nothing is compressed.
    zip.end(undefined, (...args: unknown[]) => {
      const size = args[0];
      resolve(typeof size === 'number' && size >= 0 ? size : undefined);
    });
  });
  return { archive, totalBytes };
}
