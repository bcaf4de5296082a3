import { randomBytes } from 'node:crypto';

/** A file part of a test upload. */
export interface MultipartFile {
  /** The part's file name, e.g. `scan.pdf` (the server ignores it for the type). */
  filename: string;
  content: Buffer;
  /** The declared Content-Type of the part (the server ignores it too). */
  contentType?: string;
  /** The part's field name; `file` unless a test checks another. */
  field?: string;
}

/**
 * A multipart/form-data body as a browser's FormData sends it: the text fields first, then the
 * file. Returns the payload and its Content-Type header.
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: MultipartFile,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----careabroad-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
