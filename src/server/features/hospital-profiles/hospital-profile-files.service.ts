import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  AccreditationFieldsSchema,
  MAX_ACCREDITATIONS,
  MAX_PHOTOS,
  PhotoFieldsSchema,
  type Accreditation,
  type HospitalPhoto,
  type PhotoFormat,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, invalidInput, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import type { RecordsVault } from '../records/records.service.ts';
import { removeRecordFiles } from '../records/records.service.ts';
import {
  inspectDocument,
  openSealedFile,
  sealFile,
  type SealedFile,
} from '../records/sealed-files.service.ts';
import type { UserRow } from '../users/users.service.ts';
import { toAccreditation, toPhoto, utcDateOf } from './hospital-profiles.dto.ts';
import {
  countAccreditations,
  countPhotos,
  deleteAccreditationOf,
  deletePhotoOf,
  findAccreditation,
  findPhoto,
  insertAccreditation,
  insertPhoto,
  setProfileStatus,
} from './hospital-profiles.repository.ts';
import { processPhoto } from './photo-processing.ts';

/** What file handling needs: the database, the vault (store and master key) and a log. */
export interface ProfileFilesContext extends RecordsVault {
  db: Database;
  log: FastifyBaseLogger;
}

/** An upload as the route read it: the text fields before the file, and the file's bytes. */
export interface ProfileUpload {
  fields: Record<string, unknown>;
  bytes: Buffer;
}

const ACCREDITATION_NOT_FOUND = 'Accreditation not found';
const PHOTO_NOT_FOUND = 'Photo not found';

/** The upload's text fields parsed by `schema`. @throws 400 with the schema's issues. */
function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    throw invalidInput(
      parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
    );
  }
  return parsed.data;
}

/**
 * A change to what an admin reviews pulls a submitted or approved profile back to `draft`: it
 * must be submitted again (ADR 0050). Verified badges and the account's verification stay.
 */
function markProfileChanged(tx: Queryable, hospitalId: string) {
  return setProfileStatus(tx, hospitalId, ['submitted', 'approved'], {
    status: 'draft',
    submittedAt: null,
  });
}

/** Removes sealed files once the rows naming them are gone (the orphan sweep catches failures). */
async function removeFiles(context: ProfileFilesContext, files: SealedFile[]) {
  await removeRecordFiles(
    context,
    files.map((file) => file.storageKey),
  );
}

/**
 * `POST /api/hospital-profile/accreditations`: an accreditation with its evidence document
 * (PDF, JPEG or PNG by content, ≤ 10 MiB, vault rules of ADR 0037), sealed in the records store.
 * @throws 400 invalid fields or empty file; 409 over {@link MAX_ACCREDITATIONS}; 415 refused file.
 */
export async function addAccreditation(
  context: ProfileFilesContext,
  hospital: UserRow,
  upload: ProfileUpload,
): Promise<Accreditation> {
  const fields = parseFields(AccreditationFieldsSchema, upload.fields);
  const mediaType = await inspectDocument(upload.bytes);
  if ((await countAccreditations(context.db, hospital.id)) >= MAX_ACCREDITATIONS) {
    throw conflict(`A profile can list at most ${MAX_ACCREDITATIONS} accreditations`, 'TOO_MANY');
  }
  const sealed = await sealFile(context, upload.bytes);
  try {
    const row = await context.db.transaction(async (tx) => {
      await markProfileChanged(tx, hospital.id);
      return insertAccreditation(tx, {
        hospitalId: hospital.id,
        body: fields.body,
        number: fields.number,
        expiresOn: fields.expiresOn,
        evidenceStorageKey: sealed.storageKey,
        evidenceWrappedKey: sealed.wrappedKey,
        evidenceMediaType: mediaType,
        evidenceSizeBytes: upload.bytes.length,
      });
    });
    return toAccreditation(row, { today: utcDateOf(new Date()), withEvidence: true });
  } catch (error) {
    await removeFiles(context, [sealed]);
    throw error;
  }
}

/**
 * `DELETE /api/hospital-profile/accreditations/{id}`: the hospital's own only.
 * @throws 404 for anything else.
 */
export async function removeAccreditation(
  context: ProfileFilesContext,
  hospital: UserRow,
  rawId: string,
): Promise<void> {
  const id = requireUuid(rawId, ACCREDITATION_NOT_FOUND);
  const row = await context.db.transaction(async (tx) => {
    const deleted = await deleteAccreditationOf(tx, id, hospital.id);
    if (!deleted) throw notFound(ACCREDITATION_NOT_FOUND);
    await markProfileChanged(tx, hospital.id);
    return deleted;
  });
  await removeFiles(context, [
    { storageKey: row.evidenceStorageKey, wrappedKey: row.evidenceWrappedKey },
  ]);
}

/**
 * `GET /api/hospital-profile/accreditations/{id}/evidence`: the document, for its hospital and
 * admins (the verification queue); anyone else 404.
 */
export async function openEvidence(
  context: ProfileFilesContext,
  reader: UserRow,
  rawId: string,
): Promise<{ mediaType: string; sizeBytes: number; content: Readable }> {
  const row = await findAccreditation(context.db, requireUuid(rawId, ACCREDITATION_NOT_FOUND));
  if (!row || (reader.role !== 'admin' && row.hospitalId !== reader.id)) {
    throw notFound(ACCREDITATION_NOT_FOUND);
  }
  const content = await openSealedFile(context, {
    storageKey: row.evidenceStorageKey,
    wrappedKey: row.evidenceWrappedKey,
  });
  return { mediaType: row.evidenceMediaType, sizeBytes: row.evidenceSizeBytes, content };
}

/**
 * `POST /api/hospital-profile/photos`: decoded, resized and stored as AVIF and WebP.
 * @throws 400 invalid caption; 409 over {@link MAX_PHOTOS}; 415 not a JPEG/PNG/WebP/AVIF image.
 */
export async function addPhoto(
  context: ProfileFilesContext,
  hospital: UserRow,
  upload: ProfileUpload,
): Promise<HospitalPhoto> {
  const { caption } = parseFields(PhotoFieldsSchema, upload.fields);
  if ((await countPhotos(context.db, hospital.id)) >= MAX_PHOTOS) {
    throw conflict(`A profile can show at most ${MAX_PHOTOS} photos`, 'TOO_MANY');
  }
  const photo = await processPhoto(upload.bytes);
  const avif = await sealFile(context, photo.avif);
  let webp: SealedFile | undefined;
  try {
    webp = await sealFile(context, photo.webp);
    const stored = webp;
    const row = await context.db.transaction(async (tx) => {
      await markProfileChanged(tx, hospital.id);
      return insertPhoto(tx, {
        hospitalId: hospital.id,
        caption,
        width: photo.width,
        height: photo.height,
        avifStorageKey: avif.storageKey,
        avifWrappedKey: avif.wrappedKey,
        avifSizeBytes: photo.avif.length,
        webpStorageKey: stored.storageKey,
        webpWrappedKey: stored.wrappedKey,
        webpSizeBytes: photo.webp.length,
      });
    });
    return toPhoto(row);
  } catch (error) {
    await removeFiles(context, webp ? [avif, webp] : [avif]);
    throw error;
  }
}

/** `DELETE /api/hospital-profile/photos/{id}`: the hospital's own only. @throws 404 otherwise. */
export async function removePhoto(
  context: ProfileFilesContext,
  hospital: UserRow,
  rawId: string,
): Promise<void> {
  const id = requireUuid(rawId, PHOTO_NOT_FOUND);
  const row = await context.db.transaction(async (tx) => {
    const deleted = await deletePhotoOf(tx, id, hospital.id);
    if (!deleted) throw notFound(PHOTO_NOT_FOUND);
    await markProfileChanged(tx, hospital.id);
    return deleted;
  });
  await removeFiles(context, [
    { storageKey: row.avifStorageKey, wrappedKey: row.avifWrappedKey },
    { storageKey: row.webpStorageKey, wrappedKey: row.webpWrappedKey },
  ]);
}

/**
 * `GET /api/hospital-photos/{id}/{format}`: a photo in one format. Photos are the hospital's
 * public marketing material, so anyone may read one whose id they were given.
 * @throws 404 for an unknown id.
 */
export async function openPhoto(
  context: Omit<ProfileFilesContext, 'db'> & { db: Queryable },
  rawId: string,
  format: PhotoFormat,
): Promise<{ sizeBytes: number; content: Readable }> {
  const row = await findPhoto(context.db, requireUuid(rawId, PHOTO_NOT_FOUND));
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  const file =
    format === 'avif'
      ? { storageKey: row.avifStorageKey, wrappedKey: row.avifWrappedKey, size: row.avifSizeBytes }
      : { storageKey: row.webpStorageKey, wrappedKey: row.webpWrappedKey, size: row.webpSizeBytes };
  return { sizeBytes: file.size, content: await openSealedFile(context, file) };
}
