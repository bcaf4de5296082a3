import type { FastifyRequest } from 'fastify';
import { MAX_PROFILE_FILE_BYTES } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { ProfileUpload } from './hospital-profile-files.service.ts';

/** Text fields an upload may carry before its file: three are defined, a few spare. */
const MAX_FIELDS = 6;
const MAX_FIELD_BYTES = 1024;

const tooLarge = () =>
  new AppError(
    413,
    'FILE_TOO_LARGE',
    `A file can be at most ${MAX_PROFILE_FILE_BYTES / 1024 / 1024} MB`,
  );

/**
 * Reads a profile upload (multipart/form-data: text fields, then the `file` part) into memory:
 * evidence and photos are at most 10 MiB, and a photo must be whole to be decoded.
 * @throws 415 for another body type; 400 without a file; 413 over 10 MiB.
 */
export async function readProfileUpload(request: FastifyRequest): Promise<ProfileUpload> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the upload as multipart/form-data');
  }
  const part = await request.file({
    limits: {
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      fileSize: MAX_PROFILE_FILE_BYTES,
    },
  });
  if (!part || part.fieldname !== 'file') {
    throw badRequest('Attach the file as the last part, named "file"', 'FILE_MISSING');
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field') fields[name] = value.value;
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge();
    }
    throw error;
  }
  return { fields, bytes };
}
